// check-name: nested named and anonymous records know their parent
// check-command: flexfix dump records $file
struct outer {
	int kind;
	union {
		struct { int a; } x;
		struct inner { int b; } y;
		struct { int c; };
	};
	struct tagonly { int d; };
};

// check-output-start
// struct outer 3:1 #0
//   kind type 'int' typename=int
//   <anonymous> type '#1' anonymous-record
// union <anonymous> 5:2 in #0 #1
//   x type '#2'
//   y type '#3' typename=inner
//   <anonymous> type '#4' anonymous-record
// struct <anonymous> 6:3 in #1 #2
//   a type 'int' typename=int
// struct inner 7:3 in #1 #3
//   b type 'int' typename=int
// struct <anonymous> 8:3 in #1 #4
//   c type 'int' typename=int
// struct tagonly 10:2 in #0 #5
//   d type 'int' typename=int
// check-output-end
