// check-name: a project that spells its flexible arrays [FLEX_ARRAY] gets its conversions in that spelling; an array sized by a macro that is 1 ([ANYSIZE_ARRAY], or a bound of 1) is a one-element array flexfix leaves to a human, and says so
// check-error-contains: note: not converted: 'ids' in 'struct set': its size is the macro ANYSIZE_ARRAY (1 here): a bound that is 1 today or the project's spelling of a variable size; a human decides
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
	u32 vals[1];
};

struct set {
	u32 n;
	u32 ids[ANYSIZE_ARRAY];
};

u32 set_at(const struct set *s, u32 i);
u32 set_at(const struct set *s, u32 i)
{
	return s->ids[i];
}

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
// @@ -14,7 +14,7 @@ struct name_entry {
//  
//  struct rec {
//  	u32 n;
// -	u32 vals[1];
// +	u32 vals[FLEX_ARRAY];
//  };
//  
//  struct set {
// check-fix-end
