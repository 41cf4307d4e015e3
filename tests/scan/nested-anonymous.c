// check-name: trailing arrays in nested anonymous structs and unions
// check-exit-value: 1

struct outer {
	u32 kind;
	union {
		struct {
			u16 n;
			u16 list[1];	/* expect: one-element 'list' */
		} a;
		struct {
			u32 m;
			u8 raw[0];	/* expect: zero-length 'raw' */
		};
	};
};
// check-output-contains: one-element array 'list' at the end of anonymous struct in anonymous union in 'struct outer'
