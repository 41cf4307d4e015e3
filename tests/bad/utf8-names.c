// check-name: UTF-8 in identifiers is kept whole
// check-exit-value: 1

struct größe {
	u32 n;
	u8 daten[1];		/* expect: one-element 'daten' */
};
// check-output-contains: at the end of 'struct größe'
