// check-name: scan --explain cites a use a macro's body makes through a parameter at the call, with the body's text
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct run {
	u32 count;
	u64 slots[1];
};

#define run_for_each(r, s) \
	for (s = &(r)->slots[0]; s != (r)->slots + (r)->count; s++)

u64 run_sum(struct run *r);
u64 run_sum(struct run *r)
{
	u64 *s, sum = 0;

	run_for_each(r, s)
		sum += *s;
	return sum;
}


// check-output-start
// param-macro.c:7:6: warning: one-element array 'slots' at the end of 'struct run' [flexfix-one-element]
// param-macro.c:18:2: note: used as flexible: pointer moved by a variable 'run_for_each(r, s): (r)->slots + (r)->count'
// param-macro.c:7:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
