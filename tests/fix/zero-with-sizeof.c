// check-name: [0] to [] keeps sizeof(struct s): its uses are not touched or listed
// check-error-contains: note: converted 'd' in 'struct z' to a flexible array member
// check-fix-wanted

struct z { u32 n; u8 d[0]; };

struct z *z_new(u32 n);
struct z *z_new(u32 n)
{
	struct z *p = kmalloc(sizeof(struct z) + n, GFP_KERNEL);

	return p;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-with-sizeof.c b/zero-with-sizeof.c
// --- a/zero-with-sizeof.c
// +++ b/zero-with-sizeof.c
// @@ -2,7 +2,7 @@
//  // check-error-contains: note: converted 'd' in 'struct z' to a flexible array member
//  // check-fix-wanted
//  
// -struct z { u32 n; u8 d[0]; };
// +struct z { u32 n; u8 d[]; };
//  
//  struct z *z_new(u32 n);
//  struct z *z_new(u32 n)
// check-fix-end
