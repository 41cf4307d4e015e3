// check-name: a member of the struct's type copied by value ('d->h = e->h', '*p = d->h', 'q->w.t = *p' through a member chain, '*d->pp = *s' through a member pointer) moves the one element a [1] holds, none with '[]': the size stays (union form) and the place is said; copying a member of another type, or a scalar member of it ('x = e->f.len'), is no copy of it
// check-error-contains: note: converted 'data' in 'struct hdr' to a flexible array member in a union with its one element 'first_data': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at member-struct-copy.c:39: d->h = e->h)
// check-error-contains: note: converted 'data' in 'struct tail' to a flexible array member in a union with its one element 'first_data': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at member-struct-copy.c:48: q->w.t = *p)
// check-error-contains: note: converted 'data' in 'struct ptr' to a flexible array member in a union with its one element 'first_data': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at member-struct-copy.c:67: *d->pp = *s)
// check-error-contains: note: converted 'data' in 'struct free' to a flexible array member
// check-fix-wanted

struct hdr {
	u16 len;
	u8 data[1];
};

struct tail {
	u16 len;
	u8 data[1];
};

struct ptr {
	u16 len;
	u8 data[1];
};

struct free {
	u16 len;
	u8 data[1];
};

struct other { u64 a, b; };
struct dev { u32 id; struct other o; struct hdr h; };
struct ext { u32 id; struct other o; struct free f; };
struct pdev { u32 id; struct ptr *pp; };
struct wrap { u32 id; struct tail t; };
struct queue { u32 id; struct wrap w; };

u32 copy_hdr(struct dev *d, struct dev *e, struct hdr *p, u32 i);
u32 copy_hdr(struct dev *d, struct dev *e, struct hdr *p, u32 i)
{
	d->h.data[i] = 0;
	d->h = e->h;
	*p = d->h;
	return d->h.len;
}

void copy_tail(struct queue *q, struct tail *p, u32 i);
void copy_tail(struct queue *q, struct tail *p, u32 i)
{
	q->w.t.data[i] = 0;
	q->w.t = *p;
}

u32 copy_other(struct ext *e, struct ext *g, u32 i);
u32 copy_other(struct ext *e, struct ext *g, u32 i)
{
	u32 x;

	e->f.data[i] = 0;
	e->o = g->o;
	x = e->f.len;
	return x;
}

void copy_ptr(struct pdev *d, struct ptr *s, u32 i, u32 k);
void copy_ptr(struct pdev *d, struct ptr *s, u32 i, u32 k)
{
	d->pp->data[i] = 0;
	k = k * d->pp->len;
	*d->pp = *s;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-struct-copy.c b/member-struct-copy.c
// --- a/member-struct-copy.c
// +++ b/member-struct-copy.c
// @@ -7,22 +7,31 @@
//  
//  struct hdr {
//  	u16 len;
// -	u8 data[1];
// +	union {
// +		u8 first_data;
// +		DECLARE_FLEX_ARRAY(u8, data);
// +	};
//  };
//  
//  struct tail {
//  	u16 len;
// -	u8 data[1];
// +	union {
// +		u8 first_data;
// +		DECLARE_FLEX_ARRAY(u8, data);
// +	};
//  };
//  
//  struct ptr {
//  	u16 len;
// -	u8 data[1];
// +	union {
// +		u8 first_data;
// +		DECLARE_FLEX_ARRAY(u8, data);
// +	};
//  };
//  
//  struct free {
//  	u16 len;
// -	u8 data[1];
// +	u8 data[];
//  };
//  
//  struct other { u64 a, b; };
// check-fix-end
