// check-name: a struct body that never closes is noted, members read until EOF
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct ok { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
struct broken {			/* expect: unparsed */
	u32 n;
	u8 e[1];		/* expect: one-element 'e' */
