// check-name: a struct ending with a [1] embedded before other members: '[]' would move them (each would overlap the element), so the size-keeping union form, its one element keeping the layout, with the embedding as the reason (the form kernel developers gave ACPICA's acpi_resource_irq)
// check-error-contains: note: converted 'v' in 'struct s' to a flexible array member in a union with its one element 'first_v': the struct's size stays ('struct s' is embedded before other members at embedded-union.c:11 ('inner'))
// check-fix-wanted

struct s {
	u32 n;
	u32 v[1];
};

struct holder {
	struct s inner;
	u32 after;
};

u32 s_get(struct s *p, u32 i);
u32 s_get(struct s *p, u32 i)
{
	return p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/embedded-union.c b/embedded-union.c
// --- a/embedded-union.c
// +++ b/embedded-union.c
// @@ -4,7 +4,10 @@
//  
//  struct s {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct holder {
// check-fix-end
