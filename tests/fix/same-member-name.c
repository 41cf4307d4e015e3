// check-name: two structs with the same member name, each use resolved to its own
// check-error-contains: not converted: 'v' in 'struct b': no use shows it used as a flexible array
// check-fix-wanted

struct a { u32 n; u32 v[1]; };
struct b { u32 n; u32 v[1]; };

u32 ab(struct a *x, struct b *y, u32 i);
u32 ab(struct a *x, struct b *y, u32 i)
{
	return x->v[i] + y->v[0];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/same-member-name.c b/same-member-name.c
// --- a/same-member-name.c
// +++ b/same-member-name.c
// @@ -2,7 +2,7 @@
//  // check-error-contains: not converted: 'v' in 'struct b': no use shows it used as a flexible array
//  // check-fix-wanted
//  
// -struct a { u32 n; u32 v[1]; };
// +struct a { u32 n; u32 v[]; };
//  struct b { u32 n; u32 v[1]; };
//  
//  u32 ab(struct a *x, struct b *y, u32 i);
// check-fix-end
