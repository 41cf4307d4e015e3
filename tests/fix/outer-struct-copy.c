// check-name: a struct that ends with a [1]'s struct, copied by value ('*w = *x', 'a = *x' of a local): the copy moves the one element, and with '[]' none, so the size-keeping union form; a copy of a pointer is no copy of the struct
// check-error-contains: note: converted 'v' in 'struct rec' to a flexible array member in a union with its one element 'first_v': the struct's size stays (the struct is copied by value (the copy would leave the element behind) at outer-struct-copy.c:21: *w = *x, whose type ends with 'struct rec')
// check-error-contains: note: converted 'v' in 'struct item' to a flexible array member
// check-fix-wanted

struct rec {
	u32 n;
	u32 v[1];
};

struct wrap {
	u32 k;
	struct rec r;
};

u32 wrap_copy(struct wrap *w, struct wrap *x, u32 i);
u32 wrap_copy(struct wrap *w, struct wrap *x, u32 i)
{
	struct wrap a;

	*w = *x;
	a = *x;
	return w->r.v[i] + a.k;
}

struct item {
	u32 n;
	u32 v[1];
};

struct box {
	u32 k;
	struct item it;
};

u32 box_pointer(struct box **slot, struct box *b, u32 i);
u32 box_pointer(struct box **slot, struct box *b, u32 i)
{
	*slot = b;
	return b->it.v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/outer-struct-copy.c b/outer-struct-copy.c
// --- a/outer-struct-copy.c
// +++ b/outer-struct-copy.c
// @@ -5,7 +5,10 @@
//  
//  struct rec {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  struct wrap {
// @@ -25,7 +28,7 @@ u32 wrap_copy(struct wrap *w, struct wrap *x, u32 i)
//  
//  struct item {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  struct box {
// check-fix-end
