// check-name: macro lines without a semicolon are skipped, FOO(x); is opaque
// check-command: flexfix dump records $file
#define RESERVED(n)
#define MORE
#define DECL(t, n) t n;
struct s {
	int a;
	RESERVED(1)
	MORE
	int b;
	DECL(int, c)
	int d;
};

// check-output-start
// struct s 6:1 #0
//   a type 'int' typename=int
//   b type 'int' typename=int
//   d type 'int' typename=int
// check-output-end
