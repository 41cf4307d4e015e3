// check-name: members that cannot be read are noted, the others kept
// check-no-compile: bad input on purpose
// check-exit-value: 1

struct a {
	u32 n;
	+ - * / ;		/* expect: unparsed */
	42;			/* expect: unparsed */
	u8 d[1];		/* expect: one-element 'd' */
};
