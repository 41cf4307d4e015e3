// check-name: a trailing [0] in a typedef'd anonymous struct
// check-fix-wanted

typedef struct {
	u16 len;
	u8 bytes[0];
} pkt_t;

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-typedef.c b/zero-typedef.c
// --- a/zero-typedef.c
// +++ b/zero-typedef.c
// @@ -3,7 +3,7 @@
//  
//  typedef struct {
//  	u16 len;
// -	u8 bytes[0];
// +	u8 bytes[];
//  } pkt_t;
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
