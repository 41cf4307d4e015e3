// check-name: a [0] declared under #if is converted: '[]' has the size and layout '[0]' had, in every configuration (a [1] there stays refused: its size changes in some configurations only, tests/fix/under-if-refused.c); in a union, with DECLARE_FLEX_ARRAY()
// check-error-contains: note: converted 'v' in 'struct c' to a flexible array member
// check-error-contains: note: converted 'st' in 'struct rsp' to a flexible array member
// check-fix-wanted

struct c {
	u32 n;
#ifndef CONFIG_SMALL
	u32 v[0];
#endif
};

struct status {
	u8 cookie;
	u8 info;
};

struct rsp {
	u32 hdr;
	union {
		u32 result;
#ifndef __HOST__
		struct status st[0];
#endif
		u8 data[16];
	};
};

u32 at(struct c *p, u32 i);
u32 at(struct c *p, u32 i)
{
	return p->v[i];
}

u8 cookie_at(struct rsp *r, u32 i);
u8 cookie_at(struct rsp *r, u32 i)
{
	return r->st[i].cookie;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-length-under-if.c b/zero-length-under-if.c
// --- a/zero-length-under-if.c
// +++ b/zero-length-under-if.c
// @@ -6,7 +6,7 @@
//  struct c {
//  	u32 n;
//  #ifndef CONFIG_SMALL
// -	u32 v[0];
// +	u32 v[];
//  #endif
//  };
//  
// @@ -20,7 +20,7 @@ struct rsp {
//  	union {
//  		u32 result;
//  #ifndef __HOST__
// -		struct status st[0];
// +		DECLARE_FLEX_ARRAY(struct status, st);
//  #endif
//  		u8 data[16];
//  	};
// check-fix-end
