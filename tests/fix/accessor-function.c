// check-name: an accessor function, its body only if's and returns of a member through a pointer parameter ('&p->m[0]', '&((struct s3 *)p)->m[0]', 'p->m'): its calls are that member's uses, of each struct it may return ('q = f(p); q[i]', 'f(p)[i]'); a function that does more is no accessor
// check-error-contains: note: converted 'entries' in 'struct leaf' to a flexible array member
// check-error-contains: note: converted 'entries' in 'struct leaf3' to a flexible array member
// check-error-contains: note: converted 'names' in 'struct dir' to a flexible array member
// check-error-contains: note: not converted: 'slots' in 'struct table': no use shows it used as a flexible array
// check-fix-wanted

struct entry {
	u16 hash;
	u16 off;
};

struct leaf {
	u16 magic;
	u16 count;
	struct entry entries[1];
};

struct leaf3 {
	u16 magic;
	u16 count;
	u32 crc;
	struct entry entries[1];
};

struct dir {
	u32 count;
	u8 names[1];
};

struct table {
	u32 count;
	u32 slots[1];
};

static inline struct entry *leaf_entries(struct leaf *leaf)
{
	if (leaf->magic == 3)
		return &((struct leaf3 *)leaf)->entries[0];
	return &leaf->entries[0];
}

static inline u8 *dir_names(struct dir *d)
{
	return d->names;
}

static inline u32 *table_slots(struct table *t)
{
	t->count = 0;
	return t->slots;
}

u32 sum(struct leaf *leaf, struct dir *d, struct table *t, u32 n);
u32 sum(struct leaf *leaf, struct dir *d, struct table *t, u32 n)
{
	struct entry *e = leaf_entries(leaf);
	u32 s = 0, i;

	for (i = 0; i < leaf->count; i++)
		s += e[i].hash;
	return s + dir_names(d)[n] + table_slots(t)[n];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/accessor-function.c b/accessor-function.c
// --- a/accessor-function.c
// +++ b/accessor-function.c
// @@ -13,19 +13,19 @@ struct entry {
//  struct leaf {
//  	u16 magic;
//  	u16 count;
// -	struct entry entries[1];
// +	struct entry entries[];
//  };
//  
//  struct leaf3 {
//  	u16 magic;
//  	u16 count;
//  	u32 crc;
// -	struct entry entries[1];
// +	struct entry entries[];
//  };
//  
//  struct dir {
//  	u32 count;
// -	u8 names[1];
// +	u8 names[];
//  };
//  
//  struct table {
// check-fix-end
