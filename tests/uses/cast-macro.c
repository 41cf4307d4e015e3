// check-name: a function-like macro whose body casts to the struct resolves NAME(x)->m to that struct (one level)
// check-command: flexfix dump uses $file
// check-exit-value: 0

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
// check-output-end
