// check-name: a struct ending with a flexible array embedded before other members
// check-command: flexfix scan $file
// check-exit-value: 1

struct hdr {
	u32 len;
	u8 payload[];
};

struct cmd {
	struct hdr h;
	u32 arg;
};

struct cmd_ok {
	u32 arg;
	struct hdr h;
};

struct cmd_ptr {
	struct hdr *h;
	u32 arg;
};

// check-output-start
// flex-not-at-end-member.c:11:13: warning: member 'h' of type 'struct hdr', which ends with a flexible array, is not at the end of 'struct cmd' [flexfix-flex-not-at-end]
// flex-not-at-end-member.c:7:5: note: 'struct hdr' ends with flexible array 'payload'
// check-output-end
