// check-name: a UAPI [0] whose struct is embedded before other members stays, its elements used or not: g++ (user space) rejects a struct ending with '[]' embedded so; the same struct embedded last is converted
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
// check-error-contains: note: not converted: 'data' in 'struct entry_target': 'struct entry_target' is embedded before other members at include/uapi/linux/uapi-zero-overlapped.h:13 ('target'), and one of them is in a UAPI header: g++ rejects a struct ending with a flexible array member embedded so
// check-error-contains: note: converted 'extra' in 'struct tail_only' to a flexible array member
// check-fix-wanted

struct entry_target {
	__u16 target_size;
	__u8 data[0];
};

struct standard_target {
	struct entry_target target;
	int verdict;
};

static inline __u8 target_byte(struct entry_target *t, __u32 i)
{
	return t->data[i];
}

struct tail_only {
	__u32 len;
	__u8 extra[0];
};

struct wrapped {
	__u32 kind;
	struct tail_only tail;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-zero-overlapped.h b/include/uapi/linux/uapi-zero-overlapped.h
// --- a/include/uapi/linux/uapi-zero-overlapped.h
// +++ b/include/uapi/linux/uapi-zero-overlapped.h
// @@ -21,7 +21,7 @@ static inline __u8 target_byte(struct entry_target *t, __u32 i)
//  
//  struct tail_only {
//  	__u32 len;
// -	__u8 extra[0];
// +	__u8 extra[];
//  };
//  
//  struct wrapped {
// check-fix-end
