// check-name: stray closing braces do not derail the rest of the file
// check-no-compile: bad input on purpose
// check-exit-value: 1

}
}}
struct a { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
)]
struct b { u32 n; u8 d[0]; };	/* expect: zero-length 'd' */
