// check-name: 'x->arr[i].m' and 'x->ptrs[i]->m' reach m through the element type of the member array (declared in x's struct, or every member of that name has one type); a two-dimensional one is not followed
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct attr {
	u8 name_len;
	char name[1];
};
struct attr_list {
	u32 len;
	struct attr list[1];
};
struct slot {
	u16 nr;
	u16 vals[1];
};
struct slot_table {
	struct slot *slots[4];
};

char attr_last(struct attr_list *l);
char attr_last(struct attr_list *l)
{
	return l->list[0].name[l->list[0].name_len];
}

u16 slot_at(struct slot_table *t, int i, int k);
u16 slot_at(struct slot_table *t, int i, int k)
{
	return t->slots[i]->vals[k];
}


struct grid {
	struct slot *cells[2][2];
};

u16 cell_at(struct grid *g, int k);
u16 cell_at(struct grid *g, int k)
{
	return g->cells[0][1]->vals[k];
}


// check-output-start
// member-array-element.c:24:12: index-const 'l->list[0]' of 'list' in 'struct attr_list' index 0
// member-array-element.c:24:20: index-var 'l->list[0].name[l->list[0].name_len]' of 'name' in 'struct attr'
// member-array-element.c:24:28: index-const 'l->list[0]' of 'list' in 'struct attr_list' index 0
// member-array-element.c:30:12: index-var 't->slots[i]' of 'slots' in 'struct slot_table'
// member-array-element.c:30:22: index-var 't->slots[i]->vals[k]' of 'vals' in 'struct slot'
// member-array-element.c:41:12: index-const 'g->cells[0]' of 'cells' in 'struct grid' index 0
// member-array-element.c:41:25: index-var 'g->cells[0][1]->vals[k]' of 'vals' in 'struct slot' (guessed from the member name)
// member-array-element.c:7:7: warning: one-element array 'name' at the end of 'struct attr' [flexfix-one-element]
// member-array-element.c:24:20: note: used as flexible: index by a variable 'l->list[0].name[l->list[0].name_len]'
// member-array-element.c:7:7: note: verdict flexible-use; fix: not converted: 'struct attr' is embedded in an array at member-array-element.c:11 ('list'), and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode
// member-array-element.c:11:14: warning: one-element array 'list' at the end of 'struct attr_list' [flexfix-one-element]
// member-array-element.c:24:12: note: index within the declared size 'l->list[0]'
// member-array-element.c:24:28: note: index within the declared size 'l->list[0]'
// member-array-element.c:11:14: note: verdict fixed-use; fix: not converted: no use shows it used as a flexible array
// member-array-element.c:11:14: warning: member 'list' of 'struct attr_list' is an array of 'struct attr', which ends with a flexible array [flexfix-flex-not-at-end]
// member-array-element.c:7:7: note: 'struct attr' ends with flexible array 'name'
// member-array-element.c:15:6: warning: one-element array 'vals' at the end of 'struct slot' [flexfix-one-element]
// member-array-element.c:30:22: note: used as flexible: index by a variable 't->slots[i]->vals[k]'
// member-array-element.c:41:25: note: used as flexible: index by a variable (guessed from the member name) 'g->cells[0][1]->vals[k]'
// member-array-element.c:15:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
