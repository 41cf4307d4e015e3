// check-name: a compensation written as a constant ('- 4' for a u32 element, 'n * 4' for its n elements) is the element when the element's type has a known size: offsetof() and struct_size(); a constant that is not the element's size ('- 2'), or an element whose size is not known here ('- 8' for a struct), keeps the size: the union form
// check-error-contains: note: converted 'data' in 'struct msg' to a flexible array member; 2 size expressions rewritten
// check-error-contains: note: converted 'vals' in 'struct odd' to a flexible array member in a union with its one element 'val': the struct's size stays (this sizeof() would shrink by one element at minus-constant-elem.c:41: sizeof(struct odd))
// check-error-contains: note: converted 'ents' in 'struct tbl' to a flexible array member in a union with its one element 'ent': the struct's size stays (this sizeof() would shrink by one element at minus-constant-elem.c:48: sizeof(struct tbl))
// check-fix-wanted

struct msg {
	u32 count;
	u16 flags;
	u32 data[1];
};

struct odd {
	u32 count;
	u32 vals[1];
};

struct ent { u32 a, b; };
struct tbl {
	u32 n;
	struct ent ents[1];
};

size_t msg_hdr(struct msg *m, u32 i);
size_t msg_hdr(struct msg *m, u32 i)
{
	m->data[i] = 0;
	return sizeof(struct msg) - 4;
}

size_t msg_bytes(struct msg *m, u32 n);
size_t msg_bytes(struct msg *m, u32 n)
{
	return sizeof(struct msg) - 4 + n * 4;
}

size_t odd_hdr(struct odd *o, u32 i);
size_t odd_hdr(struct odd *o, u32 i)
{
	o->vals[i] = 0;
	return sizeof(struct odd) - 2;
}

size_t tbl_hdr(struct tbl *t, u32 i);
size_t tbl_hdr(struct tbl *t, u32 i)
{
	t->ents[i].a = 0;
	return sizeof(struct tbl) - 8;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/minus-constant-elem.c b/minus-constant-elem.c
// --- a/minus-constant-elem.c
// +++ b/minus-constant-elem.c
// @@ -7,31 +7,37 @@
//  struct msg {
//  	u32 count;
//  	u16 flags;
// -	u32 data[1];
// +	u32 data[];
//  };
//  
//  struct odd {
//  	u32 count;
// -	u32 vals[1];
// +	union {
// +		u32 val;
// +		DECLARE_FLEX_ARRAY(u32, vals);
// +	};
//  };
//  
//  struct ent { u32 a, b; };
//  struct tbl {
//  	u32 n;
// -	struct ent ents[1];
// +	union {
// +		struct ent ent;
// +		DECLARE_FLEX_ARRAY(struct ent, ents);
// +	};
//  };
//  
//  size_t msg_hdr(struct msg *m, u32 i);
//  size_t msg_hdr(struct msg *m, u32 i)
//  {
//  	m->data[i] = 0;
// -	return sizeof(struct msg) - 4;
// +	return offsetof(struct msg, data);
//  }
//  
//  size_t msg_bytes(struct msg *m, u32 n);
//  size_t msg_bytes(struct msg *m, u32 n)
//  {
// -	return sizeof(struct msg) - 4 + n * 4;
// +	return struct_size(m, data, n);
//  }
//  
//  size_t odd_hdr(struct odd *o, u32 i);
// check-fix-end
