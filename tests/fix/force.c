// check-name: --force converts a [1] used as flexible despite a sizeof() that shrinks
// check-fix-command: flexfix fix --no-root --kernel --force $file
// check-error-contains: note: value changes (one element less): sizeof(struct rec)
// check-fix-wanted

struct rec { u32 n; u32 v[1]; };

struct rec *rec_new(u32 n);
struct rec *rec_new(u32 n)
{
	struct rec *r = kzalloc(sizeof(struct rec), GFP_KERNEL);

	r->v[n] = 0;
	return r;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/force.c b/force.c
// --- a/force.c
// +++ b/force.c
// @@ -3,12 +3,12 @@
//  // check-error-contains: note: value changes (one element less): sizeof(struct rec)
//  // check-fix-wanted
//  
// -struct rec { u32 n; u32 v[1]; };
// +struct rec { u32 n; u32 v[]; };
//  
//  struct rec *rec_new(u32 n);
//  struct rec *rec_new(u32 n)
//  {
// -	struct rec *r = kzalloc(sizeof(struct rec), GFP_KERNEL);
// +	struct rec *r = kzalloc(sizeof(struct rec), GFP_KERNEL); /* flexfix: one element less since 'v[]' */
//  
//  	r->v[n] = 0;
//  	return r;
// check-fix-end
