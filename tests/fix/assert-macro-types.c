// check-name: a size-checking macro given the struct as 'struct TAG' or by its typedef name, in a header that includes nothing and is included after the struct's header (it sees what its includer sees): the size must stay, the union form keeps it; any other capitalised macro given the struct may take its size, said so, unless the run defines it and its body takes none (a '(t *)' cast, 'offsetof(t, m)', '#t'), also through the macros it hands the type to; a body whose parameters the text shows as operands ('((t){ 0 })') is not lexed and takes their sizes, also where another definition of the name would take none
// check-fix-command: flexfix fix --no-root --kernel $file assert-macro-types-def.inc assert-macro-types-check.inc
// check-error-contains: note: converted 'v' in 'struct rec' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:4: CHECK_STRUCT_SIZE(...) is given the name 'rec')
// check-error-contains: note: converted 'w' in 'struct pair' to a flexible array member in a union with its one element 'first_w': the struct's size stays (a size assertion checks the struct's size: it must stay at assert-macro-types-check.inc:5: CHECK_STRUCT_SIZE(...) is given the name 'pair_t')
// check-error-contains: note: converted 'x' in 'struct third' to a flexible array member
// check-error-contains: note: converted 'y' in 'struct fourth' to a flexible array member in a union with its one element 'first_y': the struct's size stays (a macro given the struct may take its size, which would shrink by one element at assert-macro-types.c:35: UNKNOWN_MACRO(...) is given the name 'fourth')
// check-error-contains: note: converted 'z' in 'struct fifth' to a flexible array member in a union with its one element 'first_z': the struct's size stays (a macro given the struct may take its size, which would shrink by one element at assert-macro-types.c:36: NEXT_OF(...) is given the name 'fifth')
// check-error-contains: note: converted 'w' in 'struct sixth' to a flexible array member
// check-error-contains: note: converted 'u' in 'struct seventh' to a flexible array member in a union with its one element 'first_u': the struct's size stays (a macro given the struct may take its size, which would shrink by one element at assert-macro-types.c:38: ZEROED(...) is given the name 'seventh')
// check-error-contains: note: converted 't' in 'struct eighth' to a flexible array member in a union with its one element 'first_t': the struct's size stays (a macro given the struct may take its size, which would shrink by one element at assert-macro-types.c:39: PICK(...) is given the name 'eighth')
// check-fix-wanted

#include "assert-macro-types-def.inc"
#include "assert-macro-types-check.inc"
#include "assert-macro-types-ext.inc"

#define ADD_PTR(t, p, n) ((t *)((u8 *)(p) + (n)))
#define NEXT_OF(t, p) ((t *)(p) + 1)
#define CAST_PTR(t, p) ((t *)(p))
#define AT_OFFSET(t, p, n) CAST_PTR(t, (u8 *)(p) + (n))
#define CHECK_OFFSET(t, m, off) static_assert(offsetof(t, m) == (off), #t)
#define ZEROED(t) ((t){ 0 })
#ifndef OTHER_PICK
#define PICK(t, p) ((t *)(p))
#else
#define PICK(t, p) ((t) + (p))
#endif

CHECK_OFFSET(struct sixth, w, 4);

u32 rec_at(struct rec *r, pair_t *p, void *buf, u32 i);
u32 rec_at(struct rec *r, pair_t *p, void *buf, u32 i)
{
	struct third *t = ADD_PTR(struct third, buf, 8);
	struct fourth *f = UNKNOWN_MACRO(struct fourth, buf);
	struct fifth *g = NEXT_OF(struct fifth, buf);
	struct sixth *h = AT_OFFSET(struct sixth, buf, 4);
	struct seventh z = ZEROED(struct seventh);
	struct eighth *e = PICK(struct eighth, buf);

	return r->v[i] + p->w[i] + t->x[i] + f->y[i] + g->z[i] + h->w[i] + z.n + e->t[i];
}

u32 seventh_at(struct seventh *sv, u32 i);
u32 seventh_at(struct seventh *sv, u32 i)
{
	return sv->u[i];
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/assert-macro-types-def.inc b/assert-macro-types-def.inc
// --- a/assert-macro-types-def.inc
// +++ b/assert-macro-types-def.inc
// @@ -1,40 +1,58 @@
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
// +	u32 x[];
//  };
//  
//  struct fourth {
//  	u32 n;
// -	u32 y[1];
// +	union {
// +		u32 first_y;
// +		DECLARE_FLEX_ARRAY(u32, y);
// +	};
//  };
//  
//  struct fifth {
//  	u32 n;
// -	u32 z[1];
// +	union {
// +		u32 first_z;
// +		DECLARE_FLEX_ARRAY(u32, z);
// +	};
//  };
//  
//  struct sixth {
//  	u32 n;
// -	u32 w[1];
// +	u32 w[];
//  };
//  
//  struct seventh {
//  	u32 n;
// -	u32 u[1];
// +	union {
// +		u32 first_u;
// +		DECLARE_FLEX_ARRAY(u32, u);
// +	};
//  };
//  
//  struct eighth {
//  	u32 n;
// -	u32 t[1];
// +	union {
// +		u32 first_t;
// +		DECLARE_FLEX_ARRAY(u32, t);
// +	};
//  };
// check-fix-end
