// check-name: a named object of a struct with a [1] handed on by its address ('sum(&r)') is followed into the callee: when the callee reaches the array through that parameter ('r->v[r->n - 1]', a copy from 'p->v', or a function it hands the pointer to that does), the object's one element is used there and the size stays (union form, the callee and its use named); a callee that reads only the header ('copy_hdr(&h, src)', as Linux's hpfs copy_de() does), names the array only in sizeof(), or is not defined where the file can see it, changes nothing
// check-error-contains: note: converted 'v' in 'struct reached' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-address-callee.c:23: &r -> reached_sum(): r->v[r->n - 1] (object-address-callee.c:14))
// check-error-contains: (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-address-callee.c:47: &c -> copied_pass(): copied_out(): memcpy(dst, c->bytes, len) (object-address-callee.c:33))
// check-error-contains: note: converted 'v' in 'struct header_read' to a flexible array member
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

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-address-callee.c b/object-address-callee.c
// --- a/object-address-callee.c
// +++ b/object-address-callee.c
// @@ -6,7 +6,10 @@
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
// @@ -25,7 +28,10 @@ u32 reached_one(u32 x)
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
// @@ -50,7 +56,7 @@ void copied_one(u8 *dst)
//  struct header_read {
//  	u32 n;
//  	u32 flags;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  static void copy_hdr(struct header_read *dst, const struct header_read *src)
// @@ -70,7 +76,7 @@ u32 header_get(const struct header_read *src, u32 i)
//  
//  struct unseen {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  void unseen_take(struct unseen *u);
// check-fix-end
