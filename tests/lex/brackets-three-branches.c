// check-name: #if/#elif/#else that each open a brace: the middle branch's brace ends at itself like the last one's (it had no end at all, and a function body walk went back to the file's start and never ended: found by fuzz-fix)
// check-command: flexfix dump tokens $file
#if defined(A)
void f(void) {
#elif defined(B)
void g(void) {
#else
void h(void) {
#endif
}

// check-output-start
// 4:1 ident void [#if defined(A)]
// 4:6 ident f [#if defined(A)]
// 4:7 punct ( =4:12 [#if defined(A)]
// 4:8 ident void [#if defined(A)]
// 4:12 punct ) =4:7 [#if defined(A)]
// 4:14 punct { =10:1 [#if defined(A)]
// 6:1 ident void [#elif defined(B)]
// 6:6 ident g [#elif defined(B)]
// 6:7 punct ( =6:12 [#elif defined(B)]
// 6:8 ident void [#elif defined(B)]
// 6:12 punct ) =6:7 [#elif defined(B)]
// 6:14 punct { [#elif defined(B)] unmatched
// 8:1 ident void [#else]
// 8:6 ident h [#else]
// 8:7 punct ( =8:12 [#else]
// 8:8 ident void [#else]
// 8:12 punct ) =8:7 [#else]
// 8:14 punct { [#else] unmatched
// 10:1 punct } =4:14
// check-output-end
