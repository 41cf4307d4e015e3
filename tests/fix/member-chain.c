// check-name: x->b->m and x.b.m resolve through the member's declared type, f()->b->m through f's return type
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct a { u32 n; u32 v[1]; };
struct b { u32 n; u32 v[1]; };
struct c { u32 n; u32 v[1]; };
struct d { u32 n; u32 v[1]; };
struct holder { struct a *pa; struct b *pb; };
struct other { struct c *pa; };
struct outer { struct holder h; };

struct other *get(void);
extern struct other *(*getter)(void);
u32 use(struct holder *x, struct outer o, u32 i);
u32 use(struct holder *x, struct outer o, u32 i)
{
	/* pa: two member declarations with two types; x is known, so struct a */
	return x->pa->v[i] + o.h.pb->v[i + 1] +
	       /* a call's result: get() returns struct other, whose pa is a struct c */
	       get()->pa->v[i] +
	       /* unknown base (a function pointer's result), pa ambiguous: nothing resolved */
	       getter()->pa->v[i];
}

// check-output-start
// member-chain.c:5:23: warning: one-element array 'v' at the end of 'struct a' [flexfix-one-element]
// member-chain.c:19:16: note: used as flexible: index by a variable 'x->pa->v[i]'
// member-chain.c:5:23: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain.c:6:23: warning: one-element array 'v' at the end of 'struct b' [flexfix-one-element]
// member-chain.c:19:31: note: used as flexible: index by a variable 'o.h.pb->v[i + 1]'
// member-chain.c:6:23: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain.c:7:23: warning: one-element array 'v' at the end of 'struct c' [flexfix-one-element]
// member-chain.c:21:20: note: used as flexible: index by a variable 'get()->pa->v[i]'
// member-chain.c:7:23: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain.c:8:23: warning: one-element array 'v' at the end of 'struct d' [flexfix-one-element]
// member-chain.c:8:23: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
