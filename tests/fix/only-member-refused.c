// check-name: a struct whose only member is a [0] whose elements nothing uses is a marker (the cacheline padding idiom): left as it is, and said so
// check-error-contains: not converted: 'x' in 'struct pad': the array is the struct's only member and nothing uses its elements: a marker, left as it is
// check-fix-wanted

struct pad {
	char x[0];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
