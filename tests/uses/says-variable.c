// check-name: scan --explain cites a [1]'s declaration comment that says its length varies as flexible use, and the verdict follows it
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct rec {
	u16 len;
	u8 data[1];	/* data of variable length, length == len */
};

struct spare {
	u32 zero1;
	u32 zero2[1];	/* room for more? */
};


// check-output-start
// says-variable.c:7:5: warning: one-element array 'data' at the end of 'struct rec' [flexfix-one-element]
// says-variable.c:7:5: note: used as flexible: its declaration's comment says its length varies
// says-variable.c:7:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// says-variable.c:12:6: warning: one-element array 'zero2' at the end of 'struct spare' [flexfix-one-element]
// says-variable.c:12:6: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
