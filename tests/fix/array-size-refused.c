// check-name: ARRAY_SIZE() of the array would not compile: not converted
// check-error-contains: not converted: 'v' in 'struct s': ARRAY_SIZE() of the array would not compile at array-size-refused.c:16 (ARRAY_SIZE(p->v))
// check-fix-wanted

struct s {
	u32 n;
	u32 v[1];
};

u32 s_count(struct s *p);
u32 s_count(struct s *p)
{
	u32 i = p->n;

	p->v[i] = 0;
	return ARRAY_SIZE(p->v);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
