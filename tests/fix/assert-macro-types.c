// check-name: a size-checking macro given the struct as 'struct TAG' or by its typedef name, in a header that includes nothing and is included after the struct's header (it sees what its includer sees): the size must stay, the union form keeps it
// check-fix-command: flexfix fix --no-root --kernel $file assert-macro-types-def.inc assert-macro-types-check.inc
// check-error-contains: note: converted 'v' in 'struct rec' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:4: CHECK_STRUCT_SIZE(...) is given the name 'rec')
// check-error-contains: note: converted 'w' in 'struct pair' to a flexible array member in a union with its one element 'first_w': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:5: CHECK_STRUCT_SIZE(...) is given the name 'pair_t')
// check-fix-wanted

#include "assert-macro-types-def.inc"
#include "assert-macro-types-check.inc"

u32 rec_at(struct rec *r, pair_t *p, u32 i);
u32 rec_at(struct rec *r, pair_t *p, u32 i)
{
	return r->v[i] + p->w[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/assert-macro-types-def.inc b/assert-macro-types-def.inc
// --- a/assert-macro-types-def.inc
// +++ b/assert-macro-types-def.inc
// @@ -1,10 +1,16 @@
//  /* the records of assert-macro-types.c */
//  struct rec {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  typedef struct pair {
//  	u32 n;
// -	u32 w[1];
// +	union {
// +		u32 first_w;
// +		DECLARE_FLEX_ARRAY(u32, w);
// +	};
//  } pair_t;
// check-fix-end
