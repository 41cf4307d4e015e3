// check-name: an array of enum type at the end
// check-exit-value: 1

enum color { RED, GREEN };
struct palette {
	u32 n;
	enum color colors[1];	/* expect: one-element 'colors' */
};
