// check-name: backslash-newline between and inside tokens' surroundings
// check-command: flexfix dump tokens $file
int \
a;
#define LONG(x) \
	do { x; } \
	while (0)
int b;

// check-output-start
// 3:1 ident int
// 4:1 ident a
// 4:2 punct ;
// 8:1 ident int
// 8:5 ident b
// 8:6 punct ;
// 5 define LONG
// check-output-end
