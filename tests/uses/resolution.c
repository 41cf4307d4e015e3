// check-name: bases resolved through a cast, container_of(), a typedef pointer, a member chain; a pointer to a struct written without a tag is none of the pass (its 'slots' is its own); a guess (the result of a call returning a typedef name's pointer) is marked
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct slot { u32 v; };
struct ring {
	u32 nr;
	struct list_head node;
	struct slot slots[1];
};
typedef struct ring ring_t;
struct owner {
	struct ring *ring;
};

u32 ring_uses(void *buf, struct list_head *l, ring_t *r, struct owner *o, u32 i);
u32 ring_uses(void *buf, struct list_head *l, ring_t *r, struct owner *o, u32 i)
{
	u32 s = ((struct ring *)buf)->slots[i].v;

	s += container_of(l, struct ring, node)->slots[i].v;
	s += r->slots[2].v;
	s += o->ring->slots[0].v;
	return s;
}

ring_t *ring_of(void *p);
u32 ring_guess(void *p, u32 i);
u32 ring_guess(void *p, u32 i)
{
	struct { struct slot *slots; } *q = p;

	return q->slots[i].v + ring_of(p)->slots[i].v;
}


// check-output-start
// resolution.c:19:32: index-var '((struct ring *)buf)->slots[i]' of 'slots' in 'struct ring'
// resolution.c:21:43: index-var 'container_of(l, struct ring, node)->slots[i]' of 'slots' in 'struct ring'
// resolution.c:22:10: index-const 'r->slots[2]' of 'slots' in 'struct ring' index 2
// resolution.c:23:16: index-const 'o->ring->slots[0]' of 'slots' in 'struct ring' index 0
// resolution.c:33:37: index-var 'ring_of(p)->slots[i]' of 'slots' in 'struct ring' (guessed from the member name)
// resolution.c:9:14: warning: one-element array 'slots' at the end of 'struct ring' [flexfix-one-element]
// resolution.c:19:32: note: used as flexible: index by a variable '((struct ring *)buf)->slots[i]'
// resolution.c:21:43: note: used as flexible: index by a variable 'container_of(l, struct ring, node)->slots[i]'
// resolution.c:22:10: note: used as flexible: index past the declared size 'r->slots[2]'
// resolution.c:23:16: note: index within the declared size 'o->ring->slots[0]'
// resolution.c:33:37: note: used as flexible: index by a variable (guessed from the member name) 'ring_of(p)->slots[i]'
// resolution.c:9:14: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
