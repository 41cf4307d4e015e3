// check-name: a [1] at the end of a named nested struct, used through its own pointer
// check-fix-wanted

struct outer {
	u32 kind;
	struct inner {
		u32 n;
		u32 v[1];
	} *in;
};

size_t inner_bytes(struct inner *p);
size_t inner_bytes(struct inner *p)
{
	return sizeof(struct inner) + (p->n - 1) * sizeof(u32);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/nested-named.c b/nested-named.c
// --- a/nested-named.c
// +++ b/nested-named.c
// @@ -5,14 +5,14 @@ struct outer {
//  	u32 kind;
//  	struct inner {
//  		u32 n;
// -		u32 v[1];
// +		u32 v[];
//  	} *in;
//  };
//  
//  size_t inner_bytes(struct inner *p);
//  size_t inner_bytes(struct inner *p)
//  {
// -	return sizeof(struct inner) + (p->n - 1) * sizeof(u32);
// +	return struct_size(p, v, p->n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
