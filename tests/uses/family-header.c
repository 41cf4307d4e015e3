// check-name: scan --explain cites, for a [1] with no use of its own, the sibling record that starts with the same header of this file and whose array is used as flexible; the verdict follows it
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct tlv_hdr {
	u16 type;
	u16 len;
};

struct tlv_bytes {
	struct tlv_hdr hdr;
	u8 bytes[1];
};

struct tlv_words {
	struct tlv_hdr hdr;
	u32 words[1];
};

u8 tlv_last(const struct tlv_bytes *t);
u8 tlv_last(const struct tlv_bytes *t)
{
	return t->bytes[t->hdr.len - 1];
}


// check-output-start
// family-header.c:12:5: warning: one-element array 'bytes' at the end of 'struct tlv_bytes' [flexfix-one-element]
// family-header.c:23:12: note: used as flexible: index by a variable 't->bytes[t->hdr.len - 1]'
// family-header.c:12:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// family-header.c:17:6: warning: one-element array 'words' at the end of 'struct tlv_words' [flexfix-one-element]
// family-header.c:12:5: note: used as flexible: 'struct tlv_words' starts with 'struct tlv_hdr' as 'struct tlv_bytes' does, whose 'bytes' is used as flexible
// family-header.c:17:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
