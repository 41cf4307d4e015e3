// check-name: two definitions of one name that a file sees both: its uses cannot be told apart, the note names the places
// check-fix-command: flexfix fix --no-root --kernel $file twice-seen.inc
// check-error-contains: defined-twice-seen.c:9:26: note: not converted: 'v' in 'struct pair': the struct is defined in 2 places (defined-twice-seen.c:9, twice-seen.inc:2) and defined-twice-seen.c sees more than one
// check-error-contains: twice-seen.inc:2:26: note: not converted: 'v' in 'struct pair': the struct is defined in 2 places (defined-twice-seen.c:9, twice-seen.inc:2) and defined-twice-seen.c sees more than one
// check-fix-wanted
// check-no-compile: two definitions of one struct in one translation unit, on purpose

#include "twice-seen.inc"
struct pair { u32 n; u32 v[1]; };

u32 pair_at(struct pair *p, u32 i);
u32 pair_at(struct pair *p, u32 i)
{
	return p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
