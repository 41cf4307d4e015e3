// check-name: size assertions (static_assert, BUILD_BUG_ON, a project's CHECK macro) are marked; a struct copied by value ('*d = *s', 'v = *s') and one returned by value are recorded, and a copy refuses a [1]
// check-command: flexfix dump uses $file; flexfix fix --no-root --form=rewrite $file
// check-exit-value: 0
// check-error-contains: not converted: 'm' in 'struct s': a size assertion checks the struct's size: it must stay at assertions-copies.c:10 (sizeof(struct s))
#define FOO_CHECK_STRUCT_LEN(n, X) enum { foo_check_##X = 1 / (sizeof(struct X) == (n)) }
struct s {
	u32 nr;
	u32 m[1];
};
_Static_assert(sizeof(struct s) == 8, "wire size");
FOO_CHECK_STRUCT_LEN(8, s);

void copy_out(struct s *d, const struct s *src);
void copy_out(struct s *d, const struct s *src)
{
	struct s v;

	BUILD_BUG_ON(sizeof(struct s) != 8);
	*d = *src;
	v = *src;
	d->m[d->nr] = v.nr;
}

struct s get_s(struct s *p);
struct s get_s(struct s *p)
{
	return *p;
}


// check-output-start
// assertions-copies.c:10:16: size-unknown 'sizeof(struct s)' of 'm' in 'struct s' (a size assertion)
// assertions-copies.c:11:25: size-unknown 'FOO_CHECK_STRUCT_LEN(...) is given the name 's'' of 'm' in 'struct s' (a size assertion)
// assertions-copies.c:16:11: by-value 'struct s v' of 'm' in 'struct s'
// assertions-copies.c:21:5: index-var 'd->m[d->nr]' of 'm' in 'struct s'
// assertions-copies.c:19:2: by-value '*d = *src' of 'm' in 'struct s' (a copy of the struct)
// assertions-copies.c:20:2: by-value 'v = *src' of 'm' in 'struct s' (a copy of the struct)
// assertions-copies.c:18:15: size-unknown 'sizeof(struct s)' of 'm' in 'struct s' (a size assertion)
// assertions-copies.c:24:10: by-value 'struct s get_s()' of 'm' in 'struct s' (a copy of the struct)
// assertions-copies.c:25:10: by-value 'struct s get_s()' of 'm' in 'struct s' (a copy of the struct)
// check-output-end
