// check-name: bit-fields before a trailing array
// check-exit-value: 1

struct flags {
	u32 a : 4, b : 4;
	u32 c : 24;
	u8 data[0];		/* expect: zero-length 'data' */
};
