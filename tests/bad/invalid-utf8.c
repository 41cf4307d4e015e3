// check-name: invalid UTF-8 in comments, strings and identifiers
// check-no-compile: bad input on purpose
// check-exit-value: 1

/* café ÿþ */
static const char *s = "Ã(";
struct été { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
struct a { u32 n ; u8 e[0]; };	/* expect: zero-length 'e' */
