// check-name: a tag defined twice with different endings is not guessed at
// check-exit-value: 1
// check-no-compile: the two definitions are in exclusive branches

#ifdef CONFIG_A
struct x { int n; int d[0]; };	/* expect: zero-length 'd' */
#else
struct x { int n; int d[4]; };	/* expect: fixed-trailing 'd' */
#endif

struct user {
	struct x a;		/* no flex-not-at-end: which 'struct x'? */
	int b;
};
