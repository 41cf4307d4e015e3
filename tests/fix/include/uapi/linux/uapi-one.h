// check-name: --form=rewrite: a [1] in a UAPI header is left for review: its size is ABI
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel --form=rewrite include/uapi/linux/$file
// check-error-contains: not converted: 'ids' in 'struct q': UAPI header: the struct's size is ABI (left for review; --form=auto keeps it in the union form)
// check-fix-wanted

struct q { __u32 n; __u64 ids[1]; };

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
