// check-name: arrays of pointers are arrays; pointers are not
// check-exit-value: 1

struct argv_holder {
	u32 argc;
	char *argv[1];		/* expect: one-element 'argv' */
};

struct p {
	u32 n;
	u8 *buf;
};

struct fp {
	u32 n;
	void (*handlers[0])(void);	/* expect: zero-length 'handlers' */
};
