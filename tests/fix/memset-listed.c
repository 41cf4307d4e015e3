// check-name: memset(p, 0, sizeof(struct s)) is kept and listed as changing value
// check-error-contains: note: value changes (one element less): memset(m, 0, sizeof(struct msg))
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_init(struct msg *m, u32 n);
size_t msg_init(struct msg *m, u32 n)
{
	memset(m, 0, sizeof(struct msg));
	m->count = n;
	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/memset-listed.c b/memset-listed.c
// --- a/memset-listed.c
// +++ b/memset-listed.c
// @@ -5,7 +5,7 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  size_t msg_init(struct msg *m, u32 n);
// @@ -13,7 +13,7 @@ size_t msg_init(struct msg *m, u32 n)
//  {
//  	memset(m, 0, sizeof(struct msg));
//  	m->count = n;
// -	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
// +	return struct_size(m, items, n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
