// check-name: nested #ifdef inside a body
// check-exit-value: 1

struct n {
	u32 a;
#ifdef CONFIG_OUTER
	u32 b;
#ifdef CONFIG_INNER
	u8 c[1];		/* expect: one-element 'c' */
#endif
#endif
};
// check-output-contains: declared under '#ifdef CONFIG_INNER'
