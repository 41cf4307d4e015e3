// check-name: [0] members of a union in a UAPI header become __DECLARE_FLEX_ARRAY() (user space has no DECLARE_FLEX_ARRAY())
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
// check-fix-wanted

struct ru {
	__u32 len;
	union {
		__u8 bytes[0];
		__u32 words[0];
	};
};

static inline __u32 ru_word(const struct ru *r, __u32 i)
{
	return r->words[i] + r->bytes[i];
}



// The fix flexfix must print:
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-union-zero.h b/include/uapi/linux/uapi-union-zero.h
// --- a/include/uapi/linux/uapi-union-zero.h
// +++ b/include/uapi/linux/uapi-union-zero.h
// @@ -5,8 +5,8 @@
//  struct ru {
//  	__u32 len;
//  	union {
// -		__u8 bytes[0];
// -		__u32 words[0];
// +		__DECLARE_FLEX_ARRAY(__u8, bytes);
// +		__DECLARE_FLEX_ARRAY(__u32, words);
//  	};
//  };
//  
// check-fix-end
