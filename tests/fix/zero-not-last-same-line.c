// check-name: a misplaced [0] sharing its line with other members is left for a human
// check-error-contains: not converted: 'tab' in 'struct t': the zero-length array shares its line with other members
// check-fix-wanted

struct t {
	u32 n; u8 tab[0]; u32 after;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
