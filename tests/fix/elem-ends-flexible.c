// check-name: a [1] whose element type ends with a flexible array holds one element of its own length: no index past the first reaches another, and '[]' would make an array of such elements (not ISO C); refused with the reason, though indexed with a variable (the element type named, or defined in the declaration). A [0] of such elements becomes '[]' (its layout and what the code reaches are unchanged), and so does a [1] of elements ending with a [1] (a fixed size)
// check-error-contains: elem-ends-flexible.c:16:15: note: not converted: 'r' in 'struct msg': its element type ends with a flexible array: each element has its own length, so no index past the first reaches one, and '[]' would make an array of them, which ISO C does not allow; a human restructures it (one member, not an array)
// check-error-contains: note: not converted: 'list' in 'struct sf': its element type ends with a flexible array
// check-error-contains: note: converted 'rz' in 'struct msgz' to a flexible array member
// check-error-contains: note: converted 't' in 'struct msg1' to a flexible array member
// check-fix-wanted

struct range {
	u32 len;
	u32 off;
	u64 pfn[];
};

struct msg {
	u32 hdr;
	struct range r[1];
};

struct msgz {
	u32 hdr;
	struct range rz[0];
};

struct sf {
	u32 hdr;
	struct sf_entry {
		u8 len;
		u8 val[];
	} list[1];
};

struct one_tail {
	u32 n;
	u8 b[1];
};

struct msg1 {
	u32 hdr;
	struct one_tail t[1];
};

void fill(struct msg *m, struct msgz *z, struct msg1 *o, struct sf *s, u32 n, u32 i);
void fill(struct msg *m, struct msgz *z, struct msg1 *o, struct sf *s, u32 n, u32 i)
{
	m->r[0].pfn[i] = n;
	m->r[i].len = n;
	z->rz[0].pfn[i] = n;
	o->t[i].n = n;
	s->list[i].len = n;
}



// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/elem-ends-flexible.c b/elem-ends-flexible.c
// --- a/elem-ends-flexible.c
// +++ b/elem-ends-flexible.c
// @@ -18,7 +18,7 @@ struct msg {
//  
//  struct msgz {
//  	u32 hdr;
// -	struct range rz[0];
// +	struct range rz[];
//  };
//  
//  struct sf {
// @@ -36,7 +36,7 @@ struct one_tail {
//  
//  struct msg1 {
//  	u32 hdr;
// -	struct one_tail t[1];
// +	struct one_tail t[];
//  };
//  
//  void fill(struct msg *m, struct msgz *z, struct msg1 *o, struct sf *s, u32 n, u32 i);
// check-fix-end
