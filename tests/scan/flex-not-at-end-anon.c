// check-name: an anonymous struct ending with a flexible array, not last
// check-exit-value: 1

struct s {
	struct {		/* expect: flex-not-at-end */
		u32 n;
		u8 data[0];	/* expect: zero-length 'data' */
	};
	u32 after;
};

struct t {
	struct inner_t {
		u32 n;
		u8 data[];	/* expect: flexible 'data' */
	} in;			/* expect: flex-not-at-end 'in' */
	u32 after;
};
