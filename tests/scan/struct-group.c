// check-name: struct_group members are members of the struct
// check-exit-value: 1

struct pkt {
	struct_group(hdr,
		u16 len;
		u16 flags;
	);
	u8 data[1];		/* expect: one-element 'data' */
};

struct pkt2 {
	u32 id;
	struct_group_tagged(pkt2_body, body,
		u16 len;
		u8 data[0];	/* expect: zero-length 'data' */
	);
};

struct pkt3 {
	u32 id;
	struct_group_attr(body, __packed,
		u16 len;
		u8 raw[0];	/* expect: zero-length-not-last 'raw' */
		u16 crc;
	);
	u32 tail[2];		/* expect: fixed-trailing 'tail' */
};
