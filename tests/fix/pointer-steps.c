// check-name: pointer arithmetic on a pointer to the struct (p + 1, p++, p[i], &p[1], n + p, also as a body's first statement) steps by the struct's size, which a [1] made flexible would shrink with nothing to rewrite: the size stays (union form), the place is said; '(u8 *)p + 1', 'p->n + 1', '++p->n' and 'p[0]' do not step by it
// check-error-contains: note: converted 'data' in 'struct after' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at pointer-steps.c:34: h + 1)
// check-error-contains: note: converted 'data' in 'struct walk' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at pointer-steps.c:42: w++)
// check-error-contains: note: converted 'data' in 'struct table' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at pointer-steps.c:50: t[1])
// check-error-contains: note: converted 'data' in 'struct bytes' to a flexible array member
// check-error-contains: note: converted 'data' in 'struct first' to a flexible array member in a union with its one element 'first_data': the struct's size stays (this pointer arithmetic steps by the struct's size, which would shrink by one element at pointer-steps.c:73: arr[i])
// check-fix-wanted

struct after {
	u32 n;
	u32 data[1];
};

struct walk {
	u32 n;
	u32 data[1];
};

struct table {
	u32 n;
	u32 data[1];
};

struct bytes {
	u32 n;
	u32 data[1];
};

/* the payload after one header and its first element */
u8 *after_payload(struct after *h, u32 i);
u8 *after_payload(struct after *h, u32 i)
{
	h->data[i] = 0;
	return (u8 *)(h + 1);
}

void walk_all(struct walk *w, u32 nr);
void walk_all(struct walk *w, u32 nr)
{
	while (nr--) {
		w->data[nr] = 0;
		w++;
	}
}

u32 *table_second(struct table *t, u32 i);
u32 *table_second(struct table *t, u32 i)
{
	t->data[i] = 0;
	return (u32 *)&t[1];
}

u8 *bytes_after(struct bytes *b, u32 i);
u8 *bytes_after(struct bytes *b, u32 i)
{
	b->data[i] = 0;
	++b->n;
	b[0].n = b->n + 1;
	return (u8 *)b + 4;
}




struct first {
	u32 n;
	u32 data[1];
};

void first_copy(struct first *arr, const struct first *p, u32 i);
void first_copy(struct first *arr, const struct first *p, u32 i)
{
	arr[i] = *p;
	arr->data[i] = 0;
}



// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/pointer-steps.c b/pointer-steps.c
// --- a/pointer-steps.c
// +++ b/pointer-steps.c
// @@ -8,22 +8,31 @@
//  
//  struct after {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct walk {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct table {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  struct bytes {
//  	u32 n;
// -	u32 data[1];
// +	u32 data[];
//  };
//  
//  /* the payload after one header and its first element */
// @@ -64,7 +73,10 @@ u8 *bytes_after(struct bytes *b, u32 i)
//  
//  struct first {
//  	u32 n;
// -	u32 data[1];
// +	union {
// +		u32 first_data;
// +		DECLARE_FLEX_ARRAY(u32, data);
// +	};
//  };
//  
//  void first_copy(struct first *arr, const struct first *p, u32 i);
// check-fix-end
