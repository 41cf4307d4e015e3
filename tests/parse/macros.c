// check-name: kernel member macros
// check-command: flexfix dump records $file
struct s {
	u32 n;
	DECLARE_BITMAP(mask, 128);
	struct_group(hdr,
		u16 a;
		u16 b;
	);
	__struct_group(s_tail, tail, __packed,
		u8 c;
	);
	DECLARE_FLEX_ARRAY(u8, data);
};

// check-output-start
// struct s 3:1 #0
//   n type 'u32' typename=u32
//   mask type '' macro [mask , 128] bitmap
//   a type 'u16' grouped typename=u16
//   b type 'u16' grouped typename=u16
//   c type 'u8' grouped typename=u8
//   data type 'u8' flex declare-flex typename=u8
// check-output-end
