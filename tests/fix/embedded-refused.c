// check-name: a struct embedded before other members cannot get a flexible array
// check-error-contains: not converted: 'v' in 'struct s': 'struct s' is embedded before other members at embedded-refused.c:11 ('inner')
// check-fix-wanted

struct s {
	u32 n;
	u32 v[1];
};

struct holder {
	struct s inner;
	u32 after;
};

u32 s_get(struct s *p, u32 i);
u32 s_get(struct s *p, u32 i)
{
	return p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
