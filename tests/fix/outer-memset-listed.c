// check-name: memset of a struct that ends with the converted one: kept, listed
// check-error-contains: note: value changes (one element less): memset(r, 0, sizeof(struct req)), whose type ends with 'struct sgl'
// check-fix-wanted

struct sgl { u32 n; u64 e[1]; };
struct req { u32 op; struct sgl sg; };

void req_clear(struct req *r, struct sgl *s, u32 i);
void req_clear(struct req *r, struct sgl *s, u32 i)
{
	memset(r, 0, sizeof(struct req));
	s->e[i] = 0;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/outer-memset-listed.c b/outer-memset-listed.c
// --- a/outer-memset-listed.c
// +++ b/outer-memset-listed.c
// @@ -2,7 +2,7 @@
//  // check-error-contains: note: value changes (one element less): memset(r, 0, sizeof(struct req)), whose type ends with 'struct sgl'
//  // check-fix-wanted
//  
// -struct sgl { u32 n; u64 e[1]; };
// +struct sgl { u32 n; u64 e[]; };
//  struct req { u32 op; struct sgl sg; };
//  
//  void req_clear(struct req *r, struct sgl *s, u32 i);
// check-fix-end
