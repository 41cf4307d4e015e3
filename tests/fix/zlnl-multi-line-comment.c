// check-name: a misplaced [0] whose comment runs over two lines is left alone
// check-error-contains: a comment after the zero-length array continues on the next line
// check-fix-wanted

struct q {
	u32 a;
	u8 z[0];	/* starts here
			   ends here */
	u32 n;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
