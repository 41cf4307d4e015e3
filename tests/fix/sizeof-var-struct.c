// check-name: sizeof() of a local object of the struct is a size of the struct: it would shrink, the conversion is refused there
// check-error-contains: not converted: 'v' in 'struct s': this sizeof() would shrink by one element at sizeof-var-struct.c:12 (sizeof(one))
// check-fix-wanted

struct s { u32 n; u32 v[1]; };

size_t s_size(const struct s *p, u32 i);
size_t s_size(const struct s *p, u32 i)
{
	struct s one;

	return sizeof(one) + p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
