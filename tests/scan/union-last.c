// check-name: unions: the last member is trailing, a [0] before others is not a bug
// check-exit-value: 1

union u1 {
	u32 word;
	u8 bytes[1];		/* expect: one-element 'bytes' */
};

union u2 {
	u8 raw[0];
	u32 word;
};

union u3 {
	u32 word;
	u8 raw[0];		/* expect: zero-length 'raw' */
};
