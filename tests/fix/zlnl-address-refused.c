// check-name: a [0] used as an address is not moved (moving it would change what it points to)
// check-error-contains: not converted: 'start' in 'struct hw2': it is used as an address, not only indexed: moving it would change what it points to at zlnl-address-refused.c:14 (start)
// check-fix-wanted

struct hw2 {
	u8 start[0];
	__le32 version;
	__le32 size;
};

u8 *hw2_base(struct hw2 *h);
u8 *hw2_base(struct hw2 *h)
{
	return h->start;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
