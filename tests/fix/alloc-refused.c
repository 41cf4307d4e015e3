// check-name: an allocation of sizeof(struct s) would shrink: not converted, with the place
// check-error-contains: note: not converted: 'items' in 'struct msg': this sizeof() would shrink by one element at alloc-refused.c:16 (sizeof(struct msg))
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

struct msg *msg_new(u32 n);
struct msg *msg_new(u32 n)
{
	struct msg *one, *many;

	one = kzalloc(sizeof(struct msg), GFP_KERNEL);
	many = kzalloc(sizeof(struct msg) + (n - 1) * sizeof(struct item), GFP_KERNEL);
	kfree(one);
	return many;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
