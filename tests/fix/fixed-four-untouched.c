// check-name: a fixed [4] at the end is not touched by fix
// check-fix-wanted

struct f { u32 n; u32 v[4]; };

u32 f_last(struct f *p);
u32 f_last(struct f *p)
{
	return p->v[p->n - 1];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
