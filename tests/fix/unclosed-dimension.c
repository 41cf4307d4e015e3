// check-name: a member whose '[' is never closed ends at its ';': a [0] moved below it stays a member of its own, and a second run converts nothing (before, the moved line's ']' closed the '[' on the next run, the [0] became part of that dimension and the other [0] was moved after it: found by fuzz-fix)
// check-no-compile: bad input on purpose (a dimension with no closing bracket)
// check-error-contains: note: converted 'value' in 'struct arr' to a flexible array member
// check-error-contains: note: not converted: 'ptrs' in 'struct arr': two rewrites of the same text
// check-fix-wanted

struct arr {
	u32 n;
	u32 value[0];
	void *ptrs[0];
	u32 broken[4 __aligned(8);
};

u32 arr_at(struct arr *a, u32 i);
u32 arr_at(struct arr *a, u32 i)
{
	return a->value[i] + (a->ptrs[i] != 0);
}


// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/unclosed-dimension.c b/unclosed-dimension.c
// --- a/unclosed-dimension.c
// +++ b/unclosed-dimension.c
// @@ -6,9 +6,9 @@
//  
//  struct arr {
//  	u32 n;
// -	u32 value[0];
//  	void *ptrs[0];
//  	u32 broken[4 __aligned(8);
// +	u32 value[];
//  };
//  
//  u32 arr_at(struct arr *a, u32 i);
// check-fix-end
