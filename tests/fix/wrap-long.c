// check-name: a rewrite longer than 80 columns wraps under the open parenthesis
// check-fix-wanted

struct sge_entry { u64 addr; u32 len; u32 flags; };
struct long_named_request {
	u32 count;
	struct sge_entry entries[1];
};

u32 request_size(struct long_named_request *request);
u32 request_size(struct long_named_request *request)
{
	u32 request_bytes_needed;

	request_bytes_needed = sizeof(struct long_named_request) +
		(le32_to_cpu(request->count) - 1) * sizeof(struct sge_entry);
	return request_bytes_needed;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/wrap-long.c b/wrap-long.c
// --- a/wrap-long.c
// +++ b/wrap-long.c
// @@ -4,7 +4,7 @@
//  struct sge_entry { u64 addr; u32 len; u32 flags; };
//  struct long_named_request {
//  	u32 count;
// -	struct sge_entry entries[1];
// +	struct sge_entry entries[];
//  };
//  
//  u32 request_size(struct long_named_request *request);
// @@ -12,8 +12,8 @@ u32 request_size(struct long_named_request *request)
//  {
//  	u32 request_bytes_needed;
//  
// -	request_bytes_needed = sizeof(struct long_named_request) +
// -		(le32_to_cpu(request->count) - 1) * sizeof(struct sge_entry);
// +	request_bytes_needed = struct_size(request, entries,
// +					   le32_to_cpu(request->count));
//  	return request_bytes_needed;
//  }
//  
// check-fix-end
