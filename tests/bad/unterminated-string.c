// check-name: an unterminated string ends at the end of its line
// check-no-compile: bad input on purpose
// check-command: flexfix scan $file
// check-exit-value: 1
// check-error-contains: unterminated-string.c:7:24: missing terminating " character

static const char *s = "oops;
struct a { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
