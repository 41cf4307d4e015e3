// check-name: sizeof(p->m) of a [1] is the element size: sizeof(p->m[0])
// check-fix-wanted

struct msg {
	u32 count;
	u64 vals[1];
};

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(*m) + (m->count - 1) * sizeof(m->vals);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/sizeof-member.c b/sizeof-member.c
// --- a/sizeof-member.c
// +++ b/sizeof-member.c
// @@ -3,13 +3,13 @@
//  
//  struct msg {
//  	u32 count;
// -	u64 vals[1];
// +	u64 vals[];
//  };
//  
//  size_t msg_bytes(struct msg *m);
//  size_t msg_bytes(struct msg *m)
//  {
// -	return sizeof(*m) + (m->count - 1) * sizeof(m->vals);
// +	return struct_size(m, vals, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
