// check-name: a pointer declared with the typedef name gives struct_size() its pointer
// check-fix-wanted

typedef struct msg { u32 count; u64 vals[1]; } msg_t;

size_t msg_bytes(msg_t *m);
size_t msg_bytes(msg_t *m)
{
	return sizeof(struct msg) + (m->count - 1) * sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/typedef-pointer.c b/typedef-pointer.c
// --- a/typedef-pointer.c
// +++ b/typedef-pointer.c
// @@ -1,12 +1,12 @@
//  // check-name: a pointer declared with the typedef name gives struct_size() its pointer
//  // check-fix-wanted
//  
// -typedef struct msg { u32 count; u64 vals[1]; } msg_t;
// +typedef struct msg { u32 count; u64 vals[]; } msg_t;
//  
//  size_t msg_bytes(msg_t *m);
//  size_t msg_bytes(msg_t *m)
//  {
// -	return sizeof(struct msg) + (m->count - 1) * sizeof(u64);
// +	return struct_size(m, vals, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
