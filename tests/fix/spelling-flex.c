// check-name: a project that spells its flexible arrays [FLEX_ARRAY] gets its conversions in that spelling, and its [ANYSIZE_ARRAY] (1) is a one-element array converted like [1]
// check-fix-wanted

#ifndef FLEX_ARRAY
#define FLEX_ARRAY /* empty */
#endif
#define ANYSIZE_ARRAY 1

struct name_entry {
	u32 len;
	char name[FLEX_ARRAY];
};

struct rec {
	u32 n;
	u32 vals[ANYSIZE_ARRAY];
};

u32 rec_at(const struct rec *r, u32 i);
u32 rec_at(const struct rec *r, u32 i)
{
	return r->vals[i];
}



// The fix flexfix must print:
//
// check-fix-start
// diff --git a/spelling-flex.c b/spelling-flex.c
// --- a/spelling-flex.c
// +++ b/spelling-flex.c
// @@ -13,7 +13,7 @@ struct name_entry {
//  
//  struct rec {
//  	u32 n;
// -	u32 vals[ANYSIZE_ARRAY];
// +	u32 vals[FLEX_ARRAY];
//  };
//  
//  u32 rec_at(const struct rec *r, u32 i);
// check-fix-end
