// check-name: sizeof() of a [0] member is 0 and would not compile: not converted
// check-error-contains: not converted: 'd' in 'struct z': sizeof() of the zero-length array is 0 and would not compile
// check-fix-wanted

struct z {
	u32 n;
	u8 d[0];
};

size_t z_head(struct z *p);
size_t z_head(struct z *p)
{
	return sizeof(*p) + sizeof(p->d);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
