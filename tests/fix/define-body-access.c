// check-name: accesses written in #define bodies count as uses: a sole [0] indexed only through a variable another macro declares becomes DECLARE_FLEX_ARRAY(); a [0] whose sizeof() a macro takes stays (sizeof() of '[]' does not compile); an access through a macro's parameter is left to its call sites
// check-fix-wanted

struct reg_write {
	struct {
		u32 addr;
		u32 val;
	} regs[0];
};

struct fw_cmd {
	u32 len;
	union {
		struct reg_write wreg;
		u8 raw[4];
	};
};

/* the buffer is declared by one macro, filled by another */
#define regwrite_begin() struct fw_cmd *__cmd = NULL; unsigned int __nreg = 0
#define regwrite(r, v) do {				\
	__cmd->wreg.regs[__nreg].addr = cpu_to_le32(r);	\
	__cmd->wreg.regs[__nreg].val = cpu_to_le32(v);	\
	__nreg++;					\
} while (0)

struct blob {
	u16 n;
	u8 bytes[0];
};

#define BLOB_BYTES_SIZE(b) sizeof((b)->bytes)
#define CUR_BLOB_BYTES_SIZE sizeof(cur_blob->bytes)

struct ring {
	u32 n;
	u64 slots[0];
};

/* through the parameter: the call sites name the type (none here) */
#define RING_SLOT(r, i) ((r)->slots[(i)])

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/define-body-access.c b/define-body-access.c
// --- a/define-body-access.c
// +++ b/define-body-access.c
// @@ -2,10 +2,10 @@
//  // check-fix-wanted
//  
//  struct reg_write {
// -	struct {
// +	DECLARE_FLEX_ARRAY(struct {
//  		u32 addr;
//  		u32 val;
// -	} regs[0];
// +	}, regs);
//  };
//  
//  struct fw_cmd {
// @@ -34,7 +34,7 @@ struct blob {
//  
//  struct ring {
//  	u32 n;
// -	u64 slots[0];
// +	u64 slots[];
//  };
//  
//  /* through the parameter: the call sites name the type (none here) */
// check-fix-end
