// check-name: a union member too complex for DECLARE_FLEX_ARRAY() (two dimensions) is left alone; a pointer element type is not too complex: tests/fix/union-member-attributes.c
// check-error-contains: not converted: 'p' in 'struct c': union member too complex for DECLARE_FLEX_ARRAY()
// check-fix-wanted

struct c {
	u32 op;
	union {
		u32 w;
		u8 p[0][4];
	};
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
