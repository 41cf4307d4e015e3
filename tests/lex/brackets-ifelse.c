// check-name: an #if/#else that each open a brace keeps the file balanced
// check-command: flexfix dump tokens $file
void f(void)
#ifdef A
{ int a;
#else
{ int b;
#endif
}
struct after { int x[1]; };

// check-output-start
// 3:1 ident void
// 3:6 ident f
// 3:7 punct ( =3:12
// 3:8 ident void
// 3:12 punct ) =3:7
// 5:1 punct { =9:1 [#ifdef A]
// 5:3 ident int [#ifdef A]
// 5:7 ident a [#ifdef A]
// 5:8 punct ; [#ifdef A]
// 7:1 punct { [#else] unmatched
// 7:3 ident int [#else]
// 7:7 ident b [#else]
// 7:8 punct ; [#else]
// 9:1 punct } =5:1
// 10:1 ident struct
// 10:8 ident after
// 10:14 punct { =10:26
// 10:16 ident int
// 10:20 ident x
// 10:21 punct [ =10:23
// 10:22 number 1
// 10:23 punct ] =10:21
// 10:24 punct ;
// 10:26 punct } =10:14
// 10:27 punct ;
// check-output-end
