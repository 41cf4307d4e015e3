// check-name: an object of a struct written without a tag ('static const struct { ... } table[] = {', at file scope or in a function) is of no struct of the pass: 'table[i].name' is no use and no guess of a target's 'name'; an anonymous body that holds an array of the pass leaves its objects to the guesses
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct ent {
	u32 n;
	char name[1];
};

static const struct {
	int type;
	const char *name;
} branch_types[] = {
	{ 1, "call" },
	{ 2, "ret" },
};

static struct { u32 n; char name[1]; } holder;

const char *lookup(struct ent *e, int i);
const char *lookup(struct ent *e, int i)
{
	static const struct {
		int flags;
		const char *name;
	} table[] = {
		{ 1, "mutex" },
	};

	e->name[i] = 0;
	holder.name[i] = 1;
	if (table[0].flags == i)
		return table[0].name;
	return branch_types[i].name;
}

// check-output-start
// anonymous-objects.c:30:5: index-var 'e->name[i]' of 'name' in 'struct ent'
// anonymous-objects.c:31:9: index-var 'holder.name[i]' of 'name' in 'struct ent' (guessed from the member name)
// anonymous-objects.c:7:7: warning: one-element array 'name' at the end of 'struct ent' [flexfix-one-element]
// anonymous-objects.c:30:5: note: used as flexible: index by a variable 'e->name[i]'
// anonymous-objects.c:31:9: note: used as flexible: index by a variable (guessed from the member name) 'holder.name[i]'
// anonymous-objects.c:7:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// anonymous-objects.c:18:29: warning: one-element array 'name' at the end of anonymous struct [flexfix-one-element]
// anonymous-objects.c:18:29: note: verdict unknown; fix: not converted: anonymous struct: its uses cannot be named
// check-output-end
