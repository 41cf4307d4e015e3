// check-name: a variable index in a loop up to a count records that bound (for (i = 0; i < p->nr; i++) p->m[i]: count 'p->nr'); a loop that ends before the access, or on another variable, does not
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1
struct s {
	u32 nr;
	u32 m[1];
};

u32 sum(struct s *p);
u32 sum(struct s *p)
{
	u32 i, j, t = 0;

	for (i = 0; i < p->nr; i++)
		t += p->m[i];
	for (j = 0; j <= le32_to_cpu(p->nr) - 1; j++) {
		t += p->m[j];
	}
	for (i = 0; i < 4; i++)
		t++;
	t += p->m[i];
	for (j = 0; j < p->nr; j++)
		t += p->m[i];
	return t;
}

// check-output-start
// index-bound.c:15:11: index-var 'p->m[i]' of 'm' in 'struct s' count 'p->nr'
// index-bound.c:17:11: index-var 'p->m[j]' of 'm' in 'struct s' count 'le32_to_cpu(p->nr) - 1'
// index-bound.c:21:10: index-var 'p->m[i]' of 'm' in 'struct s'
// index-bound.c:23:11: index-var 'p->m[i]' of 'm' in 'struct s'
// index-bound.c:6:6: warning: one-element array 'm' at the end of 'struct s' [flexfix-one-element]
// index-bound.c:15:11: note: used as flexible: index by a variable 'p->m[i]'
// index-bound.c:17:11: note: used as flexible: index by a variable 'p->m[j]'
// index-bound.c:21:10: note: used as flexible: index by a variable 'p->m[i]'
// index-bound.c:23:11: note: used as flexible: index by a variable 'p->m[i]'
// index-bound.c:6:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
