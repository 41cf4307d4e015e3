// check-name: a later branch that closes a brace opened before its #if and opens its own ('}, {' in an initializer) leaves that brace ending at itself; so does an #if never ended (an #else at the end of a file): no brace is left without an end (two more inputs that made the function-body walk loop forever: found by fuzz-fix)
// check-no-compile: an unterminated #if on purpose
// check-command: flexfix dump tokens $file
int t[][2] = {
	{ 1,
#ifdef A
	2 }, { 3,
#else
	4 }, { 5,
#endif
	6 },
};
#ifdef B
void f(void) {
#else
void g(void) {

// check-output-start
// 4:1 ident int
// 4:5 ident t
// 4:6 punct [ =4:7
// 4:7 punct ] =4:6
// 4:8 punct [ =4:10
// 4:9 number 2
// 4:10 punct ] =4:8
// 4:12 punct =
// 4:14 punct { =12:1
// 5:2 punct { =7:4
// 5:4 number 1
// 5:5 punct ,
// 7:2 number 2 [#ifdef A]
// 7:4 punct } =5:2 [#ifdef A]
// 7:5 punct , [#ifdef A]
// 7:7 punct { =11:4 [#ifdef A]
// 7:9 number 3 [#ifdef A]
// 7:10 punct , [#ifdef A]
// 9:2 number 4 [#else]
// 9:4 punct } =5:2 [#else]
// 9:5 punct , [#else]
// 9:7 punct { [#else] unmatched
// 9:9 number 5 [#else]
// 9:10 punct , [#else]
// 11:2 number 6
// 11:4 punct } =7:7
// 11:5 punct ,
// 12:1 punct } =4:14
// 12:2 punct ;
// 14:1 ident void [#ifdef B]
// 14:6 ident f [#ifdef B]
// 14:7 punct ( =14:12 [#ifdef B]
// 14:8 ident void [#ifdef B]
// 14:12 punct ) =14:7 [#ifdef B]
// 14:14 punct { [#ifdef B] unmatched
// 16:1 ident void [#else]
// 16:6 ident g [#else]
// 16:7 punct ( =16:12 [#else]
// 16:8 ident void [#else]
// 16:12 punct ) =16:7 [#else]
// 16:14 punct { [#else] unmatched
// 13:1 note unterminated #if
// check-output-end
