// check-name: nothing to convert: no output, exit 0
// check-fix-wanted

struct ok { u32 n; u32 v[]; };
struct fixed { u32 v[4]; u32 n; };

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
