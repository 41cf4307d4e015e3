// check-name: copies into and out of the member and string reads: a run-time length is flexible use, a constant one is no evidence
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct ie {
	u8 id, len;
	u8 data[1];
};
struct tlv {
	u16 type;
	u8 val[1];
};
char *strcpy(char *d, const char *s);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t n);
struct label {
	u16 len;
	char name[1];
};
void *kmemdup(const void *s, size_t n, gfp_t gfp);
#define TLV_MAX 4

void ie_fill(struct ie *e, const u8 *src, u8 n);
void ie_fill(struct ie *e, const u8 *src, u8 n)
{
	e->len = n;
	memcpy(e->data, src, n);
}

void *ie_dup(struct ie *e);
void *ie_dup(struct ie *e)
{
	return kmemdup(e->data, e->len, GFP_KERNEL);
}

void tlv_set(struct tlv *t, const char *s);
void tlv_set(struct tlv *t, const char *s)
{
	memcpy(t->val, s, TLV_MAX - 3);
	memcpy(t->val, s, sizeof(t->val));
	strcpy((char *)t->val, s);
}

size_t label_len(const struct label *l);
size_t label_len(const struct label *l)
{
	return strnlen(l->name, l->len) + strlen(l->name);
}

// check-output-start
// copies.c:27:12: copy 'e->data' of 'data' in 'struct ie'
// copies.c:33:20: copy 'e->data' of 'data' in 'struct ie'
// copies.c:39:12: copy-const 't->val' of 'val' in 'struct tlv'
// copies.c:40:12: copy-const 't->val' of 'val' in 'struct tlv'
// copies.c:40:20: sizeof-member 'sizeof(t->val)' of 'val' in 'struct tlv' form sizeof(p->m)
// copies.c:41:20: copy 't->val' of 'val' in 'struct tlv'
// copies.c:47:20: copy 'l->name' of 'name' in 'struct label'
// copies.c:47:46: copy 'l->name' of 'name' in 'struct label'
// copies.c:7:5: warning: one-element array 'data' at the end of 'struct ie' [flexfix-one-element]
// copies.c:27:12: note: used as flexible: copied or read with a run-time length 'e->data'
// copies.c:33:20: note: used as flexible: copied or read with a run-time length 'e->data'
// copies.c:7:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// copies.c:11:5: warning: one-element array 'val' at the end of 'struct tlv' [flexfix-one-element]
// copies.c:39:12: note: copied or read with a constant length 't->val'
// copies.c:40:12: note: copied or read with a constant length 't->val'
// copies.c:40:20: note: sizeof of the member 'sizeof(t->val)'
// copies.c:41:20: note: used as flexible: copied or read with a run-time length 't->val'
// copies.c:11:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// copies.c:18:7: warning: one-element array 'name' at the end of 'struct label' [flexfix-one-element]
// copies.c:47:20: note: used as flexible: copied or read with a run-time length 'l->name'
// copies.c:47:46: note: used as flexible: copied or read with a run-time length 'l->name'
// copies.c:18:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
