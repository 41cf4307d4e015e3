// check-name: x->b->m and x.b.m resolve through the member's declared type
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-start
// member-chain.c:17:23: warning: one-element array 'v' at the end of 'struct a' [flexfix-one-element]
// member-chain.c:30:16: note: used as flexible: index by a variable 'x->pa->v[i]'
// member-chain.c:17:23: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain.c:18:23: warning: one-element array 'v' at the end of 'struct b' [flexfix-one-element]
// member-chain.c:30:31: note: used as flexible: index by a variable 'o.h.pb->v[i + 1]'
// member-chain.c:18:23: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain.c:19:23: warning: one-element array 'v' at the end of 'struct c' [flexfix-one-element]
// member-chain.c:19:23: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// member-chain.c:20:23: warning: one-element array 'v' at the end of 'struct d' [flexfix-one-element]
// member-chain.c:20:23: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end

struct a { u32 n; u32 v[1]; };
struct b { u32 n; u32 v[1]; };
struct c { u32 n; u32 v[1]; };
struct d { u32 n; u32 v[1]; };
struct holder { struct a *pa; struct b *pb; };
struct other { struct c *pa; };
struct outer { struct holder h; };

struct other *get(void);
u32 use(struct holder *x, struct outer o, u32 i);
u32 use(struct holder *x, struct outer o, u32 i)
{
	/* pa: two member declarations with two types; x is known, so struct a */
	return x->pa->v[i] + o.h.pb->v[i + 1] +
	       /* unknown base, pa ambiguous: nothing resolved (v is no unique name either) */
	       get()->pa->v[i];
}
