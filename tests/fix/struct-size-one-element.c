// check-name: struct_size() of a [1] counts n elements and the one in the struct: with '[]' its value is one element less, which the notes list (before, the change was silent); struct_size(p, v, n - 1) keeps its value and its rewrite is listed; flex_array_size() does not change; with --form=rewrite a size that must stay (an assertion) refuses (by default a value that would change keeps the old size in the union form: fix/value-change-union.c)
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
// check-error-start
// struct-size-one-element.c:17:6: note: converted 'v' in 'struct vec' to a flexible array member; 1 size expression rewritten
// struct-size-one-element.c:17:6: note: uses outside the paths given were not looked for (--no-root)
// struct-size-one-element.c:28:9: note: value changes (one element less): struct_size(p, v, n)
// struct-size-one-element.c:29:9: note: value changes (one element less): struct_size_t(struct vec, v, 2)
// struct-size-one-element.c:28:32: note: size rewritten: 'struct_size(p, v, n - 1)': the count's '- 1' dropped
// struct-size-one-element.c:22:6: note: not converted: 'v' in 'struct kept': a size assertion checks the struct's size: it must stay at struct-size-one-element.c:35 (sizeof(struct kept))
// flexfix: 1 converted (1 to a flexible array, 0 in the union that keeps the size), 1 not converted
// flexfix:       1 not converted: a size assertion checks the struct's size: it must stay
// check-error-end
// check-fix-wanted

struct vec {
	u32 n;
	u32 v[1];
};

struct kept {
	u32 n;
	u32 v[1];
};

size_t room(struct vec *p, u32 n);
size_t room(struct vec *p, u32 n)
{
	return struct_size(p, v, n) + struct_size(p, v, n - 1) + flex_array_size(p, v, n) +
	       struct_size_t(struct vec, v, 2);
}

size_t room_kept(struct kept *q, u32 n);
size_t room_kept(struct kept *q, u32 n)
{
	BUILD_BUG_ON(sizeof(struct kept) != 8);
	return struct_size(q, v, n);
}



// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-one-element.c b/struct-size-one-element.c
// --- a/struct-size-one-element.c
// +++ b/struct-size-one-element.c
// @@ -14,7 +14,7 @@
//  
//  struct vec {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct kept {
// @@ -25,7 +25,7 @@ struct kept {
//  size_t room(struct vec *p, u32 n);
//  size_t room(struct vec *p, u32 n)
//  {
// -	return struct_size(p, v, n) + struct_size(p, v, n - 1) + flex_array_size(p, v, n) +
// +	return struct_size(p, v, n) + struct_size(p, v, n) + flex_array_size(p, v, n) +
//  	       struct_size_t(struct vec, v, 2);
//  }
//  
// check-fix-end
