// check-name: initializers a flexible array member would not take: a compound literal that names the array ('(struct s){ .v = { x } }'), an array of the struct whose elements' initializers name it ('t[] = { { .v = { 2 } } }', also in the union form, where '.v' would name DECLARE_FLEX_ARRAY()'s member), a [0] filled by position ('{ 2, { } }', GCC's empty initializer of a zero-length array); each refused with the place. A positional initializer that stops before the array, or a designated one that names other members, is no reason
// check-error-contains: note: not converted: 'v' in 'struct lit_names': an initializer names the array: a flexible array member would not take it at initializer-fills-refused.c:18 ((struct lit_names){ ... })
// check-error-contains: note: not converted: 'data' in 'struct zero_pos': an initializer may fill the array by position: a flexible array member would not take it at initializer-fills-refused.c:29 (struct zero_pos z)
// check-error-contains: note: not converted: 'v' in 'struct table_ent': an initializer names the array: a flexible array member would not take it at initializer-fills-refused.c:54 (struct table_ent table)
// check-error-contains: note: converted 'data' in 'struct zero_stops' to a flexible array member
// check-fix-wanted

struct lit_names {
	u32 n;
	u32 v[1];
};

u32 lit_take(const struct lit_names *l);

u32 lit_one(u32 x);
u32 lit_one(u32 x)
{
	return lit_take(&(struct lit_names){ .n = 1, .v = { x } });
}

struct zero_pos {
	u32 len;
	u8 data[0];
};

u32 zero_len(void);
u32 zero_len(void)
{
	struct zero_pos z = { 2, { } };

	return z.len;
}

struct zero_stops {
	u32 len;
	u32 flags;
	u8 data[0];
};

u32 zero_flags(void);
u32 zero_flags(void)
{
	struct zero_stops z = { 2, 3 };
	struct zero_stops y = { .flags = 3 };

	return z.flags + y.len;
}

struct table_ent {
	u32 n;
	u32 v[1];
};

static const struct table_ent table[] = {
	{ .n = 1, .v = { 2 } },
	{ .n = 1, .v = { 3 } },
};

u32 table_at(const struct table_ent *e, u32 i);
u32 table_at(const struct table_ent *e, u32 i)
{
	return e->v[i] + table[1].n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/initializer-fills-refused.c b/initializer-fills-refused.c
// --- a/initializer-fills-refused.c
// +++ b/initializer-fills-refused.c
// @@ -34,7 +34,7 @@ u32 zero_len(void)
//  struct zero_stops {
//  	u32 len;
//  	u32 flags;
// -	u8 data[0];
// +	u8 data[];
//  };
//  
//  u32 zero_flags(void);
// check-fix-end
