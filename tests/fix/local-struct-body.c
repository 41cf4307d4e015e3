// check-name: a local declared with its struct's body ('struct pkt { struct cp cp; u8 bis[17]; } pdu;') is an object of that struct: 'sizeof(pdu.bis)' is its own member's, not the [0]'s of the embedded struct (which would refuse the conversion)
// check-error-contains: local-struct-body.c:8:5: note: converted 'bis' in 'struct cp' to a flexible array member
// check-fix-wanted

struct cp {
	u8 handle;
	u8 num;
	u8 bis[0];
};

/* a header for a run of bytes elsewhere */
void cp_send(const struct cp *c);
void cp_send(const struct cp *c)
{
	u8 sum = 0;

	for (u8 i = 0; i < c->num; i++)
		sum += c->bis[i];
	(void)sum;
}

int create(u8 n, const u8 *bis);
int create(u8 n, const u8 *bis)
{
	struct pkt {
		u8 flags;
		u8 bis[0x11];
	} pdu;

	if (n > sizeof(pdu.bis))
		return -1;
	memcpy(pdu.bis, bis, n);
	return pdu.flags;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/local-struct-body.c b/local-struct-body.c
// --- a/local-struct-body.c
// +++ b/local-struct-body.c
// @@ -5,7 +5,7 @@
//  struct cp {
//  	u8 handle;
//  	u8 num;
// -	u8 bis[0];
// +	u8 bis[];
//  };
//  
//  /* a header for a run of bytes elsewhere */
// check-fix-end
