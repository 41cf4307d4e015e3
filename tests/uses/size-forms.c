// check-name: each size form the stage matches, with its count and pointer; memset and other sizeof()s of the struct
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct rec { u32 v; };
struct msg {
	u32 count;
	struct rec recs[1];
};

size_t msg_forms(struct msg *m, u32 n);
size_t msg_forms(struct msg *m, u32 n)
{
	size_t a = sizeof(struct msg) + (n - 1) * sizeof(struct rec);
	size_t b = sizeof(*m) - sizeof(struct rec) + n * sizeof(struct rec);
	size_t c = struct_size(m, recs, n - 1);
	size_t d = sizeof(struct msg) - sizeof(struct rec);

	memset(m, 0, sizeof(struct msg));
	return a + b + c + d + sizeof(struct msg);
}

// check-output-start
// size-forms.c:14:13: size 'sizeof(struct msg) + (n - 1) * sizeof(struct rec)' of 'recs' in 'struct msg' form header+(n-1)*elem count 'n' pointer 'm'
// size-forms.c:15:13: size 'sizeof(*m) - sizeof(struct rec) + n * sizeof(struct rec)' of 'recs' in 'struct msg' form header+(n-1)*elem count 'n' pointer 'm'
// size-forms.c:16:13: size 'struct_size(m, recs, n - 1)' of 'recs' in 'struct msg' form struct_size(n-1) count 'n'
// size-forms.c:17:13: size 'sizeof(struct msg) - sizeof(struct rec)' of 'recs' in 'struct msg' form header-elem
// size-forms.c:19:15: size-changes 'memset(m, 0, sizeof(struct msg))' of 'recs' in 'struct msg'
// size-forms.c:20:25: size-unknown 'sizeof(struct msg)' of 'recs' in 'struct msg'
// size-forms.c:8:13: warning: one-element array 'recs' at the end of 'struct msg' [flexfix-one-element]
// size-forms.c:14:13: note: used as flexible: size expression 'sizeof(struct msg) + (n - 1) * sizeof(struct rec)'
// size-forms.c:15:13: note: used as flexible: size expression 'sizeof(*m) - sizeof(struct rec) + n * sizeof(struct rec)'
// size-forms.c:16:13: note: used as flexible: size expression 'struct_size(m, recs, n - 1)'
// size-forms.c:17:13: note: used as flexible: size expression 'sizeof(struct msg) - sizeof(struct rec)'
// size-forms.c:19:15: note: value changes 'memset(m, 0, sizeof(struct msg))'
// size-forms.c:20:25: note: value changes 'sizeof(struct msg)'
// size-forms.c:8:13: note: verdict flexible-use; fix: not converted: this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at size-forms.c:20
// check-output-end
