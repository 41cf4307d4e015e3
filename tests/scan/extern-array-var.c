// check-name: extern and static const arrays of flexible structs
// check-exit-value: 1

struct entry {
	u16 n;
	u16 v[];		/* expect: flexible 'v' */
};

extern struct entry entries[];	/* expect: flex-not-at-end 'entries' */
static const struct entry defaults[2] = { { 0 }, { 0 } };	/* expect: flex-not-at-end 'defaults' */
