// check-name: zero-length array at the end of a struct
// check-exit-value: 1

struct blob {
	u16 len;
	u8 data[0];		/* expect: zero-length 'data' */
};

struct spellings {
	u8 a;
	u8 b[ 0 ];		/* not last: expect: zero-length-not-last 'b' */
	u8 c[0x0];		/* expect: zero-length-not-last 'c' */
	u8 d[0U];		/* expect: zero-length-not-last 'd' */
	u8 e[(0)];		/* expect: zero-length */
};
