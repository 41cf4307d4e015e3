// check-name: the size-keeping form of a union's [1] member: the one element becomes a member of the same union beside the flexible array (no union nested in it); an element type defined in the declaration is defined in the first, named by its tag in the second; in a UAPI header user space keeps 'm[1]' and the kernel's uses move to 'm_flex'
// check-fix-command: flexfix fix --kernel --no-root --uapi=*union-member-union-form.c $file
// check-error-contains: note: converted 'recs' in 'union payload' to a union of 'recs[1]' (user space keeps its name and the size) and the flexible array member 'recs_flex' (the kernel's uses moved to it)
// check-error-contains: note: converted 'words' in 'union payload' to a union of 'words[1]'
// check-fix-wanted

union payload {
	struct payload_rec {
		u32 key;
		u32 val;
	} recs[1];
	u16 words[1];
};

struct msg {
	u32 len;
	union payload p;
};

u32 rec_val(struct msg *m, u32 i);
u32 rec_val(struct msg *m, u32 i)
{
	return m->p.recs[i].val + m->p.words[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-member-union-form.c b/union-member-union-form.c
// --- a/union-member-union-form.c
// +++ b/union-member-union-form.c
// @@ -9,7 +9,9 @@ union payload {
//  		u32 key;
//  		u32 val;
//  	} recs[1];
// +	__DECLARE_FLEX_ARRAY(struct payload_rec, recs_flex);
//  	u16 words[1];
// +	__DECLARE_FLEX_ARRAY(u16, words_flex);
//  };
//  
//  struct msg {
// @@ -20,7 +22,7 @@ struct msg {
//  u32 rec_val(struct msg *m, u32 i);
//  u32 rec_val(struct msg *m, u32 i)
//  {
// -	return m->p.recs[i].val + m->p.words[i];
// +	return m->p.recs_flex[i].val + m->p.words_flex[i];
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
