// check-name: a [1] struct copied by value ('*d = *s') is not converted: the copy would leave the element behind
// check-fix-command: flexfix fix --form=rewrite --no-root $file
// check-error-contains: not converted: 'v' in 'struct msg': the struct is copied by value (the copy would leave the element behind) at struct-copy-refused.c:15 (*d = *s)

struct msg {
	u32 n;
	u32 v[1];
};

struct msg *msg_dup(struct msg *s, u32 n);
struct msg *msg_dup(struct msg *s, u32 n)
{
	struct msg *d = kmalloc(sizeof(*d) + (n - 1) * sizeof(u32), GFP_KERNEL);

	*d = *s;
	d->v[n - 1] = s->v[n - 1];
	return d;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
