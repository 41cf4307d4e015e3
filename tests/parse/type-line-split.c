// check-name: a member whose all-caps type name ends its line and whose declarator is alone on the next ('U32\n\t\tHwSettings[N];', the MPI headers' layout) is one declaration, not a macro line and an opaque piece; an all-caps word alone before a full declaration is still a macro line
// check-command: flexfix dump records $file
#define MORE
typedef unsigned int U32;
struct page {
	U32 Header;
	U32
		HwSettings[4];
	MORE
	U32 Tail;
	U32
		*Next, Bits : 3;
};

// check-output-start
// struct page 5:1 #0
//   Header type 'U32' typename=U32
//   HwSettings type 'U32' fixed [4] typename=U32
//   Tail type 'U32' typename=U32
//   Next type 'U32' pointer multi typename=U32
//   Bits type 'U32' bitfield multi typename=U32
// check-output-end
