// check-name: a size checked outside functions (a project's CHECK_LEN given the tag, a static assertion) is a size assertion: it blocks the conversion
// check-error-contains: not converted: 'e' in 'struct resp': a size assertion checks the struct's size: it must stay at static-assert-refused.c:11 (CHECK_LEN(...) is given the name 'resp')
// check-error-contains: not converted: 'v' in 'struct other': a size assertion checks the struct's size: it must stay at static-assert-refused.c:13 (sizeof(struct other))
// check-fix-wanted
#define CHECK_LEN(n, X) enum { check_##X = 1 / (sizeof(struct X) == (n)) }

struct resp {
	u32 hdr;
	u32 e[1];
};
CHECK_LEN(8, resp);
struct other { u32 n; u32 v[1]; };
_Static_assert(sizeof(struct other) == 8, "wire size");

u32 resp_at(struct resp *r, struct other *o, u32 i);
u32 resp_at(struct resp *r, struct other *o, u32 i)
{
	return r->e[i] + o->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
