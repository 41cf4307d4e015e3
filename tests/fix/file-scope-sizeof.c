// check-name: sizeof() and typeof() of a member outside functions (a file-scope static_assert, a typedef): read as in a body; a [1]'s 'sizeof(((struct s *)0)->v)' becomes '->v[0]' (the same value), a [0]'s is refused (0, and no size as '[]'), typeof() of an array refused (before: neither was seen, and neither compiled after the conversion)
// check-error-contains: note: converted 'v' in 'struct one' to a flexible array member
// check-error-contains: note: not converted: 'data' in 'struct zl': sizeof() of the zero-length array is 0 and would not compile at file-scope-sizeof.c:19 (sizeof(((struct zl *)0)->data))
// check-error-contains: note: not converted: 'vals' in 'struct typed': typeof() of the array: as '[]' its type has no size, and an object or sizeof() of that type would not compile at file-scope-sizeof.c:32 (typeof(((struct typed *)0)->vals))
// check-fix-wanted

struct one {
	u32 n;
	u32 v[1];
};

static_assert(sizeof(((struct one *)0)->v) == 4, "one element");

struct zl {
	u32 n;
	u8 data[0];
};

static_assert(sizeof(((struct zl *)0)->data) == 0, "zero");

u32 at(struct one *p, struct zl *z, u32 i);
u32 at(struct one *p, struct zl *z, u32 i)
{
	return p->v[i] + z->data[i];
}

struct typed {
	u32 n;
	u16 vals[1];
};

typedef typeof(((struct typed *)0)->vals) typed_vals_t;

u16 typed_at(struct typed *p, u32 i);
u16 typed_at(struct typed *p, u32 i)
{
	return p->vals[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/file-scope-sizeof.c b/file-scope-sizeof.c
// --- a/file-scope-sizeof.c
// +++ b/file-scope-sizeof.c
// @@ -6,10 +6,10 @@
//  
//  struct one {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
// -static_assert(sizeof(((struct one *)0)->v) == 4, "one element");
// +static_assert(sizeof(((struct one *)0)->v[0]) == 4, "one element");
//  
//  struct zl {
//  	u32 n;
// check-fix-end
