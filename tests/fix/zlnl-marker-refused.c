// check-name: a [0] marker in a struct that already ends with an array is not moved (nfp_hwinfo)
// check-error-contains: not converted: 'start' in 'struct hw': the struct already ends with an array
// check-fix-wanted

struct hw {
	u8 start[0];
	__le32 version;
	__le32 size;
	char data[];
};

u8 *hw_base(struct hw *h);
u8 *hw_base(struct hw *h)
{
	return h->start;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
