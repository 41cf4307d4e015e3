// check-name: a one-element array handed to a function that indexes its parameter up to a length the call gives at run time is converted (the note names the function and its use); handed with a constant length, it is not
// check-error-contains: note: converted 'ents' in 'struct table' to a flexible array member
// check-error-contains: note: not converted: 'ents' in 'struct pair': no use shows it used as a flexible array
// check-fix-wanted

struct ent {
	u32 key;
	u32 val;
};

struct table {
	u32 count;
	struct ent ents[1];
};

struct pair {
	u32 count;
	struct ent ents[1];
};

static u32 total(const struct ent *e, u32 nr)
{
	u32 s = 0;

	for (u32 i = 0; i < nr; i++)
		s += e[i].val;
	return s;
}

u32 table_total(const struct table *t, const struct pair *p);
u32 table_total(const struct table *t, const struct pair *p)
{
	return total(t->ents, t->count) + total(p->ents, 1);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/callee-indexes.c b/callee-indexes.c
// --- a/callee-indexes.c
// +++ b/callee-indexes.c
// @@ -10,7 +10,7 @@ struct ent {
//  
//  struct table {
//  	u32 count;
// -	struct ent ents[1];
// +	struct ent ents[];
//  };
//  
//  struct pair {
// check-fix-end
