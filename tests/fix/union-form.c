// check-name: --form=auto: a [1] whose sizeof() must stay (an allocation not written as a size expression, a size assertion, an object of the struct) takes the union form that keeps the size; nothing else is edited, the (n - 1) stays right
// check-error-contains: note: converted 'items' in 'struct msg' to a flexible array member in a union with its one element 'item': the struct's size stays (this sizeof() would shrink by one element at union-form.c:42: sizeof(struct msg))
// check-error-contains: note: converted 'entries' in 'struct tbl' to a flexible array member in a union with its one element 'entry': the struct's size stays (a size assertion checks the struct's size: it must stay at union-form.c:27: sizeof(struct tbl))
// check-error-contains: note: converted 'sge' in 'struct sgl' to a flexible array member in a union with its one element 'first_sge_elem': the struct's size stays (the element is used in an object of the struct (by value) at union-form.c:55: one.sge[0])
// check-fix-wanted

struct item { u32 v; };
struct msg {
	u32 count;
	struct item items[1];
};

struct ent { u16 a, b; };
struct tbl {
	u32 n;
	u32 first_entry;
	struct ent entries[1];
};

struct sge { u64 addr; };
struct sgl {
	u32 count;
	u32 first_sge;
	struct sge sge[1];
};

static_assert(sizeof(struct tbl) == 12);

u32 tbl_sum(const struct tbl *t);
u32 tbl_sum(const struct tbl *t)
{
	u32 s = 0;

	for (u32 i = 0; i < t->n; i++)
		s += t->entries[i].a;
	return s;
}

struct msg *msg_new(u32 n);
struct msg *msg_new(u32 n)
{
	struct msg *one = kzalloc(sizeof(struct msg), GFP_KERNEL);
	struct msg *many = kzalloc(sizeof(struct msg) + (n - 1) * sizeof(struct item), GFP_KERNEL);

	kfree(one);
	many->items[n - 1].v = n;
	return many;
}

u64 sgl_first(const struct sgl *l, u32 i);
u64 sgl_first(const struct sgl *l, u32 i)
{
	struct sgl one = *l;

	return one.sge[0].addr + l->sge[i].addr;
}


// The fix flexfix must print:
//
// check-fix-start
// diff --git a/union-form.c b/union-form.c
// --- a/union-form.c
// +++ b/union-form.c
// @@ -7,21 +7,30 @@
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
//  struct ent { u16 a, b; };
//  struct tbl {
//  	u32 n;
//  	u32 first_entry;
// -	struct ent entries[1];
// +	union {
// +		struct ent entry;
// +		DECLARE_FLEX_ARRAY(struct ent, entries);
// +	};
//  };
//  
//  struct sge { u64 addr; };
//  struct sgl {
//  	u32 count;
//  	u32 first_sge;
// -	struct sge sge[1];
// +	union {
// +		struct sge first_sge_elem;
// +		DECLARE_FLEX_ARRAY(struct sge, sge);
// +	};
//  };
//  
//  static_assert(sizeof(struct tbl) == 12);
// check-fix-end
