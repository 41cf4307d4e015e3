// check-name: the member's address moved by a variable, indexed by one through a cast, read as another struct, or handed on as &p->m[0]
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct app { u8 prio; u8 sel; };
struct feat {
	u16 len;
	u8 info[1];
};
struct dent {
	u32 ino;
	char name[1];
};

struct app *feat_app(struct feat *f, u32 off);
struct app *feat_app(struct feat *f, u32 off)
{
	return (struct app *)(f->info + off);
}

struct app *feat_first(struct feat *f);
struct app *feat_first(struct feat *f)
{
	return (struct app *)f->info;
}

char *dent_end(struct dent *d, u32 namlen);
char *dent_end(struct dent *d, u32 namlen)
{
	char *p = &d->name[0];

	memcpy(&d->name[0], "x", 1);
	return d->name + 1 + (p - p) + namlen;
}

struct aif {
	__le32 command;
	u8 data[1];
};

u32 aif_word(struct aif *c, int index);
u32 aif_word(struct aif *c, int index)
{
	return le32_to_cpu(((__le32 *)c->data)[index]);
}

struct tag {
	u16 kind;
	u8 val[1];
};

u32 tag_first(struct tag *t);
u32 tag_first(struct tag *t)
{
	return le16_to_cpu(((__le16 *)t->val)[0]);
}

// check-output-start
// address.c:18:27: arith 'f->info' of 'info' in 'struct feat'
// address.c:24:26: cast 'f->info' of 'info' in 'struct feat'
// address.c:30:16: other '&d->name[0]' of 'name' in 'struct dent'
// address.c:32:13: copy-const '&d->name[0]' of 'name' in 'struct dent' bytes 1 of 1
// address.c:33:12: arith 'd->name' of 'name' in 'struct dent'
// address.c:44:35: arith 'c->data' of 'data' in 'struct aif'
// address.c:55:35: other 'val' of 'val' in 'struct tag'
// address.c:8:5: warning: one-element array 'info' at the end of 'struct feat' [flexfix-one-element]
// address.c:18:27: note: used as flexible: pointer moved by a variable 'f->info'
// address.c:24:26: note: used as flexible: its bytes read as another struct 'f->info'
// address.c:8:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// address.c:12:7: warning: one-element array 'name' at the end of 'struct dent' [flexfix-one-element]
// address.c:30:16: note: use '&d->name[0]'
// address.c:32:13: note: copied or read with a constant length '&d->name[0]'
// address.c:33:12: note: used as flexible: pointer moved by a variable 'd->name'
// address.c:12:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// address.c:38:5: warning: one-element array 'data' at the end of 'struct aif' [flexfix-one-element]
// address.c:44:35: note: used as flexible: pointer moved by a variable 'c->data'
// address.c:38:5: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// address.c:49:5: warning: one-element array 'val' at the end of 'struct tag' [flexfix-one-element]
// address.c:55:35: note: use 'val'
// address.c:49:5: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
