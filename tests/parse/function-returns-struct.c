// check-name: a function returning a struct, its name shaped like an attribute macro ('struct plt_entry __pair(u64 a) {'), is no definition of the struct: C takes no attribute between a tag and '{' (its body was read as the struct's members)
// check-command: flexfix dump records $file
struct plt_entry {
	u32 adrp;
	u32 add;
};

static struct plt_entry __pair(u64 dst, u64 pc)
{
	u32 adrp, add[1];

	adrp = (u32)dst;
	add[0] = (u32)pc;
	return (struct plt_entry){ adrp, add[0] };
}

// check-output-start
// struct plt_entry 3:1 #0
//   adrp type 'u32' typename=u32
//   add type 'u32' typename=u32
// check-output-end
