// check-name: an object of a struct with a [1] whose address is kept where code flexfix does not follow may reach it (a file-scope initializer: 'static struct s *gp = &g', '{ .p = &g }'; a member: 'req->buf = &w', '{ .buf = &w }'; an element of an initializer list: '{ &w, 8 }') keeps the size (union form, the place named); a global used for its header only changes nothing
// check-error-contains: note: converted 'v' in 'struct in_global' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, has its address kept where code flexfix does not follow may use the element at object-address-kept.c:16: &g, kept in a file-scope initializer)
// check-error-contains: note: converted 'v' in 'struct in_table' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, has its address kept where code flexfix does not follow may use the element at object-address-kept.c:34: &t, kept in a file-scope initializer)
// check-error-contains: note: converted 'v' in 'struct in_member' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, has its address kept where code flexfix does not follow may use the element at object-address-kept.c:57: &w, kept in a member)
// check-error-contains: note: converted 'v' in 'struct in_init' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, has its address kept where code flexfix does not follow may use the element at object-address-kept.c:73: &w, kept in a member)
// check-error-contains: note: converted 'v' in 'struct header_global' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct in_list' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, has its address kept where code flexfix does not follow may use the element at object-address-kept.c:108: &w, kept in an initializer)
// check-fix-wanted

struct in_global {
	u32 n;
	u32 v[1];
};

static struct in_global g;
static struct in_global *gp = &g;

u32 in_global_get(const struct in_global *p, u32 i);
u32 in_global_get(const struct in_global *p, u32 i)
{
	return p->v[i] + gp->n;
}

struct in_table {
	u32 n;
	u32 v[1];
};

struct in_table_ref {
	struct in_table *table;
};

static struct in_table t;
static const struct in_table_ref ref = { .table = &t };

u32 in_table_get(const struct in_table *p, u32 i);
u32 in_table_get(const struct in_table *p, u32 i)
{
	return p->v[i] + ref.table->n;
}

struct in_member {
	u32 n;
	u32 v[1];
};

struct member_req {
	struct in_member *buf;
};

void in_member_send(struct member_req *req, const struct in_member *p, u32 i);
void in_member_send(struct member_req *req, const struct in_member *p, u32 i)
{
	struct in_member w;

	w.n = p->v[i];
	req->buf = &w;
}

struct in_init {
	u32 n;
	u32 v[1];
};

struct init_req {
	struct in_init *buf;
};

u32 in_init_send(const struct in_init *p, u32 i);
u32 in_init_send(const struct in_init *p, u32 i)
{
	struct in_init w;
	struct init_req r = { .buf = &w };

	w.n = p->v[i];
	return r.buf->n;
}

struct header_global {
	u32 n;
	u32 v[1];
};

static struct header_global hg;

u32 header_global_get(const struct header_global *p, u32 i);
u32 header_global_get(const struct header_global *p, u32 i)
{
	return p->v[i] + hg.n;
}

struct in_list {
	u32 n;
	u32 v[1];
};

struct list_req {
	struct in_list *buf;
	u32 len;
};

u32 list_send(const struct list_req *r);

u32 in_list_send(const struct in_list *p, u32 i);
u32 in_list_send(const struct in_list *p, u32 i)
{
	struct in_list w;
	struct list_req r = { &w, 8 };

	w.n = p->v[i];
	return list_send(&r);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-address-kept.c b/object-address-kept.c
// --- a/object-address-kept.c
// +++ b/object-address-kept.c
// @@ -9,7 +9,10 @@
//  
//  struct in_global {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  static struct in_global g;
// @@ -23,7 +26,10 @@ u32 in_global_get(const struct in_global *p, u32 i)
//  
//  struct in_table {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct in_table_ref {
// @@ -41,7 +47,10 @@ u32 in_table_get(const struct in_table *p, u32 i)
//  
//  struct in_member {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct member_req {
// @@ -59,7 +68,10 @@ void in_member_send(struct member_req *req, const struct in_member *p, u32 i)
//  
//  struct in_init {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct init_req {
// @@ -78,7 +90,7 @@ u32 in_init_send(const struct in_init *p, u32 i)
//  
//  struct header_global {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  static struct header_global hg;
// @@ -91,7 +103,10 @@ u32 header_global_get(const struct header_global *p, u32 i)
//  
//  struct in_list {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct list_req {
// check-fix-end
