// check-name: a member declared as a pointer to the struct steps by its size as a pointer variable does (x->ents[i], x.a.slots + n through a member chain, x->cells++, &x->nodes[1], n + x->elems) and as a cast to it does ('((struct s *)p)[i]', '(struct s *)p + n'): a [1] made flexible would shrink every step, so the size stays (union form) and the place is said; '((struct s *)p)[0]', '((struct s **)p)[i]', 'x->one[0]', '*x->one', '(u8 *)x->one + 4', 'x->one->data[i]' and a member that points to a scalar do not step by it
// check-error-contains: note: converted 'data' in 'struct desc' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:69: r->ents[i])
// check-error-contains: note: converted 'data' in 'struct slot' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:76: q.ring.slots + n)
// check-error-contains: note: converted 'data' in 'struct cell' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:83: r->cells++)
// check-error-contains: note: converted 'data' in 'struct node' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:84: r->nodes[1])
// check-error-contains: note: converted 'data' in 'struct elem' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:85: 2 + r->elems)
// check-error-contains: note: converted 'data' in 'struct rec' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:96: ((struct rec *)buf)[i])
// check-error-contains: note: converted 'data' in 'struct blk' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at member-pointer-steps.c:96: (struct blk *)buf + i)
// check-error-contains: note: converted 'data' in 'struct plain' to a flexible array member
// check-fix-wanted

struct desc {
	u64 info;
	u32 data[1];
};

struct slot {
	u32 n;
	u32 data[1];
};

struct cell {
	u32 n;
	u32 data[1];
};

struct node {
	u32 n;
	u32 data[1];
};

struct elem {
	u32 n;
	u32 data[1];
};

struct rec {
	u32 n;
	u32 data[1];
};

struct blk {
	u32 n;
	u32 data[1];
};

struct plain {
	u32 n;
	u32 data[1];
};


struct ring {
	struct desc *ents;
	struct slot *slots;
	struct cell *cells;
	struct node *nodes;
	struct elem *elems;
	struct plain *one;
	u32 *words;
};

struct queue { u32 id; struct ring ring; };

u32 ring_walk(struct ring *r, u32 i);
u32 ring_walk(struct ring *r, u32 i)
{
	r->ents->data[i] = 0;	/* a use of the array: flexible */
	return r->ents[i].info;	/* the i-th descriptor: steps by sizeof(struct desc) */
}

struct slot *slot_at(struct queue q, u32 n, u32 i);
struct slot *slot_at(struct queue q, u32 n, u32 i)
{
	q.ring.slots->data[i] = 1;
	return q.ring.slots + n;
}

void *more(struct ring *r, u32 i);
void *more(struct ring *r, u32 i)
{
	r->cells->data[i] = r->nodes->data[i] = r->elems->data[i] = 2;
	r->cells++;
	r->words = (u32 *)&r->nodes[1];
	return 2 + r->elems;
}

/* a cast to a pointer to the struct steps as such a pointer does */
u32 casts(void *buf, u32 i);
u32 casts(void *buf, u32 i)
{
	struct rec *r = buf;
	struct blk *k = buf;

	r->data[i] = k->data[i] = 0;
	return ((struct rec *)buf)[i].n + ((struct blk *)buf + i)->n;
}

u8 *plain_bytes(struct ring *r, u32 i);
u8 *plain_bytes(struct ring *r, u32 i)
{
	r->one->data[i] = 2;
	r->one[0].n = *r->words + r->words[i];
	(*r->one).n = 3;
	((struct plain *)r->words)[0].n = 4;
	((struct plain **)r->words)[i]->n = 5;
	return (u8 *)r->one + 4;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-pointer-steps.c b/member-pointer-steps.c
// --- a/member-pointer-steps.c
// +++ b/member-pointer-steps.c
// @@ -11,42 +11,63 @@
//  
//  struct desc {
//  	u64 info;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct slot {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct cell {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct node {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct elem {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct rec {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct blk {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct plain {
//  	u32 n;
// -	u32 data[1];
// +	u32 data[];
//  };
//  
//  
// check-fix-end
