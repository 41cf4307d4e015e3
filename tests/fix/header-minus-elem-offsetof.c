// check-name: sizeof(struct s) - sizeof(e), the bytes before the element, becomes offsetof(struct s, m), not sizeof(struct s): with tail padding they differ (here 6 bytes of header: offsetof 6, sizeof 8 with [], 7 computed before)
// check-error-contains: header-minus-elem-offsetof.c:15:9: note: size rewritten: 'sizeof(struct msg) - sizeof(u8)' -> 'offsetof(struct msg, data)' (offsetof(): the bytes before the array; where the struct has padding after its one element, the old value counted that padding too)
// check-fix-wanted

struct msg {
	u32 count;
	u16 flags;
	u8 data[1];
};

size_t msg_hdr(struct msg *m, u32 i);
size_t msg_hdr(struct msg *m, u32 i)
{
	m->data[i] = 0;
	return sizeof(struct msg) - sizeof(u8);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/header-minus-elem-offsetof.c b/header-minus-elem-offsetof.c
// --- a/header-minus-elem-offsetof.c
// +++ b/header-minus-elem-offsetof.c
// @@ -5,14 +5,14 @@
//  struct msg {
//  	u32 count;
//  	u16 flags;
// -	u8 data[1];
// +	u8 data[];
//  };
//  
//  size_t msg_hdr(struct msg *m, u32 i);
//  size_t msg_hdr(struct msg *m, u32 i)
//  {
//  	m->data[i] = 0;
// -	return sizeof(struct msg) - sizeof(u8);
// +	return offsetof(struct msg, data);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
