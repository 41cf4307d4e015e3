// check-name: a [0] that is its struct's only member and is indexed becomes DECLARE_FLEX_ARRAY() (plain [] needs a member before it; the macro puts an empty one there, and the size stays 0)
// check-fix-wanted

struct words {
	u32 w[0];
};

u32 word_at(const struct words *p, u32 i);
u32 word_at(const struct words *p, u32 i)
{
	return p->w[i];
}



// The fix flexfix must print:
//
// check-fix-start
// diff --git a/sole-member-indexed.c b/sole-member-indexed.c
// --- a/sole-member-indexed.c
// +++ b/sole-member-indexed.c
// @@ -2,7 +2,7 @@
//  // check-fix-wanted
//  
//  struct words {
// -	u32 w[0];
// +	DECLARE_FLEX_ARRAY(u32, w);
//  };
//  
//  u32 word_at(const struct words *p, u32 i);
// check-fix-end
