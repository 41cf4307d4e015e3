// check-name: a count read with le32_to_cpu(), extra parentheses (the aacraid form)
// check-fix-wanted

struct sge { __le32 addr; __le32 len; };
struct io2 {
	__le32 flags;
	__le32 sgeCnt;
	struct sge sge[1];
};

u32 io2_size(struct io2 *cmd);
u32 io2_size(struct io2 *cmd)
{
	u32 fibsize;

	fibsize = sizeof(struct io2) +
		((le32_to_cpu(cmd->sgeCnt)-1) * sizeof(struct sge));
	return fibsize;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/le32-count.c b/le32-count.c
// --- a/le32-count.c
// +++ b/le32-count.c
// @@ -5,7 +5,7 @@ struct sge { __le32 addr; __le32 len; };
//  struct io2 {
//  	__le32 flags;
//  	__le32 sgeCnt;
// -	struct sge sge[1];
// +	struct sge sge[];
//  };
//  
//  u32 io2_size(struct io2 *cmd);
// @@ -13,8 +13,7 @@ u32 io2_size(struct io2 *cmd)
//  {
//  	u32 fibsize;
//  
// -	fibsize = sizeof(struct io2) +
// -		((le32_to_cpu(cmd->sgeCnt)-1) * sizeof(struct sge));
// +	fibsize = struct_size(cmd, sge, le32_to_cpu(cmd->sgeCnt));
//  	return fibsize;
//  }
//  
// check-fix-end
