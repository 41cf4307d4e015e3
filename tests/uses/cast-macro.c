// check-name: a function-like macro whose body casts to the struct resolves NAME(x)->m to that struct (one level)
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct buf { void *data; };
struct head {
	u32 nr;
	u32 table[1];
};
#define HEAD(bh) ((struct head *)(bh)->data)
#define OTHER(bh) ((char *)(bh)->data)

u32 head_at(struct buf *bh, u32 i);
u32 head_at(struct buf *bh, u32 i)
{
	return HEAD(bh)->table[i] + OTHER(bh)[i];
}

// check-output-start
// cast-macro.c:16:19: index-var 'HEAD(bh)->table[i]' of 'table' in 'struct head'
// cast-macro.c:8:6: warning: one-element array 'table' at the end of 'struct head' [flexfix-one-element]
// cast-macro.c:16:19: note: used as flexible: index by a variable 'HEAD(bh)->table[i]'
// cast-macro.c:8:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
