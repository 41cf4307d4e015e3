// check-name: the members of an anonymous struct before the array are the struct's own (C11 6.7.2.1p13): a [1] after one is not the struct's only member and becomes '[]'; after an empty anonymous struct it is (the union form)
// check-error-contains: note: converted 'recs' in 'struct lookup_reply' to a flexible array member; 1 size expression rewritten
// check-error-contains: note: converted 'vals' in 'struct bare' to a flexible array member in a union with its one element 'val': the struct's size stays (the array is the struct's only member (a flexible array needs one before it))
// check-fix-wanted

struct lookup_reply {
	struct {
		u16 status;
		u16 nr;
	};
	struct lookup_rec {
		u8 kind;
		u8 id[3];
	} recs[1];
};

struct bare {
	struct {
	};
	u32 vals[1];
};

static struct lookup_reply *reply_alloc(u16 nr)
{
	struct lookup_reply *r;

	r = kzalloc(sizeof(struct lookup_reply) + (nr - 1) * sizeof(struct lookup_rec), GFP_KERNEL);
	if (r)
		r->nr = nr;
	return r;
}

static u8 rec_kind(struct lookup_reply *r, int i)
{
	return r->recs[i].kind;
}

static u32 bare_at(struct bare *b, int i)
{
	return b->vals[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/anonymous-member-before.c b/anonymous-member-before.c
// --- a/anonymous-member-before.c
// +++ b/anonymous-member-before.c
// @@ -11,20 +11,23 @@ struct lookup_reply {
//  	struct lookup_rec {
//  		u8 kind;
//  		u8 id[3];
// -	} recs[1];
// +	} recs[];
//  };
//  
//  struct bare {
//  	struct {
//  	};
// -	u32 vals[1];
// +	union {
// +		u32 val;
// +		DECLARE_FLEX_ARRAY(u32, vals);
// +	};
//  };
//  
//  static struct lookup_reply *reply_alloc(u16 nr)
//  {
//  	struct lookup_reply *r;
//  
// -	r = kzalloc(sizeof(struct lookup_reply) + (nr - 1) * sizeof(struct lookup_rec), GFP_KERNEL);
// +	r = kzalloc(struct_size(r, recs, nr), GFP_KERNEL);
//  	if (r)
//  		r->nr = nr;
//  	return r;
// check-fix-end
