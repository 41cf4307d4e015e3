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

struct msg {
	__u8 op;
	union {
		struct {
			__u32 a;
			__u32 b;
		} hdr;
		__u8 raw[0];
	};
};

struct tp_args {
	__u64 args[0];
};

static inline __u64 tp_arg(const struct tp_args *t, __u32 i)
{
	return t->args[i];
}

static inline __u32 msg_byte(const struct msg *m, __u32 i)
{
	return m->raw[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-flex-macro-cxx.h b/include/uapi/linux/uapi-flex-macro-cxx.h
// --- a/include/uapi/linux/uapi-flex-macro-cxx.h
// +++ b/include/uapi/linux/uapi-flex-macro-cxx.h
// @@ -22,12 +22,12 @@ struct msg {
//  			__u32 a;
//  			__u32 b;
//  		} hdr;
// -		__u8 raw[0];
// +		__DECLARE_FLEX_ARRAY(__u8, raw);
//  	};
//  };
//  
//  struct tp_args {
// -	__u64 args[0];
// +	__DECLARE_FLEX_ARRAY(__u64, args);
//  };
//  
//  static inline __u64 tp_arg(const struct tp_args *t, __u32 i)
// check-fix-end
