// check-name: an index computed from a layout (offsetof() or sizeof() with literals and UPPER_CASE names: a place in a fixed register layout) is evidence neither way; with a variable in it, it is a variable index
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1
struct amap_entry {
	u8 valid;
	u8 code[3];
	u8 resource[27];
	u8 last;
};

struct entry {
	u32 dw[1];
};

#define WORD_BITS 32

u32 entry_valid(struct entry *e);
u32 entry_valid(struct entry *e)
{
	return e->dw[offsetof(struct amap_entry, valid) / WORD_BITS] & 1;
}

u32 entry_word(struct entry *e, u32 n);
u32 entry_word(struct entry *e, u32 n)
{
	return e->dw[sizeof(struct amap_entry) / 32 - 1] + e->dw[offsetof(struct amap_entry, code) / 32 + n];
}

// check-output-start
// layout-index.c:20:12: index-const 'e->dw[offsetof(struct amap_entry, valid) / WORD_BITS]' of 'dw' in 'struct entry' index layout
// layout-index.c:26:12: index-const 'e->dw[sizeof(struct amap_entry) / 32 - 1]' of 'dw' in 'struct entry' index layout
// layout-index.c:26:56: index-var 'e->dw[offsetof(struct amap_entry, code) / 32 + n]' of 'dw' in 'struct entry'
// layout-index.c:12:6: warning: one-element array 'dw' at the end of 'struct entry' [flexfix-one-element]
// layout-index.c:20:12: note: index by a constant from a layout (offsetof, sizeof: its value not computed) 'e->dw[offsetof(struct amap_entry, valid) / WORD_BITS]'
// layout-index.c:26:12: note: index by a constant from a layout (offsetof, sizeof: its value not computed) 'e->dw[sizeof(struct amap_entry) / 32 - 1]'
// layout-index.c:26:56: note: used as flexible: index by a variable 'e->dw[offsetof(struct amap_entry, code) / 32 + n]'
// layout-index.c:12:6: note: verdict flexible-use; fix: not converted: the array is the struct's only member (a flexible array needs one before it), and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode
// check-output-end
