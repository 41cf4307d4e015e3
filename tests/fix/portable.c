// check-name: portable mode: plain [] and sizeof arithmetic, no struct_size()
// check-fix-command: flexfix fix --no-root --portable $file
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(struct msg) + (m->count - 1) * sizeof(struct item);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/portable.c b/portable.c
// --- a/portable.c
// +++ b/portable.c
// @@ -5,13 +5,13 @@
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
// -	return sizeof(struct msg) + (m->count - 1) * sizeof(struct item);
// +	return sizeof(struct msg) + m->count * sizeof(struct item);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
