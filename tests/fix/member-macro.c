// check-name: a macro whose body is a target's member ('(((struct s *)(bh)->b_data)->m)', with or without the outer parentheses) is that member at its call sites: 'DATA(bh) + off' copied into, 'IDX(bh)[i]' indexed are flexible uses, 'ONE(bh)[0]' a use within the size; a macro that only casts stays a cast
// check-error-contains: note: converted 'data' in 'struct data_head' to a flexible array member
// check-error-contains: note: converted 'idx' in 'struct idx_head' to a flexible array member
// check-error-contains: note: not converted: 'one' in 'struct fixed_head': no use shows it used as a flexible array
// check-fix-wanted

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




// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-macro.c b/member-macro.c
// --- a/member-macro.c
// +++ b/member-macro.c
// @@ -9,12 +9,12 @@ struct buffer_head { char *b_data; };
//  struct data_head {
//  	u32 ptype;
//  	u32 size;
// -	u8 data[1];
// +	u8 data[];
//  };
//  
//  struct idx_head {
//  	u32 nr;
// -	u32 idx[1];
// +	u32 idx[];
//  };
//  
//  struct fixed_head {
// check-fix-end
