// check-name: one file defines a struct twice (the first ending with a [0], the second with a [1], under #ifdef/#else: the conditions are not weighed) and uses the second's member: which definition the use means is not told apart, so neither is converted (before, the [0] was converted and a second run then took the use for the [1]: fuzzing found it)
// check-error-contains: note: not converted: 'items' in 'struct msg': the struct is defined in 2 places (defined-twice-one-file.c:13, defined-twice-one-file.c:18) and defined-twice-one-file.c sees more than one
// check-error-contains: note: not converted: 'vals' in 'struct msg': the struct is defined in 2 places (defined-twice-one-file.c:13, defined-twice-one-file.c:18) and defined-twice-one-file.c sees more than one
// check-fix-wanted

struct item {
	u32 v;
};

#ifdef MSG_V1
struct msg {
	u32 count;
	struct item items[0];
};
#else
struct msg {
	u32 count;
	u64 vals[1];
};
#endif

size_t msg_bytes(u32 n);
size_t msg_bytes(u32 n)
{
	return struct_size_t(struct msg, vals, n - 1);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
