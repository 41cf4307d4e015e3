// check-name: a member after a zero-length array under #ifdef
// check-command: flexfix scan $file
// check-exit-value: 1

struct qv {
	u32 id;
	u64 ring[0];
#ifdef CONFIG_BUSY_POLL
	u32 state;
#endif
};

// check-output-start
// zero-length-not-last-cond.c:7:6: error: member 'state' follows zero-length array 'ring' in 'struct qv' [flexfix-zero-length-not-last]
// zero-length-not-last-cond.c:9:6: note: member 'state' follows it when '#ifdef CONFIG_BUSY_POLL' is compiled in
// check-output-end
