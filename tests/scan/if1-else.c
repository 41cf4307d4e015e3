// check-name: the #else of '#if 1' is dead
// check-exit-value: 1

struct s {
	u32 n;
#if 1
	u32 v[];		/* expect: flexible 'v' */
#else
	u32 v[0];
#endif
};
