// check-name: an array of a struct ending with a [1]: each element would shrink by one element (a [0] keeps its layout: tests/fix/zero-length-in-array.c)
// check-error-contains: not converted: 'v' in 'struct e': 'struct e' is embedded in an array at array-var-refused.c:7 ('table')
// check-fix-wanted

struct e { u32 n; u32 v[1]; };

static struct e table[4];

u32 e_first(void);
u32 e_first(void)
{
	return table[0].n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
