// check-name: scan --explain says why fix would not convert, and where
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-contains: explain-refused.c:13:26: note: value changes 'sizeof(struct rec)'
// check-output-contains: explain-refused.c:14:5: note: used as flexible: index by a variable 'r->v[n]'
// check-output-contains: note: verdict flexible-use; fix: not converted: this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at explain-refused.c:13

struct rec { u32 n; u32 v[1]; };

struct rec *rec_new(u32 n);
struct rec *rec_new(u32 n)
{
	struct rec *r = kzalloc(sizeof(struct rec), GFP_KERNEL);
	r->v[n] = 0;
	return r;
}

// check-output-start
// explain-refused.c:8:25: warning: one-element array 'v' at the end of 'struct rec' [flexfix-one-element]
// explain-refused.c:14:5: note: used as flexible: index by a variable 'r->v[n]'
// explain-refused.c:13:26: note: value changes 'sizeof(struct rec)'
// explain-refused.c:8:25: note: verdict flexible-use; fix: not converted: this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at explain-refused.c:13
// check-output-end
