// check-name: a member macro before the array; the array stays trailing
// check-exit-value: 1
#define DECLARE_RING(name, type) type *name

struct r {
	DECLARE_RING(ring, u32);
	u32 n;
	u8 tail[1];		/* expect: one-element 'tail' */
};
