// check-name: memset(p, 0, sizeof(struct s)) is kept and listed as changing value (--form=rewrite: by default such a value keeps the old size in the union form, fix/value-change-union.c)
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
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
// @@ -6,7 +6,7 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  size_t msg_init(struct msg *m, u32 n);
// @@ -14,7 +14,7 @@ size_t msg_init(struct msg *m, u32 n)
//  {
//  	memset(m, 0, sizeof(struct msg));
//  	m->count = n;
// -	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
// +	return struct_size(m, items, n);
//  }
//  
//  
// check-fix-end
