// check-name: a backslash as the last byte of the file
// check-no-compile: bad input on purpose
// check-exit-value: 1
struct a { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
\