// check-name: a designator names the array only along its path from the struct: '.hdr.vmx' and '.hdr = { .vmx = ... }' name another member of the same name, not 'data.vmx'; '.data = { .vmx = ... }' names it (refused); an access 'x.vmx' in a value names none
// check-error-contains: note: converted 'data.vmx' in 'struct state_a' to a flexible array member
// check-error-contains: note: not converted: 'data.vmx' in 'struct state_b': an initializer names the array: a flexible array member would not take it at initializer-other-member.c:40 (struct state_b b)
// check-fix-wanted

struct vmx_hdr {
	u32 flags;
};

struct vmx_data {
	u8 regs[16];
};

struct state_a {
	u32 size;
	union {
		struct vmx_hdr vmx;
	} hdr;
	union {
		struct vmx_data vmx[0];
	} data;
};

struct state_b {
	u16 size;
	u16 flags;
	union {
		struct vmx_data vmx[0];
	} data;
};

u32 read_a(struct state_a *s, u32 i, struct vmx_hdr *h);
u32 read_a(struct state_a *s, u32 i, struct vmx_hdr *h)
{
	struct state_a a = {
		.size = sizeof(a),
		.hdr.vmx.flags = h->flags,
	};
	struct state_a a2 = { .hdr = { .vmx = { .flags = 1 } }, .size = sizeof(s->hdr.vmx) };
	struct state_b b = { .data = { .vmx = { { { 0 } } } } };

	return s->data.vmx[i].regs[0] + a.size + a2.size + b.size;
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/initializer-other-member.c b/initializer-other-member.c
// --- a/initializer-other-member.c
// +++ b/initializer-other-member.c
// @@ -17,7 +17,7 @@ struct state_a {
//  		struct vmx_hdr vmx;
//  	} hdr;
//  	union {
// -		struct vmx_data vmx[0];
// +		DECLARE_FLEX_ARRAY(struct vmx_data, vmx);
//  	} data;
//  };
//  
// check-fix-end
