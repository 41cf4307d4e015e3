// check-name: sizeof(p[0]) as the struct size
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(m[0]) + (m->count - 1) * sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/index-zero-size.c b/index-zero-size.c
// --- a/index-zero-size.c
// +++ b/index-zero-size.c
// @@ -1,12 +1,12 @@
//  // check-name: sizeof(p[0]) as the struct size
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  size_t msg_bytes(struct msg *m);
//  size_t msg_bytes(struct msg *m)
//  {
// -	return sizeof(m[0]) + (m->count - 1) * sizeof(u64);
// +	return struct_size(m, vals, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
