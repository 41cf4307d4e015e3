// check-name: an anonymous struct holding the [0] sits before other members: not converted
// check-error-contains: not converted: 'head.d' in 'struct outer': the struct holding it is embedded before other members of an enclosing struct
// check-fix-wanted

struct outer {
	struct {
		u32 n;
		u8 d[0];
	} head;
	u32 tail;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
