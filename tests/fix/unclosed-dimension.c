// check-name: a member whose '[' is never closed ends at its ';' and is reported unparsed: nothing is moved below it (before, a [0] moved there became part of the dimension on the next run, or of a '[' closed by nothing, and a second run converted the other [0]: found by fuzz-fix)
// check-no-compile: bad input on purpose (a dimension with no closing bracket)
// check-error-contains: note: not converted: 'value' in 'struct arr': an edit would fall after code flexfix could not parse (unclosed-dimension.c:11: could not parse record: a bracket with no partner)
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
// check-fix-end
