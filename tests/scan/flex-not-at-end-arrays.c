// check-name: arrays of a struct that ends with a fake flexible array
// check-exit-value: 1

struct rec {
	u32 n;
	u32 v[0];		/* expect: zero-length 'v' */
};

struct holder {
	u32 count;
	struct rec recs[4];	/* expect: flex-not-at-end 'recs'; expect: fixed-trailing 'recs' */
};

static struct rec table[8];	/* expect: flex-not-at-end 'table' */

void use(void);
void use(void)
{
	struct rec local[2];	/* expect: flex-not-at-end 'local' */
	(void)local;
	(void)table;
}
