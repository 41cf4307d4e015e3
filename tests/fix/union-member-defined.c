// check-name: the size-keeping form of a union's [1] member whose element type is defined in the declaration: defined in the one element's member, named by its tag in DECLARE_FLEX_ARRAY() beside it, its lines where they were (not one tab in: no union is added)
// check-error-contains: note: converted 'recs' in 'union payload' to a flexible array member in a union with its one element 'rec': the union's size stays (this sizeof() would shrink by one element at union-member-defined.c:27: sizeof(union payload))
// check-fix-wanted

union payload {
	struct payload_rec {
		u32 key;
		u32 val;
	} recs[1];
	u16 words[1];
};

struct msg {
	u32 len;
	union payload p;
};

u32 rec_val(struct msg *m, u32 i);
u32 rec_val(struct msg *m, u32 i)
{
	return m->p.recs[i].val + m->p.words[i];
}

u32 payload_bytes(void);
u32 payload_bytes(void)
{
	return sizeof(union payload);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-member-defined.c b/union-member-defined.c
// --- a/union-member-defined.c
// +++ b/union-member-defined.c
// @@ -6,8 +6,10 @@ union payload {
//  	struct payload_rec {
//  		u32 key;
//  		u32 val;
// -	} recs[1];
// -	u16 words[1];
// +	} rec;
// +	DECLARE_FLEX_ARRAY(struct payload_rec, recs);
// +	u16 word;
// +	DECLARE_FLEX_ARRAY(u16, words);
//  };
//  
//  struct msg {
// check-fix-end
