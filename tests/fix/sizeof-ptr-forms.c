// check-name: sizeof(*p) + sizeof(p->m[0]) * (n - 1): struct_size(p, m, n)
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

void *msg_alloc(struct msg *m, u32 n);
void *msg_alloc(struct msg *m, u32 n)
{
	return kmalloc(sizeof(*m) + sizeof(m->items[0]) * (n - 1), GFP_KERNEL);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/sizeof-ptr-forms.c b/sizeof-ptr-forms.c
// --- a/sizeof-ptr-forms.c
// +++ b/sizeof-ptr-forms.c
// @@ -4,13 +4,13 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	struct item items[];
//  };
//  
//  void *msg_alloc(struct msg *m, u32 n);
//  void *msg_alloc(struct msg *m, u32 n)
//  {
// -	return kmalloc(sizeof(*m) + sizeof(m->items[0]) * (n - 1), GFP_KERNEL);
// +	return kmalloc(struct_size(m, items, n), GFP_KERNEL);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
