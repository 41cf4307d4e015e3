// check-name: a [0] in an anonymous struct declared as an array member is not converted
// check-error-contains: not converted: 'rows.d' in 'struct table': the struct holding it is an array member of an enclosing struct
// check-fix-wanted

struct table {
	u32 n;
	struct {
		u32 len;
		u8 d[0];
	} rows[4];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
