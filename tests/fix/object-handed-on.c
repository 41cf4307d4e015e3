// check-name: an object of a struct with a [1] holds its one element: handed on by its address ('sum(&r)', the callee reads r->v[0] when n is 1), a compound literal ('&(struct s){ ... }'), an initializer that fills the element by position ('{ 1, { 7 } }'): each keeps the size (union form), the place named; as '[]' the object would hold no element (a stack read past it, or a compile error: a flexible array member takes no initializer). Taking a member's address ('&r.n') or filling only the members before the array by position is none of these
// check-error-contains: note: converted 'v' in 'struct addr_taken' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed on by its address at object-handed-on.c:28: &r)
// check-error-contains: note: converted 'v' in 'struct literal' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a compound literal of the struct holds the one element at object-handed-on.c:45: (struct literal){ ... })
// check-error-contains: note: converted 'ids' in 'struct positional' to a flexible array member in a union with its one element 'first_ids': the struct's size stays (an initializer may fill the one element by position at object-handed-on.c:56: struct positional local)
// check-error-contains: note: converted 'v' in 'struct header_only' to a flexible array member
// check-fix-wanted

struct addr_taken {
	u32 n;
	u32 v[1];
};

u32 addr_sum(const struct addr_taken *r);
u32 addr_sum(const struct addr_taken *r)
{
	u32 s = 0;

	for (u32 i = 0; i < r->n; i++)
		s += r->v[i];
	return s;
}

u32 addr_one(void);
u32 addr_one(void)
{
	struct addr_taken r = { .n = 1 };

	return addr_sum(&r);
}

struct literal {
	u32 n;
	u32 v[1];
};

u32 literal_sum(const struct literal *r);
u32 literal_sum(const struct literal *r)
{
	return r->v[r->n - 1];
}

u32 literal_one(void);
u32 literal_one(void)
{
	return literal_sum(&(struct literal){ .n = 1 });
}

struct positional {
	u32 n;
	u16 ids[1];
};

u16 positional_id(const struct positional *p, u32 i);
u16 positional_id(const struct positional *p, u32 i)
{
	struct positional local = { 1, { 7 } };

	return p->ids[i] + local.ids[0];
}

struct header_only {
	u32 n;
	u32 flags;
	u32 v[1];
};

u32 header_sum(const struct header_only *h, u32 i);
u32 header_sum(const struct header_only *h, u32 i)
{
	struct header_only copy = { 1, 2 };
	u32 *np = &copy.n;

	return h->v[i] + *np + copy.flags;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-handed-on.c b/object-handed-on.c
// --- a/object-handed-on.c
// +++ b/object-handed-on.c
// @@ -7,7 +7,10 @@
//  
//  struct addr_taken {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 addr_sum(const struct addr_taken *r);
// @@ -30,7 +33,10 @@ u32 addr_one(void)
//  
//  struct literal {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 literal_sum(const struct literal *r);
// @@ -47,7 +53,10 @@ u32 literal_one(void)
//  
//  struct positional {
//  	u32 n;
// -	u16 ids[1];
// +	union {
// +		u16 first_ids;
// +		DECLARE_FLEX_ARRAY(u16, ids);
// +	};
//  };
//  
//  u16 positional_id(const struct positional *p, u32 i);
// @@ -61,7 +70,7 @@ u16 positional_id(const struct positional *p, u32 i)
//  struct header_only {
//  	u32 n;
//  	u32 flags;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 header_sum(const struct header_only *h, u32 i);
// check-fix-end
