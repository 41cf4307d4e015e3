// check-name: a member after a zero-length array (the l2t_data bug)
// check-command: flexfix scan $file
// check-exit-value: 1

struct entry { u32 v; };
struct table {
	u32 nentries;
	rwlock_t lock;
	struct entry tab[0];
	struct rcu_head rcu;	/* added later, overlapping tab[0] */
};

// check-output-start
// zero-length-not-last.c:9:15: error: member 'rcu' follows zero-length array 'tab' in 'struct table' [flexfix-zero-length-not-last]
// zero-length-not-last.c:10:18: note: 'rcu' overlaps the elements of 'tab'
// check-output-end
