// check-name: an object of a struct with a [1] holds its one element: a compound literal ('&(struct s){ ... }', the callee reads r->v[n - 1]), an initializer that fills the element by position ('{ 1, { 7 } }'): each keeps the size (union form), the place named; as '[]' the object would hold no element (a read past it, or a compile error: a flexible array member takes no initializer). Filling only the members before the array by position, or taking a member's address ('&copy.n'), is none of these; a named object handed on by its address ('f(&v)') is followed into the callee's body (fix/object-address-callee.c)
// check-error-contains: note: converted 'v' in 'struct literal' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a compound literal of the struct holds the one element at object-handed-on.c:21: (struct literal){ ... })
// check-error-contains: note: converted 'ids' in 'struct positional' to a flexible array member in a union with its one element 'first_ids': the struct's size stays (an initializer may fill the one element by position at object-handed-on.c:32: struct positional local)
// check-error-contains: note: converted 'v' in 'struct header_only' to a flexible array member
// check-fix-wanted

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
// @@ -6,7 +6,10 @@
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
// @@ -23,7 +26,10 @@ u32 literal_one(void)
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
// @@ -37,7 +43,7 @@ u16 positional_id(const struct positional *p, u32 i)
//  struct header_only {
//  	u32 n;
//  	u32 flags;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 header_sum(const struct header_only *h, u32 i);
// check-fix-end
