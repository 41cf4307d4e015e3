// check-name: a function-like macro whose body reaches a target's member through a parameter ('(f)->elem + (f)->num', '(t)->v[i]') gives that use to the call whose argument is a pointer declared with the target's type; a constant offset or index is no evidence; an argument that is an expression, and a macro with two bodies, give none
// check-error-contains: note: converted 'elem' in 'struct fabric' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct table' to a flexible array member
// check-error-contains: note: not converted: 'x' in 'struct other': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'y' in 'struct held': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'z' in 'struct twice': no use shows it used as a flexible array
// check-fix-wanted

struct cfg_elem {
	u32 a, b;
};

struct fabric {
	u16 num;
	u16 pad;
	struct cfg_elem elem[1];
};

struct table {
	u32 n;
	u32 v[1];
};

struct other {
	u32 n;
	u32 x[1];
};

struct held {
	u32 n;
	u32 y[1];
};

struct holder {
	struct held *h;
};

struct twice {
	u32 n;
	u32 z[1];
};

#define for_each_cfg(f, c) \
	for (c = (f)->elem; \
	     c < (f)->elem + (f)->num; \
	     c++)
#define TABLE_AT(t, i)	((t)->v[i])
#define OTHER_FIRST(o)	((o)->x[0])
#define OTHER_NEXT(o)	((o)->x + 1)
#define HELD_AT(p, i)	((p)->y[i])
#ifdef BIG
#define TWICE_AT(p, i)	((p)->z[i])
#else
#define TWICE_AT(p, i)	((p)->z[0])
#endif

void fabric_clear(struct fabric *f);
void fabric_clear(struct fabric *f)
{
	struct cfg_elem *c;

	for_each_cfg(f, c)
		c->a = 0;
}

u32 table_at(struct table *t, int i);
u32 table_at(struct table *t, int i)
{
	return TABLE_AT(t, i);
}

u32 other_sum(struct other *o);
u32 other_sum(struct other *o)
{
	return OTHER_FIRST(o) + *OTHER_NEXT(o);
}

u32 held_at(struct holder *w, int i);
u32 held_at(struct holder *w, int i)
{
	return HELD_AT(w->h, i);
}

u32 twice_at(struct twice *p, int i);
u32 twice_at(struct twice *p, int i)
{
	return TWICE_AT(p, i);
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/param-macro.c b/param-macro.c
// --- a/param-macro.c
// +++ b/param-macro.c
// @@ -13,12 +13,12 @@ struct cfg_elem {
//  struct fabric {
//  	u16 num;
//  	u16 pad;
// -	struct cfg_elem elem[1];
// +	struct cfg_elem elem[];
//  };
//  
//  struct table {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct other {
// check-fix-end
