// check-name: sizeof(typeof(*p)) is sizeof(*p): the size with its '- 1' rewritten, and alone a size the union keeps (before, both went unseen: the allocation one element short)
// check-error-contains: note: converted 'v' in 'struct alloc' to a flexible array member; 1 size expression rewritten
// check-error-contains: note: converted 'v' in 'struct hdr' to a flexible array member in a union with its one element 'first_v': the struct's size stays (this sizeof() would shrink by one element at sizeof-typeof.c:29: sizeof(typeof(*h)))
// check-fix-wanted

struct alloc {
	u32 n;
	u32 v[1];
};

struct alloc *alloc_new(u32 n);
struct alloc *alloc_new(u32 n)
{
	struct alloc *q = kmalloc(sizeof(typeof(*q)) + (n - 1) * sizeof(u32), GFP_KERNEL);

	q->v[n - 1] = 0;
	return q;
}

struct hdr {
	u32 n;
	u32 v[1];
};

u32 hdr_len(struct hdr *h, u32 i);
u32 hdr_len(struct hdr *h, u32 i)
{
	h->v[i] = 0;
	return sizeof(typeof(*h));
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/sizeof-typeof.c b/sizeof-typeof.c
// --- a/sizeof-typeof.c
// +++ b/sizeof-typeof.c
// @@ -5,13 +5,13 @@
//  
//  struct alloc {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct alloc *alloc_new(u32 n);
//  struct alloc *alloc_new(u32 n)
//  {
// -	struct alloc *q = kmalloc(sizeof(typeof(*q)) + (n - 1) * sizeof(u32), GFP_KERNEL);
// +	struct alloc *q = kmalloc(struct_size(q, v, n), GFP_KERNEL);
//  
//  	q->v[n - 1] = 0;
//  	return q;
// @@ -19,7 +19,10 @@ struct alloc *alloc_new(u32 n)
//  
//  struct hdr {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 hdr_len(struct hdr *h, u32 i);
// check-fix-end
