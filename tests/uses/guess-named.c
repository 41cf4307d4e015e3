// check-name: a member access whose base cannot be resolved (a call: return types are not read) is guessed to be the one struct with that member the file sees only where the file names that struct (its tag, a typedef, a member or macro leading to it): through includes alone, '->data' is no use of it
// check-command: flexfix dump uses $file guess-named.inc guess-named2.inc
// check-exit-value: 0
#include "guess-named.inc"

struct rx_desc {
	u8 data[4];
	u32 flags;
};

struct rx_desc *rx_desc_of(void *x);

u8 unnamed(void *x, u32 i);
u8 unnamed(void *x, u32 i)
{
	return rx_desc_of(x)->data[i] + ARRAY_SIZE(rx_desc_of(x)->data);
}

// check-output-start
// guess-named2.inc:11:47: index-var '((typeof(last_blob))blob_lookup(id))->data[i]' of 'data' in 'struct fw_blob' (guessed from the member name)
// guess-named2.inc:11:74: index-var 'blob_lookup(id)->data[i]' of 'data' in 'struct fw_blob' (guessed from the member name)
// check-output-end
