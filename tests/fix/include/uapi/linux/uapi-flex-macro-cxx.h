// check-name: a UAPI tree whose __DECLARE_FLEX_ARRAY() has a C++ form ('T NAME[0]' under '#ifdef __cplusplus'): a [0] union member and a sole [0] become __DECLARE_FLEX_ARRAY()
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
// check-fix-wanted
// check-no-compile: the macro is defined here as the kernel's <linux/stddef.h> defines it

#ifdef __cplusplus
/* C++ gives an empty struct a byte: the array stays where '[0]' puts it */
#define __DECLARE_FLEX_ARRAY(T, member)	\
	T member[0]
#else
#define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\
	struct { \
		struct { } __empty_ ## NAME; \
		TYPE NAME[]; \
	}
#endif

struct sqe {
	__u32 opcode;
	union {
		__u64 addr3;
		__u8 cmd[0];
	};
};

struct words {
	__u32 w[0];
};

static inline __u32 word_at(const struct words *p, __u32 i)
{
	return p->w[i];
}

static inline __u8 sqe_cmd(const struct sqe *s, __u32 i)
{
	return s->cmd[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-flex-macro-cxx.h b/include/uapi/linux/uapi-flex-macro-cxx.h
// --- a/include/uapi/linux/uapi-flex-macro-cxx.h
// +++ b/include/uapi/linux/uapi-flex-macro-cxx.h
// @@ -19,12 +19,12 @@ struct sqe {
//  	__u32 opcode;
//  	union {
//  		__u64 addr3;
// -		__u8 cmd[0];
// +		__DECLARE_FLEX_ARRAY(__u8, cmd);
//  	};
//  };
//  
//  struct words {
// -	__u32 w[0];
// +	__DECLARE_FLEX_ARRAY(__u32, w);
//  };
//  
//  static inline __u32 word_at(const struct words *p, __u32 i)
// check-fix-end
