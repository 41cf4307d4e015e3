// check-name: scan --explain lists every use found and the verdict
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-start
// explain.c:14:14: warning: one-element array 'items' at the end of 'struct msg' [flexfix-one-element]
// explain.c:20:9: note: used as flexible: size expression 'sizeof(struct msg) + (n - 1) * sizeof(struct item)'
// explain.c:29:11: note: used as flexible: index by a variable 'm->items[i]'
// explain.c:14:14: note: verdict flexible-use; fix: converted, 1 size expression rewritten, 0 value changes listed
// check-output-end

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

size_t msg_size(u32 n);
size_t msg_size(u32 n)
{
	return sizeof(struct msg) + (n - 1) * sizeof(struct item);
}

u32 msg_sum(struct msg *m);
u32 msg_sum(struct msg *m)
{
	u32 s = 0;

	for (u32 i = 0; i < m->count; i++)
		s += m->items[i].v;
	return s;
}
