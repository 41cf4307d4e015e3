// check-name: a [0] whose struct is embedded before other members, with no use of its elements: converted when the member right after the embedding is an array of its element type (the wrapper holds its elements: 'struct { struct hdr h; u8 data[16]; }', 'uint8_t' and 'u8' alike), else refused as a possible offset marker (a member that is no array, an array of another element size)
// check-error-contains: zero-overlap-storage.c:10:5: note: converted 'data' in 'struct hdr' to a flexible array member
// check-error-contains: zero-overlap-storage.c:15:10: note: converted 'acks' in 'struct ack' to a flexible array member
// check-error-contains: zero-overlap-storage.c:20:5: note: not converted: 'end' in 'struct mark': 'struct mark' is embedded before other members at zero-overlap-storage.c:40 ('m'), and no use reads its elements: it may be an offset marker
// check-error-contains: zero-overlap-storage.c:25:9: note: not converted: 'vals' in 'struct rec': 'struct rec' is embedded before other members at zero-overlap-storage.c:45 ('r'), and no use reads its elements: it may be an offset marker
// check-fix-wanted

struct hdr {
	u8 n;
	u8 data[0];
};

struct ack {
	u16 serial;
	uint8_t acks[0];
};

struct mark {
	u32 a;
	u8 end[0];
};

struct rec {
	u16 n;
	__le32 vals[0];
};

struct pkt {
	struct hdr h;
	u8 data[16];
};

struct ack_buffer {
	struct ack ack;
	u8 acks[255];
	u8 pad[3];
};

struct marked {
	struct mark m;
	u32 after;
};

struct recs {
	struct rec r;
	u8 raw[8];
};

void pkt_send(struct pkt *p, const u8 *d, u8 n);
void pkt_send(struct pkt *p, const u8 *d, u8 n)
{
	p->h.n = n;
	memcpy(p->data, d, n);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-overlap-storage.c b/zero-overlap-storage.c
// --- a/zero-overlap-storage.c
// +++ b/zero-overlap-storage.c
// @@ -7,12 +7,12 @@
//  
//  struct hdr {
//  	u8 n;
// -	u8 data[0];
// +	u8 data[];
//  };
//  
//  struct ack {
//  	u16 serial;
// -	uint8_t acks[0];
// +	uint8_t acks[];
//  };
//  
//  struct mark {
// check-fix-end
