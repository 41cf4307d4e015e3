// check-name: scan --explain lists no "value changes" for the size of a struct ending with [0] ('[0]' and '[]' have one size) and no object of it (a [0] holds no elements), and still its flexible uses
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-start
// explain-zero-length-size.c:12:5: warning: zero-length array 'data' at the end of 'struct msg' [flexfix-zero-length]
// explain-zero-length-size.c:26:12: note: used as flexible: index by a variable 'm->data[i]'
// explain-zero-length-size.c:12:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end

struct msg {
	u32 n;
	u8 data[0];
};

size_t msg_len(const struct msg *m);
size_t msg_len(const struct msg *m)
{
	struct msg hdr = { 0 };

	return sizeof(struct msg) + m->n + hdr.n;
}

u8 msg_byte(const struct msg *m, u32 i);
u8 msg_byte(const struct msg *m, u32 i)
{
	return m->data[i];
}
