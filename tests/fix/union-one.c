// check-name: a [1] used as flexible in a union: DECLARE_FLEX_ARRAY()
// check-fix-wanted

struct ev {
	u32 code;
	union {
		u32 word;
		u8 bytes[1];
	};
};

u8 ev_byte(struct ev *e, u32 i);
u8 ev_byte(struct ev *e, u32 i)
{
	return e->bytes[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-one.c b/union-one.c
// --- a/union-one.c
// +++ b/union-one.c
// @@ -5,7 +5,7 @@ struct ev {
//  	u32 code;
//  	union {
//  		u32 word;
// -		u8 bytes[1];
// +		DECLARE_FLEX_ARRAY(u8, bytes);
//  	};
//  };
//  
// check-fix-end
