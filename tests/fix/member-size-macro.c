// check-name: a macro whose body takes the size of the member its argument names (sizeof_field(struct s, m) with m a parameter, or a macro handing its argument to one, upper or lower case, the struct written in the body or given at the call) is a sizeof() of that member at the call: '[]' has none, so the [0] and the [1] it names stay; a member the macro is not given, or one it takes no size of, converts
// check-error-contains: note: not converted: 'cmd' in 'struct sqe': a macro takes sizeof() of the zero-length array, which would not compile at member-size-macro.c:63 (CHECK_SQE_SIZE(8, 0, cmd))
// check-error-contains: note: not converted: 'ids' in 'struct idlist': a macro takes sizeof() of the array, which would not compile with '[]' (nor in the union form) at member-size-macro.c:64 (check_field(struct idlist, ids, 4))
// check-error-contains: note: converted 'data' in 'struct blob' to a flexible array member
// check-error-contains: note: converted 'vals' in 'struct vlist' to a flexible array member
// check-fix-wanted

#define BUILD_BUG_ON(c) ((void)sizeof(char[1 - 2 * !!(c)]))
#define sizeof_field(T, m) sizeof(((T *)0)->m)

struct sqe {
	u64 off;
	u8 cmd[0];
};

struct idlist {
	u32 n;
	u32 ids[1];
};

struct blob {
	u32 len;
	u8 data[0];
};

struct vlist {
	u32 n;
	u32 vals[1];
};

#define VERIFY_OFFSET_SIZE(stype, eoffset, esize, ename) do { \
	BUILD_BUG_ON(__builtin_offsetof(stype, ename) != eoffset); \
	BUILD_BUG_ON(sizeof_field(stype, ename) != esize); \
} while (0)
#define CHECK_SQE_SIZE(eoffset, esize, ename) \
	VERIFY_OFFSET_SIZE(struct sqe, eoffset, esize, ename)
#define check_field(T, m, sz) BUILD_BUG_ON(sizeof_field(T, m) != (sz))
#define CHECK_OFFSET(T, m, o) BUILD_BUG_ON(__builtin_offsetof(T, m) != (o))

u8 sqe_cmd(struct sqe *s, int i)
{
	return s->cmd[i];
}

u32 id_at(struct idlist *l, int i)
{
	return l->ids[i];
}

u8 blob_at(struct blob *b, int i)
{
	return b->data[i];
}

u32 val_at(struct vlist *v, int i)
{
	return v->vals[i];
}

static inline void checks(void)
{
	CHECK_SQE_SIZE(0, 8, off);
	CHECK_SQE_SIZE(8, 0, cmd);
	check_field(struct idlist, ids, 4);
	check_field(struct blob, len, 4);
	CHECK_OFFSET(struct blob, data, 4);
	CHECK_OFFSET(struct vlist, vals, 4);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-size-macro.c b/member-size-macro.c
// --- a/member-size-macro.c
// +++ b/member-size-macro.c
// @@ -20,12 +20,12 @@ struct idlist {
//  
//  struct blob {
//  	u32 len;
// -	u8 data[0];
// +	u8 data[];
//  };
//  
//  struct vlist {
//  	u32 n;
// -	u32 vals[1];
// +	u32 vals[];
//  };
//  
//  #define VERIFY_OFFSET_SIZE(stype, eoffset, esize, ename) do { \
// check-fix-end
