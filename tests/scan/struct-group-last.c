// check-name: the last member of a trailing struct_group is trailing
// check-exit-value: 1

struct msg {
	u32 id;
	struct_group(payload,
		u16 len;
		u8 bytes[1];	/* expect: one-element 'bytes' */
	);
};
