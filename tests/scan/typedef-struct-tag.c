// check-name: typedef struct tag {...} name: tag is used in the message
// check-exit-value: 1

typedef struct foo {
	u32 n;
	u8 d[1];		/* expect: one-element 'd' */
} foo_t, *foo_p;
// check-output-contains: at the end of 'struct foo'
