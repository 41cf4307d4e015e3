// check-name: a misplaced [0] under #if is left for a human
// check-error-contains: not converted: 'z' in 'struct q': declared under #if
// check-fix-wanted

struct q {
	u32 a;
#ifdef CONFIG_Z
	u8 z[0];
#endif
	u32 n;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
