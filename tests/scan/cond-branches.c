// check-name: trailing arrays that are last in one #if branch each
// check-command: flexfix scan $file
// check-exit-value: 1

struct pick {
	u32 a;
#ifdef CONFIG_SMALL
	u8 b[0];
#elif defined(CONFIG_MEDIUM)
	u8 c[1];
#else
	u8 d[];
#endif
};

// check-output-start
// cond-branches.c:8:5: warning: zero-length array 'b' at the end of 'struct pick' [flexfix-zero-length]
// cond-branches.c:7:1: note: declared under '#ifdef CONFIG_SMALL'
// cond-branches.c:10:5: warning: one-element array 'c' at the end of 'struct pick' [flexfix-one-element]
// cond-branches.c:9:1: note: declared under '#elif defined(CONFIG_MEDIUM) of '#ifdef CONFIG_SMALL''
// check-output-end
