// check-name: a struct ending with a [0] embedded in an array keeps its layout as '[]': converted, and the note says where and why (an array of such structs is the GNU C extension the [0] already was); one ending with a [1] embedded in an array would shrink each element as '[]': it takes the size-keeping union form; a [0] embedded before other members would have those members overlap its elements: refused
// check-error-contains: note: converted 'credit' in 'struct htc_record' to a flexible array member
// check-error-contains: note: 'struct htc_record' is embedded in an array at zero-length-in-array.c:21 ('trailer'): with '[]' as with '[0]' (no size or offset changes; an array of structs ending with a flexible array member is a GNU C extension)
// check-error-contains: note: converted 'words' in 'struct seg' to a flexible array member in a union with its one element 'word': the struct's size stays ('struct seg' is embedded in an array at zero-length-in-array.c:36 ('segs'))
// check-error-contains: note: not converted: 'bytes' in 'struct blob': 'struct blob' is embedded before other members at zero-length-in-array.c:51 ('body')
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

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-length-in-array.c b/zero-length-in-array.c
// --- a/zero-length-in-array.c
// +++ b/zero-length-in-array.c
// @@ -13,12 +13,12 @@ struct credit_report {
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
// @@ -29,7 +29,10 @@ u8 credits_at(struct htc_record *r, u32 i)
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
// check-fix-end
