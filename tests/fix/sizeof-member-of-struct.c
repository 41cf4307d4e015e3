// check-name: sizeof() of a member whose type is the struct ('sizeof(d->h)', 'sizeof(q->w.t)' through a member chain, 'sizeof_field(T, h)', 'offsetofend(T, h)', T a typedef name too) is the struct's size, which a [1] made flexible would shrink: the size stays (union form) and the place is said; sizeof() of a member of another type and 'sizeof(e->f.n)' are no size of it
// check-error-contains: note: converted 'data' in 'struct hdr' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at sizeof-member-of-struct.c:47: sizeof(d->h))
// check-error-contains: note: converted 'data' in 'struct tail' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at sizeof-member-of-struct.c:55: sizeof(q->w.t))
// check-error-contains: note: converted 'data' in 'struct fld' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at sizeof-member-of-struct.c:62: sizeof_field(holder_t, f))
// check-error-contains: note: converted 'data' in 'struct end' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at sizeof-member-of-struct.c:62: offsetofend(struct endh, e))
// check-error-contains: note: converted 'data' in 'struct free' to a flexible array member
// check-fix-wanted

struct hdr {
	u32 n;
	u32 data[1];
};

struct tail {
	u32 n;
	u32 data[1];
};

struct free {
	u32 n;
	u32 data[1];
};

struct fld {
	u32 n;
	u32 data[1];
};

struct end {
	u32 n;
	u32 data[1];
};

struct other { u64 a, b; };
typedef struct holder { u32 id; struct fld f; } holder_t;
struct endh { u32 id; struct end e; };
struct dev { u32 id; struct other o; struct hdr h; };
struct ext { u32 id; struct free f; };
struct wrap { u32 id; struct tail t; };
struct queue { u32 id; struct wrap w; };

void copy_hdr(struct dev *d, struct ext *e, const void *src, u32 i);
void copy_hdr(struct dev *d, struct ext *e, const void *src, u32 i)
{
	d->h.data[i] = 0;
	e->f.data[i] = 0;
	memcpy(&d->h, src, sizeof(d->h));
	memcpy(&d->o, src, sizeof(d->o) + sizeof(e->f.n));
}

void copy_tail(struct queue *q, const void *src, u32 i);
void copy_tail(struct queue *q, const void *src, u32 i)
{
	q->w.t.data[i] = 0;
	memcpy(&q->w.t, src, sizeof(q->w.t));
}

u32 member_sizes(holder_t *h, struct endh *e, u32 i);
u32 member_sizes(holder_t *h, struct endh *e, u32 i)
{
	h->f.data[i] = e->e.data[i] = 0;
	return sizeof_field(holder_t, f) + offsetofend(struct endh, e) + sizeof_field(struct endh, id);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/sizeof-member-of-struct.c b/sizeof-member-of-struct.c
// --- a/sizeof-member-of-struct.c
// +++ b/sizeof-member-of-struct.c
// @@ -8,27 +8,39 @@
//  
//  struct hdr {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct tail {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct free {
//  	u32 n;
// -	u32 data[1];
// +	u32 data[];
//  };
//  
//  struct fld {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct end {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct other { u64 a, b; };
// check-fix-end
