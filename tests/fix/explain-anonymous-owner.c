// check-name: a fake array in a named anonymous struct of an anonymous union ('union { struct { ...; u8 data[0]; } v1; ... }' in struct x) is gated by its owner: a file naming the owner, its typedef or a member holding it is read for uses, though no type's size follows the array
// check-command: flexfix scan --explain --no-root $file explain-anonymous-owner.inc
// check-exit-value: 1

#include "explain-anonymous-owner.inc"

void copy_v2(u8 *buf, struct lm_hdr *h, u32 len)
{
	memcpy(buf, h->v2.data, len);
}

u8 v1_at(lm_hdr_t *t, u32 i)
{
	return t->v1.data[i];
}

u8 msg_v2(struct lm_msg *m)
{
	return m->hdr.v2.data[3];
}

// check-output-start
// explain-anonymous-owner.inc:8:7: warning: zero-length array 'data' at the end of anonymous struct in anonymous union in 'struct lm_hdr' [flexfix-zero-length]
// explain-anonymous-owner.c:14:15: note: used as flexible: index by a variable 't->v1.data[i]'
// explain-anonymous-owner.inc:8:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// explain-anonymous-owner.inc:13:7: warning: one-element array 'data' at the end of anonymous struct in anonymous union in 'struct lm_hdr' [flexfix-one-element]
// explain-anonymous-owner.c:9:20: note: used as flexible: copied or read with a run-time length 'h->v2.data'
// explain-anonymous-owner.c:19:19: note: used as flexible: index past the declared size 'm->hdr.v2.data[3]'
// explain-anonymous-owner.inc:13:7: note: verdict flexible-use; fix: not converted: anonymous struct: its uses cannot be named
// check-output-end
