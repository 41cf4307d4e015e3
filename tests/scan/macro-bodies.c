// check-name: struct and union bodies written inside a #define are read and reported at the macro (each expansion pastes them), with a note naming it, as the kernel's flexible_array.cocci does; a tag pasted with '##' is read as one name; member lists without a struct body and code that only declares a struct variable give nothing
// check-command: flexfix scan $file
// check-exit-value: 1

#define DECLARE_RING(name, type)					\
	struct name {							\
		u32 head;						\
		u32 tail;						\
		type entries[0];	/* expect: zero-length 'entries' */	\
	}

#define DECLARE_MSG(prefix)						\
	struct prefix##_msg {						\
		u16 len;						\
		union {							\
			u8 bytes[1];	/* expect: one-element 'bytes' */	\
			u32 words[1];	/* expect: one-element 'words' */	\
		};							\
	}

#define HDR_FIELDS							\
	u32 len;							\
	u8 data[1];

#define ZERO_HDR(p)							\
	do {								\
		struct ring_hdr *h = (p);				\
		h->len = 0;						\
	} while (0)

struct ring_hdr {
	HDR_FIELDS
};

DECLARE_RING(evt_ring, u64);

// check-output-start
// macro-bodies.c:9:8: warning: zero-length array 'entries' at the end of 'struct name' [flexfix-zero-length]
// macro-bodies.c:5:1: note: in the body of macro 'DECLARE_RING', which each expansion pastes
// macro-bodies.c:16:7: warning: one-element array 'bytes' at the end of anonymous union in 'struct prefix##_msg' [flexfix-one-element]
// macro-bodies.c:12:1: note: in the body of macro 'DECLARE_MSG', which each expansion pastes
// macro-bodies.c:17:8: warning: one-element array 'words' at the end of anonymous union in 'struct prefix##_msg' [flexfix-one-element]
// macro-bodies.c:12:1: note: in the body of macro 'DECLARE_MSG', which each expansion pastes
// check-output-end
