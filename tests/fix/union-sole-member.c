// check-name: a [1] that is its struct's only member, used as flexible: '[]' cannot be written there, the union form can (the one element is a named member before the array)
// check-error-contains: note: converted 'id' in 'struct ids' to a flexible array member in a union with its one element 'first_id': the struct's size stays (the array is the struct's only member (a flexible array needs one before it))
// check-fix-wanted

struct ids {
	u32 id[1];
};

u32 ids_get(const struct ids *p, u32 i);
u32 ids_get(const struct ids *p, u32 i)
{
	return p->id[i];
}

// The fix flexfix must print:
//
// check-fix-start
// diff --git a/union-sole-member.c b/union-sole-member.c
// --- a/union-sole-member.c
// +++ b/union-sole-member.c
// @@ -3,7 +3,10 @@
//  // check-fix-wanted
//  
//  struct ids {
// -	u32 id[1];
// +	union {
// +		u32 first_id;
// +		DECLARE_FLEX_ARRAY(u32, id);
// +	};
//  };
//  
//  u32 ids_get(const struct ids *p, u32 i);
// check-fix-end
