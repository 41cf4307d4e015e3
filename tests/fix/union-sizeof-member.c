// check-name: the union form keeps sizes as written, but sizeof(p->m) of the now flexible array would not compile: it becomes sizeof(p->m[0]), the same value; an element type defined in the declaration refuses the union (it would be defined twice)
// check-error-contains: note: not converted: 'ents' in 'struct tab': this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the element type is defined in the declaration (it would be defined twice)
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



// The fix flexfix must print:
//
// check-fix-start
// diff --git a/union-sizeof-member.c b/union-sizeof-member.c
// --- a/union-sizeof-member.c
// +++ b/union-sizeof-member.c
// @@ -4,7 +4,10 @@
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
// @@ -17,7 +20,7 @@ struct tab {
//  size_t buf_fill(struct buf *p, struct tab *t, u32 i);
//  size_t buf_fill(struct buf *p, struct tab *t, u32 i)
//  {
// -	for (u32 k = 0; k < sizeof(p->data); k++)
// +	for (u32 k = 0; k < sizeof(p->data[0]); k++)
//  		p->data[k] = 'A';
//  	p->data[i] = 0;
//  	t->ents[i].a = 0;
// check-fix-end
