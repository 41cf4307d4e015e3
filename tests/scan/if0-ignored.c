// check-name: code under #if 0 is dead; its #else is live
// check-exit-value: 1

struct s {
	u32 n;
#if 0
	u8 old[1];
	don't parse this
#else
	u8 cur[0];		/* expect: zero-length 'cur' */
#endif
};
