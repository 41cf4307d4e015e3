// check-name: unions: every member starts at 0, so every array member ends the union (a [0] before others too) and none is 'not last'
// check-exit-value: 1

union u1 {
	u32 word;
	u8 bytes[1];		/* expect: one-element 'bytes' */
};

union u2 {
	u8 raw[0];		/* expect: zero-length 'raw' */
	u32 word;
};

union u3 {
	u32 word;
	u8 raw[0];		/* expect: zero-length 'raw' */
};
