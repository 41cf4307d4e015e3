// check-name: struct_size_t(struct s, m, n - 1)
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

size_t msg_bytes(u32 n);
size_t msg_bytes(u32 n)
{
	return struct_size_t(struct msg, vals, n - 1);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-t-minus-one.c b/struct-size-t-minus-one.c
// --- a/struct-size-t-minus-one.c
// +++ b/struct-size-t-minus-one.c
// @@ -1,12 +1,12 @@
//  // check-name: struct_size_t(struct s, m, n - 1)
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  size_t msg_bytes(u32 n);
//  size_t msg_bytes(u32 n)
//  {
// -	return struct_size_t(struct msg, vals, n - 1);
// +	return struct_size_t(struct msg, vals, n);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
