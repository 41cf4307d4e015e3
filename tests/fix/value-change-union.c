// check-name: by default (--form=auto) a value '[]' would change by one element (memset(p, 0, sizeof(*p)) clearing the struct, struct_size() of a [1] counting the one element too) keeps the old size: the union form, the place said
// check-error-contains: note: converted 'items' in 'struct msg' to a flexible array member in a union with its one element 'item': the struct's size stays (this size would count one element less at value-change-union.c:24: memset(m, 0, sizeof(*m)))
// check-error-contains: note: converted 'v' in 'struct vec' to a flexible array member in a union with its one element 'first_v': the struct's size stays (this size would count one element less at value-change-union.c:35: struct_size(p, v, n))
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

struct vec {
	u32 n;
	u32 v[1];
};

size_t msg_clear(struct msg *m, u32 n);
size_t msg_clear(struct msg *m, u32 n)
{
	u32 i;

	for (i = 0; i < n; i++)
		m->items[i].v = 0;
	memset(m, 0, sizeof(*m));
	return n;
}

size_t vec_bytes(struct vec *p, u32 n);
size_t vec_bytes(struct vec *p, u32 n)
{
	u32 i;

	for (i = 0; i < n; i++)
		p->v[i] = i;
	return struct_size(p, v, n);
}


// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/value-change-union.c b/value-change-union.c
// --- a/value-change-union.c
// +++ b/value-change-union.c
// @@ -6,12 +6,18 @@
//  struct item { u32 v; };
//  struct msg {
//  	u32 count;
// -	struct item items[1];
// +	union {
// +		struct item item;
// +		DECLARE_FLEX_ARRAY(struct item, items);
// +	};
//  };
//  
//  struct vec {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  size_t msg_clear(struct msg *m, u32 n);
// check-fix-end
