// check-name: DECLARE_FLEX_ARRAY in a union, and the UAPI union pattern
// check-exit-value: 1

struct cmd {
	u32 op;
	union {
		DECLARE_FLEX_ARRAY(u8, bytes);
		DECLARE_FLEX_ARRAY(u32, words);	/* expect: flexible 'words' */
	};
};

struct compat {
	u32 n;
	union {
		u32 name[1];
		__DECLARE_FLEX_ARRAY(u32, name_flex);	/* expect: flexible 'name_flex' */
	};
};
