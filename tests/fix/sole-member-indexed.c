// check-name: a [0] that is its struct's only member and whose elements are used (indexed, or handed to a function) becomes DECLARE_FLEX_ARRAY() (plain [] needs a member before it; the macro puts an empty one there, and the size stays 0)
// check-fix-wanted

struct words {
	u32 w[0];
};

struct vals {
	u16 v[0];
};

void print_u16s(const u16 *a, u32 n);
void vals_print(const struct vals *p, u32 n);
void vals_print(const struct vals *p, u32 n)
{
	print_u16s(p->v, n);	/* the elements, through a pointer: an array */
}

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
// @@ -2,11 +2,11 @@
//  // check-fix-wanted
//  
//  struct words {
// -	u32 w[0];
// +	DECLARE_FLEX_ARRAY(u32, w);
//  };
//  
//  struct vals {
// -	u16 v[0];
// +	DECLARE_FLEX_ARRAY(u16, v);
//  };
//  
//  void print_u16s(const u16 *a, u32 n);
// check-fix-end
