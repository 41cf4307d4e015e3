// check-name: odd but valid: member names that look like macros or types
// check-exit-value: 1

struct a {
	u32 FOO;
	u32 u8_len;
	u8 __data[0];		/* expect: zero-length '__data' */
};
