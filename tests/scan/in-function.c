// check-name: structs defined inside functions
// check-exit-value: 1

int f(int n);
int f(int n)
{
	struct local {
		u32 n;
		u32 v[1];	/* expect: one-element 'v' */
	} x = { 0 };

	if (n) {
		union { u32 w; u8 b[0]; } y;	/* expect: zero-length 'b' */
		(void)y;
	}
	return (int)x.n;
}
