// check-name: sizeof() of a local object of the struct is a size of the struct: it would shrink, the conversion is refused there
// check-error-contains: not converted: 'v' in 'struct s': this sizeof() would shrink by one element at sizeof-var-struct.c:12 (sizeof(one))
// check-fix-wanted

struct s { u32 n; u32 v[1]; };

size_t s_size(void);
size_t s_size(void)
{
	struct s one;

	return sizeof(one);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
