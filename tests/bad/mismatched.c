// check-name: mismatched brackets inside a body: the members are read, the bracket is reported unparsed (fix edits nothing from there)
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct a {
	u32 n[(4];		/* expect: unparsed */
	u8 d[1];		/* expect: one-element 'd' */
};
struct b { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
