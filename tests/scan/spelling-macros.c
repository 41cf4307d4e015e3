// check-name: a project's own spellings: a size macro defined empty (or 1 for old compilers) is its flexible array, one defined 1 a one-element array, 0 a zero-length one; a name defined anything else anywhere stays a fixed size
// check-exit-value: 1

#ifdef __GNUC__
#define FLEX_ARRAY /* empty */
#else
#define FLEX_ARRAY 1
#endif
#define ANYSIZE_ARRAY 1
#define NO_ELEMS 0
#define NR_SLOTS 1

struct a { int n; char name[FLEX_ARRAY]; };	/* expect: flexible 'name' */
struct b { int n; int v[ANYSIZE_ARRAY]; };	/* expect: one-element 'v' */
struct c { int n; int z[NO_ELEMS]; };		/* expect: zero-length 'z' */
struct d { int n; int q[NR_SLOTS]; };		/* expect: fixed-trailing 'q' */

#undef NR_SLOTS
#define NR_SLOTS 4
