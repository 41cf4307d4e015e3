// check-name: a copy from a one-element array whose length is sizeof() of a record, of a variable or of what a pointer parameter points to: the record's scalar members (not bit-fields, not those under #if) give bytes it holds at least; past the array's declared size, it is used as flexible; within it, no evidence
// check-error-contains: note: converted 'payload' in 'struct rsp' to a flexible array member
// check-error-contains: note: converted 'data' in 'struct vendor' to a flexible array member
// check-error-contains: note: converted 'raw' in 'struct frame' to a flexible array member
// check-error-contains: note: not converted: 'bytes' in 'struct small_rsp': no use shows it used as a flexible array
// check-fix-wanted

struct sense {
	u8 code:7;
	u8 valid:1;
	u8 segment;
	u8 info[4];
	u8 length;
	u8 specific[4];
#ifdef MORE
	u8 more[64];
#endif
};

struct pair {
	u16 a;
};

struct rsp {
	u16 tag;
	u16 status;
	u32 payload[1];
};

struct small_rsp {
	u16 tag;
	u16 status;
	u32 bytes[1];
};

struct vendor {
	u16 len;
	u8 data[1];
};

struct frame {
	u32 n;
	u8 raw[1];
};

void read_sense(struct rsp *r, struct sense *s, struct small_rsp *q, struct pair *p);
void read_sense(struct rsp *r, struct sense *s, struct small_rsp *q, struct pair *p)
{
	memcpy(s, r->payload, sizeof(struct sense));
	memcpy(p, q->bytes, sizeof(struct pair));
}

void read_base(struct vendor *v, u64 *base, struct frame *f);
void read_base(struct vendor *v, u64 *base, struct frame *f)
{
	struct sense local;

	memcpy(base, v->data, sizeof(*base));
	memcpy(&local, f->raw, sizeof(local));
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/copy-sizeof-record.c b/copy-sizeof-record.c
// --- a/copy-sizeof-record.c
// +++ b/copy-sizeof-record.c
// @@ -24,7 +24,7 @@ struct pair {
//  struct rsp {
//  	u16 tag;
//  	u16 status;
// -	u32 payload[1];
// +	u32 payload[];
//  };
//  
//  struct small_rsp {
// @@ -35,12 +35,12 @@ struct small_rsp {
//  
//  struct vendor {
//  	u16 len;
// -	u8 data[1];
// +	u8 data[];
//  };
//  
//  struct frame {
//  	u32 n;
// -	u8 raw[1];
// +	u8 raw[];
//  };
//  
//  void read_sense(struct rsp *r, struct sense *s, struct small_rsp *q, struct pair *p);
// check-fix-end
