// check-name: one-element array at the end of a struct
// check-command: flexfix scan $file
// check-exit-value: 1

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];	/* expect: one-element 'items' */
};

struct not_last {
	u32 one[1];
	u32 count;
};

// check-output-start
// one-element.c:8:14: warning: one-element array 'items' at the end of 'struct msg' [flexfix-one-element]
// check-output-end
