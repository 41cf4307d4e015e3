// check-name: a use whose base cannot be resolved is a guess, not evidence
// check-error-contains: not converted: 'v' in 'struct g': no use shows it used as a flexible array
// check-fix-wanted

struct g {
	u32 n;
	u32 v[1];
};

typedef struct g g_t;
g_t *g_get(void);	/* a typedef name's pointer: the return type is not read */
u32 g_at(u32 i);
u32 g_at(u32 i)
{
	return g_get()->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
