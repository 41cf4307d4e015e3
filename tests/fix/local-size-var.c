// check-name: a size kept in a local before the allocation
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

struct msg *msg_new(u32 n);
struct msg *msg_new(u32 n)
{
	size_t size = sizeof(struct msg) + (n - 1) * sizeof(u64);
	struct msg *m = kmalloc(size, GFP_KERNEL);

	return m;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/local-size-var.c b/local-size-var.c
// --- a/local-size-var.c
// +++ b/local-size-var.c
// @@ -1,12 +1,12 @@
//  // check-name: a size kept in a local before the allocation
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  struct msg *msg_new(u32 n);
//  struct msg *msg_new(u32 n)
//  {
// -	size_t size = sizeof(struct msg) + (n - 1) * sizeof(u64);
// +	size_t size = struct_size_t(struct msg, vals, n);
//  	struct msg *m = kmalloc(size, GFP_KERNEL);
//  
//  	return m;
// check-fix-end
