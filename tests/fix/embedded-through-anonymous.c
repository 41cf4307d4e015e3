// check-name: a struct ending with a [1], last in an anonymous struct that other members follow, is embedded before them: not converted (before, an anonymous member's named types were not followed, and the conversion moved every member after it)
// check-error-contains: note: not converted: 'cpb' in 'struct hrd': 'struct hrd' is embedded before other members at embedded-through-anonymous.c:12 ('<anonymous>')
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
// check-fix-end
