// check-name: a struct whose only member is the [0] cannot have a flexible array (the cacheline padding idiom)
// check-error-contains: not converted: 'x' in 'struct pad': the array is the struct's only member (a flexible array needs one before it)
// check-fix-wanted

struct pad {
	char x[0];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
