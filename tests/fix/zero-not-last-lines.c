// check-name: a misplaced [0] moves before the closing brace only as one line of its own: not with a member after it on its line (that member would move too), not a declaration over several lines (a struct body, a preprocessor line inside it would move along); a comment after it moves with it
// check-error-contains: not converted: 'v' in 'struct same_line': the zero-length array shares its line with other members
// check-error-contains: not converted: 'w' in 'struct body': the zero-length array's declaration spans several lines
// check-error-contains: not converted: 'words' in 'struct split': the zero-length array's declaration spans several lines
// check-error-contains: note: converted 'c' in 'struct commented' to a flexible array member
// check-fix-wanted

struct same_line {
	u32 n;
	u32 v[0]; u32 x;
	u32 y;
};

struct body {
	u32 n;
	struct {
		u32 q;
	} w[0];
	u32 y;
};

struct split {
	u32 n;
	u32
#ifdef CONFIG_WIDE
	__aligned(8)
#endif
	words[0];
	u32 after;
};

struct commented {
	u32 n;
	u32 c[0]; /* the entries */
	u32 y;
};

u32 f(struct same_line *p, int i);
u32 f(struct same_line *p, int i) { return p->v[i]; }
u32 g(struct body *p, int i);
u32 g(struct body *p, int i) { return p->w[i].q; }
u32 h(struct split *p, int i);
u32 h(struct split *p, int i) { return p->words[i]; }
u32 k(struct commented *p, int i);
u32 k(struct commented *p, int i) { return p->c[i]; }

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-not-last-lines.c b/zero-not-last-lines.c
// --- a/zero-not-last-lines.c
// +++ b/zero-not-last-lines.c
// @@ -31,8 +31,8 @@ struct split {
//  
//  struct commented {
//  	u32 n;
// -	u32 c[0]; /* the entries */
//  	u32 y;
// +	u32 c[]; /* the entries */
//  };
//  
//  u32 f(struct same_line *p, int i);
// check-fix-end
