// check-name: scan --explain cites the call of a macro whose body is a target's member as that member's use
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct buffer_head { char *b_data; };

struct data_head {
	u32 ptype;
	u32 size;
	u8 data[1];
};

struct idx_head {
	u32 nr;
	u32 idx[1];
};

struct fixed_head {
	u32 nr;
	u32 one[1];
};

#define DATA_HEAD(bh)	((struct data_head *)(bh)->b_data)
#define DATA(bh)	(((struct data_head *)(bh)->b_data)->data)
#define IDX(bh)		((struct idx_head *)(bh)->b_data)->idx
#define ONE(bh)		(((struct fixed_head *)(bh)->b_data)->one)
#define NOT_MEMBER(bh)	((struct fixed_head *)(bh)->b_data)

void data_write(struct buffer_head *bh, const u8 *src, u32 off, u32 n);
void data_write(struct buffer_head *bh, const u8 *src, u32 off, u32 n)
{
	DATA_HEAD(bh)->size = n;
	memcpy(DATA(bh) + off, src, n);
}

u32 idx_at(struct buffer_head *bh, int i);
u32 idx_at(struct buffer_head *bh, int i)
{
	return IDX(bh)[i];
}

u32 one_of(struct buffer_head *bh);
u32 one_of(struct buffer_head *bh)
{
	return ONE(bh)[0] + NOT_MEMBER(bh)->nr;
}


// check-output-start
// member-macro.c:10:5: warning: one-element array 'data' at the end of 'struct data_head' [flexfix-one-element]
// member-macro.c:33:9: note: used as flexible: pointer moved by a variable 'DATA(bh)'
// member-macro.c:10:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-macro.c:15:6: warning: one-element array 'idx' at the end of 'struct idx_head' [flexfix-one-element]
// member-macro.c:39:9: note: used as flexible: index by a variable 'IDX(bh)[i]'
// member-macro.c:15:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-macro.c:20:6: warning: one-element array 'one' at the end of 'struct fixed_head' [flexfix-one-element]
// member-macro.c:45:9: note: index within the declared size 'ONE(bh)[0]'
// member-macro.c:20:6: note: verdict fixed-use; fix: not converted: no use shows it used as a flexible array
// check-output-end
