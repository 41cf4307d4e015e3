// check-name: deeply nested parentheses in a dimension
// check-exit-value: 1

struct a {
	u32 n;
	u8 d[((((((((((1))))))))))];	/* expect: one-element 'd' */
};
