// check-name: the pointer named in the count is struct_size()'s first argument
// check-fix-wanted

struct msg { __le32 count; u64 vals[1]; };

size_t msg_bytes(struct msg *unused, struct msg *hdr);
size_t msg_bytes(struct msg *unused, struct msg *hdr)
{
	(void)unused;
	return sizeof(struct msg) + (le32_to_cpu(hdr->count) - 1) * sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/ptr-in-count.c b/ptr-in-count.c
// --- a/ptr-in-count.c
// +++ b/ptr-in-count.c
// @@ -1,13 +1,13 @@
//  // check-name: the pointer named in the count is struct_size()'s first argument
//  // check-fix-wanted
//  
// -struct msg { __le32 count; u64 vals[1]; };
// +struct msg { __le32 count; u64 vals[]; };
//  
//  size_t msg_bytes(struct msg *unused, struct msg *hdr);
//  size_t msg_bytes(struct msg *unused, struct msg *hdr)
//  {
//  	(void)unused;
// -	return sizeof(struct msg) + (le32_to_cpu(hdr->count) - 1) * sizeof(u64);
// +	return struct_size(hdr, vals, le32_to_cpu(hdr->count));
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
