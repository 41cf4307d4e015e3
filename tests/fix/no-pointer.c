// check-name: no pointer to the struct at hand: struct_size_t()
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_bytes(u32 n);
size_t msg_bytes(u32 n)
{
	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/no-pointer.c b/no-pointer.c
// --- a/no-pointer.c
// +++ b/no-pointer.c
// @@ -4,13 +4,13 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  size_t msg_bytes(u32 n);
//  size_t msg_bytes(u32 n)
//  {
// -	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
// +	return struct_size_t(struct msg, items, n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
