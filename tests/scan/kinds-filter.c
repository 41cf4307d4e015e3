// check-name: --kinds selects what is shown and what sets the exit status
// check-command: flexfix scan --kinds=zero-length $file
// check-exit-value: 1

struct a { u32 n; u8 d[1]; };
struct b { u32 n; u8 d[0]; };
// check-output-start
// kinds-filter.c:6:22: warning: zero-length array 'd' at the end of 'struct b' [flexfix-zero-length]
// check-output-end
