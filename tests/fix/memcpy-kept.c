// check-name: a '- 1' that is not about the declared element stays (seed 004's memcpy)
// check-error-contains: memcpy-kept.c:14:35: note: '- 1' kept as written (right if it counts the elements after the first; review): memcpy(&dst->sge[1], &src[1], (n - 1) * sizeof(struct sge))
// check-fix-wanted

struct sge { u64 a; };
struct io {
	u32 n;
	struct sge sge[1];
};

void io_copy(struct io *dst, struct sge *src, u32 n);
void io_copy(struct io *dst, struct sge *src, u32 n)
{
	memcpy(&dst->sge[1], &src[1], (n - 1) * sizeof(struct sge));
	dst->n = n;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/memcpy-kept.c b/memcpy-kept.c
// --- a/memcpy-kept.c
// +++ b/memcpy-kept.c
// @@ -5,7 +5,7 @@
//  struct sge { u64 a; };
//  struct io {
//  	u32 n;
// -	struct sge sge[1];
// +	struct sge sge[];
//  };
//  
//  void io_copy(struct io *dst, struct sge *src, u32 n);
// check-fix-end
