// check-name: DECLARE_FLEX_ARRAY(struct hdr, srh) is an array of struct hdr (its element type is read like a plain member's), so hdr's [1] would shrink its elements as '[]': it takes the size-keeping union form (before, a second run on fix's own output converted it to '[]')
// check-error-contains: note: converted 'a' in 'struct hdr' to a flexible array member in a union with its one element 'first_a': the struct's size stays ('struct hdr' is embedded in an array at declare-flex-embeds.c:12 ('srh'))
// check-fix-wanted

struct hdr {
	int n;
	int a[1];
};

struct lwt {
	int x;
	DECLARE_FLEX_ARRAY(struct hdr, srh);
};

int hdr_at(struct hdr *h, int i);
int hdr_at(struct hdr *h, int i)
{
	return h->a[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/declare-flex-embeds.c b/declare-flex-embeds.c
// --- a/declare-flex-embeds.c
// +++ b/declare-flex-embeds.c
// @@ -4,7 +4,10 @@
//  
//  struct hdr {
//  	int n;
// -	int a[1];
// +	union {
// +		int first_a;
// +		DECLARE_FLEX_ARRAY(int, a);
// +	};
//  };
//  
//  struct lwt {
// check-fix-end
