// check-name: pointer declarators: returning pointers, pointers to arrays
// check-command: flexfix dump records $file
struct p {
	struct p *(*get)(int id);
	int (*rows)[4];
	char *const names[2];
};

// check-output-start
// struct p 3:1 #0
//   get type 'struct p' pointer funcptr typename=p
//   rows type 'int' pointer funcptr typename=int
//   names type 'char' fixed [2] pointer typename=char
// check-output-end
