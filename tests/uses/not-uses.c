// check-name: a call argument spelled like a tag is a variable, not the type; a function's own name is no use
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct abd {
	u32 size;
	u8 buf[1];
};
void abd_free(struct abd *abd);
#define ABD_CHECK(tag) ((void)sizeof(struct tag))

void abd_put(struct abd *abd);
void abd_put(struct abd *abd)
{
	abd_free(abd);
	ABD_CHECK(abd);
}

// check-output-start
// not-uses.c:7:5: warning: one-element array 'buf' at the end of 'struct abd' [flexfix-one-element]
// not-uses.c:7:5: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
