// check-name: offsetofend(T, m), sizeof_field(T, m) and FIELD_SIZEOF(T, m) take the member's size, which a flexible array does not have (they would not compile): 'm[0]', the same value, for a [1], in either form; a [0] is refused
// check-error-contains: note: converted 'data' in 'struct msg' to a flexible array member
// check-error-contains: note: converted 'ents' in 'struct tbl' to a flexible array member in a union with its one element 'ent': the struct's size stays
// check-error-contains: note: not converted: 'z' in 'struct zl': sizeof() of the zero-length array is 0 and would not compile at member-size-macros.c:42 (sizeof_field(struct zl, z))
// check-fix-wanted

struct msg {
	u32 count;
	u32 data[1];
};

struct tbl {
	u32 n;
	u32 ents[1];
};

struct zl {
	u32 n;
	u8 z[0];
};

size_t msg_min(struct msg *m, u32 i);
size_t msg_min(struct msg *m, u32 i)
{
	m->data[i] = 0;
	return offsetofend(struct msg, data) + sizeof_field(struct msg, data);
}

static_assert(sizeof(struct tbl) == 8);

size_t tbl_min(struct tbl *t, u32 i);
size_t tbl_min(struct tbl *t, u32 i)
{
	t->ents[i] = 0;
	return FIELD_SIZEOF(struct tbl, ents);
}

size_t zl_min(struct zl *p, u32 i);
size_t zl_min(struct zl *p, u32 i)
{
	p->z[i] = 0;
	return sizeof_field(struct zl, z);
}





// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-size-macros.c b/member-size-macros.c
// --- a/member-size-macros.c
// +++ b/member-size-macros.c
// @@ -6,12 +6,15 @@
//  
//  struct msg {
//  	u32 count;
// -	u32 data[1];
// +	u32 data[];
//  };
//  
//  struct tbl {
//  	u32 n;
// -	u32 ents[1];
// +	union {
// +		u32 ent;
// +		DECLARE_FLEX_ARRAY(u32, ents);
// +	};
//  };
//  
//  struct zl {
// @@ -23,7 +26,7 @@ size_t msg_min(struct msg *m, u32 i);
//  size_t msg_min(struct msg *m, u32 i)
//  {
//  	m->data[i] = 0;
// -	return offsetofend(struct msg, data) + sizeof_field(struct msg, data);
// +	return offsetofend(struct msg, data[0]) + sizeof_field(struct msg, data[0]);
//  }
//  
//  static_assert(sizeof(struct tbl) == 8);
// @@ -32,7 +35,7 @@ size_t tbl_min(struct tbl *t, u32 i);
//  size_t tbl_min(struct tbl *t, u32 i)
//  {
//  	t->ents[i] = 0;
// -	return FIELD_SIZEOF(struct tbl, ents);
// +	return FIELD_SIZEOF(struct tbl, ents[0]);
//  }
//  
//  size_t zl_min(struct zl *p, u32 i);
// check-fix-end
