// check-name: the member under another name: q = p->m, T *q = &p->m[0], then q[i], q++, q += n, q + n; (&p->m[0])[i]; q assigned again ends it
// check-command: flexfix dump uses $file
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
// aliases.c:12:21: other 'm' of 'm' in 'struct s'
// aliases.c:14:9: index-var 'q[i] (q = p->m)' of 'm' in 'struct s'
// aliases.c:14:18: index-const 'q[0] (q = p->m)' of 'm' in 'struct s' index 0
// aliases.c:14:27: index-const 'q[3] (q = p->m)' of 'm' in 'struct s' index 3
// aliases.c:23:14: other 'm' of 'm' in 'struct s'
// aliases.c:23:35: arith 'e++ (e = p->m)' of 'm' in 'struct s'
// aliases.c:23:24: arith 'p->m' of 'm' in 'struct s'
// aliases.c:25:10: other '&p->m[0]' of 'm' in 'struct s'
// aliases.c:26:2: arith 'r += n (r = &p->m[0])' of 'm' in 'struct s'
// aliases.c:27:8: arith 'r + n (r = &p->m[0])' of 'm' in 'struct s'
// aliases.c:29:27: index-var '(&p->m[0])[n]' of 'm' in 'struct s'
// check-output-end
