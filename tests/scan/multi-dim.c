// check-name: multi-dimensional trailing arrays: the first dimension decides
// check-exit-value: 1

struct m1 {
	u32 n;
	u8 rows[1][16];		/* expect: one-element 'rows' */
};

struct m2 {
	u32 n;
	u8 rows[0][4];		/* expect: zero-length 'rows' */
};

struct m3 {
	u32 n;
	u8 rows[4][0];		/* expect: fixed-trailing 'rows' */
};
