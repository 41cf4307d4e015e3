// check-name: a UAPI [1] whose record already has a member named after it with '_flex' cannot take the UAPI union form (the kernel's uses would move to a name that is taken): refused, said
// check-fix-command: flexfix fix --kernel --no-root --uapi=*uapi-flex-name-taken.c $file
// check-error-contains: note: not converted: 'vals' in 'struct msg': UAPI header: the struct's size is ABI, and the union form that keeps the size cannot be written: the record already has a member named after the array with '_flex'
// check-fix-wanted

struct msg {
	u32 vals_flex;
	u32 nr;
	u32 vals[1];
};

u32 msg_at(struct msg *m, u32 i);
u32 msg_at(struct msg *m, u32 i)
{
	return m->vals[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
