// check-name: a one-element array that is last only when a branch is out
// check-command: flexfix scan $file
// check-exit-value: 1

struct s {
	u32 n;
	u32 v[1];
#if IS_ENABLED(CONFIG_STATS)
	u64 hits;
#endif
};

// check-output-start
// cond-last-sometimes.c:7:6: warning: one-element array 'v' at the end of 'struct s' [flexfix-one-element]
// cond-last-sometimes.c:9:6: note: member 'hits' follows it when '#if IS_ENABLED(CONFIG_STATS)' is compiled in
// check-output-end
