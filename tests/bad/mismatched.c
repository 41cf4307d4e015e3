// check-name: mismatched brackets inside a body
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct a {
	u32 n[(4];
	u8 d[1];		/* expect: one-element 'd' */
};
struct b { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
