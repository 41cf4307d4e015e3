// check-name: a function-like macro whose whole body is a member through its parameter ('((d)->ents)', '&(d)->ents[0]') is that member at a call whose argument is a pointer declared with the target's type: 'DIR_ENTS(d)[i]', 'e = DIR_ENTS(d); e[i]' are its uses; a constant index is no evidence
// check-error-contains: note: converted 'ents' in 'struct dir' to a flexible array member
// check-error-contains: note: converted 'slots' in 'struct map' to a flexible array member
// check-error-contains: note: not converted: 'v' in 'struct one': no use shows it used as a flexible array
// check-fix-wanted

struct dir {
	u32 count;
	u32 ents[1];
};

struct map {
	u32 count;
	u16 slots[1];
};

struct one {
	u32 count;
	u32 v[1];
};

#define DIR_ENTS(d)	((d)->ents)
#define MAP_SLOTS(m)	(&(m)->slots[0])
#define ONE_V(o)	((o)->v)

u32 sum(struct dir *d, struct map *m, struct one *o, u32 i);
u32 sum(struct dir *d, struct map *m, struct one *o, u32 i)
{
	u16 *s = MAP_SLOTS(m);

	return DIR_ENTS(d)[i] + s[i] + ONE_V(o)[0];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/param-macro-member.c b/param-macro-member.c
// --- a/param-macro-member.c
// +++ b/param-macro-member.c
// @@ -6,12 +6,12 @@
//  
//  struct dir {
//  	u32 count;
// -	u32 ents[1];
// +	u32 ents[];
//  };
//  
//  struct map {
//  	u32 count;
// -	u16 slots[1];
// +	u16 slots[];
//  };
//  
//  struct one {
// check-fix-end
