// check-name: an array of a struct ending with a [1] used as flexible: as '[]' each element would shrink by one element, so the size-keeping union form (a [0] keeps its layout as '[]': tests/fix/zero-length-in-array.c)
// check-error-contains: note: converted 'v' in 'struct e' to a flexible array member in a union with its one element 'first_v': the struct's size stays ('struct e' is embedded in an array at array-var-union.c:10 ('table'))
// check-fix-wanted

struct e {
	u32 n;
	u32 v[1];
};

static struct e table[4];

u32 e_first(void);
u32 e_first(void)
{
	return table[0].n;
}

u32 e_at(struct e *p, u32 i);
u32 e_at(struct e *p, u32 i)
{
	return p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/array-var-union.c b/array-var-union.c
// --- a/array-var-union.c
// +++ b/array-var-union.c
// @@ -4,7 +4,10 @@
//  
//  struct e {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  static struct e table[4];
// check-fix-end
