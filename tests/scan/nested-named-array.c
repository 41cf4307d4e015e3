// check-name: a nested struct definition declared as an array member
// check-exit-value: 1

struct table {
	u32 count;
	struct row {
		u16 n;
		u8 cells[0];	/* expect: zero-length 'cells' */
	} rows[4];		/* expect: flex-not-at-end 'rows'; expect: fixed-trailing 'rows' */
};
