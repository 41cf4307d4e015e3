// check-name: an object of a struct that ends with a [1]'s struct holds the one element too: its element used through the object ('o.r.v[0] = x'), the object handed to a function that reaches the array through a member ('rd(&o)', rd() reading 'o->r.v[o->r.n - 1]') or to one flexfix cannot read ('ops->take(&o)'), its member handed to one that reaches the array ('sum(&o.r)'): each keeps the size (union form, the place named). As '[]' the object would hold no element. One used as a header only ('o.r.n'), handed to a function that reads other members, or another member's address handed on ('&o.kind'), changes nothing
// check-error-contains: note: converted 'v' in 'struct elem_set' to a flexible array member in a union with its one element 'first_v': the struct's size stays (the element is used in an object of the struct (by value) at object-outer-struct.c:30: o.r.v[0])
// check-error-contains: note: converted 'v' in 'struct read_set' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-outer-struct.c:55: &o -> read_rd(): o->r.v[o->r.n - 1] (object-outer-struct.c:46))
// check-error-contains: note: converted 'v' in 'struct ops_set' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function flexfix cannot read, which may use the element at object-outer-struct.c:78: &o -> ops->take(): called through a pointer)
// check-error-contains: note: converted 'v' in 'struct head_set' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct member_set' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-outer-struct.c:133: &o.r -> member_sum(): p->v[p->n - 1] (object-outer-struct.c:124))
// check-fix-wanted

struct elem_set {
	u32 n;
	u32 v[1];
};

struct elem_wrap {
	u32 kind;
	struct elem_set r;
};

u32 elem_sum(const struct elem_set *p, u32 i);
u32 elem_sum(const struct elem_set *p, u32 i)
{
	return p->v[i];
}

u32 elem_one(u32 x);
u32 elem_one(u32 x)
{
	struct elem_wrap o;

	o.r.v[0] = x;
	return o.r.n;
}

struct read_set {
	u32 n;
	u32 v[1];
};

struct read_wrap {
	u32 kind;
	struct read_set r;
};

static u32 read_rd(const struct read_wrap *o)
{
	return o->r.v[o->r.n - 1];
}

u32 read_one(u32 x);
u32 read_one(u32 x)
{
	struct read_wrap o;

	o.r.n = x;
	return read_rd(&o);
}

struct ops_set {
	u32 n;
	u32 v[1];
};

struct ops_wrap {
	u32 kind;
	struct ops_set r;
};

struct ops_ops {
	u32 (*take)(struct ops_wrap *o);
};

u32 ops_one(const struct ops_ops *ops, const struct ops_set *p, u32 i);
u32 ops_one(const struct ops_ops *ops, const struct ops_set *p, u32 i)
{
	struct ops_wrap o;

	o.r.n = 1;
	return ops->take(&o) + p->v[i];
}

struct head_set {
	u32 n;
	u32 v[1];
};

struct head_wrap {
	u32 kind;
	struct head_set r;
};

static u32 head_kind(const struct head_wrap *o)
{
	return o->kind + o->r.n;
}

static void head_bump(u32 *k)
{
	*k += 1;
}

u32 head_one(const struct head_set *p, u32 i);
u32 head_one(const struct head_set *p, u32 i)
{
	struct head_wrap o;

	o.r.n = 1;
	o.kind = 2;
	head_bump(&o.kind);
	return head_kind(&o) + p->v[i];
}

struct member_set {
	u32 n;
	u32 v[1];
};

struct member_wrap {
	u32 kind;
	struct member_set r;
};

static u32 member_sum(const struct member_set *p)
{
	return p->v[p->n - 1];
}

u32 member_one(u32 x);
u32 member_one(u32 x)
{
	struct member_wrap o;

	o.r.n = x;
	return member_sum(&o.r);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-outer-struct.c b/object-outer-struct.c
// --- a/object-outer-struct.c
// +++ b/object-outer-struct.c
// @@ -8,7 +8,10 @@
//  
//  struct elem_set {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct elem_wrap {
// @@ -33,7 +36,10 @@ u32 elem_one(u32 x)
//  
//  struct read_set {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct read_wrap {
// @@ -57,7 +63,10 @@ u32 read_one(u32 x)
//  
//  struct ops_set {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct ops_wrap {
// @@ -80,7 +89,7 @@ u32 ops_one(const struct ops_ops *ops, const struct ops_set *p, u32 i)
//  
//  struct head_set {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct head_wrap {
// @@ -111,7 +120,10 @@ u32 head_one(const struct head_set *p, u32 i)
//  
//  struct member_set {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct member_wrap {
// check-fix-end
