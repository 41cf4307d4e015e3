// check-name: a misplaced [0] moves last as [], its comment with it (seed 002)
// check-fix-wanted

struct entry { u32 v; };
struct table {
	u32 n;		/* entries */
	rwlock_t lock;
	struct entry tab[0];	/* n entries */
	struct rcu_head rcu;	/* freeing */
};

u32 table_get(struct table *t, u32 i);
u32 table_get(struct table *t, u32 i)
{
	return t->tab[i].v;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-not-last-move.c b/zero-not-last-move.c
// --- a/zero-not-last-move.c
// +++ b/zero-not-last-move.c
// @@ -5,8 +5,8 @@ struct entry { u32 v; };
//  struct table {
//  	u32 n;		/* entries */
//  	rwlock_t lock;
// -	struct entry tab[0];	/* n entries */
//  	struct rcu_head rcu;	/* freeing */
// +	struct entry tab[];	/* n entries */
//  };
//  
//  u32 table_get(struct table *t, u32 i);
// check-fix-end
