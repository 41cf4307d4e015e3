// check-name: a [0] in a struct with no name and no outer record (its objects declared with the type itself): their uses are not found, and ARRAY_SIZE() of a '[]' would not compile: not converted; a [0] in an anonymous struct inside a named one is found through the member path and converted
// check-error-contains: note: not converted: 'extra' in 'struct <anonymous>': anonymous struct: its uses cannot be named
// check-error-contains: note: converted 'u.beacon.variable' in 'struct frame' to a flexible array member
// check-fix-wanted

static const struct {
	u32 common[4];
	u32 extra[0];
} clocks = {
	.common = { 1, 2, 3, 4 },
};

u32 nr_clocks(void);
u32 nr_clocks(void)
{
	return ARRAY_SIZE(clocks.common) + ARRAY_SIZE(clocks.extra);
}

struct frame {
	u16 control;
	union {
		struct {
			u8 seq;
			u8 variable[0];
		} beacon;
		u8 raw[4];
	} u;
};

u8 frame_byte(struct frame *f, u32 i);
u8 frame_byte(struct frame *f, u32 i)
{
	return f->u.beacon.variable[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-length-anonymous-object.c b/zero-length-anonymous-object.c
// --- a/zero-length-anonymous-object.c
// +++ b/zero-length-anonymous-object.c
// @@ -21,7 +21,7 @@ struct frame {
//  	union {
//  		struct {
//  			u8 seq;
// -			u8 variable[0];
// +			u8 variable[];
//  		} beacon;
//  		u8 raw[4];
//  	} u;
// check-fix-end
