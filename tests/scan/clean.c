// check-name: a file with no fake flexible arrays: no output, exit 0
// check-command: flexfix scan $file
// check-exit-value: 0

struct ok1 { u32 n; u32 v[]; };
struct ok2 { u32 a[4]; u32 n; };
struct ok3 { u32 *p; };
// check-output-start
// check-output-end
