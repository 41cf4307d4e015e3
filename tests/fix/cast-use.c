// check-name: uses through a cast ((struct s *)buf)->m[i] count as evidence
// check-fix-wanted

struct s {
	u32 n;
	u32 v[1];
};

u32 s_sum(void *buf);
u32 s_sum(void *buf)
{
	u32 t = 0;

	for (u32 i = 0; i < ((struct s *)buf)->n; i++)
		t += ((struct s *)buf)->v[i];
	return t;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/cast-use.c b/cast-use.c
// --- a/cast-use.c
// +++ b/cast-use.c
// @@ -3,7 +3,7 @@
//  
//  struct s {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 s_sum(void *buf);
// check-fix-end
