// check-name: the operand of sizeof() is not an access: sizeof(p->m[0]) and sizeof(*p->m) are no use, sizeof(p->m) is
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct ent { u32 v; };
struct tab {
	u32 nr;
	struct ent ents[1];
};

size_t tab_sizes(struct tab *t);
size_t tab_sizes(struct tab *t)
{
	return sizeof(t->ents[0]) + sizeof(*t->ents) + sizeof(t->ents) + sizeof(__typeof__(t->ents[0]));
}

// check-output-start
// sizeof-operand.c:14:49: sizeof-member 'sizeof(t->ents)' of 'ents' in 'struct tab' form sizeof(p->m)
// sizeof-operand.c:8:13: warning: one-element array 'ents' at the end of 'struct tab' [flexfix-one-element]
// sizeof-operand.c:14:49: note: sizeof of the member 'sizeof(t->ents)'
// sizeof-operand.c:8:13: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
