// check-name: a size expression as an argument among others keeps the other arguments
// check-fix-wanted

struct msg { u32 count; u64 vals[1]; };

int send(void *p, size_t len, int flags);
int msg_send(struct msg *m);
int msg_send(struct msg *m)
{
	return send(m, sizeof(*m) + (m->count - 1) * sizeof(m->vals[0]), 0);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/struct-size-call-arg.c b/struct-size-call-arg.c
// --- a/struct-size-call-arg.c
// +++ b/struct-size-call-arg.c
// @@ -1,13 +1,13 @@
//  // check-name: a size expression as an argument among others keeps the other arguments
//  // check-fix-wanted
//  
// -struct msg { u32 count; u64 vals[1]; };
// +struct msg { u32 count; u64 vals[]; };
//  
//  int send(void *p, size_t len, int flags);
//  int msg_send(struct msg *m);
//  int msg_send(struct msg *m)
//  {
// -	return send(m, sizeof(*m) + (m->count - 1) * sizeof(m->vals[0]), 0);
// +	return send(m, struct_size(m, vals, m->count), 0);
//  }
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
