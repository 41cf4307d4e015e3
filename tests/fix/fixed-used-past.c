// check-name: scan --explain shows a fixed [N] at the end indexed past N (and not one used within its size)
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1
// check-output-start
// fixed-used-past.c:11:26: note: array 'slot' of fixed size at the end of 'struct ring' [flexfix-fixed-trailing]
// fixed-used-past.c:17:12: note: used as flexible: index past the declared size 'r->slot[5]'
// fixed-used-past.c:17:25: note: index by a variable 'r->slot[i]'
// fixed-used-past.c:11:26: note: verdict flexible-use; fix: not converted: a fixed-size array used past its size: a human must decide its size
// check-output-end

struct ring { u32 n; u32 slot[4]; };
struct table { u32 n; u32 e[4]; };

u32 ring_tail(struct ring *r, struct table *t, u32 i);
u32 ring_tail(struct ring *r, struct table *t, u32 i)
{
	return r->slot[5] + r->slot[i] + t->e[3] + t->e[i] + (u32)sizeof(t->e);
}
