// check-name: --form=union: a [1] whose sizes could be rewritten takes the union form all the same, and its size expressions stay as written (they stay right: the size does not change)
// check-fix-command: flexfix fix --kernel --no-root --form=union $file
// check-error-contains: note: converted 'vals' in 'struct rec' to a flexible array member in a union with its one element 'val': the struct's size stays
// check-fix-wanted

struct rec {
	u32 n;
	u32 vals[1];
};

struct rec *rec_new(u32 n);
struct rec *rec_new(u32 n)
{
	struct rec *r = kzalloc(sizeof(*r) + (n - 1) * sizeof(r->vals[0]), GFP_KERNEL);

	r->vals[n - 1] = n;
	return r;
}

// The fix flexfix must print:
//
// check-fix-start
// diff --git a/form-union.c b/form-union.c
// --- a/form-union.c
// +++ b/form-union.c
// @@ -5,7 +5,10 @@
//  
//  struct rec {
//  	u32 n;
// -	u32 vals[1];
// +	union {
// +		u32 val;
// +		DECLARE_FLEX_ARRAY(u32, vals);
// +	};
//  };
//  
//  struct rec *rec_new(u32 n);
// check-fix-end
