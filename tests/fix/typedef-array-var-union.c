// check-name: an array of a [1]'s struct declared with a typedef name ('rec_t table[4]', at file scope or in a function): as '[]' each element would shrink by one element, so the size-keeping union form
// check-error-contains: note: converted 'v' in 'struct rec' to a flexible array member in a union with its one element 'first_v': the struct's size stays ('typedef rec_t' is embedded in an array at typedef-array-var-union.c:10 ('defaults'))
// check-fix-wanted

typedef struct rec {
	u32 n;
	u32 v[1];
} rec_t;

static const rec_t defaults[1];
rec_t table[4];

u32 rec_at(rec_t *p, u32 i);
u32 rec_at(rec_t *p, u32 i)
{
	rec_t copy[2];

	copy[0] = *p;
	return p->v[i] + copy[0].n + table[i].n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/typedef-array-var-union.c b/typedef-array-var-union.c
// --- a/typedef-array-var-union.c
// +++ b/typedef-array-var-union.c
// @@ -4,7 +4,10 @@
//  
//  typedef struct rec {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  } rec_t;
//  
//  static const rec_t defaults[1];
// check-fix-end
