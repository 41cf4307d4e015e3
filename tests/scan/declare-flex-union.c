// check-name: DECLARE_FLEX_ARRAY in a union (every member is at its end), and the UAPI union pattern ('T m[1]' beside the flexible twin keeps the size: not a one-element array)
// check-exit-value: 1

struct cmd {
	u32 op;
	union {
		DECLARE_FLEX_ARRAY(u8, bytes);	/* expect: flexible 'bytes' */
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
