// check-name: a struct defined in two places is not converted: its uses cannot be told apart
// check-fix-command: flexfix fix --no-root --kernel $file twice-other.inc
// check-error-contains: defined-twice.c:7:25: note: not converted: 'v' in 'struct dup': the struct is defined in more than one place
// check-error-contains: twice-other.inc:2:25: note: not converted: 'v' in 'struct dup': the struct is defined in more than one place
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
// check-fix-end
