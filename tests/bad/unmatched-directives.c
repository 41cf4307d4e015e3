// check-name: #endif and #else without #if, #if without #endif
// check-no-compile: bad input on purpose
// check-command: flexfix scan $file
// check-exit-value: 1
// check-error-contains: unmatched-directives.c:9:1: #endif without #if
// check-error-contains: unmatched-directives.c:10:1: #else or #elif without #if
// check-error-contains: unterminated #if

#endif
#else
struct a { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
#ifdef NEVER_CLOSED
struct b { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
