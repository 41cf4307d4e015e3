// check-name: struct_size(m, items, n - 1) with m a struct msg * is struct msg's, never another struct's [1] called 'items', before or after struct msg is converted (a second run converted more; found by fuzz-fix)
// check-fix-command: flexfix fix --no-root --portable $file
// check-error-contains: not converted: 'items' in 'struct rec': no use shows it used as a flexible array

struct item { u32 v; };
struct rec {
	u32 count;
	struct item items[1];
};

struct msg { u32 count; struct item items[4]; u64 vals[1]; };

size_t msg_items(struct msg *m);
size_t msg_items(struct msg *m)
{
	return struct_size(m, items, m->count - 1);
}

struct msg *msg_new(u32 n);
struct msg *msg_new(u32 n)
{
	size_t size = sizeof(struct msg) + (n - 1) * sizeof(u64);

	return kmalloc(size, GFP_KERNEL);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-other-type.c b/struct-size-other-type.c
// --- a/struct-size-other-type.c
// +++ b/struct-size-other-type.c
// @@ -8,7 +8,7 @@ struct rec {
//  	struct item items[1];
//  };
//  
// -struct msg { u32 count; struct item items[4]; u64 vals[1]; };
// +struct msg { u32 count; struct item items[4]; u64 vals[]; };
//  
//  size_t msg_items(struct msg *m);
//  size_t msg_items(struct msg *m)
// @@ -19,7 +19,7 @@ size_t msg_items(struct msg *m)
//  struct msg *msg_new(u32 n);
//  struct msg *msg_new(u32 n)
//  {
// -	size_t size = sizeof(struct msg) + (n - 1) * sizeof(u64);
// +	size_t size = sizeof(struct msg) + n * sizeof(u64);
//  
//  	return kmalloc(size, GFP_KERNEL);
//  }
// check-fix-end
