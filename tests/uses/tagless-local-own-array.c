// check-name: a local of a record written without a tag, whose own member has the name of a target's array ('struct { u8 acks[64]; u32 crc; } buf;'): 'buf.acks' is that member, no use (before: guessed from the member name, shown as a use of the target, flexible); only a member declared where a target is keeps the local's accesses for the guesses
// check-command: flexfix dump uses $file
// check-exit-value: 0

struct ack_hdr {
	u32 nr;
	u8 acks[1];
};

void copy_bits(void *to, u32 n);

u32 read_acks(u32 n);
u32 read_acks(u32 n)
{
	struct {
		u8 acks[64];
		u32 crc;
	} buf;

	copy_bits(buf.acks, n);
	return buf.acks[n];
}

u32 read_hdr(struct ack_hdr *h, u32 i);
u32 read_hdr(struct ack_hdr *h, u32 i)
{
	return h->acks[i];
}

// check-output-start
// tagless-local-own-array.c:27:12: index-var 'h->acks[i]' of 'acks' in 'struct ack_hdr'
// check-output-end
