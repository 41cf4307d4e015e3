// check-name: struct_size(p, m, n - 1) written for a [1]: the - 1 goes
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return struct_size(m, items, m->count - 1);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-minus-one.c b/struct-size-minus-one.c
// --- a/struct-size-minus-one.c
// +++ b/struct-size-minus-one.c
// @@ -4,13 +4,13 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  size_t msg_bytes(struct msg *m);
//  size_t msg_bytes(struct msg *m)
//  {
// -	return struct_size(m, items, m->count - 1);
// +	return struct_size(m, items, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
