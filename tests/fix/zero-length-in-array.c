// check-name: a struct ending with a [0] embedded in an array keeps its layout as '[]': converted, and the note says where and why (an array of such structs is the GNU C extension the [0] already was); one ending with a [1] embedded in an array would shrink each element as '[]': it takes the size-keeping union form; a [0] embedded before other members is converted when its elements are used (the members after it overlap them with '[]' as with '[0]'), refused when nothing reads them (an offset marker)
// check-error-contains: note: converted 'credit' in 'struct htc_record' to a flexible array member
// check-error-contains: note: 'struct htc_record' is embedded in an array at zero-length-in-array.c:23 ('trailer'): with '[]' as with '[0]' (no size or offset changes; an array of structs ending with a flexible array member is a GNU C extension)
// check-error-contains: note: converted 'words' in 'struct seg' to a flexible array member in a union with its one element 'word': the struct's size stays ('struct seg' is embedded in an array at zero-length-in-array.c:38 ('segs'))
// check-error-contains: note: converted 'bytes' in 'struct blob' to a flexible array member
// check-error-contains: note: 'struct blob' is embedded before other members at zero-length-in-array.c:53 ('body'): the members after it overlap its elements with '[]' as with '[0]'
// check-error-contains: note: not converted: 'end' in 'struct stamp': 'struct stamp' is embedded before other members at zero-length-in-array.c:69 ('first'), and no use reads its elements: it may be an offset marker
// check-fix-wanted

struct credit_report {
	u8 eid;
	u8 credits;
};

struct htc_record {
	u8 id;
	u8 len;
	struct credit_report credit[0];
};

struct htc_frame {
	u16 len;
	struct htc_record trailer[0];
};

u8 credits_at(struct htc_record *r, u32 i);
u8 credits_at(struct htc_record *r, u32 i)
{
	return r->credit[i].credits;
}

struct seg {
	u32 n;
	u32 words[1];
};

struct seg_table {
	struct seg segs[4];
};

u32 seg_word(struct seg *s, u32 i);
u32 seg_word(struct seg *s, u32 i)
{
	return s->words[i];
}

struct blob {
	u32 len;
	u8 bytes[0];
};

struct message {
	struct blob body;
	u32 crc;
};

u8 blob_byte(struct blob *b, u32 i);
u8 blob_byte(struct blob *b, u32 i)
{
	return b->bytes[i];
}

struct stamp {
	u32 seq;
	u8 end[0];
};

struct stamped {
	struct stamp first;
	u32 payload;
};

u32 stamp_len(void);
u32 stamp_len(void)
{
	return offsetof(struct stamp, end);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-length-in-array.c b/zero-length-in-array.c
// --- a/zero-length-in-array.c
// +++ b/zero-length-in-array.c
// @@ -15,12 +15,12 @@ struct credit_report {
//  struct htc_record {
//  	u8 id;
//  	u8 len;
// -	struct credit_report credit[0];
// +	struct credit_report credit[];
//  };
//  
//  struct htc_frame {
//  	u16 len;
// -	struct htc_record trailer[0];
// +	struct htc_record trailer[];
//  };
//  
//  u8 credits_at(struct htc_record *r, u32 i);
// @@ -31,7 +31,10 @@ u8 credits_at(struct htc_record *r, u32 i)
//  
//  struct seg {
//  	u32 n;
// -	u32 words[1];
// +	union {
// +		u32 word;
// +		DECLARE_FLEX_ARRAY(u32, words);
// +	};
//  };
//  
//  struct seg_table {
// @@ -46,7 +49,7 @@ u32 seg_word(struct seg *s, u32 i)
//  
//  struct blob {
//  	u32 len;
// -	u8 bytes[0];
// +	u8 bytes[];
//  };
//  
//  struct message {
// check-fix-end
