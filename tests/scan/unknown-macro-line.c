// check-name: unknown macro lines inside a body are skipped, members around kept
// check-exit-value: 1
#define KABI_RESERVE(n)
#define EXTRA_FIELDS

struct s {
	u32 a;
	KABI_RESERVE(1)
	EXTRA_FIELDS
	u32 b;
	u8 data[1];		/* expect: one-element 'data' */
};
