// check-name: the size expression inside an allocator call
// check-error-contains: alloc-pattern.c:10:27: note: size rewritten: 'sizeof(*m) + (n - 1) * sizeof(u64)' -> 'struct_size(m, vals, n)'
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

struct msg *msg_new(u32 n);
struct msg *msg_new(u32 n)
{
	struct msg *m = kvzalloc(sizeof(*m) + (n - 1) * sizeof(u64), GFP_KERNEL);

	if (m)
		m->count = n;
	return m;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/alloc-pattern.c b/alloc-pattern.c
// --- a/alloc-pattern.c
// +++ b/alloc-pattern.c
// @@ -2,12 +2,12 @@
//  // check-error-contains: alloc-pattern.c:10:27: note: size rewritten: 'sizeof(*m) + (n - 1) * sizeof(u64)' -> 'struct_size(m, vals, n)'
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  struct msg *msg_new(u32 n);
//  struct msg *msg_new(u32 n)
//  {
// -	struct msg *m = kvzalloc(sizeof(*m) + (n - 1) * sizeof(u64), GFP_KERNEL);
// +	struct msg *m = kvzalloc(struct_size(m, vals, n), GFP_KERNEL);
//  
//  	if (m)
//  		m->count = n;
// check-fix-end
