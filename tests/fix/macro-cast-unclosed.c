// check-name: a macro whose body casts to its parameter and never closes its parentheses ('((t *)((u8 *)(p) + (n'): reading the cast's operand stops at the body's last token (it read one token past the body: fuzz-fix, ASan; the words after '(n' make the body's token array end there)
// check-error-contains: not converted: 'd' in 'struct a': no use shows it used as a flexible array
// check-fix-wanted

#define ADD_PTR(t, p, n) ((t *)((u8 *)(p) + (n and seven more words cut it short

struct a {
	u32 n;
	u8 d[1];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
