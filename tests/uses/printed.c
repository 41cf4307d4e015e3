// check-name: the member printed with '%s' is read as a string, as far as it runs (flexible use); printed with another conversion, or where the format cannot be followed, it is no evidence
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct label {
	u32 kind;
	char text[1];
};
struct tag {
	u16 len;
	u8 bytes[1];
};
struct note {
	u16 len;
	char body[1];
};

void label_show(struct label *l, struct device *dev);
void label_show(struct label *l, struct device *dev)
{
	pr_err("label %u: %s\n", l->kind, l->text);
	dev_info(dev, "%5.*s|%%|%s", 3, "abc", l->text);
}

void tag_show(struct tag *t, const char *fmt);
void tag_show(struct tag *t, const char *fmt)
{
	pr_info("tag at %p\n", t->bytes);
	printk(KERN_DEBUG "tag %*ph\n", t->len, t->bytes);
	printk(fmt, t->bytes);
}

int note_put(struct note *n, char *buf, size_t size);
int note_put(struct note *n, char *buf, size_t size)
{
	return snprintf(buf, size, "%d "
			"%s\n", n->len, n->body);
}



// check-output-start
// printed.c:21:39: copy 'l->text' of 'text' in 'struct label'
// printed.c:22:44: copy 'l->text' of 'text' in 'struct label'
// printed.c:28:28: other 'bytes' of 'bytes' in 'struct tag'
// printed.c:29:45: other 'bytes' of 'bytes' in 'struct tag'
// printed.c:30:17: other 'bytes' of 'bytes' in 'struct tag'
// printed.c:37:23: copy 'n->body' of 'body' in 'struct note'
// printed.c:7:7: warning: one-element array 'text' at the end of 'struct label' [flexfix-one-element]
// printed.c:21:39: note: used as flexible: copied or read with a run-time length 'l->text'
// printed.c:22:44: note: used as flexible: copied or read with a run-time length 'l->text'
// printed.c:7:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// printed.c:11:5: warning: one-element array 'bytes' at the end of 'struct tag' [flexfix-one-element]
// printed.c:28:28: note: use 'bytes'
// printed.c:29:45: note: use 'bytes'
// printed.c:30:17: note: use 'bytes'
// printed.c:11:5: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// printed.c:15:7: warning: one-element array 'body' at the end of 'struct note' [flexfix-one-element]
// printed.c:37:23: note: used as flexible: copied or read with a run-time length 'n->body'
// printed.c:15:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
