// check-name: a member handed to a function whose body uses that parameter past its first element is such a use ('callee'): indexed by a variable, stepped in a loop, moved by a variable, handed to a copy of a run-time length, walked as a string, in the function also through a local copy ('q = p; q + i') or another function of the file it hands the parameter to ('relay(d, n)' calling 'copy_in(d, d, n)': bounded by what the call gives that one), the member also under another name ('q = p->m; sum(q, n)'); not where every argument that bounds that use is a constant at the call, the function assigns the parameter (or its copy), the member is an object's, the file defines a function of that name without such a use, or the only such definition is another .c file's static function
// check-command: flexfix dump uses $file callee-params.inc
// check-exit-value: 0

struct ent { u32 a, b; };
struct tbl { u32 n; struct ent e[1]; };
struct blob { u32 len; u8 data[1]; };
struct name { u16 len; char s[1]; };

void print_row(const u8 *p);
void log_ptr(const void *p);
void print_byte(u8 b);
const u8 *other_bytes(void);

/* defined by callee-params.inc, not included: scan_all() is exported, walk() is static there */
u32 walk(const struct ent *e, u32 n);
u32 scan_all(const struct ent *e, u32 n);

static u32 sum(const struct ent *e, u32 n)
{
	u32 s = 0, i;

	for (i = 0; i < n; i++)
		s += e[i].a;
	return s;
}

static void put(u8 *d, const u8 *src, u32 len)
{
	while (len--)
		*d++ = *src++;
}

static void skip(u8 *d, u32 off)
{
	d = d + off;
	d[off] = 0;
}

static u32 len_of(const char *s)
{
	u32 n = 0;

	while (*s && n < 64) {
		s++;
		n++;
	}
	return n;
}

static void copy_in(u8 *dst, const void *src, u32 n)
{
	memcpy(dst, src, n);
}

static void show(const u8 *p, u32 n)
{
	const u8 *q = p;

	for (u32 i = 0; i < n; i += 16)
		print_row(q + i);
}

static void show_other(const u8 *p, u32 n)
{
	const u8 *q = p;

	q = other_bytes();
	for (u32 i = 0; i < n; i++)
		print_byte(q[i]);
}

static void relay(u8 *d, u32 n)
{
	log_ptr(d);
	copy_in(d, d, n);
}

static u32 first(const struct ent *e, u32 n)
{
	return e[0].a + n;
}

static u32 own(const struct ent *e, u32 n)
{
	return e->a + n;
}

u32 use(struct tbl *t, struct blob *b, struct name *nm, u32 n);
u32 use(struct tbl *t, struct blob *b, struct name *nm, u32 n)
{
	struct tbl local;
	u32 r = sum(t->e, t->n);

	show(b->data, n);
	show_other(b->data, n);
	relay(b->data, n);
	relay(b->data, 3);

	r += sum(t->e, 1);
	r += sum(local.e, n);
	put(b->data, b->data, b->len);
	skip(b->data, n);
	r += len_of(nm->s);
	copy_in(b->data, nm->s, n);
	copy_in(b->data, nm->s, 4);
	r += first(t->e, n);
	r += walk(t->e, n) + scan_all(t->e, n) + own(t->e, n);
	return r;
}

u32 aliases(struct tbl *t, struct blob *b, const u8 *src, u32 n);
u32 aliases(struct tbl *t, struct blob *b, const u8 *src, u32 n)
{
	const struct ent *q = t->e;
	u8 *d = &b->data[0];

	memcpy(d, src, n);
	memcpy(d, src, 2);
	return sum(q, n) + sum(q, 2);
}





// check-output-start
// callee-params.c:92:13: by-value 'struct tbl local' of 'e' in 'struct tbl'
// callee-params.c:93:17: callee 't->e -> sum(): e[i] (callee-params.c:24)' of 'e' in 'struct tbl'
// callee-params.c:95:10: callee 'b->data -> show(): q + i (callee-params.c:61)' of 'data' in 'struct blob'
// callee-params.c:96:16: other 'data' of 'data' in 'struct blob'
// callee-params.c:97:11: callee 'b->data -> relay(): copy_in(): memcpy(dst, src, n) (callee-params.c:53)' of 'data' in 'struct blob'
// callee-params.c:98:11: other 'data' of 'data' in 'struct blob'
// callee-params.c:100:14: other 'e' of 'e' in 'struct tbl'
// callee-params.c:101:17: other 'local.e -> sum(): e[i] (callee-params.c:24)' of 'e' in 'struct tbl'
// callee-params.c:102:9: callee 'b->data -> put(): d++ (callee-params.c:31)' of 'data' in 'struct blob'
// callee-params.c:102:18: callee 'b->data -> put(): src++ (callee-params.c:31)' of 'data' in 'struct blob'
// callee-params.c:103:10: other 'data' of 'data' in 'struct blob'
// callee-params.c:104:18: callee 'nm->s -> len_of(): s++ (callee-params.c:45)' of 's' in 'struct name'
// callee-params.c:105:13: callee 'b->data -> copy_in(): memcpy(dst, src, n) (callee-params.c:53)' of 'data' in 'struct blob'
// callee-params.c:105:23: callee 'nm->s -> copy_in(): memcpy(dst, src, n) (callee-params.c:53)' of 's' in 'struct name'
// callee-params.c:106:13: other 'data' of 'data' in 'struct blob'
// callee-params.c:106:23: other 's' of 's' in 'struct name'
// callee-params.c:107:16: other 'e' of 'e' in 'struct tbl'
// callee-params.c:108:15: other 'e' of 'e' in 'struct tbl'
// callee-params.c:108:35: callee 't->e -> scan_all(): e[i] (callee-params.inc:17)' of 'e' in 'struct tbl'
// callee-params.c:108:50: other 'e' of 'e' in 'struct tbl'
// callee-params.c:115:27: other 'e' of 'e' in 'struct tbl'
// callee-params.c:120:13: callee 'q (q = t->e) -> sum(): e[i] (callee-params.c:24)' of 'e' in 'struct tbl'
// callee-params.c:116:14: other '&b->data[0]' of 'data' in 'struct blob'
// callee-params.c:118:9: copy 'd (d = &b->data[0])' of 'data' in 'struct blob'
// check-output-end
