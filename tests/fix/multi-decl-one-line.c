// check-name: a struct written on one line whose array is the last of several declarators ('struct r { u32 len; u8 a, b[0]; };'): the split declaration stays on that line (the line's text before the member was copied as the new line's indent: a second 'struct r {'; found by fuzz-fix)
// check-fix-wanted

struct r { u32 len; u8 a, b[0]; };
struct q { u32 len; u16 c, d[1]; };

u8 r_at(struct r *p, u32 i);
u8 r_at(struct r *p, u32 i)
{
	return p->b[i];
}

u16 q_at(struct q *p, u32 i);
u16 q_at(struct q *p, u32 i)
{
	return p->d[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/multi-decl-one-line.c b/multi-decl-one-line.c
// --- a/multi-decl-one-line.c
// +++ b/multi-decl-one-line.c
// @@ -1,8 +1,8 @@
//  // check-name: a struct written on one line whose array is the last of several declarators ('struct r { u32 len; u8 a, b[0]; };'): the split declaration stays on that line (the line's text before the member was copied as the new line's indent: a second 'struct r {'; found by fuzz-fix)
//  // check-fix-wanted
//  
// -struct r { u32 len; u8 a, b[0]; };
// -struct q { u32 len; u16 c, d[1]; };
// +struct r { u32 len; u8 a; u8 b[]; };
// +struct q { u32 len; u16 c; u16 d[]; };
//  
//  u8 r_at(struct r *p, u32 i);
//  u8 r_at(struct r *p, u32 i)
// check-fix-end
