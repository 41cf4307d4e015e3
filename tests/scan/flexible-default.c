// check-name: true flexible arrays are not shown by default and exit 0
// check-command: flexfix scan $file
// check-exit-value: 0

struct good {
	u32 n;
	u32 v[];
};
// check-output-start
// check-output-end
