// check-name: array dimension spellings
// check-command: flexfix dump records $file
#define FOO 4
struct s {
	u8 a[0];
	u8 b[ 0 ];
	u8 c[0x0];
	u8 d[1U];
	u8 e[FOO];
	u8 f[FOO - 1];
	u8 g[sizeof(u64)];
	u8 h[2][3];
	u8 j[0UL];
	u8 k[(1)];
	u8 i[];
};

// check-output-start
// struct s 4:1 #0
//   a type 'u8' zero [0] typename=u8
//   b type 'u8' zero [0] typename=u8
//   c type 'u8' zero [0x0] typename=u8
//   d type 'u8' one [1U] typename=u8
//   e type 'u8' macro [FOO] typename=u8
//   f type 'u8' macro [FOO - 1] typename=u8
//   g type 'u8' macro [sizeof ( u64 )] typename=u8
//   h type 'u8' fixed [2] dims=2 typename=u8
//   j type 'u8' zero [0UL] typename=u8
//   k type 'u8' one [( 1 )] typename=u8
//   i type 'u8' flex [] typename=u8
// check-output-end
