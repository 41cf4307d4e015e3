// check-name: a struct ending with a flexible array, last in an anonymous struct or union that other members follow, is not at the end either (before, an anonymous member's named types were not followed)
// check-command: flexfix scan $file
// check-exit-value: 1

struct mpa_frame {
	u32 key;
	u8 priv_data[];
};

struct cm_node {
	u32 id;
	union {			/* expect: flex-not-at-end 'struct mpa_frame' */
		u32 raw;
		struct mpa_frame mpa;
	};
	u32 state;
};
