// check-name: a bracket with no partner inside a record nested in another is reported once, at the bracket, from the outermost record; the members around it are still read
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct outer {
	u32 n;
	struct {
		u32 w[(4];	/* expect: unparsed */
		u8 d[0];	/* expect: zero-length 'd' */
	} in;		/* expect: flex-not-at-end 'in' */
	u8 tail[1];		/* expect: one-element 'tail' */
};
