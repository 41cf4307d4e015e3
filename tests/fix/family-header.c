// check-name: records of one file that start with the same header struct of that file (a TLV family) hold variable data alike: a [1] with no use either way is flexible when a sibling's array is used as flexible; not when it has a use within its size, when the header is declared elsewhere or is not the first member, or when no sibling's array has a use of its own
// check-error-contains: note: converted 'rates' in 'struct ie_rates' to a flexible array member
// check-error-contains: note: converted 'ssid' in 'struct ie_ssid' to a flexible array member
// check-error-contains: note: converted 'tsf' in 'struct ie_tsf' to a flexible array member
// check-error-contains: family-header.c:25:5: note: no use of its own: 'struct ie_ssid' starts with 'struct ie_header' as 'struct ie_rates' does (line 20), whose 'rates' is used as flexible
// check-error-contains: note: not converted: 'chan' in 'struct ie_chan': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'data' in 'struct listed': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'd' in 'struct ie_late': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'a' in 'struct lone_a': no use shows it used as a flexible array
// check-error-contains: note: not converted: 'b' in 'struct lone_b': no use shows it used as a flexible array
// check-fix-wanted

struct ie_header {
	__le16 type;
	__le16 len;
};

struct ie_rates {
	struct ie_header header;
	u8 rates[1];
};

struct ie_ssid {
	struct ie_header header;
	u8 ssid[1];
};

struct ie_tsf {
	struct ie_header header;
	__le64 tsf[1];
};

struct ie_chan {
	struct ie_header header;
	u8 chan[1];
};

struct listed {
	struct list_head node;
	u8 data[1];
};

struct list_user {
	struct list_head node;
	u8 bytes[1];
};

struct ie_late {
	u32 flags;
	struct ie_header header;
	u8 d[1];
};

struct lone_header {
	u32 kind;
};

struct lone_a {
	struct lone_header h;
	u8 a[1];
};

struct lone_b {
	struct lone_header h;
	u8 b[1];
};

void ie_rates_fill(struct ie_rates *ie, const u8 *r, int n);
void ie_rates_fill(struct ie_rates *ie, const u8 *r, int n)
{
	int i;

	ie->header.len = (__le16)n;
	for (i = 0; i < n; i++)
		ie->rates[i] = r[i];
}

void list_user_fill(struct list_user *u, int n);
void list_user_fill(struct list_user *u, int n)
{
	int i;

	for (i = 0; i < n; i++)
		u->bytes[i] = 0;
}

u8 ie_chan_first(const struct ie_chan *c);
u8 ie_chan_first(const struct ie_chan *c)
{
	return c->chan[0];
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/family-header.c b/family-header.c
// --- a/family-header.c
// +++ b/family-header.c
// @@ -17,17 +17,17 @@ struct ie_header {
//  
//  struct ie_rates {
//  	struct ie_header header;
// -	u8 rates[1];
// +	u8 rates[];
//  };
//  
//  struct ie_ssid {
//  	struct ie_header header;
// -	u8 ssid[1];
// +	u8 ssid[];
//  };
//  
//  struct ie_tsf {
//  	struct ie_header header;
// -	__le64 tsf[1];
// +	__le64 tsf[];
//  };
//  
//  struct ie_chan {
// @@ -42,7 +42,7 @@ struct listed {
//  
//  struct list_user {
//  	struct list_head node;
// -	u8 bytes[1];
// +	u8 bytes[];
//  };
//  
//  struct ie_late {
// check-fix-end
