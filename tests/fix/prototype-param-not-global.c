// check-name: a function's parameters are read before an annotation written between them and its body ('f(struct name *q) __must_hold(&l) {'); a prototype's parameter at file scope ('int name_len(struct name *n);') is no variable of the functions after it: 'n - 1' of a later function's 'u32 n' does not step by the struct's size (read so before: the [1] stayed) (a struct passed by value in a prototype stays an object of it: by-value.c)
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

#define __must_hold(x)

struct name {
	u8 len;
	u8 c[1];
};

int name_len(struct name *n);
u32 count(u32 n);
u32 count(u32 n)
{
	return n - 1;
}

int name_len(struct name *p)
{
	return p->c[p->len - 1];
}


u8 name_first(struct name *q, u32 i) __must_hold(&q->len);
u8 name_first(struct name *q, u32 i) __must_hold(&q->len)
{
	return q->c[i];
}

// check-output-start
// prototype-param-not-global.c:9:5: warning: one-element array 'c' at the end of 'struct name' [flexfix-one-element]
// prototype-param-not-global.c:21:12: note: used as flexible: index by a variable 'p->c[p->len - 1]'
// prototype-param-not-global.c:28:12: note: used as flexible: index by a variable 'q->c[i]'
// prototype-param-not-global.c:9:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
