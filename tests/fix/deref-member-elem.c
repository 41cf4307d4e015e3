// check-name: sizeof(*p->m) as the element size
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

size_t msg_bytes(struct msg *m);
size_t msg_bytes(struct msg *m)
{
	return sizeof(*m) + (m->count - 1) * sizeof(*m->vals);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/deref-member-elem.c b/deref-member-elem.c
// --- a/deref-member-elem.c
// +++ b/deref-member-elem.c
// @@ -1,12 +1,12 @@
//  // check-name: sizeof(*p->m) as the element size
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  size_t msg_bytes(struct msg *m);
//  size_t msg_bytes(struct msg *m)
//  {
// -	return sizeof(*m) + (m->count - 1) * sizeof(*m->vals);
// +	return struct_size(m, vals, m->count);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
