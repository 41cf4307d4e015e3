// check-name: --kinds=zero-length converts the [0] and leaves the [1], whose size expression stays too (with a note)
// check-fix-command: flexfix fix --no-root --kernel --kinds=zero-length $file
// check-error-contains: note: not converted: 'v' in 'struct one': not among --kinds
// check-fix-wanted

struct zero { u32 n; u32 d[0]; };
struct one { u32 n; u32 v[1]; };

size_t one_size(u32 n);
size_t one_size(u32 n)
{
	return sizeof(struct one) + (n - 1) * sizeof(u32);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/kinds-only.c b/kinds-only.c
// --- a/kinds-only.c
// +++ b/kinds-only.c
// @@ -3,7 +3,7 @@
//  // check-error-contains: note: not converted: 'v' in 'struct one': not among --kinds
//  // check-fix-wanted
//  
// -struct zero { u32 n; u32 d[0]; };
// +struct zero { u32 n; u32 d[]; };
//  struct one { u32 n; u32 v[1]; };
//  
//  size_t one_size(u32 n);
// check-fix-end
