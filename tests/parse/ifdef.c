// check-name: members keep their #if branch
// check-command: flexfix dump records $file
struct s {
	int a;
#ifdef CONFIG_X
	int b;
#else
	long c;
#endif
};

// check-output-start
// struct s 3:1 #0
//   a type 'int' typename=int
//   b type 'int' typename=int [#ifdef CONFIG_X]
//   c type 'long' typename=long [#else]
// check-output-end
