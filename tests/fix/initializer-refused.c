// check-name: an object whose initializer names the array ('.v = { ... }', at file scope or in a function) refuses both forms: a flexible array member, in a union too, cannot be initialized so; an initializer that does not name it leaves the union form possible
// check-error-contains: note: not converted: 'v' in 'struct rec': an initializer names the array: a flexible array member would not take it at initializer-refused.c:16 (struct rec one)
// check-error-contains: note: converted 'w' in 'struct pos' to a flexible array member in a union with its one element 'first_w': the struct's size stays (the element is used in an object of the struct (by value)
// check-fix-wanted

struct rec {
	u32 n;
	u32 v[1];
};

struct pos {
	u32 n;
	u32 w[1];
};

struct rec one = { .n = 1, .v = { 7 } };
struct pos two = { 1 };

u32 rec_at(struct rec *r, struct pos *p, u32 i);
u32 rec_at(struct rec *r, struct pos *p, u32 i)
{
	struct rec three = { .v = { 1 } };

	return r->v[i] + three.n + p->w[i] + two.w[0];
}



// The fix flexfix must print:
//
// check-fix-start
// diff --git a/initializer-refused.c b/initializer-refused.c
// --- a/initializer-refused.c
// +++ b/initializer-refused.c
// @@ -10,7 +10,10 @@ struct rec {
//  
//  struct pos {
//  	u32 n;
// -	u32 w[1];
// +	union {
// +		u32 first_w;
// +		DECLARE_FLEX_ARRAY(u32, w);
// +	};
//  };
//  
//  struct rec one = { .n = 1, .v = { 7 } };
// check-fix-end
