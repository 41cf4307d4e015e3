// check-name: a project's own spellings: a size macro defined empty (or 1 for old compilers) is its flexible array, one defined 1 (or '((1))', also under '#ifndef' of its name) a one-element array, 0 a zero-length one; a name defined anything else anywhere stays a fixed size ('(1) + 0')
// check-exit-value: 1

#ifdef __GNUC__
#define FLEX_ARRAY /* empty */
#else
#define FLEX_ARRAY 1
#endif
#define ANYSIZE_ARRAY 1
#define NO_ELEMS 0
#define NR_SLOTS 1
#ifndef PHY_MAX
#define PHY_MAX (1)
#endif
#define TWO_PARENS ((1))
#define ONE_PLUS (1) + 0

struct a { int n; char name[FLEX_ARRAY]; };	/* expect: flexible 'name' */
struct b { int n; int v[ANYSIZE_ARRAY]; };	/* expect: one-element 'v' */
struct c { int n; int z[NO_ELEMS]; };		/* expect: zero-length 'z' */
struct d { int n; int q[NR_SLOTS]; };		/* expect: fixed-trailing 'q' */
struct e { int n; int p[PHY_MAX]; };		/* expect: one-element 'p' */
struct f { int n; int h[TWO_PARENS]; };	/* expect: one-element 'h' */
struct g { int n; int i[ONE_PLUS]; };		/* expect: fixed-trailing 'i' */

#undef NR_SLOTS
#define NR_SLOTS 4
