// check-name: comments between every token of a member
// check-exit-value: 1

struct c {
	u32 n;
	u8 /* a */ data /* b */ [ /* c */ 1 /* d */ ] /* e */ ;	/* expect: one-element 'data' */
};
