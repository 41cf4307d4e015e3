// check-name: a struct defined in two places is two structs: each use resolves to the definition its file sees
// check-fix-command: flexfix fix --no-root --kernel $file twice-other.inc
// check-error-contains: defined-twice.c:7:25: note: converted 'v' in 'struct dup' to a flexible array member
// check-error-contains: twice-other.inc:2:25: note: not converted: 'v' in 'struct dup': no use shows it used as a flexible array
// check-fix-wanted

struct dup { u32 n; u32 v[1]; };

u32 dup_at(struct dup *d, u32 i);
u32 dup_at(struct dup *d, u32 i)
{
	return d->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/defined-twice.c b/defined-twice.c
// --- a/defined-twice.c
// +++ b/defined-twice.c
// @@ -4,7 +4,7 @@
//  // check-error-contains: twice-other.inc:2:25: note: not converted: 'v' in 'struct dup': no use shows it used as a flexible array
//  // check-fix-wanted
//  
// -struct dup { u32 n; u32 v[1]; };
// +struct dup { u32 n; u32 v[]; };
//  
//  u32 dup_at(struct dup *d, u32 i);
//  u32 dup_at(struct dup *d, u32 i)
// check-fix-end
