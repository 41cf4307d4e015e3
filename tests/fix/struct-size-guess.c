// check-name: struct_size() of a member of a [1]'s name through a base of unknown type (a call not declared) is no value change of that array: the notes list none (a change is said only of a use known to be the array's)
// check-no-compile: the call's function is not declared (its result's type is what is not known)
// check-error-start
// struct-size-guess.c:12:6: note: converted 'v' in 'struct vec' to a flexible array member
// struct-size-guess.c:12:6: note: uses outside the paths given were not looked for (--no-root)
// flexfix: 1 converted (1 to a flexible array, 0 in the union that keeps the size), 0 not converted
// check-error-end
// check-fix-wanted

struct vec {
	u32 n;
	u32 v[1];
};

u32 at(struct vec *p, u32 i);
u32 at(struct vec *p, u32 i)
{
	return p->v[i];
}

size_t room(void *dev, u32 n);
size_t room(void *dev, u32 n)
{
	return struct_size(lookup(dev), v, n);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-guess.c b/struct-size-guess.c
// --- a/struct-size-guess.c
// +++ b/struct-size-guess.c
// @@ -9,7 +9,7 @@
//  
//  struct vec {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 at(struct vec *p, u32 i);
// check-fix-end
