// check-name: an index in a loop whose bound is a constant, or a local initialized with one and never changed ('unsigned int cnt = 1;' ... 'i < cnt', 'i <= zero'), stays within a [1]: a fixed use, not converted; a local assigned again, or a bound past the size, is a variable index (flexible)
// check-error-contains: note: not converted: 'flag' in 'struct sub': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'v' in 'struct lit': no use shows it used as a flexible array
// check-error-contains: note: converted 'v' in 'struct grows' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct past' to a flexible array member
// check-fix-wanted

struct sub {
	u32 rate[1];
	u32 size[1];
	u32 flag[1];
};

struct lit {
	u32 n;
	u32 v[1];
};

struct grows {
	u32 n;
	u32 v[1];
};

struct past {
	u32 n;
	u32 v[1];
};

void fill(struct sub *s, struct lit *l, struct grows *g, struct past *p, u32 n);
void fill(struct sub *s, struct lit *l, struct grows *g, struct past *p, u32 n)
{
	unsigned int i;
	unsigned int cnt = 1, zero = 0;
	unsigned int more = 1;

	for (i = 0; i < cnt; i++) {
		s->rate[i] = 0;
		s->flag[i] = 1;
	}
	for (i = 0; i <= zero; i++)
		l->v[i] = 2;
	for (i = 0; i < 1; i++)
		l->v[i] = 3;
	more = n;
	for (i = 0; i < more; i++)
		g->v[i] = 4;
	for (i = 0; i < 4; i++)
		p->v[i] = 5;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/loop-constant-bound.c b/loop-constant-bound.c
// --- a/loop-constant-bound.c
// +++ b/loop-constant-bound.c
// @@ -18,12 +18,12 @@ struct lit {
//  
//  struct grows {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct past {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  void fill(struct sub *s, struct lit *l, struct grows *g, struct past *p, u32 n);
// check-fix-end
