// check-name: a struct ending with a [1], last in an anonymous struct that other members follow, is embedded before them: converted in the size-keeping union form, which moves nothing (before, an anonymous member's named types were not followed, and the conversion to '[]' moved every member after it)
// check-error-contains: note: converted 'cpb' in 'struct hrd' to a flexible array member in a union with its one element 'first_cpb': the struct's size stays ('struct hrd' is embedded before other members at embedded-through-anonymous.c:12 ('<anonymous>'))
// check-fix-wanted

struct hrd {
	u32 n;
	u32 cpb[1];
};

struct vui {
	u32 flags;
	struct {
		u32 tick;
		struct hrd hrd;
	};
	u32 restriction;
};

u32 hrd_at(struct hrd *h, u32 i);
u32 hrd_at(struct hrd *h, u32 i)
{
	return h->cpb[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/embedded-through-anonymous.c b/embedded-through-anonymous.c
// --- a/embedded-through-anonymous.c
// +++ b/embedded-through-anonymous.c
// @@ -4,7 +4,10 @@
//  
//  struct hrd {
//  	u32 n;
// -	u32 cpb[1];
// +	union {
// +		u32 first_cpb;
// +		DECLARE_FLEX_ARRAY(u32, cpb);
// +	};
//  };
//  
//  struct vui {
// check-fix-end
