// check-name: a trailing [0] becomes [] (same size, no use to change)
// check-fix-wanted

struct blob {
	u16 len;
	u8 data[0];	/* len bytes */
};

u8 blob_last(struct blob *b);
u8 blob_last(struct blob *b)
{
	return b->data[b->len - 1];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-trailing.c b/zero-trailing.c
// --- a/zero-trailing.c
// +++ b/zero-trailing.c
// @@ -3,7 +3,7 @@
//  
//  struct blob {
//  	u16 len;
// -	u8 data[0];	/* len bytes */
// +	u8 data[];	/* len bytes */
//  };
//  
//  u8 blob_last(struct blob *b);
// check-fix-end
