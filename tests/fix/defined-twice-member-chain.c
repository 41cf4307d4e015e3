// check-name: a struct defined in two places, reached through a member ('b->r->v[i]'): the use is of the definition the file sees, not of the first one the tree has
// check-fix-command: flexfix fix --no-root --kernel chain-twin-other.inc $file
// check-error-contains: defined-twice-member-chain.c:8:25: note: converted 'v' in 'struct rec' to a flexible array member
// check-error-contains: chain-twin-other.inc:2:25: note: not converted: 'v' in 'struct rec': no use shows it used as a flexible array
// check-error-contains: defined-twice-member-chain.c:11:6: note: converted 'c' in 'struct tally' to a flexible array member in a union with its one element 'first_c': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at defined-twice-member-chain.c:25: *b->t = *x)
// check-fix-wanted

struct rec { u32 n; u32 v[1]; };
struct tally {
	u32 n;
	u32 c[1];
};
struct box { u32 k; struct rec *r; struct tally *t; };

u32 box_at(struct box *b, u32 i);
u32 box_at(struct box *b, u32 i)
{
	return b->r->v[i] + b->t->c[i];
}

/* a copy through the member: one element is copied, none with '[]' */
void box_set(struct box *b, const struct tally *x);
void box_set(struct box *b, const struct tally *x)
{
	*b->t = *x;
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/defined-twice-member-chain.c b/defined-twice-member-chain.c
// --- a/defined-twice-member-chain.c
// +++ b/defined-twice-member-chain.c
// @@ -5,10 +5,13 @@
//  // check-error-contains: defined-twice-member-chain.c:11:6: note: converted 'c' in 'struct tally' to a flexible array member in a union with its one element 'first_c': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at defined-twice-member-chain.c:25: *b->t = *x)
//  // check-fix-wanted
//  
// -struct rec { u32 n; u32 v[1]; };
// +struct rec { u32 n; u32 v[]; };
//  struct tally {
//  	u32 n;
// -	u32 c[1];
// +	union {
// +		u32 first_c;
// +		DECLARE_FLEX_ARRAY(u32, c);
// +	};
//  };
//  struct box { u32 k; struct rec *r; struct tally *t; };
//  
// check-fix-end
