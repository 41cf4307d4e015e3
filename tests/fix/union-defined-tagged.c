// check-name: the union form of an element type defined in the declaration: defined in the union's first member, named by its tag in DECLARE_FLEX_ARRAY() (UAPI: beside the old name, '__DECLARE_FLEX_ARRAY()'); one that ends with an array of its own is refused (its own conversion would edit inside the union's text)
// check-fix-command: flexfix fix --kernel --no-root --uapi=*union-defined-tagged.c $file
// check-error-contains: note: converted 'slots' in 'struct ring' to a union of 'slots[1]' (user space keeps its name and the size) and the flexible array member 'slots_flex' (the kernel's uses moved to it)
// check-error-contains: note: not converted: 'cells' in 'struct grid': UAPI header: the struct's size is ABI, and the union form that keeps the size cannot be written: the element type, defined in the declaration, ends with an array of its own
// check-fix-wanted

struct ring {
	u32 nr;
	struct ring_slot {
		u32 head;
		u32 tail;
	} slots[1];
};

struct grid {
	u32 nr;
	struct grid_cell {
		u32 n;
		u16 vals[1];
	} cells[1];
};

u32 ring_tail(struct ring *r, u32 i);
u32 ring_tail(struct ring *r, u32 i)
{
	return r->slots[i].tail + (u32)sizeof(struct ring);
}

u32 grid_n(struct grid *g, u32 i);
u32 grid_n(struct grid *g, u32 i)
{
	return g->cells[i].n + (u32)sizeof(struct grid);
}


// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-defined-tagged.c b/union-defined-tagged.c
// --- a/union-defined-tagged.c
// +++ b/union-defined-tagged.c
// @@ -6,10 +6,13 @@
//  
//  struct ring {
//  	u32 nr;
// -	struct ring_slot {
// -		u32 head;
// -		u32 tail;
// -	} slots[1];
// +	union {
// +		struct ring_slot {
// +			u32 head;
// +			u32 tail;
// +		} slots[1];
// +		__DECLARE_FLEX_ARRAY(struct ring_slot, slots_flex);
// +	};
//  };
//  
//  struct grid {
// @@ -23,7 +26,7 @@ struct grid {
//  u32 ring_tail(struct ring *r, u32 i);
//  u32 ring_tail(struct ring *r, u32 i)
//  {
// -	return r->slots[i].tail + (u32)sizeof(struct ring);
// +	return r->slots_flex[i].tail + (u32)sizeof(struct ring);
//  }
//  
//  u32 grid_n(struct grid *g, u32 i);
// check-fix-end
