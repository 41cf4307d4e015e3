// check-name: a designator's member is typed by the object its initializer's brace initializes: a declared object ('struct s v = {'), a compound literal, a member's own brace ('.d = {'), chained designators ('.d.name'), an element of a declared array ('{ {', '[1] = {'); a member of the same name in another struct is no guess for it, and the target's own is a use; a designator in a macro's argument stays a guess
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct sort_dim {
	const char *name;
	u32 n;
};

struct ent {
	u32 n;
	char name[1];
};

struct wrap {
	struct sort_dim d;
	u32 k;
};

#define DIM(...) ((struct sort_dim){ __VA_ARGS__ })
u32 dim_n(struct sort_dim d);

u32 use_all(struct ent *e, u32 i);
u32 use_all(struct ent *e, u32 i)
{
	static struct sort_dim max_dim = {
		.name = "max",
		.n = 1,
	};
	struct sort_dim table[] = {
		{ .name = "a", .n = 2 },
		[1] = { .name = "b" },
	};
	struct wrap w = { .d = { .name = "c" }, .k = 1 };
	struct wrap w2 = { .d.name = "d" };
	struct sort_dim *p = &(struct sort_dim){ .name = "e" };
	struct ent one = { .n = 1, .name = { 'x' } };

	e->name[i] = 0;
	return max_dim.n + table[0].n + w.k + w2.k + p->n + one.n + dim_n(DIM(.name = "f"));
}

// check-output-start
// designators.c:37:13: by-value 'struct ent one' of 'name' in 'struct ent'
// designators.c:37:30: other 'name' of 'name' in 'struct ent'
// designators.c:39:5: index-var 'e->name[i]' of 'name' in 'struct ent'
// designators.c:40:73: other 'name' of 'name' in 'struct ent' (guessed from the member name)
// designators.c:12:7: warning: one-element array 'name' at the end of 'struct ent' [flexfix-one-element]
// designators.c:37:13: note: an object of the struct (its storage holds the declared elements) 'struct ent one'
// designators.c:37:30: note: use 'name'
// designators.c:39:5: note: used as flexible: index by a variable 'e->name[i]'
// designators.c:40:73: note: use (guessed from the member name) 'name'
// designators.c:12:7: note: verdict flexible-use; fix: not converted: an initializer names the array: a flexible array member would not take it at designators.c:37
// check-output-end
