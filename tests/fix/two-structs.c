// check-name: two structs in one file, each with its own size expression
// check-fix-wanted

struct a { u32 n; u32 v[1]; };
struct b { u16 n; u16 w[1]; };

size_t ab_bytes(struct a *x, struct b *y);
size_t ab_bytes(struct a *x, struct b *y)
{
	return sizeof(struct a) + (x->n - 1) * sizeof(u32) +
	       sizeof(struct b) + (y->n - 1) * sizeof(u16);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/two-structs.c b/two-structs.c
// --- a/two-structs.c
// +++ b/two-structs.c
// @@ -1,14 +1,14 @@
//  // check-name: two structs in one file, each with its own size expression
//  // check-fix-wanted
//  
// -struct a { u32 n; u32 v[1]; };
// -struct b { u16 n; u16 w[1]; };
// +struct a { u32 n; u32 v[]; };
// +struct b { u16 n; u16 w[]; };
//  
//  size_t ab_bytes(struct a *x, struct b *y);
//  size_t ab_bytes(struct a *x, struct b *y)
//  {
// -	return sizeof(struct a) + (x->n - 1) * sizeof(u32) +
// -	       sizeof(struct b) + (y->n - 1) * sizeof(u16);
// +	return struct_size(x, v, x->n) +
// +	       struct_size(y, w, y->n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
