// check-name: an apostrophe in dead code or #error text is not a literal
// check-no-compile: not C on purpose
// check-command: flexfix dump tokens $file
#if 0
don't
#endif
#error this can't be
int x;

// check-output-start
// 8:1 ident int
// 8:5 ident x
// 8:6 punct ;
// check-output-end
