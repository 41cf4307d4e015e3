// check-name: sizeof(X->m) of a [1] is rewritten to sizeof(X->m[0]) whatever the base X (a cast, a member chain), not only a plain name (before, 'sizeof(((struct s *)x)->m)' was left and would not compile as '[]'); typeof(X->m) of the array refuses the conversion ('[]' has no size: an object of that type would not compile)
// check-error-contains: note: not converted: 'd' in 'struct typed': typeof() of the array: as '[]' its type has no size, and an object or sizeof() of that type would not compile at sizeof-any-base.c:40 (typeof(p->d))
// check-fix-wanted

struct cast {
	u32 n;
	u32 d[1];
};

struct holder {
	struct cast *c;
};

struct typed {
	u32 n;
	u32 d[1];
};

u32 by_cast(void *x, u32 i);
u32 by_cast(void *x, u32 i)
{
	return sizeof(((struct cast *)x)->d) + ((struct cast *)x)->d[i];
}

u32 by_null(void);
u32 by_null(void)
{
	return sizeof(((struct cast *)0)->d);
}

u32 by_chain(struct holder *h, u32 i);
u32 by_chain(struct holder *h, u32 i)
{
	return sizeof(h->c->d) * h->c->d[i];
}

u32 by_typeof(struct typed *p, u32 i);
u32 by_typeof(struct typed *p, u32 i)
{
	typeof(p->d) copy;

	memcpy(copy, p->d, sizeof(copy));
	return copy[0] + p->d[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/sizeof-any-base.c b/sizeof-any-base.c
// --- a/sizeof-any-base.c
// +++ b/sizeof-any-base.c
// @@ -4,7 +4,7 @@
//  
//  struct cast {
//  	u32 n;
// -	u32 d[1];
// +	u32 d[];
//  };
//  
//  struct holder {
// @@ -19,19 +19,19 @@ struct typed {
//  u32 by_cast(void *x, u32 i);
//  u32 by_cast(void *x, u32 i)
//  {
// -	return sizeof(((struct cast *)x)->d) + ((struct cast *)x)->d[i];
// +	return sizeof(((struct cast *)x)->d[0]) + ((struct cast *)x)->d[i];
//  }
//  
//  u32 by_null(void);
//  u32 by_null(void)
//  {
// -	return sizeof(((struct cast *)0)->d);
// +	return sizeof(((struct cast *)0)->d[0]);
//  }
//  
//  u32 by_chain(struct holder *h, u32 i);
//  u32 by_chain(struct holder *h, u32 i)
//  {
// -	return sizeof(h->c->d) * h->c->d[i];
// +	return sizeof(h->c->d[0]) * h->c->d[i];
//  }
//  
//  u32 by_typeof(struct typed *p, u32 i);
// check-fix-end
