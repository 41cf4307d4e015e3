// check-name: a [0] in a union: DECLARE_FLEX_ARRAY(), plain C rejects [] there
// check-fix-wanted

struct cmd {
	u32 op;
	union {
		u32 value;
		u8 raw[0];
	};
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-union.c b/zero-union.c
// --- a/zero-union.c
// +++ b/zero-union.c
// @@ -5,7 +5,7 @@ struct cmd {
//  	u32 op;
//  	union {
//  		u32 value;
// -		u8 raw[0];
// +		DECLARE_FLEX_ARRAY(u8, raw);
//  	};
//  };
//  
// check-fix-end
