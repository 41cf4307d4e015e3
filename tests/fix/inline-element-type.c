// check-name: a [0] whose element type is defined in the declaration, in a union or as a struct's only member: DECLARE_FLEX_ARRAY() takes the type as written (braces and attributes; kernel code spells it so), unless a comma outside parentheses would split the macro's arguments
// check-fix-command: flexfix fix --kernel --no-root $file
// check-error-contains: note: converted 'antenna' in 'struct gain' to a flexible array member
// check-error-contains: note: not converted: 'pairs' in 'struct pair_list': the element type is defined in the declaration with a comma that would split DECLARE_FLEX_ARRAY()'s arguments
// check-fix-wanted

struct gain {
	struct {
		u8 gain_5GHz;	/* 0.25 dBi units */
		u8 gain_2GHz;	/* 0.25 dBi units */
	} __packed antenna[0];
} __packed;

struct pair_list {
	struct {
		u8 a, b;
	} pairs[0];
};

u8 gain_at(struct gain *g, u32 i);
u8 gain_at(struct gain *g, u32 i)
{
	return g->antenna[i].gain_2GHz;
}

u8 pair_at(struct pair_list *p, u32 i);
u8 pair_at(struct pair_list *p, u32 i)
{
	return p->pairs[i].b;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/inline-element-type.c b/inline-element-type.c
// --- a/inline-element-type.c
// +++ b/inline-element-type.c
// @@ -5,10 +5,10 @@
//  // check-fix-wanted
//  
//  struct gain {
// -	struct {
// +	DECLARE_FLEX_ARRAY(struct {
//  		u8 gain_5GHz;	/* 0.25 dBi units */
//  		u8 gain_2GHz;	/* 0.25 dBi units */
// -	} __packed antenna[0];
// +	} __packed, antenna);
//  } __packed;
//  
//  struct pair_list {
// check-fix-end
