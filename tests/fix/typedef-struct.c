// check-name: a typedef name in sizeof(), pointer declared with the typedef
// check-fix-wanted

typedef struct {
	u16 n;
	u16 vals[1];
} vec_t;

size_t vec_bytes(vec_t *v);
size_t vec_bytes(vec_t *v)
{
	return sizeof(vec_t) + (v->n - 1) * sizeof(u16);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/typedef-struct.c b/typedef-struct.c
// --- a/typedef-struct.c
// +++ b/typedef-struct.c
// @@ -3,13 +3,13 @@
//  
//  typedef struct {
//  	u16 n;
// -	u16 vals[1];
// +	u16 vals[];
//  } vec_t;
//  
//  size_t vec_bytes(vec_t *v);
//  size_t vec_bytes(vec_t *v)
//  {
// -	return sizeof(vec_t) + (v->n - 1) * sizeof(u16);
// +	return struct_size(v, vals, v->n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
