// check-name: a member split by backslash-newline
// check-exit-value: 1

struct c {
	u32 n;
	u8 da\
ta[0];				/* expect: zero-length */
};
