// check-name: scan --explain cites the call of a macro whose body is a target's member as that member's use: copied into past its size, and read within it
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct blk { char *raw; };

struct leaf {
	u16 count;
	u16 entries[1];
};

struct root {
	u32 magic;
	u32 table[1];
};

#define LEAF_ENTRIES(b)	(((struct leaf *)(b)->raw)->entries)
#define ROOT_TABLE(b)	((struct root *)(b)->raw)->table

void leaf_fill(struct blk *b, const u16 *e, int n);
void leaf_fill(struct blk *b, const u16 *e, int n)
{
	memcpy(LEAF_ENTRIES(b), e, n * sizeof(u16));
}

u32 root_first(struct blk *b);
u32 root_first(struct blk *b)
{
	return ROOT_TABLE(b)[0];
}


// check-output-start
// member-macro.c:9:6: warning: one-element array 'entries' at the end of 'struct leaf' [flexfix-one-element]
// member-macro.c:23:9: note: used as flexible: copied or read with a run-time length 'LEAF_ENTRIES(b)'
// member-macro.c:9:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-macro.c:14:6: warning: one-element array 'table' at the end of 'struct root' [flexfix-one-element]
// member-macro.c:29:9: note: index within the declared size 'ROOT_TABLE(b)[0]'
// member-macro.c:14:6: note: verdict fixed-use; fix: not converted: no use shows it used as a flexible array
// check-output-end
