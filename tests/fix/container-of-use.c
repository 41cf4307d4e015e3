// check-name: container_of(x, struct s, f)->m resolves to struct s, not to a guess by member name
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-start
// container-of-use.c:13:46: warning: one-element array 'v' at the end of 'struct a' [flexfix-one-element]
// container-of-use.c:19:42: note: used as flexible: index by a variable 'container_of(h, struct a, node)->v[i]'
// container-of-use.c:13:46: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// container-of-use.c:14:46: warning: one-element array 'v' at the end of 'struct b' [flexfix-one-element]
// container-of-use.c:19:80: note: index within the declared size 'list_entry(h, struct b, node)->v[0]'
// container-of-use.c:14:46: note: verdict fixed-use; fix: not converted: no use shows it used as a flexible array
// check-output-end

struct a { struct list_head node; u32 n; u32 v[1]; };
struct b { struct list_head node; u32 n; u32 v[1]; };

u32 a_at(struct list_head *h, u32 i);
u32 a_at(struct list_head *h, u32 i)
{
	return container_of(h, struct a, node)->v[i] + list_entry(h, struct b, node)->v[0];
}
