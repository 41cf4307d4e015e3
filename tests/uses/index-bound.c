// check-name: a variable index in a loop up to a count records that bound (for (i = 0; i < p->nr; i++) p->m[i]: count 'p->nr'); a loop that ends before the access, or on another variable, does not
// check-command: flexfix dump uses $file
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
// index-bound.c:14:11: index-var 'p->m[i]' of 'm' in 'struct s' count 'p->nr'
// index-bound.c:16:11: index-var 'p->m[j]' of 'm' in 'struct s' count 'le32_to_cpu(p->nr) - 1'
// index-bound.c:20:10: index-var 'p->m[i]' of 'm' in 'struct s'
// index-bound.c:22:11: index-var 'p->m[i]' of 'm' in 'struct s'
// check-output-end
