// check-name: members: multi-declarators, bit-fields, pointers, function pointers
// check-command: flexfix dump records $file
struct s {
	u8 namelen, name[1];
	unsigned int flag : 1, other : 3;
	struct list_head *next, **pprev;
	int (*fn)(int a, char *b);
	void (*table[4])(void);
	const char * const *names;
	unsigned long long big;
};

// check-output-start
// struct s 3:1 #0
//   namelen type 'u8' multi typename=u8
//   name type 'u8' one [1] multi typename=u8
//   flag type 'unsigned int' bitfield multi
//   other type 'unsigned int' bitfield multi
//   next type 'struct list_head' pointer multi typename=list_head
//   pprev type 'struct list_head' pointer multi typename=list_head
//   fn type 'int' pointer funcptr typename=int
//   table type 'void' fixed [4] pointer funcptr typename=void
//   names type 'const char' pointer typename=char
//   big type 'unsigned long long'
// check-output-end
