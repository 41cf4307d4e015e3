// check-name: [1] with sizeof(struct) + (n - 1) * sizeof(elem): struct_size()
// check-fix-wanted
// check-error-contains: note: converted 'items' in 'struct msg' to a flexible array member; 1 size expression rewritten

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_size(struct msg *m, u32 n);
size_t msg_size(struct msg *m, u32 n)
{
	(void)m;
	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
}

u32 msg_sum(struct msg *m);
u32 msg_sum(struct msg *m)
{
	u32 s = 0;

	for (u32 i = 0; i < m->count; i++)
		s += m->items[i].v;
	return s;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/one-elem-count-minus-one.c b/one-elem-count-minus-one.c
// --- a/one-elem-count-minus-one.c
// +++ b/one-elem-count-minus-one.c
// @@ -5,14 +5,14 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  size_t msg_size(struct msg *m, u32 n);
//  size_t msg_size(struct msg *m, u32 n)
//  {
//  	(void)m;
// -	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
// +	return struct_size(m, items, n);
//  }
//  
//  u32 msg_sum(struct msg *m);
// check-fix-end
