// check-name: DECLARE_FLEX_ARRAY(struct hdr, srh) is an array of struct hdr (its element type is read like a plain member's), so every [1] member of hdr's trailing union stays: its elements would shrink (a second run on fix's own output converted them)
// check-error-contains: declare-flex-embeds.c:9:7: note: not converted: 'a' in 'union <anonymous>': 'struct hdr' is embedded in an array at declare-flex-embeds.c:16 ('srh')
// check-error-contains: declare-flex-embeds.c:10:8: note: not converted: 'b' in 'union <anonymous>': 'struct hdr' is embedded in an array at declare-flex-embeds.c:16 ('srh')
// check-fix-wanted

struct hdr {
	int n;
	union {
		int a[1];
		char b[1];
	} seg;
};

struct lwt {
	int x;
	DECLARE_FLEX_ARRAY(struct hdr, srh);
};

int hdr_at(struct hdr *h, int i);
int hdr_at(struct hdr *h, int i)
{
	return h->seg.a[i] + h->seg.b[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
