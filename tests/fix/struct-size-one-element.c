// check-name: struct_size() of a [1] counts n elements and the one in the struct: with '[]' its value is one element less, which the notes list (before, the change was silent); struct_size(p, v, n - 1) keeps its value and its rewrite is listed; flex_array_size() does not change; in the union form (a size must stay) nothing changes and nothing is listed
// check-error-start
// struct-size-one-element.c:16:6: note: converted 'v' in 'struct vec' to a flexible array member; 1 size expression rewritten
// struct-size-one-element.c:16:6: note: uses outside the paths given were not looked for (--no-root)
// struct-size-one-element.c:27:9: note: value changes (one element less): struct_size(p, v, n)
// struct-size-one-element.c:28:9: note: value changes (one element less): struct_size_t(struct vec, v, 2)
// struct-size-one-element.c:27:32: note: size rewritten: 'struct_size(p, v, n - 1)': the count's '- 1' dropped
// struct-size-one-element.c:21:6: note: converted 'v' in 'struct kept' to a flexible array member in a union with its one element 'first_v': the struct's size stays (a size assertion checks the struct's size: it must stay at struct-size-one-element.c:34: sizeof(struct kept))
// struct-size-one-element.c:21:6: note: uses outside the paths given were not looked for (--no-root)
// flexfix: 2 converted (1 to a flexible array, 1 in the union that keeps the size), 0 not converted
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
// @@ -13,18 +13,21 @@
//  
//  struct vec {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct kept {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  size_t room(struct vec *p, u32 n);
//  size_t room(struct vec *p, u32 n)
//  {
// -	return struct_size(p, v, n) + struct_size(p, v, n - 1) + flex_array_size(p, v, n) +
// +	return struct_size(p, v, n) + struct_size(p, v, n) + flex_array_size(p, v, n) +
//  	       struct_size_t(struct vec, v, 2);
//  }
//  
// check-fix-end
