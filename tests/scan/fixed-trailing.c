// check-name: fixed-size trailing arrays, literal and macro sizes
// check-exit-value: 1
#define NAME_LEN 16

struct named {
	u32 id;
	char name[NAME_LEN];	/* expect: fixed-trailing 'name' */
};

struct sized {
	u32 id;
	u8 mac[6];		/* expect: fixed-trailing 'mac' */
};

struct expr {
	u32 id;
	u8 pad[NAME_LEN - 1];	/* expect: fixed-trailing 'pad' */
};

struct by_sizeof {
	u32 id;
	u8 raw[sizeof(u64)];	/* expect: fixed-trailing 'raw' */
};
// check-output-contains: array 'name' of fixed size at the end of 'struct named'
