// check-name: a UAPI tree whose __DECLARE_FLEX_ARRAY() has no C++ form: the macro is given one ('TYPE NAME[0]' under '#ifdef __cplusplus', its comment under '#else' with the C form) before a [0] union member and a sole [0] are written with it (C++ gives the empty struct a byte, which would move the array for C++ users); the [1] union form, whose old member keeps its place, needs none
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
// check-error-contains: include/uapi/linux/uapi-flex-macro-c-only.h:10:1: note: __DECLARE_FLEX_ARRAY() given its C++ form, 'TYPE NAME[0]' under '#ifdef __cplusplus': C++ gives the C form's empty struct a byte, which would move the 2 UAPI arrays converted with it for C++ users
// check-error-contains: include/uapi/linux/uapi-flex-macro-c-only.h:23:8: note: converted 'raw' in 'struct msg' to a flexible array member
// check-error-contains: converted 'args' in 'struct tp_args' to a flexible array member
// check-fix-wanted
// check-no-compile: the macro is defined here as the kernel's <linux/stddef.h> defines it

/* as Linux 6.1's include/uapi/linux/stddef.h has it: C only */
#define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\
	struct { \
		struct { } __empty_ ## NAME; \
		TYPE NAME[]; \
	}

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

struct ids {
	__u32 n;
	__u32 id[1];
};

static inline __u64 tp_arg(const struct tp_args *t, __u32 i)
{
	return t->args[i];
}

static inline __u32 msg_byte(const struct msg *m, __u32 i)
{
	return m->raw[i];
}

static inline __u32 ids_sum(const struct ids *s)
{
	__u32 x = 0;

	for (__u32 i = 0; i < s->n; i++)
		x += s->id[i];
	return x + sizeof(struct ids);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-flex-macro-c-only.h b/include/uapi/linux/uapi-flex-macro-c-only.h
// --- a/include/uapi/linux/uapi-flex-macro-c-only.h
// +++ b/include/uapi/linux/uapi-flex-macro-c-only.h
// @@ -6,12 +6,17 @@
//  // check-fix-wanted
//  // check-no-compile: the macro is defined here as the kernel's <linux/stddef.h> defines it
//  
// +#ifdef __cplusplus
// +/* C++ gives an empty struct a byte: the C form would move the array */
// +#define __DECLARE_FLEX_ARRAY(TYPE, NAME) TYPE NAME[0]
// +#else
//  /* as Linux 6.1's include/uapi/linux/stddef.h has it: C only */
//  #define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\
//  	struct { \
//  		struct { } __empty_ ## NAME; \
//  		TYPE NAME[]; \
//  	}
// +#endif
//  
//  struct msg {
//  	__u8 op;
// @@ -20,17 +25,20 @@ struct msg {
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
//  struct ids {
//  	__u32 n;
// -	__u32 id[1];
// +	union {
// +		__u32 id[1];
// +		__DECLARE_FLEX_ARRAY(__u32, id_flex);
// +	};
//  };
//  
//  static inline __u64 tp_arg(const struct tp_args *t, __u32 i)
// check-fix-end
