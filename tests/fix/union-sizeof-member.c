// check-name: the union form keeps sizes as written, but sizeof(p->m) of the now flexible array would not compile: it becomes sizeof(p->m[0]), the same value; an element type defined in the declaration with a tag is defined in the union's first member and named by its tag in DECLARE_FLEX_ARRAY() (fix/size-through-member.c: one without a tag refuses the union)
// check-error-contains: note: converted 'ents' in 'struct tab' to a flexible array member in a union with its one element 'ent': the struct's size stays
// check-fix-wanted

struct buf {
	u32 len;
	char data[1];
};

struct tab {
	u32 n;
	struct ent {
		u32 a, b;
	} ents[1];
};

size_t buf_fill(struct buf *p, struct tab *t, u32 i);
size_t buf_fill(struct buf *p, struct tab *t, u32 i)
{
	for (u32 k = 0; k < sizeof(p->data); k++)
		p->data[k] = 'A';
	p->data[i] = 0;
	t->ents[i].a = 0;
	return sizeof(struct buf) + sizeof(struct tab);
}




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-sizeof-member.c b/union-sizeof-member.c
// --- a/union-sizeof-member.c
// +++ b/union-sizeof-member.c
// @@ -4,20 +4,26 @@
//  
//  struct buf {
//  	u32 len;
// -	char data[1];
// +	union {
// +		char first_data;
// +		DECLARE_FLEX_ARRAY(char, data);
// +	};
//  };
//  
//  struct tab {
//  	u32 n;
// -	struct ent {
// -		u32 a, b;
// -	} ents[1];
// +	union {
// +		struct ent {
// +			u32 a, b;
// +		} ent;
// +		DECLARE_FLEX_ARRAY(struct ent, ents);
// +	};
//  };
//  
//  size_t buf_fill(struct buf *p, struct tab *t, u32 i);
//  size_t buf_fill(struct buf *p, struct tab *t, u32 i)
//  {
// -	for (u32 k = 0; k < sizeof(p->data); k++)
// +	for (u32 k = 0; k < sizeof(p->data[0]); k++)
//  		p->data[k] = 'A';
//  	p->data[i] = 0;
//  	t->ents[i].a = 0;
// check-fix-end
