// check-name: the operand of sizeof() is not an access: sizeof(p->m[0]) and sizeof(*p->m) are no use, sizeof(p->m) is
// check-command: flexfix dump uses $file
// check-exit-value: 0

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
// sizeof-operand.c:14:49: sizeof-member 'sizeof(p->m)' of 'ents' in 'struct tab' form sizeof(p->m)
// check-output-end
