// check-name: of two equal lines, the diff deletes the second, as git's diff does (xdiff slides a deleted group down); the input declares a member twice (not C: fix still writes a patch git applies)
// check-no-compile: bad input on purpose (a member declared twice)
// check-fix-wanted

struct entry { u32 v; };
struct table {
	u32 n;
	struct entry tab[0];	/* n entries */
	struct entry tab[0];	/* n entries */
	struct rcu_head rcu;

};

u32 table_get(struct table *t, u32 i);
u32 table_get(struct table *t, u32 i)
{
	return t->tab[i].v;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/diff-equal-lines.c b/diff-equal-lines.c
// --- a/diff-equal-lines.c
// +++ b/diff-equal-lines.c
// @@ -6,9 +6,9 @@ struct entry { u32 v; };
//  struct table {
//  	u32 n;
//  	struct entry tab[0];	/* n entries */
// -	struct entry tab[0];	/* n entries */
//  	struct rcu_head rcu;
//  
// +	struct entry tab[];	/* n entries */
//  };
//  
//  u32 table_get(struct table *t, u32 i);
// check-fix-end
