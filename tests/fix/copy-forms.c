// check-name: a struct with a [1] copied whole in other spellings: an object initialized from another ('struct s x = *p;'), a parameter or a return value by value (every call copies), a compound literal assigned ('*p = (struct s){ ... }'); each keeps the size (union form) and names the place; an object initialized with braces is no copy
// check-error-contains: note: converted 'v' in 'struct init_copy' to a flexible array member in a union with its one element 'first_v': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at copy-forms.c:18
// check-error-contains: at copy-forms.c:18: struct init_copy x)
// check-error-contains: at copy-forms.c:29: struct param_copy a)
// check-error-contains: at copy-forms.c:41: struct ret_copy ret_get())
// check-error-contains: at copy-forms.c:56: *p = (struct literal_copy){ .n = 1 })
// check-error-contains: note: converted 'v' in 'struct braced' to a flexible array member
// check-fix-wanted

struct init_copy {
	u32 n;
	u32 v[1];
};

u32 init_copy_use(struct init_copy *p, u32 i);
u32 init_copy_use(struct init_copy *p, u32 i)
{
	struct init_copy x = *p;

	p->v[i] = 0;
	return x.n;
}

struct param_copy {
	u32 n;
	u32 v[1];
};

u32 param_get(struct param_copy a, struct param_copy *p, u32 i);
u32 param_get(struct param_copy a, struct param_copy *p, u32 i)
{
	p->v[i] = 0;
	return a.n;
}

struct ret_copy {
	u32 n;
	u32 v[1];
};

struct ret_copy ret_get(struct ret_copy *p, u32 i);
struct ret_copy ret_get(struct ret_copy *p, u32 i)
{
	p->v[i] = 0;
	return *p;
}

struct literal_copy {
	u32 n;
	u32 v[1];
};

void literal_use(struct literal_copy *p, u32 i);
void literal_use(struct literal_copy *p, u32 i)
{
	*p = (struct literal_copy){ .n = 1 };
	p->v[i] = 0;
}

struct braced {
	u32 n;
	u32 v[1];
};

u32 braced_use(struct braced *p, u32 i);
u32 braced_use(struct braced *p, u32 i)
{
	struct braced x = { .n = 1 };

	p->v[i] = x.n;
	return x.n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/copy-forms.c b/copy-forms.c
// --- a/copy-forms.c
// +++ b/copy-forms.c
// @@ -9,7 +9,10 @@
//  
//  struct init_copy {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 init_copy_use(struct init_copy *p, u32 i);
// @@ -23,7 +26,10 @@ u32 init_copy_use(struct init_copy *p, u32 i)
//  
//  struct param_copy {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 param_get(struct param_copy a, struct param_copy *p, u32 i);
// @@ -35,7 +41,10 @@ u32 param_get(struct param_copy a, struct param_copy *p, u32 i)
//  
//  struct ret_copy {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct ret_copy ret_get(struct ret_copy *p, u32 i);
// @@ -47,7 +56,10 @@ struct ret_copy ret_get(struct ret_copy *p, u32 i)
//  
//  struct literal_copy {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  void literal_use(struct literal_copy *p, u32 i);
// @@ -59,7 +71,7 @@ void literal_use(struct literal_copy *p, u32 i)
//  
//  struct braced {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 braced_use(struct braced *p, u32 i);
// check-fix-end
