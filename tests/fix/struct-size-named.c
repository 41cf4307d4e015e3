// check-name: struct_size_t(struct b, m, n - 1) and struct_size(pb, m, n - 1) belong to struct b, not to another struct with a member of that name (found by fuzz-fix)
// check-fix-command: flexfix fix --kernel --no-root $file
// check-error-contains: not converted: 'vals' in 'struct a': no use shows it used as a flexible array
// check-fix-wanted

struct a { u32 n; u64 vals[1]; };
struct b { u32 n; u64 vals[1]; };

size_t b_bytes(u32 n);
size_t b_bytes(u32 n)
{
	return struct_size_t(struct b, vals, n - 1);
}

struct b *b_new(struct b *pb, u32 n);
struct b *b_new(struct b *pb, u32 n)
{
	pb = kmalloc(struct_size(pb, vals, n - 1), GFP_KERNEL);
	return pb;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-named.c b/struct-size-named.c
// --- a/struct-size-named.c
// +++ b/struct-size-named.c
// @@ -4,18 +4,18 @@
//  // check-fix-wanted
//  
//  struct a { u32 n; u64 vals[1]; };
// -struct b { u32 n; u64 vals[1]; };
// +struct b { u32 n; u64 vals[]; };
//  
//  size_t b_bytes(u32 n);
//  size_t b_bytes(u32 n)
//  {
// -	return struct_size_t(struct b, vals, n - 1);
// +	return struct_size_t(struct b, vals, n);
//  }
//  
//  struct b *b_new(struct b *pb, u32 n);
//  struct b *b_new(struct b *pb, u32 n)
//  {
// -	pb = kmalloc(struct_size(pb, vals, n - 1), GFP_KERNEL);
// +	pb = kmalloc(struct_size(pb, vals, n), GFP_KERNEL);
//  	return pb;
//  }
//  
// check-fix-end
