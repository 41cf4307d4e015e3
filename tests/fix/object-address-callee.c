// check-name: a named object of a struct with a [1] handed on by its address ('sum(&r)') is followed into the callee: when the callee reaches the array through that parameter ('r->v[r->n - 1]', a copy from 'p->v', or a function it hands the pointer to that does), the object's one element is used there and the size stays (union form, the callee and its use named); a callee that reads only the header ('copy_hdr(&h, src)', as Linux's hpfs copy_de() does), or names the array only in sizeof(), changes nothing; one flexfix cannot read (defined in none of the files read, as a parameter 'cb(&w)' is, or called through a pointer: 'ops->take(&w)', '(*fn)(&w)') may use the one element, so the size stays too
// check-error-contains: note: converted 'v' in 'struct reached' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-address-callee.c:27: &r -> reached_sum(): r->v[r->n - 1] (object-address-callee.c:18))
// check-error-contains: (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-address-callee.c:51: &c -> copied_pass(): copied_out(): memcpy(dst, c->bytes, len) (object-address-callee.c:37))
// check-error-contains: note: converted 'v' in 'struct header_read' to a flexible array member
// check-error-contains: 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function flexfix cannot read, which may use the element at object-address-callee.c:87: &w -> unseen_take(): defined in none of the files read)
// check-error-contains: (an object of the struct, which holds the one element, is handed to a function flexfix cannot read, which may use the element at object-address-callee.c:105: &w -> ops->take(): called through a pointer)
// check-error-contains: (an object of the struct, which holds the one element, is handed to a function flexfix cannot read, which may use the element at object-address-callee.c:119: &w -> (*fn)(): called through a pointer)
// check-error-contains: (an object of the struct, which holds the one element, is handed to a function flexfix cannot read, which may use the element at object-address-callee.c:133: &w -> cb(): defined in none of the files read)
// check-fix-wanted

struct reached {
	u32 n;
	u32 v[1];
};

static u32 reached_sum(const struct reached *r)
{
	return r->v[r->n - 1];
}

u32 reached_one(u32 x);
u32 reached_one(u32 x)
{
	struct reached r = { .n = 1 };

	r.n = x;
	return reached_sum(&r);
}

struct copied {
	u32 n;
	u8 bytes[1];
};

static void copied_out(u8 *dst, const struct copied *c, u32 len)
{
	memcpy(dst, c->bytes, len);
}

static void copied_pass(u8 *dst, const struct copied *c, u32 len)
{
	copied_out(dst, c, len);
}

void copied_one(u8 *dst);
void copied_one(u8 *dst)
{
	struct copied c;

	c.n = 1;
	copied_pass(dst, &c, 1);
}

struct header_read {
	u32 n;
	u32 flags;
	u32 v[1];
};

static void copy_hdr(struct header_read *dst, const struct header_read *src)
{
	dst->n = src->n;
	dst->flags = src->flags + sizeof(src->v[0]);
}

u32 header_get(const struct header_read *src, u32 i);
u32 header_get(const struct header_read *src, u32 i)
{
	struct header_read h;

	copy_hdr(&h, src);
	return h.n + src->v[i];
}

struct unseen {
	u32 n;
	u32 v[1];
};

void unseen_take(struct unseen *u);

u32 unseen_get(const struct unseen *p, u32 i);
u32 unseen_get(const struct unseen *p, u32 i)
{
	struct unseen w;

	unseen_take(&w);
	return p->v[i] + w.n;
}

struct by_ops {
	u32 n;
	u32 v[1];
};

struct by_ops_ops {
	void (*take)(struct by_ops *b);
};

u32 by_ops_get(const struct by_ops_ops *ops, const struct by_ops *p, u32 i);
u32 by_ops_get(const struct by_ops_ops *ops, const struct by_ops *p, u32 i)
{
	struct by_ops w;

	ops->take(&w);
	return p->v[i] + w.n;
}

struct by_deref {
	u32 n;
	u32 v[1];
};

u32 by_deref_get(void (*fn)(struct by_deref *), const struct by_deref *p, u32 i);
u32 by_deref_get(void (*fn)(struct by_deref *), const struct by_deref *p, u32 i)
{
	struct by_deref w;

	(*fn)(&w);
	return p->v[i] + w.n;
}

struct by_param {
	u32 n;
	u32 v[1];
};

u32 by_param_get(void (*cb)(struct by_param *), const struct by_param *p, u32 i);
u32 by_param_get(void (*cb)(struct by_param *), const struct by_param *p, u32 i)
{
	struct by_param w;

	cb(&w);
	return p->v[i] + w.n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-address-callee.c b/object-address-callee.c
// --- a/object-address-callee.c
// +++ b/object-address-callee.c
// @@ -10,7 +10,10 @@
//  
//  struct reached {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  static u32 reached_sum(const struct reached *r)
// @@ -29,7 +32,10 @@ u32 reached_one(u32 x)
//  
//  struct copied {
//  	u32 n;
// -	u8 bytes[1];
// +	union {
// +		u8 byte;
// +		DECLARE_FLEX_ARRAY(u8, bytes);
// +	};
//  };
//  
//  static void copied_out(u8 *dst, const struct copied *c, u32 len)
// @@ -54,7 +60,7 @@ void copied_one(u8 *dst)
//  struct header_read {
//  	u32 n;
//  	u32 flags;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  static void copy_hdr(struct header_read *dst, const struct header_read *src)
// @@ -74,7 +80,10 @@ u32 header_get(const struct header_read *src, u32 i)
//  
//  struct unseen {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  void unseen_take(struct unseen *u);
// @@ -90,7 +99,10 @@ u32 unseen_get(const struct unseen *p, u32 i)
//  
//  struct by_ops {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct by_ops_ops {
// @@ -108,7 +120,10 @@ u32 by_ops_get(const struct by_ops_ops *ops, const struct by_ops *p, u32 i)
//  
//  struct by_deref {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 by_deref_get(void (*fn)(struct by_deref *), const struct by_deref *p, u32 i);
// @@ -122,7 +137,10 @@ u32 by_deref_get(void (*fn)(struct by_deref *), const struct by_deref *p, u32 i)
//  
//  struct by_param {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 by_param_get(void (*cb)(struct by_param *), const struct by_param *p, u32 i);
// check-fix-end
