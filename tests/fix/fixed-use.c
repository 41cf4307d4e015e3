// check-name: a [1] only ever indexed at 0 is a real array: not converted
// check-error-contains: not converted: 'v' in 'struct s': no use shows it used as a flexible array
// check-fix-wanted

struct s {
	u32 n;
	u32 v[1];
};

u32 s_first(struct s *p);
u32 s_first(struct s *p)
{
	return p->v[0];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
