// check-name: an unterminated comment is reported; findings before it are kept
// check-no-compile: bad input on purpose
// check-command: flexfix scan $file
// check-exit-value: 1
// check-error-start
// flexfix: unterminated-comment.c:10:1: unterminated comment
// check-error-end

struct a { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
/* struct b { u32 n; u8 e[0]; };
