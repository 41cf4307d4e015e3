// check-name: an edit is made only where the use is the array's for sure: a sizeof() of a member of the array's name through a base of unknown type (a call's result not declared) refuses the conversion, with the place, instead of rewriting it on a guess; a member chain from a local object of a struct written without a tag, whose members reach no array of the pass, is known to be none (else, now that sizeof() of any base is read, 'sizeof(args.v.slots)' would be taken for the array's on a guess)
// check-no-compile: the call's function is not declared (its result's type is what is not known)
// check-error-contains: note: not converted: 'chans' in 'struct res_dma': a size expression that would need an edit names a member of this name through a base whose type is not known: if it is this array, it would be wrong or not compile at guess-no-edit.c:33 (sizeof(lookup(dev)->chans))
// check-error-contains: note: converted 'slots' in 'struct res_irq' to a flexible array member
// check-fix-wanted

struct res_dma {
	u8 type;
	u8 count;
	u8 chans[1];
};

struct res_irq {
	u8 type;
	u8 count;
	u8 slots[1];
};

struct slot_info {
	u64 mthd;
	u64 data;
};

u8 dma_ch(struct res_dma *r, struct res_irq *q, u32 i);
u8 dma_ch(struct res_dma *r, struct res_irq *q, u32 i)
{
	return r->chans[i] + q->slots[i];
}

u32 chan_size(void *dev);
u32 chan_size(void *dev)
{
	return sizeof(lookup(dev)->chans);
}

int slot_init(void);
int slot_init(void)
{
	struct {
		u32 version;
		struct {
			struct slot_info slots;
		} v;
	} args = {
		.version = 1,
	};

	return sizeof(args.v) / sizeof(args.v.slots);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/guess-no-edit.c b/guess-no-edit.c
// --- a/guess-no-edit.c
// +++ b/guess-no-edit.c
// @@ -13,7 +13,7 @@ struct res_dma {
//  struct res_irq {
//  	u8 type;
//  	u8 count;
// -	u8 slots[1];
// +	u8 slots[];
//  };
//  
//  struct slot_info {
// check-fix-end
