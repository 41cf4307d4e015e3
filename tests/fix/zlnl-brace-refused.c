// check-name: a misplaced [0] in a struct whose closing brace shares a line
// check-error-contains: not converted: 'z' in 'struct q': the closing brace of the struct is not on a line of its own
// check-fix-wanted

struct q {
	u8 z[0];
	u32 n; };

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
