// check-name: null directives and line markers are ignored
// check-no-compile: bad input on purpose
// check-exit-value: 1
#
# 12 "generated.c"
#pragma once
struct a { u32 n; u8 d[1]; };	/* expect: one-element 'd' */
