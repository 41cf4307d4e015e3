// check-name: comments are not tokens; a comment marker in a string is text
// check-command: flexfix dump tokens $file
/* block
   comment */ int a; // line comment \
   continued line comment
char *s = "/* not a comment */"; /**/ int b;

// check-output-start
// 4:15 ident int
// 4:19 ident a
// 4:20 punct ;
// 6:1 ident char
// 6:6 punct *
// 6:7 ident s
// 6:9 punct =
// 6:11 string "/* not a comment */"
// 6:32 punct ;
// 6:39 ident int
// 6:43 ident b
// 6:44 punct ;
// check-output-end
