// check-name: a loop bound 'n - 1' beside a one-element array stays as written and is listed for review
// check-error-contains: loop-minus-one-kept.c:14:27: note: '- 1' kept as written (right if it counts the elements after the first; review): for (u32 i = 0; i < t->n - 1; i++) s += t->d[i + 1]
// check-fix-wanted

struct tail {
	u32 n;
	u32 d[1];
};

u32 tail_rest(const struct tail *t);
u32 tail_rest(const struct tail *t)
{
	u32 s = 0;
	for (u32 i = 0; i < t->n - 1; i++)
		s += t->d[i + 1];
	return s;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/loop-minus-one-kept.c b/loop-minus-one-kept.c
// --- a/loop-minus-one-kept.c
// +++ b/loop-minus-one-kept.c
// @@ -4,7 +4,7 @@
//  
//  struct tail {
//  	u32 n;
// -	u32 d[1];
// +	u32 d[];
//  };
//  
//  u32 tail_rest(const struct tail *t);
// check-fix-end
