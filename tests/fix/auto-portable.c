// check-name: without include/linux/overflow.h above the file, the output is portable
// check-fix-command: flexfix fix --no-root $file
// check-fix-wanted

struct item { u32 v; };
struct msg { u32 count; struct item items[1]; };

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(struct msg) + (m->count - 1) * sizeof(struct item);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/auto-portable.c b/auto-portable.c
// --- a/auto-portable.c
// +++ b/auto-portable.c
// @@ -3,12 +3,12 @@
//  // check-fix-wanted
//  
//  struct item { u32 v; };
// -struct msg { u32 count; struct item items[1]; };
// +struct msg { u32 count; struct item items[]; };
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
