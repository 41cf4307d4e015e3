// check-name: a member before the array that is compiled only under an #if the array is not under does not make '[]' valid: where it is not compiled the array is alone. A used [0] becomes DECLARE_FLEX_ARRAY() (valid in every configuration), an unused one is a marker left as it is, a [1] takes the union form (or is refused with the #if named in portable mode); a member under the array's own #if, or under none, counts
// check-error-contains: note: converted 'flags' in 'struct usage_map' to a flexible array member
// check-error-contains: note: not converted: 'mark' in 'struct marker_only': no other member is compiled wherever the array is and nothing uses its elements: a marker, left as it is
// check-error-contains: note: converted 'f' in 'struct one_cond' to a flexible array member in a union with its one element 'first_f': the struct's size stays (no other member is compiled wherever the array is (line 25 is under '#ifdef CONFIG_STATS', line 24): where the array is alone, '[]' does not compile (a flexible array needs a member before it))
// check-error-contains: note: converted 'f' in 'struct same_cond' to a flexible array member
// check-error-contains: note: converted 'f' in 'struct plain' to a flexible array member
// check-fix-wanted

struct usage_map {
#ifdef CONFIG_MAP
	DECLARE_BITMAP(map, 16);
#endif
	unsigned long flags[0];
};

struct marker_only {
#ifdef CONFIG_MAP
	int a;
#endif
	u8 mark[0];
};

struct one_cond {
#ifdef CONFIG_STATS
	u32 hits;
#endif
	u32 f[1];
};

struct same_cond {
#ifdef CONFIG_STATS
	u32 n;
	u32 f[0];
#endif
};

struct plain {
#ifdef CONFIG_STATS
	u32 hits;
#endif
	u32 n;
	u32 f[0];
};

unsigned long usage_get(struct usage_map *u, int i)
{
	return u->flags[i];
}

u32 one_get(struct one_cond *o, int i)
{
	return o->f[i];
}

#ifdef CONFIG_STATS
u32 same_get(struct same_cond *s, int i)
{
	return s->f[i];
}
#endif

u32 plain_get(struct plain *p, int i)
{
	return p->f[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/only-member-under-if.c b/only-member-under-if.c
// --- a/only-member-under-if.c
// +++ b/only-member-under-if.c
// @@ -10,7 +10,7 @@ struct usage_map {
//  #ifdef CONFIG_MAP
//  	DECLARE_BITMAP(map, 16);
//  #endif
// -	unsigned long flags[0];
// +	DECLARE_FLEX_ARRAY(unsigned long, flags);
//  };
//  
//  struct marker_only {
// @@ -24,13 +24,16 @@ struct one_cond {
//  #ifdef CONFIG_STATS
//  	u32 hits;
//  #endif
// -	u32 f[1];
// +	union {
// +		u32 first_f;
// +		DECLARE_FLEX_ARRAY(u32, f);
// +	};
//  };
//  
//  struct same_cond {
//  #ifdef CONFIG_STATS
//  	u32 n;
// -	u32 f[0];
// +	u32 f[];
//  #endif
//  };
//  
// @@ -39,7 +42,7 @@ struct plain {
//  	u32 hits;
//  #endif
//  	u32 n;
// -	u32 f[0];
// +	u32 f[];
//  };
//  
//  unsigned long usage_get(struct usage_map *u, int i)
// check-fix-end
