// check-name: sizeof(struct s) - sizeof(e) + n * sizeof(e): struct_size()
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

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/minus-elem-plus-n.c b/minus-elem-plus-n.c
// --- a/minus-elem-plus-n.c
// +++ b/minus-elem-plus-n.c
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
// -	return sizeof(struct msg) - sizeof(struct item) + m->count * sizeof(struct item);
// +	return struct_size(m, items, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
