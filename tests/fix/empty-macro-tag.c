// check-name: 'struct NAME {' where this file #defines NAME empty (an attribute the project spells as a macro) is an anonymous struct, not a struct called NAME: three such structs are not "one struct defined three times", and each [0] is converted through its member path; before a tag ('struct __todo_unpacked lockable {') the macro is skipped and the struct read (it was not read at all)
// check-fix-command: flexfix fix --kernel --no-root $file
// check-error-contains: note: converted 'dump.sensor' in 'struct motion_response' to a flexible array member
// check-error-contains: note: converted 'collect.item' in 'struct keyscan_result' to a flexible array member
// check-error-contains: note: converted 'bytes' in 'struct lockable' to a flexible array member
// check-fix-wanted

#define __todo_unpacked
#define __todo_packed __packed

struct sensor_data {
	u8 flags;
	u8 id;
};

struct motion_response {
	union {
		struct __todo_unpacked {
			u8 count;
			struct sensor_data sensor[0];
		} dump;
		struct __todo_unpacked {
			u8 type;
			u8 chip;
		} info;
	};
};

struct keyscan_result {
	u8 code;
	union {
		struct __todo_unpacked {
			u8 num_items;
			u8 item[0];
		} collect;
	};
};

u8 sensor_id(struct motion_response *r, u32 i);
u8 sensor_id(struct motion_response *r, u32 i)
{
	return r->dump.sensor[i].id;
}

u8 item_at(struct keyscan_result *r, u32 i);
u8 item_at(struct keyscan_result *r, u32 i)
{
	return r->collect.item[i];
}

struct __todo_unpacked lockable {
	u32 len;
	u8 bytes[0];
};

u8 byte_at(struct lockable *l, u32 i);
u8 byte_at(struct lockable *l, u32 i)
{
	return l->bytes[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/empty-macro-tag.c b/empty-macro-tag.c
// --- a/empty-macro-tag.c
// +++ b/empty-macro-tag.c
// @@ -17,7 +17,7 @@ struct motion_response {
//  	union {
//  		struct __todo_unpacked {
//  			u8 count;
// -			struct sensor_data sensor[0];
// +			struct sensor_data sensor[];
//  		} dump;
//  		struct __todo_unpacked {
//  			u8 type;
// @@ -31,7 +31,7 @@ struct keyscan_result {
//  	union {
//  		struct __todo_unpacked {
//  			u8 num_items;
// -			u8 item[0];
// +			u8 item[];
//  		} collect;
//  	};
//  };
// @@ -50,7 +50,7 @@ u8 item_at(struct keyscan_result *r, u32 i)
//  
//  struct __todo_unpacked lockable {
//  	u32 len;
// -	u8 bytes[0];
// +	u8 bytes[];
//  };
//  
//  u8 byte_at(struct lockable *l, u32 i);
// check-fix-end
