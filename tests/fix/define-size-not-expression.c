// check-name: a #define body that takes a target's sizeof() but is not read as an expression ('case sizeof(struct s):') blocks at the #define: the size stays (union form), it is not lost
// check-error-contains: note: converted 'ent' in 'struct rec' to a flexible array member in a union with its one element 'first_ent': the struct's size stays (this sizeof() would shrink by one element at define-size-not-expression.c:11: #define REC_CASE: sizeof(struct rec))
// check-fix-wanted

struct rec {
	u32 nr;
	u32 ent[1];
};

/* a message whose length is exactly one record */
#define REC_CASE case sizeof(struct rec):

int rec_len_ok(const struct rec *r, u32 len, u32 i);
int rec_len_ok(const struct rec *r, u32 len, u32 i)
{
	switch (len) {
	REC_CASE
		return r->ent[i] != 0;
	default:
		return 0;
	}
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/define-size-not-expression.c b/define-size-not-expression.c
// --- a/define-size-not-expression.c
// +++ b/define-size-not-expression.c
// @@ -4,7 +4,10 @@
//  
//  struct rec {
//  	u32 nr;
// -	u32 ent[1];
// +	union {
// +		u32 first_ent;
// +		DECLARE_FLEX_ARRAY(u32, ent);
// +	};
//  };
//  
//  /* a message whose length is exactly one record */
// check-fix-end
