// check-name: a [1] whose declaration's comment says its length varies ("variable length", "variable-sized", "variable number of", "or more") is flexible by its author's word, used or not; "room for more?" and "variable name" say nothing of its length
// check-error-contains: note: converted 'data' in 'struct rec' to a flexible array member
// check-error-contains: note: converted 'ids' in 'struct idlist' to a flexible array member
// check-error-contains: note: converted 'payload' in 'struct pkt' to a flexible array member
// check-error-contains: note: converted 'pnb' in 'struct rpl' to a flexible array member in a union with its one element 'first_pnb': the struct's size stays (this sizeof() would shrink by one element at comment-says-variable.c:43: sizeof(struct rpl))
// check-error-contains: note: not converted: 'zero2' in 'struct spare': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'name' in 'struct named': no use shows it used as a flexible array
// check-fix-wanted

struct rec {
	u16 len;
	u8 data[1];	/* Variable length */
};

struct idlist {
	u32 nr;
	u32 ids[1];	// variable-sized list of ids
};

struct pkt {
	u32 hdr;
	u16 payload[1 /* or more */];
};

struct rpl {
	u32 nr;
	u32 pnb[1]; /* variable number of PNBs */
};

struct spare {
	u32 zero1;
	u32 zero2[1];	/* room for more? */
};

struct named {
	u32 type;
	char name[1];	/* variable name */
};

size_t rpl_min(void);
size_t rpl_min(void)
{
	return sizeof(struct rpl);
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/comment-says-variable.c b/comment-says-variable.c
// --- a/comment-says-variable.c
// +++ b/comment-says-variable.c
// @@ -9,22 +9,25 @@
//  
//  struct rec {
//  	u16 len;
// -	u8 data[1];	/* Variable length */
// +	u8 data[];	/* Variable length */
//  };
//  
//  struct idlist {
//  	u32 nr;
// -	u32 ids[1];	// variable-sized list of ids
// +	u32 ids[];	// variable-sized list of ids
//  };
//  
//  struct pkt {
//  	u32 hdr;
// -	u16 payload[1 /* or more */];
// +	u16 payload[];
//  };
//  
//  struct rpl {
//  	u32 nr;
// -	u32 pnb[1]; /* variable number of PNBs */
// +	union {
// +		u32 first_pnb;
// +		DECLARE_FLEX_ARRAY(u32, pnb);
// +	}; /* variable number of PNBs */
//  };
//  
//  struct spare {
// check-fix-end
