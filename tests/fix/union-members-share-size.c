// check-name: the [1] members of one union share its size (its largest member's): a sizeof() of a type ending with the union, found for the union's first array, holds for each; each keeps the size in the union form a union's member has, its one element a member of the same union beside it (before: none was converted, 'the array is a union's member'; and before that the first was refused and the two others converted, shrinking the union)
// check-error-contains: note: converted 'sge32' in 'union sgl' to a flexible array member in a union with its one element 'first_sge32': the union's size stays (this sizeof() would shrink by one element at union-members-share-size.c:41: sizeof(union frame), whose type ends with 'union sgl')
// check-error-contains: note: converted 'sge64' in 'union sgl' to a flexible array member in a union with its one element 'first_sge64': the union's size stays
// check-error-contains: note: converted 'skinny' in 'union sgl' to a flexible array member in a union with its one element 'first_skinny': the union's size stays
// check-fix-wanted

struct sge32 { u32 addr; u32 len; };
struct sge64 { u64 addr; u32 len; } __attribute__((packed));
struct sge_skinny { u64 addr; u32 len; u32 flag; } __attribute__((packed));

union sgl {
	struct sge32 sge32[1];
	struct sge64 sge64[1];
	struct sge_skinny skinny[1];
};

struct io_frame {
	u32 cmd;
	u32 nr;
	union sgl sgl;
};

union frame {
	struct io_frame io;
	u8 raw[64];
};

void fill(struct io_frame *f, u32 n);
void fill(struct io_frame *f, u32 n)
{
	for (u32 i = 0; i < n; i++) {
		f->sgl.sge32[i].len = 0;
		f->sgl.sge64[i].len = 0;
		f->sgl.skinny[i].len = 0;
	}
}

u32 sense_fits(u32 off);
u32 sense_fits(u32 off)
{
	return off <= sizeof(union frame) - sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/union-members-share-size.c b/union-members-share-size.c
// --- a/union-members-share-size.c
// +++ b/union-members-share-size.c
// @@ -9,9 +9,12 @@ struct sge64 { u64 addr; u32 len; } __attribute__((packed));
//  struct sge_skinny { u64 addr; u32 len; u32 flag; } __attribute__((packed));
//  
//  union sgl {
// -	struct sge32 sge32[1];
// -	struct sge64 sge64[1];
// -	struct sge_skinny skinny[1];
// +	struct sge32 first_sge32;
// +	DECLARE_FLEX_ARRAY(struct sge32, sge32);
// +	struct sge64 first_sge64;
// +	DECLARE_FLEX_ARRAY(struct sge64, sge64);
// +	struct sge_skinny first_skinny;
// +	DECLARE_FLEX_ARRAY(struct sge_skinny, skinny);
//  };
//  
//  struct io_frame {
// check-fix-end
