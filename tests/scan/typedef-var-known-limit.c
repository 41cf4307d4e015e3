// check-name: arrays of a flexible struct declared through a typedef name
// check-known-to-fail
// check-exit-value: 1

typedef struct rec {
	u32 n;
	u32 v[0];		/* expect: zero-length 'v' */
} rec_t;

rec_t table[4];			/* expect: flex-not-at-end 'table' */
