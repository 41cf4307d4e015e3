// check-name: a file-scope pointer resolves its uses (evidence of flexible use)
// check-fix-wanted

struct ring { u32 n; u64 slots[1]; };

static struct ring *the_ring;

u64 ring_at(u32 i);
u64 ring_at(u32 i)
{
	return the_ring->slots[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/global-pointer.c b/global-pointer.c
// --- a/global-pointer.c
// +++ b/global-pointer.c
// @@ -1,7 +1,7 @@
//  // check-name: a file-scope pointer resolves its uses (evidence of flexible use)
//  // check-fix-wanted
//  
// -struct ring { u32 n; u64 slots[1]; };
// +struct ring { u32 n; u64 slots[]; };
//  
//  static struct ring *the_ring;
//  
// check-fix-end
