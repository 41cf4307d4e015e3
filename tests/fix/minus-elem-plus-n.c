// check-name: sizeof(struct s) - sizeof(e) + n * sizeof(e), and sizeof(struct s) + n * sizeof(e) - sizeof(e) with its terms in either order: struct_size()
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(struct msg) - sizeof(struct item) + m->count * sizeof(struct item);
}

size_t msg_bytes_after(struct msg *m);
size_t msg_bytes_after(struct msg *m)
{
	size_t a = sizeof(*m) + m->count * sizeof(struct item) - sizeof(struct item);
	size_t b = sizeof(m->items[0]) * m->count + sizeof(struct msg) - sizeof(m->items[0]);

	return a + b;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/minus-elem-plus-n.c b/minus-elem-plus-n.c
// --- a/minus-elem-plus-n.c
// +++ b/minus-elem-plus-n.c
// @@ -4,20 +4,20 @@
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
// -	return sizeof(struct msg) - sizeof(struct item) + m->count * sizeof(struct item);
// +	return struct_size(m, items, m->count);
//  }
//  
//  size_t msg_bytes_after(struct msg *m);
//  size_t msg_bytes_after(struct msg *m)
//  {
// -	size_t a = sizeof(*m) + m->count * sizeof(struct item) - sizeof(struct item);
// -	size_t b = sizeof(m->items[0]) * m->count + sizeof(struct msg) - sizeof(m->items[0]);
// +	size_t a = struct_size(m, items, m->count);
// +	size_t b = struct_size(m, items, m->count);
//  
//  	return a + b;
//  }
// check-fix-end
