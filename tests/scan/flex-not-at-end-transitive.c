// check-name: a struct whose last member is a flexible struct is flexible too
// check-exit-value: 1

struct inner {
	u32 n;
	u8 data[];		/* expect: flexible 'data' */
};

struct middle {
	u32 id;
	struct inner in;	/* last: fine, and middle is now flexible */
};

struct top {
	struct middle m;	/* expect: flex-not-at-end 'm' */
	u32 after;
};
// check-output-contains: 'struct middle' ends with flexible array 'data'
