// check-name: a size-checking macro given the struct as 'struct TAG' or by its typedef name, in a header that includes nothing and is included after the struct's header (it sees what its includer sees): the size must stay, the union form keeps it; any other capitalised macro given the struct may take its size, said so
// check-fix-command: flexfix fix --no-root --kernel $file assert-macro-types-def.inc assert-macro-types-check.inc
// check-error-contains: note: converted 'v' in 'struct rec' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:4: CHECK_STRUCT_SIZE(...) is given the name 'rec')
// check-error-contains: note: converted 'w' in 'struct pair' to a flexible array member in a union with its one element 'first_w': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:5: CHECK_STRUCT_SIZE(...) is given the name 'pair_t')
// check-error-contains: note: converted 'x' in 'struct third' to a flexible array member in a union with its one element 'first_x': the struct's size stays (a macro given the struct may take its size, which would shrink by one element at assert-macro-types.c:16: ADD_PTR(...) is given the name 'third')
// check-fix-wanted

#include "assert-macro-types-def.inc"
#include "assert-macro-types-check.inc"

#define ADD_PTR(t, p, n) ((t *)((u8 *)(p) + (n)))

u32 rec_at(struct rec *r, pair_t *p, void *buf, u32 i);
u32 rec_at(struct rec *r, pair_t *p, void *buf, u32 i)
{
	struct third *t = ADD_PTR(struct third, buf, 8);

	return r->v[i] + p->w[i] + t->x[i];
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/assert-macro-types-def.inc b/assert-macro-types-def.inc
// --- a/assert-macro-types-def.inc
// +++ b/assert-macro-types-def.inc
// @@ -1,15 +1,24 @@
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
//  
//  struct third {
//  	u32 n;
// -	u32 x[1];
// +	union {
// +		u32 first_x;
// +		DECLARE_FLEX_ARRAY(u32, x);
// +	};
//  };
// check-fix-end
