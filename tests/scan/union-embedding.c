// check-name: a union holding a flexible struct, embedded mid-struct
// check-exit-value: 1

struct hdr {
	u32 len;
	u8 body[0];		/* expect: zero-length 'body' */
};

union frame {
	struct hdr h;
	u32 raw;
};

struct link {
	union frame f;		/* expect: flex-not-at-end 'f' */
	u32 crc;
};
