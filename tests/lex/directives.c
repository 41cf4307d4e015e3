// check-name: #define and #include names are recorded; #if branches mark tokens
// check-no-compile: not C, only tokens
// check-command: flexfix dump tokens $file
#include <linux/types.h>
#include "local.h"
#define FOO 1
#ifdef CONFIG_A
int a;
#elif defined(CONFIG_B)
int b;
#else
int c;
#endif
int d;

// check-output-start
// 8:1 ident int [#ifdef CONFIG_A]
// 8:5 ident a [#ifdef CONFIG_A]
// 8:6 punct ; [#ifdef CONFIG_A]
// 10:1 ident int [#elif defined(CONFIG_B)]
// 10:5 ident b [#elif defined(CONFIG_B)]
// 10:6 punct ; [#elif defined(CONFIG_B)]
// 12:1 ident int [#else]
// 12:5 ident c [#else]
// 12:6 punct ; [#else]
// 14:1 ident int
// 14:5 ident d
// 14:6 punct ;
// 4 include linux/types.h
// 5 include local.h
// 6 define FOO
// check-output-end
