// check-name: an object of a struct with a [1] handed to a copy ('memcpy(&v, src, 8)', 'copy_from_user(&v, u, len)'): a length that is a number or known at run time may fill the one element, so the size stays (union form, the copy named); a length that is one sizeof() or offsetof() follows a type's size ('sizeof(v.n)', 'offsetof(struct s, v)') and changes nothing
// check-error-contains: note: converted 'v' in 'struct by_number' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a copy whose length may reach the element at object-copy-length.c:18: &w -> memcpy(&w, src, 8))
// check-error-contains: note: converted 'v' in 'struct by_length' to a flexible array member in a union with its one element 'first_v': the struct's size stays (an object of the struct, which holds the one element, is handed to a copy whose length may reach the element at object-copy-length.c:32: &w -> copy_from_user(&w, from, len))
// check-error-contains: note: converted 'v' in 'struct by_member' to a flexible array member
// check-error-contains: note: converted 'v' in 'struct by_offset' to a flexible array member
// check-fix-wanted

struct by_number {
	u32 n;
	u32 v[1];
};

u32 by_number_get(const struct by_number *p, const void *src, u32 i);
u32 by_number_get(const struct by_number *p, const void *src, u32 i)
{
	struct by_number w;

	memcpy(&w, src, 8);
	return w.n + p->v[i];
}

struct by_length {
	u32 n;
	u32 v[1];
};

u32 by_length_get(const struct by_length *p, const void __user *from, size_t len, u32 i);
u32 by_length_get(const struct by_length *p, const void __user *from, size_t len, u32 i)
{
	struct by_length w;

	if (copy_from_user(&w, from, len))
		return 0;
	return w.n + p->v[i];
}

struct by_member {
	u32 n;
	u32 v[1];
};

u32 by_member_get(const struct by_member *p, const void *src, u32 i);
u32 by_member_get(const struct by_member *p, const void *src, u32 i)
{
	struct by_member w;

	memcpy(&w, src, sizeof(w.n));
	return w.n + p->v[i];
}

struct by_offset {
	u32 n;
	u32 v[1];
};

u32 by_offset_get(const struct by_offset *p, const void *src, u32 i);
u32 by_offset_get(const struct by_offset *p, const void *src, u32 i)
{
	struct by_offset w;

	memcpy(&w, src, offsetof(struct by_offset, v));
	return w.n + p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/object-copy-length.c b/object-copy-length.c
// --- a/object-copy-length.c
// +++ b/object-copy-length.c
// @@ -7,7 +7,10 @@
//  
//  struct by_number {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 by_number_get(const struct by_number *p, const void *src, u32 i);
// @@ -21,7 +24,10 @@ u32 by_number_get(const struct by_number *p, const void *src, u32 i)
//  
//  struct by_length {
//  	u32 n;
// -	u32 v[1];
// +	union {
// +		u32 first_v;
// +		DECLARE_FLEX_ARRAY(u32, v);
// +	};
//  };
//  
//  u32 by_length_get(const struct by_length *p, const void __user *from, size_t len, u32 i);
// @@ -36,7 +42,7 @@ u32 by_length_get(const struct by_length *p, const void __user *from, size_t len
//  
//  struct by_member {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 by_member_get(const struct by_member *p, const void *src, u32 i);
// @@ -50,7 +56,7 @@ u32 by_member_get(const struct by_member *p, const void *src, u32 i)
//  
//  struct by_offset {
//  	u32 n;
// -	u32 v[1];
// +	u32 v[];
//  };
//  
//  u32 by_offset_get(const struct by_offset *p, const void *src, u32 i);
// check-fix-end
