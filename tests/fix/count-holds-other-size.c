// check-name: a count that holds another target's sizeof() is not copied into a rewrite: that sizeof's own site would be lost in the copy and its value change unseen (sizeof(struct msg) - 4 + sizeof(struct hdr) - 1 is not hdr's byte form with count 'sizeof(struct msg) - 4'), and nothing in it is rewritten (msg's header alone would let a second run take hdr's byte form): both keep their size
// check-error-contains: note: converted 'data' in 'struct msg' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at count-holds-other-size.c:23: sizeof(struct msg))
// check-error-contains: note: converted 'data' in 'struct hdr' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this sizeof() would shrink by one element at count-holds-other-size.c:23: sizeof(struct hdr))
// check-fix-wanted

struct msg {
	u32 count;
	u32 flags;
	u32 data[1];
};

struct hdr {
	u32 count;
	u8 data[1];
};

size_t both(struct msg *m, u32 i, struct hdr *h);
size_t both(struct msg *m, u32 i, struct hdr *h)
{
	m->data[i] = 0;
	h->data[i] = 0;
	/* msg's header, then hdr's bytes */
	return sizeof(struct msg) - 4 + sizeof(struct hdr) - 1;
}







// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/count-holds-other-size.c b/count-holds-other-size.c
// --- a/count-holds-other-size.c
// +++ b/count-holds-other-size.c
// @@ -6,12 +6,18 @@
//  struct msg {
//  	u32 count;
//  	u32 flags;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct hdr {
//  	u32 count;
// -	u8 data[1];
// +	union {
// +		u8 first_data;
// +		DECLARE_FLEX_ARRAY(u8, data);
// +	};
//  };
//  
//  size_t both(struct msg *m, u32 i, struct hdr *h);
// check-fix-end
