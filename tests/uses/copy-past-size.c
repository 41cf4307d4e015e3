// check-name: a copy of a constant length (literals, sizeof() of a scalar type or an array of one, of a record by the bytes its scalar members hold at least) past the bytes the declaration gives is flexible use; within them, or of a length not computed here (a record of other types, a long), it is no evidence
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct param {
	u16 id;
	u8 data[1];
};
struct reply {
	u32 status;
	__le16 words[1];
};
struct event {
	u32 code;
	u8 payload[1];
};
struct stamp {
	u32 kind;
	u8 raw[0];
};
struct sense {
	u8 key;
	u8 info[4];
};
struct opaque {
	long a;
};

void param_set(struct param *p, u32 v);
void param_set(struct param *p, u32 v)
{
	memcpy(p->data, &v, sizeof(u32));
}

void reply_read(struct reply *r, __le16 *w, u8 *b);
void reply_read(struct reply *r, __le16 *w, u8 *b)
{
	memcpy(w, r->words, sizeof(__le16));
	memcpy(b, &r->words[0], 2 * sizeof(__le16[1]));
}

void event_read(struct event *e, struct sense *s, u64 *v, struct opaque *o);
void event_read(struct event *e, struct sense *s, u64 *v, struct opaque *o)
{
	memcpy(s, e->payload, sizeof(*s));
	memcpy(o, e->payload, sizeof(*o));
	memcpy(v, e->payload, sizeof(long));
	memcpy(v, e->payload, 1);
}

void stamp_read(struct stamp *st, u8 *out);
void stamp_read(struct stamp *st, u8 *out)
{
	memcpy(out, st->raw, 4 + 4);
}



// check-output-start
// copy-past-size.c:32:12: copy-const 'p->data' of 'data' in 'struct param' bytes 4 of 1
// copy-past-size.c:38:15: copy-const 'r->words' of 'words' in 'struct reply' bytes 2 of 2
// copy-past-size.c:39:16: copy-const '&r->words[0]' of 'words' in 'struct reply' bytes 4 of 2
// copy-past-size.c:45:15: copy-const 'e->payload' of 'payload' in 'struct event' bytes 5 of 1
// copy-past-size.c:46:15: copy-const 'e->payload' of 'payload' in 'struct event'
// copy-past-size.c:47:15: copy-const 'e->payload' of 'payload' in 'struct event'
// copy-past-size.c:48:15: copy-const 'e->payload' of 'payload' in 'struct event' bytes 1 of 1
// copy-past-size.c:45:24: size-unknown 'sizeof(*s)' of 'info' in 'struct sense'
// copy-past-size.c:54:18: copy-const 'st->raw' of 'raw' in 'struct stamp' bytes 8 of 0
// copy-past-size.c:7:5: warning: one-element array 'data' at the end of 'struct param' [flexfix-one-element]
// copy-past-size.c:32:12: note: used as flexible: copied or read with a constant length past the declared size 'p->data'
// copy-past-size.c:7:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// copy-past-size.c:11:9: warning: one-element array 'words' at the end of 'struct reply' [flexfix-one-element]
// copy-past-size.c:38:15: note: copied or read with a constant length 'r->words'
// copy-past-size.c:39:16: note: used as flexible: copied or read with a constant length past the declared size '&r->words[0]'
// copy-past-size.c:11:9: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// copy-past-size.c:15:5: warning: one-element array 'payload' at the end of 'struct event' [flexfix-one-element]
// copy-past-size.c:45:15: note: used as flexible: copied or read with a constant length past the declared size 'e->payload'
// copy-past-size.c:46:15: note: copied or read with a constant length 'e->payload'
// copy-past-size.c:47:15: note: copied or read with a constant length 'e->payload'
// copy-past-size.c:48:15: note: copied or read with a constant length 'e->payload'
// copy-past-size.c:15:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// copy-past-size.c:19:5: warning: zero-length array 'raw' at the end of 'struct stamp' [flexfix-zero-length]
// copy-past-size.c:54:18: note: used as flexible: copied or read with a constant length past the declared size 'st->raw'
// copy-past-size.c:19:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
