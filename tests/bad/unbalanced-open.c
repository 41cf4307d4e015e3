// check-name: a struct body that never closes is noted, and nothing after its brace is read as its members
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct ok { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
struct broken {			/* expect: unparsed */
	u32 n;
	u8 e[1];		/* not reported: the record could not be parsed */
