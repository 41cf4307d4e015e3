// check-name: junk after a closing brace does not lose the next struct
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct a { u32 n; u8 d[1]; } ) ] junk ! ;	/* expect: one-element 'd' */
struct b { u32 n; u8 e[0]; };			/* expect: zero-length 'e' */
