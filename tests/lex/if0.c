// check-name: tokens under #if 0 are dropped, nested directives still followed
// check-command: flexfix dump tokens $file
#if 0
int dead; it's prose here
#ifdef X
int dead2;
#endif
#else
int live;
#endif
#if 1
int one;
#else
int dead3;
#endif

// check-output-start
// 9:1 ident int [#else]
// 9:5 ident live [#else]
// 9:9 punct ; [#else]
// 12:1 ident int [#if 1]
// 12:5 ident one [#if 1]
// 12:8 punct ; [#if 1]
// check-output-end
