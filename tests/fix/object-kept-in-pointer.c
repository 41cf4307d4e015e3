// check-name: an object's address kept in a pointer ('struct s *p = &v', 'p = &v') is the object: its element used through the pointer ('p->v[0] = x') or the pointer handed to a function that reaches the array ('sum(p)', sum() reading 'r->v[i]'), or, for an object of a struct that ends with it, 'p->r.v[0]', keeps the size (union form, the place named); a pointer used for the header only, or assigned another address before it reaches the element, changes nothing
// check-error-contains: note: converted 'v' in 'struct through_ptr' to a flexible array member in a union with its one element 'first_v': the struct's size stays (the element is used in an object of the struct (by value) at object-kept-in-pointer.c:24: &w kept in 'p': p->v[0])
// check-error-contains: note: converted 'v' in 'struct handed_ptr' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a function that reaches the array at object-kept-in-pointer.c:46: &w kept in 'p' -> handed_sum(): r->v[i] (object-kept-in-pointer.c:38))
// check-error-contains: note: converted 'v' in 'struct header_ptr' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct wrapped_ptr' to a flexible array member in a union with its one element 'first_v': the struct's size stays (the element is used in an object of the struct (by value) at object-kept-in-pointer.c:97: &o kept in 'p': p->r.v[0])
// check-error-contains: note: converted 'v' in 'struct moved_ptr' to a flexible array member
// check-fix-wanted

struct through_ptr {
	u32 n;
	u32 v[1];
};

u32 through_sum(const struct through_ptr *r, u32 i);
u32 through_sum(const struct through_ptr *r, u32 i)
{
	return r->v[i];
}

u32 through_one(u32 x);
u32 through_one(u32 x)
{
	struct through_ptr w;
	struct through_ptr *p = &w;

	p->n = 1;
	p->v[0] = x;
	return p->n;
}

struct handed_ptr {
	u32 n;
	u32 v[1];
};

static u32 handed_sum(const struct handed_ptr *r, u32 i)
{
	return r->v[i];
}

u32 handed_one(u32 x);
u32 handed_one(u32 x)
{
	struct handed_ptr w, *p;

	p = &w;
	p->n = x;
	return handed_sum(p, x);
}

struct header_ptr {
	u32 n;
	u32 v[1];
};

u32 header_one(const struct header_ptr *r, u32 i);
u32 header_one(const struct header_ptr *r, u32 i)
{
	struct header_ptr w;
	struct header_ptr *p = &w;

	p->n = i;
	return p->n + r->v[i];
}

struct moved_ptr {
	u32 n;
	u32 v[1];
};

u32 moved_one(struct moved_ptr *r, u32 i);
u32 moved_one(struct moved_ptr *r, u32 i)
{
	struct moved_ptr w;
	struct moved_ptr *p = &w;

	p->n = i;
	p = r;
	p->v[0] = w.n;
	return p->v[i];
}

struct wrapped_ptr {
	u32 n;
	u32 v[1];
};

struct wrapped_outer {
	u32 kind;
	struct wrapped_ptr r;
};

u32 wrapped_one(const struct wrapped_ptr *r, u32 i);
u32 wrapped_one(const struct wrapped_ptr *r, u32 i)
{
	struct wrapped_outer o;
	struct wrapped_outer *p = &o;

	p->r.v[0] = i;
	return p->kind + r->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-kept-in-pointer.c b/object-kept-in-pointer.c
// --- a/object-kept-in-pointer.c
// +++ b/object-kept-in-pointer.c
// @@ -8,7 +8,10 @@
//  
//  struct through_ptr {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 through_sum(const struct through_ptr *r, u32 i);
// @@ -30,7 +33,10 @@ u32 through_one(u32 x)
//  
//  struct handed_ptr {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  static u32 handed_sum(const struct handed_ptr *r, u32 i)
// @@ -50,7 +56,7 @@ u32 handed_one(u32 x)
//  
//  struct header_ptr {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 header_one(const struct header_ptr *r, u32 i);
// @@ -65,7 +71,7 @@ u32 header_one(const struct header_ptr *r, u32 i)
//  
//  struct moved_ptr {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 moved_one(struct moved_ptr *r, u32 i);
// @@ -82,7 +88,10 @@ u32 moved_one(struct moved_ptr *r, u32 i)
//  
//  struct wrapped_ptr {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct wrapped_outer {
// check-fix-end
