// check-name: a multi-declarator declaration over two lines is left for a human
// check-error-contains: not converted: 'name' in 'struct d': the declaration spans several lines
// check-fix-wanted

struct d {
	u16 len;
	u8 namelen,
	   name[1];
};

int d_dot(struct d *x);
int d_dot(struct d *x)
{
	return x->name[1] == '.';
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
