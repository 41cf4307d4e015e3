// check-name: a macro call member after the array does not make it non-trailing
// check-exit-value: 1
#define MD_PTR(type, name) type name

struct ctx {
	u32 len;
	u8 data[0];		/* expect: zero-length 'data' */
	MD_PTR(u8 *, sk);
};
