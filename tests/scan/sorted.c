// check-name: findings sorted by line
// check-command: flexfix scan $file
// check-exit-value: 1

struct z { u32 n; u8 d[1]; };
struct y { u32 n; u8 d[0]; };
struct x { u32 n; struct y in; u32 m; };
// check-output-start
// sorted.c:5:22: warning: one-element array 'd' at the end of 'struct z' [flexfix-one-element]
// sorted.c:6:22: warning: zero-length array 'd' at the end of 'struct y' [flexfix-zero-length]
// sorted.c:7:28: warning: member 'in' of type 'struct y', which ends with a flexible array, is not at the end of 'struct x' [flexfix-flex-not-at-end]
// sorted.c:6:22: note: 'struct y' ends with flexible array 'd'
// check-output-end
