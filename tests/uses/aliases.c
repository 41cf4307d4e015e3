// check-name: the member under another name: q = p->m, T *q = &p->m[0], then q[i], q++, q += n, q + n; (&p->m[0])[i]; q assigned again ends it
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1
struct rec { u32 a; };
struct s {
	u32 nr;
	struct rec m[1];
};

u32 alias_index(struct s *p, u32 i);
u32 alias_index(struct s *p, u32 i)
{
	struct rec *q = p->m;

	return q[i].a + q[0].a + q[3].a;
}

u32 alias_walk(struct s *p, u32 n);
u32 alias_walk(struct s *p, u32 n)
{
	struct rec *e, *r;
	u32 t = 0;

	for (e = p->m; e < p->m + p->nr; e++)
		t += e->a;
	r = &p->m[0];
	r += n;
	t += (r + n)->a;
	r = NULL;
	return t + r[n].a + (&p->m[0])[n].a;
}

// check-output-start
// aliases.c:13:21: other 'm' of 'm' in 'struct s'
// aliases.c:15:9: index-var 'q[i] (q = p->m)' of 'm' in 'struct s'
// aliases.c:15:18: index-const 'q[0] (q = p->m)' of 'm' in 'struct s' index 0
// aliases.c:15:27: index-const 'q[3] (q = p->m)' of 'm' in 'struct s' index 3
// aliases.c:24:14: other 'm' of 'm' in 'struct s'
// aliases.c:24:35: arith 'e++ (e = p->m)' of 'm' in 'struct s'
// aliases.c:24:24: arith 'p->m' of 'm' in 'struct s'
// aliases.c:26:10: other '&p->m[0]' of 'm' in 'struct s'
// aliases.c:27:2: arith 'r += n (r = &p->m[0])' of 'm' in 'struct s'
// aliases.c:28:8: arith 'r + n (r = &p->m[0])' of 'm' in 'struct s'
// aliases.c:30:27: index-var '(&p->m[0])[n]' of 'm' in 'struct s'
// aliases.c:7:13: warning: one-element array 'm' at the end of 'struct s' [flexfix-one-element]
// aliases.c:13:21: note: use 'm'
// aliases.c:15:9: note: used as flexible: index by a variable 'q[i] (q = p->m)'
// aliases.c:15:18: note: index within the declared size 'q[0] (q = p->m)'
// aliases.c:15:27: note: used as flexible: index past the declared size 'q[3] (q = p->m)'
// aliases.c:24:14: note: use 'm'
// aliases.c:24:35: note: used as flexible: pointer moved by a variable 'e++ (e = p->m)'
// aliases.c:24:24: note: used as flexible: pointer moved by a variable 'p->m'
// aliases.c:26:10: note: use '&p->m[0]'
// aliases.c:27:2: note: used as flexible: pointer moved by a variable 'r += n (r = &p->m[0])'
// aliases.c:28:8: note: used as flexible: pointer moved by a variable 'r + n (r = &p->m[0])'
// aliases.c:30:27: note: used as flexible: index by a variable '(&p->m[0])[n]'
// aliases.c:7:13: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
