// check-name: a byte array's 'sizeof(struct s) + n - 1' (any order) becomes offsetof(struct s, m) + n: the old value where no padding follows the byte (an on-disk size keeps its 3 bytes of header; struct_size() would say 4); sizeof()s in a condition with its body, and after a label, are seen; a rounding's '(sizeof(struct s) + B - 1) / B' is no count
// check-error-contains: byte-count-offsetof.c:11:5: note: converted 'nameval' in 'struct ent' to a flexible array member; 3 size expressions rewritten
// check-error-contains: byte-count-offsetof.c:17:7: note: converted 'buf' in 'struct TAG_ioc' to a flexible array member; 5 size expressions rewritten
// check-error-contains: byte-count-offsetof.c:22:6: note: not converted: 'w' in 'struct words': no use shows it used as a flexible array
// check-error-contains: byte-count-offsetof.c:76:5: note: converted 'b' in 'struct blk' to a flexible array member in a union with its one element 'first_b': the struct's size stays (this sizeof() would shrink by one element at byte-count-offsetof.c:82: sizeof(struct blk))
// check-fix-wanted

struct ent {
	__be16 valuelen;
	u8 namelen;
	u8 nameval[1];
};

typedef struct TAG_ioc {
	u32 len;
	u32 flags;
	char buf[1];
} ioc_t;

struct words {
	u32 nr;
	u32 w[1];
};

static inline int ent_size(int nlen, int vlen)
{
	return round_up(sizeof(struct ent) - 1 + nlen + vlen, 4);
}

int ent_fill(struct ent *e, const u8 *name, int nlen);
int ent_fill(struct ent *e, const u8 *name, int nlen)
{
	memcpy(e->nameval, name, nlen);
	return sizeof(*e) + nlen - 1;
}

int ent_room(int nlen);
int ent_room(int nlen)
{
	return nlen + sizeof(struct ent) - 1;
}

void hw_set_address(void *dev, dma_addr_t addr);
long ioc_run(void *dev, void __user *argp, unsigned long len);
long ioc_run(void *dev, void __user *argp, unsigned long len)
{
	dma_addr_t dma;
	ioc_t *ioc = dma_alloc_coherent(dev, len + sizeof(ioc_t) - 1, &dma, GFP_KERNEL);
	long ret = -EFAULT;

	if (!ioc)
		return -ENOMEM;
	if (copy_from_user(ioc, argp, len + sizeof(ioc_t) - 1))
		goto out;
	hw_set_address(dev, dma + sizeof(ioc_t) - 1);
	if (copy_to_user(argp, ioc, sizeof(ioc_t) + len - 1) == 0)
		ret = 0;
out:
	dma_free_coherent(dev, len + sizeof(ioc_t) - 1, ioc, dma);
	return ret;
}

struct words *words_new(u32 n);
struct words *words_new(u32 n)
{
	struct words *p = kmalloc(sizeof(struct words) + n - 1, GFP_KERNEL);

	if (p)
		p->nr = n;
	return p;
}

/* a rounding's '- 1' is not the element's */
struct blk {
	__be32 len;
	u8 b[1];
};

u32 blk_blocks(void);
u32 blk_blocks(void)
{
	return (sizeof(struct blk) + 8 - 1) / 8;
}

u8 blk_byte(struct blk *p, u32 i);
u8 blk_byte(struct blk *p, u32 i)
{
	return p->b[i];
}



// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/byte-count-offsetof.c b/byte-count-offsetof.c
// --- a/byte-count-offsetof.c
// +++ b/byte-count-offsetof.c
// @@ -8,13 +8,13 @@
//  struct ent {
//  	__be16 valuelen;
//  	u8 namelen;
// -	u8 nameval[1];
// +	u8 nameval[];
//  };
//  
//  typedef struct TAG_ioc {
//  	u32 len;
//  	u32 flags;
// -	char buf[1];
// +	char buf[];
//  } ioc_t;
//  
//  struct words {
// @@ -24,20 +24,20 @@ struct words {
//  
//  static inline int ent_size(int nlen, int vlen)
//  {
// -	return round_up(sizeof(struct ent) - 1 + nlen + vlen, 4);
// +	return round_up(offsetof(struct ent, nameval) + nlen + vlen, 4);
//  }
//  
//  int ent_fill(struct ent *e, const u8 *name, int nlen);
//  int ent_fill(struct ent *e, const u8 *name, int nlen)
//  {
//  	memcpy(e->nameval, name, nlen);
// -	return sizeof(*e) + nlen - 1;
// +	return offsetof(struct ent, nameval) + nlen;
//  }
//  
//  int ent_room(int nlen);
//  int ent_room(int nlen)
//  {
// -	return nlen + sizeof(struct ent) - 1;
// +	return nlen + offsetof(struct ent, nameval);
//  }
//  
//  void hw_set_address(void *dev, dma_addr_t addr);
// @@ -45,18 +45,19 @@ long ioc_run(void *dev, void __user *argp, unsigned long len);
//  long ioc_run(void *dev, void __user *argp, unsigned long len)
//  {
//  	dma_addr_t dma;
// -	ioc_t *ioc = dma_alloc_coherent(dev, len + sizeof(ioc_t) - 1, &dma, GFP_KERNEL);
// +	ioc_t *ioc = dma_alloc_coherent(dev, len +
// +					     offsetof(struct TAG_ioc, buf), &dma, GFP_KERNEL);
//  	long ret = -EFAULT;
//  
//  	if (!ioc)
//  		return -ENOMEM;
// -	if (copy_from_user(ioc, argp, len + sizeof(ioc_t) - 1))
// +	if (copy_from_user(ioc, argp, len + offsetof(struct TAG_ioc, buf)))
//  		goto out;
// -	hw_set_address(dev, dma + sizeof(ioc_t) - 1);
// -	if (copy_to_user(argp, ioc, sizeof(ioc_t) + len - 1) == 0)
// +	hw_set_address(dev, dma + offsetof(struct TAG_ioc, buf));
// +	if (copy_to_user(argp, ioc, offsetof(struct TAG_ioc, buf) + len) == 0)
//  		ret = 0;
//  out:
// -	dma_free_coherent(dev, len + sizeof(ioc_t) - 1, ioc, dma);
// +	dma_free_coherent(dev, len + offsetof(struct TAG_ioc, buf), ioc, dma);
//  	return ret;
//  }
//  
// @@ -73,7 +74,10 @@ struct words *words_new(u32 n)
//  /* a rounding's '- 1' is not the element's */
//  struct blk {
//  	__be32 len;
// -	u8 b[1];
// +	union {
// +		u8 first_b;
// +		DECLARE_FLEX_ARRAY(u8, b);
// +	};
//  };
//  
//  u32 blk_blocks(void);
// check-fix-end
