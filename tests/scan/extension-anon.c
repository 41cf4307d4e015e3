// check-name: __extension__ before an anonymous union member
// check-exit-value: 1

struct e {
	u32 kind;
	__extension__ union {
		u32 word;
		u8 raw[0];	/* expect: zero-length 'raw' */
	};
};
