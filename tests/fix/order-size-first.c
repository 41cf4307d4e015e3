// check-name: operand order: sizeof(elem) * (n - 1) + sizeof(struct)
// check-fix-wanted

struct item { u32 v; };
struct msg { u32 count; struct item items[1]; };

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(struct item) * (m->count - 1) + sizeof(struct msg);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/order-size-first.c b/order-size-first.c
// --- a/order-size-first.c
// +++ b/order-size-first.c
// @@ -2,12 +2,12 @@
//  // check-fix-wanted
//  
//  struct item { u32 v; };
// -struct msg { u32 count; struct item items[1]; };
// +struct msg { u32 count; struct item items[]; };
//  
//  size_t msg_bytes(struct msg *m);
//  size_t msg_bytes(struct msg *m)
//  {
// -	return sizeof(struct item) * (m->count - 1) + sizeof(struct msg);
// +	return struct_size(m, items, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
