// check-name: an array declared under #if is left for a human
// check-error-contains: not converted: 'v' in 'struct c': declared under #if
// check-fix-wanted

struct c {
	u32 n;
#ifdef CONFIG_BIG
	u32 v[1];
#endif
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
