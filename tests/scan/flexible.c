// check-name: true flexible array members are info, shown with --all
// check-exit-value: 1

struct good {
	u32 n;
	u32 v[];		/* expect: flexible 'v' */
};

struct good_macro {
	u32 n;
	DECLARE_FLEX_ARRAY(u64, w);	/* expect: flexible 'w' */
};
