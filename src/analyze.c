// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "analyze.h"
#include "callees.h"
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"

struct actx {
	struct file_result *res;
	const struct source *src;
	const struct parse_result *pr;
	struct arena *arena;
	uint8_t uapi;
	int8_t *flex_memo;		/* per record: -1 unknown, 0 no, 1 yes, 2 being computed */
	int guard;
	const char **desc_memo, **name_memo;	/* per record, made once: uses share them */
	int sizes;			/* keep_includes: each definition's min_bytes */
	const char *macro;		/* reading the body of this #define: findings only, no types */
	uint32_t macro_line, macro_col;	/* where that #define is */
	struct { const char *text; uint32_t len; uint8_t kw; const char *key; } keys[256];
};

/* Where a member stands among the members after it, #if branches considered. */
enum last_status { LAST, COND_LAST, NOT_LAST };

/*
 * Bytes of a scalar type spelled as kernel code does, the same on every
 * architecture the kernel builds for; 0 for any other type (long, pointers,
 * size_t and structs differ or are not known here).
 */
unsigned scalar_type_size(const char *type, size_t n)
{
	static const struct { const char *name; unsigned size; } scalars[] = {
		{ "char", 1 }, { "signed char", 1 }, { "unsigned char", 1 }, { "u8", 1 }, { "s8", 1 }, { "__u8", 1 },
		{ "__s8", 1 }, { "uint8_t", 1 }, { "int8_t", 1 }, { "u_int8_t", 1 }, { "u_char", 1 }, { "bool", 1 },
		{ "short", 2 }, { "unsigned short", 2 }, { "u16", 2 }, { "s16", 2 }, { "__u16", 2 }, { "__s16", 2 },
		{ "__le16", 2 }, { "__be16", 2 }, { "uint16_t", 2 }, { "int16_t", 2 }, { "u_int16_t", 2 },
		{ "int", 4 }, { "unsigned int", 4 }, { "unsigned", 4 }, { "u32", 4 }, { "s32", 4 }, { "__u32", 4 },
		{ "__s32", 4 }, { "__le32", 4 }, { "__be32", 4 }, { "uint32_t", 4 }, { "int32_t", 4 },
		{ "u_int32_t", 4 }, { "u64", 8 }, { "s64", 8 }, { "__u64", 8 }, { "__s64", 8 }, { "__le64", 8 },
		{ "__be64", 8 }, { "uint64_t", 8 }, { "int64_t", 8 }, { "u_int64_t", 8 }, { "long long", 8 },
		{ "unsigned long long", 8 },
	};

	if (!type || n < 2 || n > 18 || !(type[0] == '_' || type[0] == 'u' || type[0] == 's' || type[0] == 'c' ||
					   type[0] == 'i' || type[0] == 'b' || type[0] == 'l'))
		return 0;	/* no scalar's name: the common case costs one test */
	for (size_t k = 0; k < ARRAY_SIZE(scalars); k++)
		if (scalars[k].name[0] == type[0] && strlen(scalars[k].name) == n && !memcmp(type, scalars[k].name, n))
			return scalars[k].size;
	return 0;
}

int path_is_uapi(const char *path, const struct analyze_options *o)
{
	if (strstr(path, "include/uapi/"))
		return 1;
	for (size_t i = 0; i < o->nr_uapi_globs; i++)
		if (!fnmatch(o->uapi_globs[i], path, 0))
			return 1;
	return 0;
}

static const char *tok_str(struct actx *c, uint32_t t)
{
	const struct token *tk = &c->src->tok[t];

	return arena_strndup(c->arena, c->src->buf + tk->off, tk->len);
}

/* Tokens [a, b) joined by single spaces where the source had space, attributes kept out. */
static const char *range_str(struct actx *c, uint32_t a, uint32_t b, int drop_attrs)
{
	struct strbuf sb = STRBUF_INIT;
	const struct token *tok = c->src->tok;
	const char *r;

	for (uint32_t k = a; k < b; k++) {
		if (drop_attrs && (is_attribute_word(c->src, &tok[k]) ||
				   (tok[k].kind == TK_IDENT && (tok[k].kw == KW_ATTRIBUTE || tok[k].kw == KW_COUNTED_BY ||
				    (tok[k].len > 2 && c->src->buf[tok[k].off] == '_' && c->src->buf[tok[k].off + 1] == '_' &&
				     k + 1 < b && tok_is(&tok[k + 1], '(')))))) {
			if (k + 1 < b && tok_is(&tok[k + 1], '('))
				k = tok[k + 1].match < b ? tok[k + 1].match : b;
			continue;
		}
		if (sb.len && k > a && tok[k].off > tok[k - 1].off + tok[k - 1].len)
			strbuf_addch(&sb, ' ');
		strbuf_add(&sb, c->src->buf + tok[k].off, tok[k].len);
	}
	r = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

static const char *rec_kw(const struct record *r)
{
	return r->is_union ? "union" : "struct";
}

/* "'struct foo'", "'foo_t' (anonymous struct)", "anonymous union in 'struct bar'" */
static const char *rec_desc(struct actx *c, int32_t r)
{
	const struct record *rec = &c->pr->rec[r];
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	if (c->desc_memo[r])
		return c->desc_memo[r];
	if (rec->tag_tok != NO_TOK) {
		strbuf_addf(&sb, "'%s %s'", rec_kw(rec), tok_str(c, rec->tag_tok));
	} else if (rec->typedef_tok != NO_TOK) {
		strbuf_addf(&sb, "'%s' (anonymous %s)", tok_str(c, rec->typedef_tok), rec_kw(rec));
	} else if (rec->parent >= 0) {
		strbuf_addf(&sb, "anonymous %s in %s", rec_kw(rec), rec_desc(c, rec->parent));
	} else {
		strbuf_addf(&sb, "anonymous %s", rec_kw(rec));
	}
	s = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	c->desc_memo[r] = s;
	return s;
}

/* The record's own name for JSON: "struct foo" or "struct <anonymous>". */
static const char *rec_name(struct actx *c, int32_t r)
{
	const struct record *rec = &c->pr->rec[r];
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	if (c->name_memo[r])
		return c->name_memo[r];
	strbuf_addf(&sb, "%s %s", rec_kw(rec), rec->tag_tok != NO_TOK ? tok_str(c, rec->tag_tok) : "<anonymous>");
	s = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	c->name_memo[r] = s;
	return s;
}

static const char *rec_container(struct actx *c, int32_t r)
{
	const struct record *rec = &c->pr->rec[r];

	if (rec->tag_tok != NO_TOK)
		return NULL;
	if (rec->typedef_tok != NO_TOK) {
		struct strbuf sb = STRBUF_INIT;
		const char *s;

		strbuf_addf(&sb, "typedef %s", tok_str(c, rec->typedef_tok));
		s = arena_strndup(c->arena, sb.buf, sb.len);
		strbuf_release(&sb);
		return s;
	}
	return rec->parent >= 0 ? rec_name(c, rec->parent) : NULL;
}

static const char *member_name(struct actx *c, const struct member *m)
{
	return m->name_tok != NO_TOK ? tok_str(c, m->name_tok) : "<anonymous>";
}

/* "#ifdef CONFIG_X" or "#else of '#ifdef CONFIG_X'" */
static const char *cond_str(struct actx *c, uint32_t b)
{
	const struct cond *cd = &c->src->conds[b];
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	if (cd->text == cd->group_text)
		strbuf_addstr(&sb, cd->text);
	else
		strbuf_addf(&sb, "%s of '%s'", cd->text, cd->group_text);
	s = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

static enum last_status last_status(struct actx *c, const struct record *rec, uint32_t k,
				    uint32_t *follower)
{
	enum last_status st = LAST;
	uint32_t mc = rec->m[k].cond;

	*follower = NO_TOK;
	for (uint32_t l = k + 1; l < rec->nr_m; l++) {
		const struct member *L = &rec->m[l];

		if (L->flags & MF_OPAQUE)
			continue;
		if (cond_encloses(c->src, L->cond, mc)) {
			*follower = l;
			return NOT_LAST;
		}
		if (st == LAST && cond_compatible(c->src, L->cond, mc)) {
			st = COND_LAST;
			*follower = l;
		}
	}
	return st;
}

static int is_flex_kind(int ak)
{
	return ak == AK_FLEX || ak == AK_ZERO || ak == AK_ONE;
}

/* An array of no declared size ('[]', '[0]', DECLARE_FLEX_ARRAY()), not a '[1]'. */
static int open_ended(const struct member *fm)
{
	return fm && (fm->akind == AK_FLEX || fm->akind == AK_ZERO || (fm->flags & MF_DECLARE_FLEX));
}

static int embeds_by_value(const struct member *m)
{
	return !(m->flags & (MF_POINTER | MF_OPAQUE)) && (m->flags & (MF_TYPE_TAG | MF_TYPE_NAME));
}

/* "struct foo" or "typedef foo_t": one string per distinct type in a file */
static const char *type_key(struct actx *c, const struct member *m)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s, *text = c->src->buf + c->src->tok[m->type_name_tok].off;
	uint32_t len = c->src->tok[m->type_name_tok].len, h = len * 31u;
	uint8_t kw = (m->flags & MF_TYPE_TAG) ? m->type_kw : 0;

	for (uint32_t k = 0; k < len; k++)
		h = h * 33u + (unsigned char)text[k];
	h &= ARRAY_SIZE(c->keys) - 1;
	for (uint32_t probe = 0; probe < 8 && c->keys[h].key; probe++, h = (h + 1) & (ARRAY_SIZE(c->keys) - 1))
		if (c->keys[h].len == len && c->keys[h].kw == kw && !memcmp(c->keys[h].text, text, len))
			return c->keys[h].key;

	if (m->flags & MF_TYPE_TAG)
		strbuf_addf(&sb, "%s %s", m->type_kw == KW_UNION ? "union" : "struct", tok_str(c, m->type_name_tok));
	else
		strbuf_addf(&sb, "typedef %s", tok_str(c, m->type_name_tok));
	s = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	if (!c->keys[h].key) {
		c->keys[h].text = text;
		c->keys[h].len = len;
		c->keys[h].kw = kw;
		c->keys[h].key = s;
	}
	return s;
}

/* Named types a record's flexibility hangs on (see struct flex_def). */
struct dep_keys {
	const char *key[8];
	uint32_t nr;
};

static void dep_add(struct dep_keys *d, const char *key)
{
	for (uint32_t k = 0; k < d->nr; k++)
		if (d->key[k] == key || !strcmp(d->key[k], key))
			return;
	if (d->nr < ARRAY_SIZE(d->key))
		d->key[d->nr++] = key;
}

/*
 * Does record r end with a flexible array? 1 yes (fills *fm with the member),
 * 0 no; members of a named type that could make it flexible are added to
 * *deps (the tree-wide merge decides).
 */
static int record_flexible(struct actx *c, int32_t r, const struct member **fm, struct dep_keys *deps)
{
	const struct record *rec = &c->pr->rec[r];
	int result = 0;

	*fm = NULL;
	if (c->flex_memo[r] == 2)
		return 0;
	c->flex_memo[r] = 2;
	for (uint32_t k = rec->nr_m; k-- > 0;) {
		const struct member *m = &rec->m[k];
		uint32_t follower;

		if (m->flags & MF_OPAQUE)
			continue;
		if (!rec->is_union && last_status(c, rec, k, &follower) == NOT_LAST)
			break;
		if (is_flex_kind(m->akind) || (m->flags & MF_DECLARE_FLEX)) {
			*fm = m;
			result = 1;
			break;
		}
		if (m->akind == AK_NONE && !(m->flags & MF_POINTER)) {
			if (m->record >= 0) {
				if (record_flexible(c, m->record, fm, deps)) {
					result = 1;
					break;
				}
			} else if (embeds_by_value(m)) {
				dep_add(deps, type_key(c, m));
			}
		}
		if (!rec->is_union)
			break;
	}
	c->flex_memo[r] = (int8_t)result;
	return result;
}

/* d->deps[0..nr_deps) set: their hashes */
static void hash_deps(struct actx *c, struct flex_def *d)
{
	d->dep_hash = arena_alloc(c->arena, (d->nr_deps + 1) * sizeof(*d->dep_hash));
	for (uint32_t k = 0; k < d->nr_deps; k++)
		d->dep_hash[k] = type_key_hash(d->deps[k]);
}

/*
 * Bytes record r holds at least: members of scalar types (scalar_type_size()),
 * arrays of them with literal sizes (the first dimension), pointers (4), the
 * records defined in it; a union its largest member. Bit-fields, members of
 * other types or under #if count nothing: a lower bound, for a copy of
 * sizeof(struct r) bytes that reaches past a one-element array.
 */
static uint32_t record_min_bytes(struct actx *c, int32_t r, int depth)
{
	const struct record *rec = &c->pr->rec[r];
	const struct token *t = c->src->tok;
	uint64_t total = 0;

	if (depth > 8)
		return 0;
	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *m = &rec->m[k];
		uint64_t each = 0, n = 1;

		if (m->cond != rec->cond || (m->flags & (MF_BITFIELD | MF_OPAQUE | MF_DECLARE_FLEX | MF_BITMAP)))
			continue;
		if (m->akind == AK_FIXED)
			n = m->dim_value;
		else if (m->akind != AK_NONE && m->akind != AK_ONE)
			continue;
		if (m->flags & (MF_POINTER | MF_FUNCPTR)) {
			each = 4;
		} else if (m->record >= 0) {
			each = record_min_bytes(c, m->record, depth + 1);
		} else if (m->type_end == m->type_first + 1 && t[m->type_first].kind == TK_IDENT) {
			each = scalar_type_size(c->src->buf + t[m->type_first].off, t[m->type_first].len);
		} else {
			char text[40];
			size_t len = 0;

			for (uint32_t q = m->type_first; q < m->type_end && len < sizeof(text); q++) {
				if (t[q].kw == KW_CONST || t[q].kw == KW_VOLATILE)
					continue;
				if (t[q].kind != TK_IDENT || t[q].len + 1 > sizeof(text) - len) {
					len = 0;
					break;
				}
				if (len)
					text[len++] = ' ';
				memcpy(text + len, c->src->buf + t[q].off, t[q].len);
				len += t[q].len;
			}
			each = scalar_type_size(text, len);
		}
		if (rec->is_union)
			total = each * n > total ? each * n : total;
		else
			total += each * n;
		if (total > UINT32_MAX)
			return 0;
	}
	return (uint32_t)total;
}

static void add_def(struct actx *c, const char *key, int32_t r)
{
	struct file_result *res = c->res;
	struct flex_def *d;
	const struct member *fm;
	struct dep_keys deps = { .nr = 0 };
	int flex = record_flexible(c, r, &fm, &deps);

	ALLOC_GROW(res->defs, res->nr_defs + 1, res->alloc_defs);
	d = &res->defs[res->nr_defs++];
	memset(d, 0, sizeof(*d));
	d->key = key;
	d->key_hash = type_key_hash(key);
	d->flexible = (uint8_t)flex;
	d->open_end = flex && open_ended(fm);
	if (!flex && deps.nr) {
		d->deps = arena_alloc(c->arena, deps.nr * sizeof(*d->deps));
		memcpy(d->deps, deps.key, deps.nr * sizeof(*d->deps));
		d->nr_deps = deps.nr;
		hash_deps(c, d);
	}
	d->path = res->path;
	if (c->sizes)
		d->min_bytes = record_min_bytes(c, r, 0);
	if (fm && fm->name_tok != NO_TOK) {
		d->member = tok_str(c, fm->name_tok);
		d->line = c->src->tok[fm->name_tok].line;
		d->col = c->src->tok[fm->name_tok].col;
	}
}

static struct type_use *add_use(struct actx *c, const char *key, int ctx, int32_t r, uint32_t name_tok,
				uint32_t cond)
{
	struct file_result *res = c->res;
	struct type_use *u;
	const struct token *t = &c->src->tok[name_tok];

	if (c->macro)
		return NULL;	/* a name in a macro's body is whatever each expansion makes it */
	ALLOC_GROW(res->uses, res->nr_uses + 1, res->alloc_uses);
	u = &res->uses[res->nr_uses++];
	memset(u, 0, sizeof(*u));
	u->key = key;
	u->key_hash = type_key_hash(key);
	u->ctx = (uint8_t)ctx;
	u->uapi = c->uapi;
	u->where = r >= 0 ? rec_desc(c, r) : NULL;
	u->record = r >= 0 ? rec_name(c, r) : NULL;
	u->name = tok_str(c, name_tok);
	u->line = t->line;
	u->col = t->col;
	u->off = t->off;
	u->cond = cond ? cond_str(c, cond) : NULL;
	return u;
}

/*
 * The named record whose members hold r's, as a key ("struct foo",
 * "typedef foo_t"; empty when there is none) and the names that lead from it
 * to r's members ("hdr." for 'struct { ... } hdr;'). Anonymous records lend
 * their members to their parent, as C does.
 */
static void record_scope(struct actx *c, int32_t r, struct strbuf *owner, struct strbuf *prefix)
{
	uint32_t names[64], n = 0;

	strbuf_reset(owner);
	strbuf_reset(prefix);
	while (r >= 0) {
		const struct record *rec = &c->pr->rec[r];
		uint32_t name = rec->tag_tok != NO_TOK ? rec->tag_tok : rec->typedef_tok;

		if (name != NO_TOK) {
			strbuf_addf(owner, "%s %.*s", rec->tag_tok != NO_TOK ? rec_kw(rec) : "typedef",
				    (int)c->src->tok[name].len, c->src->buf + c->src->tok[name].off);
			break;
		}
		if (rec->parent < 0 || rec->parent_member < 0)
			break;
		name = c->pr->rec[rec->parent].m[rec->parent_member].name_tok;
		if (name != NO_TOK && n < ARRAY_SIZE(names))
			names[n++] = name;
		r = rec->parent;
	}
	while (n--)
		strbuf_addf(prefix, "%.*s.", (int)c->src->tok[names[n]].len, c->src->buf + c->src->tok[names[n]].off);
}

/*
 * Does a comment in the declaration [a, b) or after it on its last line say
 * the array's length varies: "variable length", "variable-sized", "variable
 * number of", "or more"? The author's own word that the one element stands
 * for a variable number of them.
 */
static int says_variable(const struct source *src, uint32_t a, uint32_t b)
{
	static const char *const after[] = { "length", "len", "size", "sized", "number", "count" };
	const char *s = src->buf + a, *end = src->buf + b, *eol = memchr(end, '\n', src->len - b);

	for (end = eol ? eol : src->buf + src->len; s + 1 < end; s++) {
		const char *c = NULL, *ce;

		if (s[0] == '/' && s[1] == '*') {
			c = s + 2;
			ce = c;
			while (ce + 1 < end && !(ce[0] == '*' && ce[1] == '/'))
				ce++;	/* s goes on after its '*' '/' */
		} else if (s[0] == '/' && s[1] == '/') {
			c = s + 2;
			ce = end;
		}
		if (!c)
			continue;
		for (const char *w = c; w < ce; w++) {
			if ((w == c || !isalpha((unsigned char)w[-1])) && ce - w >= 7 && !strncasecmp(w, "or more", 7) &&
			    (ce - w == 7 || !isalpha((unsigned char)w[7])))
				return 1;
			if ((w == c || !isalpha((unsigned char)w[-1])) && ce - w >= 8 && !strncasecmp(w, "variable", 8)) {
				const char *x = w + 8;

				while (x < ce && (*x == ' ' || *x == '-' || *x == '_' || *x == '\t'))
					x++;
				for (size_t k = 0; k < sizeof(after) / sizeof(after[0]); k++) {
					size_t n = strlen(after[k]);

					if ((size_t)(ce - x) >= n && !strncasecmp(x, after[k], n) &&
					    (x + n == ce || !isalpha((unsigned char)x[n])))
						return 1;
				}
			}
		}
		s = ce < end ? ce + 1 : ce;
	}
	return 0;
}

/*
 * The type of record r's first member when it is a struct or union by value
 * that this file defines ('struct ie_header hdr;' first): records that start
 * with one header of the file's own are one family (a TLV's type and length,
 * then its value).
 */
static const char *head_type(struct actx *c, int32_t r)
{
	const struct record *rec = &c->pr->rec[r];
	const struct member *h = rec->nr_m ? &rec->m[0] : NULL;
	const struct token *name;

	if (!h || !(h->flags & MF_TYPE_TAG) || (h->flags & MF_POINTER) || h->akind != AK_NONE || h->record >= 0 ||
	    h->type_name_tok == NO_TOK || h->name_tok == NO_TOK)
		return NULL;
	name = &c->src->tok[h->type_name_tok];
	for (size_t k = 0; k < c->pr->nr_rec; k++) {
		const struct record *o = &c->pr->rec[k];
		const struct token *tag = o->tag_tok != NO_TOK ? &c->src->tok[o->tag_tok] : NULL;

		if (tag && tag->len == name->len && !memcmp(c->src->buf + tag->off, c->src->buf + name->off, name->len) &&
		    (o->is_union ? KW_UNION : KW_STRUCT) == h->type_kw)
			return rec_name(c, (int32_t)k);
	}
	return NULL;
}

/*
 * The initializer slot of the member holding m in its named record (the
 * one record_scope() names): how many members before it a positional
 * initializer fills first. Counted low where unsure, so that a positional
 * item is taken to reach the array rather than not: a macro line counts
 * none, a struct_group()'s members one, a member under an #if of its own none.
 */
static uint16_t member_slot(const struct actx *c, int32_t r, const struct member *m)
{
	const struct record *rec = &c->pr->rec[r];
	uint32_t idx = (uint32_t)(m - rec->m), slots = 0;

	while (rec->tag_tok == NO_TOK && rec->typedef_tok == NO_TOK && rec->parent >= 0 && rec->parent_member >= 0) {
		idx = (uint32_t)rec->parent_member;
		rec = &c->pr->rec[rec->parent];
	}
	for (uint32_t k = 0; k < idx && k < rec->nr_m; k++) {
		const struct member *o = &rec->m[k];

		if ((o->flags & MF_OPAQUE) || o->cond != rec->cond ||
		    (o->name_tok == NO_TOK && !(o->flags & MF_ANON_RECORD)) ||
		    (k > 0 && (o->flags & MF_GROUPED) && (rec->m[k - 1].flags & MF_GROUPED)))
			continue;
		slots++;
	}
	return slots > UINT16_MAX ? UINT16_MAX : (uint16_t)slots;
}

static struct finding *member_finding(struct actx *c, int kind, int32_t r, const struct member *m,
				      const char *fmt_msg)
{
	const struct record *rec = &c->pr->rec[r];
	uint32_t at = m->name_tok != NO_TOK ? m->name_tok : m->decl_first;
	const struct token *t = &c->src->tok[at];
	struct finding *f = report_add(&c->res->findings, kind, c->res->path, t->line, t->col, t->off,
				       "%s", fmt_msg);

	f->uapi = c->uapi;
	f->rec_line = c->src->tok[rec->kw_tok].line;
	f->record = rec_name(c, r);
	f->container = rec_container(c, r);
	for (int32_t a = r; a >= 0; a = c->pr->rec[a].parent)
		if (c->src->tok[c->pr->rec[a].open_tok].flags & TF_UNMATCHED)
			f->flags |= FF_OPEN_RECORD;
	f->member = member_name(c, m);
	{
		struct strbuf owner = STRBUF_INIT, mpath = STRBUF_INIT;

		record_scope(c, r, &owner, &mpath);
		f->owner = owner.len ? arena_strndup(c->arena, owner.buf, owner.len) : NULL;
		f->mpath = f->member;
		if (mpath.len) {
			strbuf_addstr(&mpath, f->member);
			f->mpath = arena_strndup(c->arena, mpath.buf, mpath.len);
		}
		strbuf_release(&owner);
		strbuf_release(&mpath);
	}
	f->slot = member_slot(c, r, m);
	if (m->counted_by_tok != NO_TOK)
		f->counted_by = tok_str(c, m->counted_by_tok);
	if (m->flags & MF_DECLARE_FLEX)
		f->flags |= FF_DECLARE_FLEX;
	if (m->record >= 0)
		f->elem_type = rec_name(c, m->record);
	else if (m->type_end > m->type_first)
		f->elem_type = range_str(c, m->type_first, m->type_end, 1);
	if (m->dim_open != NO_TOK)
		f->size = range_str(c, m->dim_open + 1, c->src->tok[m->dim_open].match, 0);
	if (m->flags & MF_BITMAP) {
		struct strbuf sb = STRBUF_INIT;

		uint32_t close = c->src->tok[m->dim_open].match, k = m->dim_open + 1;

		while (k < close && !tok_is(&c->src->tok[k], ','))
			k++;	/* DECLARE_BITMAP(name, bits): the size is the second argument */
		strbuf_addf(&sb, "BITS_TO_LONGS(%s)", range_str(c, k + 1 < close ? k + 1 : close, close, 0));
		f->size = arena_strndup(c->arena, sb.buf, sb.len);
		f->elem_type = "unsigned long";
		strbuf_release(&sb);
	}
	if (&rec->m[0] != m)
		f->head_type = head_type(c, r);
	if (kind == K_ONE_ELEMENT && m->decl_end < c->src->nr_tok &&
	    says_variable(c->src, c->src->tok[m->decl_first].off, c->src->tok[m->decl_end].off))
		f->flags |= FF_SAYS_VARIABLE;
	if (c->macro) {
		f->flags |= FF_IN_MACRO;
		report_note(&c->res->findings, f, NULL, c->macro_line, c->macro_col,
			    "in the body of macro '%s', which each expansion pastes", c->macro);
	}
	if (m->cond != rec->cond && m->cond) {
		f->cond = cond_str(c, m->cond);
		report_note(&c->res->findings, f, NULL, c->src->conds[m->cond].line, 1,
			    "declared under '%s'", f->cond);
	}
	if (c->uapi)
		report_note(&c->res->findings, f, NULL, c->src->tok[rec->kw_tok].line, c->src->tok[rec->kw_tok].col,
			    "%s is in a UAPI header: its size is ABI", rec_desc(c, r));
	return f;
}

static void msg(struct strbuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void msg(struct strbuf *sb, const char *fmt, ...)
{
	char tmp[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	strbuf_reset(sb);
	strbuf_addstr(sb, tmp);
}

/* The size-keeping union: 'union { T item; DECLARE_FLEX_ARRAY(T, items); }'
 * (or 'T items[1]' beside it): the other member of the flexible array's type. */
static const char *union_placeholder(struct actx *c, const struct record *rec, const struct member *m,
				     const char *elem_type)
{
	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *o = &rec->m[k];

		if (o == m || o->name_tok == NO_TOK || (o->flags & (MF_OPAQUE | MF_POINTER)) || !elem_type ||
		    o->type_end <= o->type_first || (o->akind != AK_NONE && o->akind != AK_ONE))
			continue;
		if (!strcmp(range_str(c, o->type_first, o->type_end, 1), elem_type))
			return member_name(c, o);
	}
	return NULL;
}

/* Has union rec a flexible array member (other than m) of m's element type? */
static int union_has_flex_of(struct actx *c, const struct record *rec, const struct member *m)
{
	const char *type;

	if (m->type_end <= m->type_first)
		return 0;
	type = range_str(c, m->type_first, m->type_end, 1);
	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *o = &rec->m[k];

		if (o != m && o->akind == AK_FLEX && o->type_end > o->type_first &&
		    !strcmp(range_str(c, o->type_first, o->type_end, 1), type))
			return 1;
	}
	return 0;
}

static void analyze_record(struct actx *c, int32_t r)
{
	const struct record *rec = &c->pr->rec[r];
	struct strbuf sb = STRBUF_INIT;
	const char *desc = NULL;

	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *m = &rec->m[k];
		uint32_t follower;
		enum last_status st;
		struct finding *f;
		int kind = -1;

		if (m->flags & MF_OPAQUE)
			continue;
		if (m->akind == AK_NONE && !embeds_by_value(m) && m->record < 0)
			continue;
		/* in a union every member starts at 0: none follows another, each array ends it */
		st = rec->is_union && m->akind != AK_NONE ? (follower = NO_TOK, LAST) : last_status(c, rec, k, &follower);
		if (rec->is_union && (m->akind == AK_ONE || m->akind == AK_ZERO) && union_has_flex_of(c, rec, m))
			continue;	/* 'T m[1]' beside '__DECLARE_FLEX_ARRAY(T, m_flex)': the size kept, not an array */
		if (!desc)
			desc = rec_desc(c, r);

		if (m->akind != AK_NONE && m->name_tok != NO_TOK) {
			const char *name = member_name(c, m);

			if (st == NOT_LAST || (st == COND_LAST && (m->akind == AK_ZERO || m->akind == AK_FLEX))) {
				if (m->akind == AK_ZERO && !rec->is_union) {
					msg(&sb, "member '%s' follows zero-length array '%s' in %s",
					    member_name(c, &rec->m[follower]), name, desc);
					kind = K_ZERO_LENGTH_NOT_LAST;
				} else if (m->akind == AK_ONE && !rec->is_union && c->guard && st == NOT_LAST) {
					/* guard compares this with the pre-image, where it may have been last */
					msg(&sb, "member '%s' follows one-element array '%s' in %s",
					    member_name(c, &rec->m[follower]), name, desc);
					kind = K_MEMBER_AFTER_FLEX;
				} else if (m->akind == AK_FLEX && !rec->is_union && !(m->flags & MF_DECLARE_FLEX)) {
					msg(&sb, "member '%s' follows flexible array member '%s' in %s",
					    member_name(c, &rec->m[follower]), name, desc);
					kind = K_FLEXIBLE_NOT_LAST;
				}
			} else if (m->akind == AK_ZERO) {
				msg(&sb, "zero-length array '%s' at the end of %s", name, desc);
				kind = K_ZERO_LENGTH;
			} else if (m->akind == AK_ONE) {
				msg(&sb, "one-element array '%s' at the end of %s", name, desc);
				kind = K_ONE_ELEMENT;
			} else if (m->akind == AK_FLEX) {
				msg(&sb, "flexible array member '%s' at the end of %s", name, desc);
				kind = K_FLEXIBLE;
			} else {
				msg(&sb, "array '%s' of fixed size at the end of %s", name, desc);
				kind = K_FIXED_TRAILING;
			}
			if (kind >= 0) {
				f = member_finding(c, kind, r, m, sb.buf);
				if (kind == K_FLEXIBLE && rec->is_union)
					f->placeholder = union_placeholder(c, rec, m, f->elem_type);
				if (kind == K_ZERO_LENGTH_NOT_LAST || kind == K_FLEXIBLE_NOT_LAST || kind == K_MEMBER_AFTER_FLEX) {
					const struct member *L = &rec->m[follower];
					uint32_t lt = L->name_tok != NO_TOK ? L->name_tok : L->decl_first;

					f->other = member_name(c, L);
					f->other_line = c->src->tok[lt].line;
					f->other_col = c->src->tok[lt].col;
				}
				if (st == COND_LAST) {
					const struct member *L = &rec->m[follower];
					uint32_t lt = L->name_tok != NO_TOK ? L->name_tok : L->decl_first;

					report_note(&c->res->findings, f, NULL, c->src->tok[lt].line, c->src->tok[lt].col,
						    "member '%s' follows it when '%s' is compiled in",
						    member_name(c, L), cond_str(c, L->cond));
					if (!f->cond)
						f->cond = cond_str(c, L->cond);
				} else if (kind == K_ZERO_LENGTH_NOT_LAST || kind == K_FLEXIBLE_NOT_LAST) {
					const struct member *L = &rec->m[follower];
					uint32_t lt = L->name_tok != NO_TOK ? L->name_tok : L->decl_first;

					report_note(&c->res->findings, f, NULL, c->src->tok[lt].line, c->src->tok[lt].col,
						    "'%s' overlaps the elements of '%s'", member_name(c, L), name);
				}
			}
		}

		/* embeddings: a flexible struct must be last and never an array element */
		if (m->record >= 0 && (m->akind != AK_NONE || (st == NOT_LAST && !rec->is_union)) &&
		    !(m->flags & MF_POINTER)) {
			const struct member *fm;
			struct dep_keys deps = { .nr = 0 };

			if (record_flexible(c, m->record, &fm, &deps)) {
				if (m->akind != AK_NONE)
					msg(&sb, "member '%s' of %s is an array of %s, which ends with a flexible array",
					    member_name(c, m), desc, rec_desc(c, m->record));
				else if (m->name_tok != NO_TOK)
					msg(&sb, "member '%s' of type %s, which ends with a flexible array, is not at the end of %s",
					    member_name(c, m), rec_desc(c, m->record), desc);
				else
					msg(&sb, "%s ends with a flexible array but is not at the end of %s",
					    rec_desc(c, m->record), desc);
				f = member_finding(c, K_FLEX_NOT_AT_END, r, m, sb.buf);
				if (m->akind != AK_NONE && open_ended(fm))
					f->flags |= FF_ELEM_OPEN_END;
				if (fm && fm->name_tok != NO_TOK)
					report_note(&c->res->findings, f, NULL, c->src->tok[fm->name_tok].line,
						    c->src->tok[fm->name_tok].col, "flexible array '%s' declared here",
						    member_name(c, fm));
			} else {
				/* flexible or not through named types: the merge decides; an anonymous
				 * struct ending with one, before other members, holds it there too */
				for (uint32_t k2 = 0; k2 < deps.nr; k2++) {
					struct type_use *u = add_use(c, deps.key[k2],
								     m->akind != AK_NONE ? UC_ARRAY_MEMBER : UC_NOT_LAST, r,
								     m->name_tok != NO_TOK ? m->name_tok : m->decl_first,
								     m->cond != rec->cond ? m->cond : 0);

					if (u && m->name_tok == NO_TOK) {
						u->name = "<anonymous>";
						u->anonymous = c->pr->rec[m->record].is_union ? KW_UNION : KW_STRUCT;
					}
				}
			}
		} else if (m->record < 0 && embeds_by_value(m) && m->name_tok != NO_TOK &&
			   (m->akind != AK_NONE || (st == NOT_LAST && !rec->is_union))) {
			struct type_use *u = add_use(c, type_key(c, m), m->akind != AK_NONE ? UC_ARRAY_MEMBER : UC_NOT_LAST,
						     r, m->name_tok, m->cond != rec->cond ? m->cond : 0);
			const struct member *next = follower == k + 1 && follower < rec->nr_m ? &rec->m[follower] : NULL;

			if (u && m->akind == AK_NONE && next && next->akind != AK_NONE && next->ndims == 1 &&
			    next->name_tok != NO_TOK && next->record < 0 && !(next->flags & MF_POINTER)) {
				const char *elem = range_str(c, next->type_first, next->type_end, 1);

				u->next_elem_hash = text_hash(elem, strlen(elem)) | 1;
				u->next_elem_size = (uint8_t)scalar_type_size(elem, strlen(elem));
			}
		}
	}
	strbuf_release(&sb);
}

/* "struct TAG" / "typedef NAME" keys of a record, or NULL (in the results' arena). */
static const char *key_of(struct actx *c, const char *kw, uint32_t name_tok)
{
	struct strbuf sb = STRBUF_INIT;
	const char *key;

	if (name_tok == NO_TOK)
		return NULL;
	strbuf_addf(&sb, "%s %.*s", kw, (int)c->src->tok[name_tok].len, c->src->buf + c->src->tok[name_tok].off);
	key = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return key;
}

static const char *tag_key(struct actx *c, const struct record *rec)
{
	return key_of(c, rec_kw(rec), rec->tag_tok);
}

static const char *typedef_key(struct actx *c, const struct record *rec)
{
	return key_of(c, "typedef", rec->typedef_tok);
}

/* d names the type key and holds nothing of its own. */
static void make_alias(struct actx *c, struct flex_def *d, const char *key)
{
	d->flexible = 0;
	d->deps = arena_alloc(c->arena, sizeof(*d->deps));
	d->deps[0] = key;
	d->nr_deps = 1;
	d->alias = 1;
	hash_deps(c, d);
}

/*
 * The declarators after a record typedef's first name, 'typedef struct _X
 * {...} X, *PX, X_t, *pX_t;' (the MPI headers' style): each plain name is
 * another name of the record (an alias of key), and, when asked, each
 * one-star name a pointer to it (file_result.ptypedefs: 'PX p' is 'X *p').
 */
static void add_more_typedefs(struct actx *c, uint32_t name, const char *key, int pointers)
{
	const struct token *t = c->src->tok;
	struct file_result *res = c->res;

	for (uint32_t k = name + 1; tok_is(&t[k], ',');) {
		unsigned stars = 0;

		for (k++; tok_is(&t[k], '*') || t[k].kw == KW_CONST || t[k].kw == KW_VOLATILE; k++)
			stars += tok_is(&t[k], '*');
		if (t[k].kind != TK_IDENT || t[k].kw || !(tok_is(&t[k + 1], ',') || tok_is(&t[k + 1], ';')))
			break;	/* an array, a function pointer, an attribute: not read */
		if (!stars) {
			struct flex_def *d;

			ALLOC_GROW(res->defs, res->nr_defs + 1, res->alloc_defs);
			d = &res->defs[res->nr_defs++];
			memset(d, 0, sizeof(*d));
			d->key = key_of(c, "typedef", k);
			d->key_hash = type_key_hash(d->key);
			d->path = res->path;
			make_alias(c, d, key);
		} else if (stars == 1 && pointers) {
			ALLOC_GROW(res->ptypedefs, res->nr_ptypedefs + 1, res->alloc_ptypedefs);
			res->ptypedefs[res->nr_ptypedefs].name = arena_strndup(c->arena, c->src->buf + t[k].off, t[k].len);
			res->ptypedefs[res->nr_ptypedefs++].key = key;
		}
		k++;
	}
}

/*
 * The key r's members are reached through: a named record's own ("struct
 * foo"), or for a record written inline as a named member's type, its path
 * from the named record ("struct foo.hdr" for 'union { ... } hdr;'), an
 * anonymous record lending its members to its parent. NULL when no named
 * record holds it. In the results' arena.
 */
static const char *member_owner_key(struct actx *c, int32_t r, struct strbuf *owner, struct strbuf *prefix)
{
	record_scope(c, r, owner, prefix);
	if (!owner->len)
		return NULL;
	if (prefix->len) {
		strbuf_addch(owner, '.');
		strbuf_add(owner, prefix->buf, prefix->len - 1);	/* "hdr.": its trailing '.' */
	}
	return arena_strndup(c->arena, owner->buf, owner->len);
}

static void add_member_type(struct actx *c, const char *owner, const struct member *m, const char *type)
{
	struct member_type *mt;

	ALLOC_GROW(c->res->mtypes, c->res->nr_mtypes + 1, c->res->alloc_mtypes);
	mt = &c->res->mtypes[c->res->nr_mtypes++];
	mt->record = owner;
	mt->name = tok_str(c, m->name_tok);
	mt->type = type;
	mt->type_hash = type_key_hash(mt->type);
	mt->pointer = !!(m->flags & MF_POINTER);
	mt->array = m->akind != AK_NONE;
}

/* r's members of a named type, and of a type written inline under their own
 * name ('union { ... } hdr;': "struct foo.hdr"), for x->hdr.b->m chains. */
static void add_member_types(struct actx *c, int32_t r, struct strbuf *owner, struct strbuf *prefix)
{
	const struct record *rec = &c->pr->rec[r];
	const char *key = NULL;

	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *m = &rec->m[k];
		int array = m->akind != AK_NONE;
		const struct record *in = m->record >= 0 ? &c->pr->rec[m->record] : NULL;

		if (m->name_tok == NO_TOK || (m->flags & (MF_FUNCPTR | MF_OPAQUE)) ||
		    (array && (m->ndims != 1 || (m->flags & MF_DECLARE_FLEX))))
			continue;
		if (in && in->tag_tok == NO_TOK && in->typedef_tok == NO_TOK) {
			/* written inline: its type is its members' owner, its path ('union { } a, b;':
			 * the path through b, as its members' findings name them) */
			const char *type = member_owner_key(c, m->record, owner, prefix);

			if (!type || (!key && !(key = member_owner_key(c, r, owner, prefix))))
				return;
			add_member_type(c, key, m, type);
			continue;
		}
		if (!(m->flags & (MF_TYPE_TAG | MF_TYPE_NAME)) || m->type_name_tok == NO_TOK)
			continue;
		if (!key && !(key = member_owner_key(c, r, owner, prefix)))
			return;
		add_member_type(c, key, m, type_key(c, m));
	}
}

/* compare: every named member of the records whose owner is asked for. */
static void add_member_facts(struct actx *c, const struct strmap *owners)
{
	struct strbuf owner = STRBUF_INIT, prefix = STRBUF_INIT;

	for (size_t r = 0; r < c->pr->nr_rec; r++) {
		const struct record *rec = &c->pr->rec[r];
		const struct strmap_entry *e;

		record_scope(c, (int32_t)r, &owner, &prefix);
		if (!owner.len || !(e = strmap_findn(owners, owner.buf, owner.len)))
			continue;
		for (uint32_t k = 0; k < rec->nr_m; k++) {
			const struct member *m = &rec->m[k];
			const struct token *t = &c->src->tok[m->name_tok];
			struct member_fact *mf;
			size_t len = prefix.len;

			if (m->name_tok == NO_TOK || (m->flags & MF_OPAQUE))
				continue;
			strbuf_add(&prefix, c->src->buf + t->off, t->len);
			ALLOC_GROW(c->res->facts, c->res->nr_facts + 1, c->res->alloc_facts);
			mf = &c->res->facts[c->res->nr_facts++];
			mf->owner = e->key;
			mf->mpath = arena_strndup(c->arena, prefix.buf, prefix.len);
			mf->line = t->line;
			mf->col = t->col;
			mf->akind = m->akind;
			prefix.len = len;
			prefix.buf[len] = '\0';
		}
	}
	strbuf_release(&owner);
	strbuf_release(&prefix);
}

static const char *word(const char *p, const char *end)
{
	while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
		p++;
	return p;
}

/*
 * The member a cast macro's body ends by naming, '(((struct s *)(bh)->data)->m)':
 * the body [b, e) is opening parentheses, a group that starts with the cast,
 * '->', the member and the closing parentheses. Else NULL.
 */
static const char *cast_macro_member(struct actx *c, const char *b, const char *e)
{
	const char *w, *p, *open;
	int closing = 0, opening = 0, depth = 0;

	while (e > b && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\n' || e[-1] == '\r' || e[-1] == '\\' ||
			 e[-1] == ')')) {
		closing += e[-1] == ')';
		e--;
	}
	for (w = e; w > b && (isalnum((unsigned char)w[-1]) || w[-1] == '_'); w--)
		;
	if (w == e || isdigit((unsigned char)*w))
		return NULL;
	for (p = w; p > b && (p[-1] == ' ' || p[-1] == '\t'); p--)
		;
	if (p - b < 3 || p[-1] != '>' || p[-2] != '-')
		return NULL;
	for (p -= 2; p > b && (p[-1] == ' ' || p[-1] == '\t'); p--)
		;
	if (p == b || p[-1] != ')')
		return NULL;
	/* the group before '->': back to its '(' */
	for (open = p - 1; open >= b; open--) {
		depth += (*open == ')') - (*open == '(');
		if (!depth)
			break;
	}
	if (open < b)
		return NULL;
	for (p = b; p < open; p++)
		if (*p == '(')
			opening++;
		else if (!(*p == ' ' || *p == '\t' || *p == '\\' || *p == '\n' || *p == '\r'))
			return NULL;
	p = lex_skip_blanks(open + 1, e);
	if (opening != closing || p >= e || *p != '(')
		return NULL;	/* the group must start with the cast */
	return arena_strndup(c->arena, w, (size_t)(e - w));
}

/*
 * Function-like macros whose body starts with a cast to a pointer to a named
 * type, '#define FOO_HDR(bh) ((struct foo *)(bh)->data)': the text after the
 * parameters is read (bodies are not lexed as code).
 */
static void add_cast_macros(struct actx *c)
{
	const struct source *src = c->src;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		const char *p = src->buf + dir->off + dir->len, *end = src->buf + dir->end, *name, *q, *body;
		struct strbuf sb = STRBUF_INIT;
		struct cast_macro *cm;
		int tag = 0;

		if (dir->kind != DIR_DEFINE || p >= end || *p != '(')
			continue;	/* object-like */
		p = body = lex_skip_blanks(lex_params_end(p, end) + 1, end);
		if (end - p < 2 || p[0] != '(')
			continue;
		p = lex_skip_blanks(p + 1, end);
		/* ((struct foo *)...): the cast's own parentheses; (((struct foo *)x)->m): and the member's */
		for (int n = 0; n < 2 && p < end && *p == '('; n++)
			p = lex_skip_blanks(p + 1, end);
		if (end - p > 6 && !strncmp(p, "const", 5) && !isalnum((unsigned char)p[5]))
			p = lex_skip_blanks(p + 5, end);
		if (end - p > 7 && (!strncmp(p, "struct", 6) || !strncmp(p, "union", 5)) &&
		    !isalnum((unsigned char)p[*p == 's' ? 6 : 5])) {
			tag = *p == 's' ? 1 : 2;
			p = lex_skip_blanks(p + (tag == 1 ? 6 : 5), end);
		}
		name = p;
		q = word(p, end);
		if (q == name || *lex_skip_blanks(q, end) != '*')
			continue;
		p = lex_skip_blanks(lex_skip_blanks(q, end) + 1, end);
		if (p >= end || *p != ')')
			continue;
		strbuf_addf(&sb, "%s %.*s", tag == 1 ? "struct" : tag == 2 ? "union" : "typedef", (int)(q - name), name);
		ALLOC_GROW(c->res->cmacros, c->res->nr_cmacros + 1, c->res->alloc_cmacros);
		cm = &c->res->cmacros[c->res->nr_cmacros++];
		cm->name = arena_strndup(c->arena, src->buf + dir->off, dir->len);
		cm->type = arena_strndup(c->arena, sb.buf, sb.len);
		cm->member = cast_macro_member(c, body, end);
		cm->accessor = 0;
		strbuf_release(&sb);
	}
}


/* "struct s", "union s" or "typedef t" of the type named by tokens [a, b) ('const' and '__annotations' aside), or NULL. */
static const char *pointee_key(struct actx *c, uint32_t a, uint32_t b)
{
	const struct token *t = c->src->tok;
	struct strbuf sb = STRBUF_INIT;
	const char *r = NULL;
	uint32_t w[2], n = 0;

	for (uint32_t k = a; k < b; k++) {
		if (t[k].kw == KW_CONST || t[k].kw == KW_VOLATILE ||
		    (t[k].kind == TK_IDENT && t[k].len > 2 && !memcmp(c->src->buf + t[k].off, "__", 2)))
			continue;
		if (t[k].kind != TK_IDENT || n == 2)
			return NULL;
		w[n++] = k;
	}
	if (n == 2 && (t[w[0]].kw == KW_STRUCT || t[w[0]].kw == KW_UNION) && !t[w[1]].kw)
		strbuf_addf(&sb, "%s %.*s", t[w[0]].kw == KW_STRUCT ? "struct" : "union", (int)t[w[1]].len,
			    c->src->buf + t[w[1]].off);
	else if (n == 1 && !t[w[0]].kw)
		strbuf_addf(&sb, "typedef %.*s", (int)t[w[0]].len, c->src->buf + t[w[0]].off);
	if (sb.len)
		r = arena_strndup(c->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

/* The type key of parameter 'name' (token k) of the list (open, close): 'struct s *name', or NULL. */
static const char *param_pointee(struct actx *c, uint32_t open, uint32_t close, uint32_t k)
{
	const struct token *t = c->src->tok;

	for (uint32_t a = open + 1; a < close;) {
		uint32_t e = a;

		while (e < close && !tok_is(&t[e], ','))
			e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match > e ? t[e].match + 1 : e + 1;
		if (e - a >= 3 && t[e - 1].kind == TK_IDENT && t[e - 1].len == t[k].len &&
		    !memcmp(c->src->buf + t[e - 1].off, c->src->buf + t[k].off, t[k].len))
			return tok_is(&t[e - 2], '*') && !tok_is(&t[e - 3], '*') ? pointee_key(c, a, e - 2) : NULL;
		a = e + 1;
	}
	return NULL;
}

/*
 * 'return &p->m[0];', 'return p->m;', 'return &((struct s *)p)->m[0];' in a
 * function whose parameters are (open, close): the member and its struct's
 * key, or 0 when [a, b) is no such expression.
 */
static int accessor_return(struct actx *c, uint32_t open, uint32_t close, uint32_t a, uint32_t b,
			   const char **type, const char **member)
{
	const struct token *t = c->src->tok;
	uint32_t m;

	while (b - a > 2 && tok_is(&t[a], '(') && t[a].match == b - 1)
		a++, b--;
	if (b - a > 4 && tok_is(&t[a], '&') && tok_is(&t[b - 1], ']') && tok_is(&t[b - 3], '[') &&
	    t[b - 2].kind == TK_NUMBER && t[b - 2].len == 1 && c->src->buf[t[b - 2].off] == '0') {
		a++;
		b -= 3;
	}
	if (b - a < 3 || t[b - 1].kind != TK_IDENT || !tok_is(&t[b - 2], P_ARROW))
		return 0;
	m = b - 1;
	b -= 2;
	while (b - a > 2 && tok_is(&t[a], '(') && t[a].match == b - 1 &&
	       !(tok_is(&t[a + 1], '(') && t[a + 1].match == b - 2))
		a++, b--;	/* (p), ((struct s *)p), not the cast's own group */
	if (b - a == 1 && t[a].kind == TK_IDENT && !t[a].kw) {
		*type = param_pointee(c, open, close, a);
	} else if (b - a >= 4 && tok_is(&t[a], '(') && t[a].match > a + 2 && tok_is(&t[t[a].match - 1], '*')) {
		uint32_t cast = t[a].match, x = cast + 1;

		if (tok_is(&t[x], '(') && t[x].match == b - 1)
			x++;	/* ((struct s *)(p)) */
		if (t[x].kind != TK_IDENT || !param_pointee(c, open, close, x) ||
		    !(x + 1 == b || (x + 2 == b && tok_is(&t[x + 1], ')'))))
			return 0;
		*type = pointee_key(c, a + 1, cast - 1);
	} else {
		return 0;
	}
	if (!*type)
		return 0;
	*member = arena_strndup(c->arena, c->src->buf + t[m].off, t[m].len);
	return 1;
}

/*
 * Accessor functions at file scope, 'struct e *f(struct s *p) { if (...)
 * return &((struct s3 *)p)->m[0]; return &p->m[0]; }': a body of if's and
 * returns only, each return a member of a struct reached through a pointer
 * parameter. A call f(x) is that member (or, of several returns, each of
 * them): uses.c reads f(x)[i] and q = f(x) as it reads p->m.
 */
static void add_accessors(struct actx *c)
{
	const struct source *src = c->src;
	const struct token *t = src->tok;

	for (uint32_t k = 0; k < src->nr_tok; k++) {
		uint32_t open, close, name, end, s;
		size_t first = c->res->nr_cmacros;
		int ok = 1;

		if (!tok_is(&t[k], '{') || t[k].match <= k)
			continue;
		end = t[k].match;
		open = k >= 1 && tok_is(&t[k - 1], ')') ? t[k - 1].match : k;
		close = k - 1;
		name = open - 1;
		if (open >= k || open < 2 || t[name].kind != TK_IDENT || t[name].kw || !tok_is(&t[name - 1], '*') ||
		    end - k > 64) {
			k = end;	/* no function returning a pointer, or a long one: its body skipped */
			continue;
		}
		for (s = k + 1; s < end && ok;) {
			uint32_t semi;
			const char *type = NULL, *member = NULL;
			struct cast_macro *cm;

			if (tok_is(&t[s], '{') || tok_is(&t[s], '}') || t[s].kw == KW_ELSE) {
				s++;
			} else if (t[s].kw == KW_IF && tok_is(&t[s + 1], '(') && t[s + 1].match < end) {
				s = t[s + 1].match + 1;
			} else if (t[s].kw == KW_RETURN) {
				for (semi = s + 1; semi < end && !tok_is(&t[semi], ';'); semi++)
					if (tok_is(&t[semi], '(') && t[semi].match < end)
						semi = t[semi].match;
				if (semi >= end || !accessor_return(c, open, close, s + 1, semi, &type, &member)) {
					ok = 0;
					break;
				}
				ALLOC_GROW(c->res->cmacros, c->res->nr_cmacros + 1, c->res->alloc_cmacros);
				cm = &c->res->cmacros[c->res->nr_cmacros++];
				cm->name = arena_strndup(c->arena, src->buf + t[name].off, t[name].len);
				cm->type = type;
				cm->member = member;
				cm->accessor = t[name].line;
				s = semi + 1;
			} else {
				ok = 0;
			}
		}
		if (!ok)
			c->res->nr_cmacros = first;	/* not an accessor: what it returned is forgotten */
		k = end;
	}
}

/* Is token k of body one of the offsetof() family, which takes no size of its type? */
static int offset_macro(const struct source *body, uint32_t k)
{
	static const char *const names[] = { "offsetof", "__builtin_offsetof", "offsetofend", "container_of",
					     "container_of_const", NULL };

	for (const char *const *n = names; *n; n++)
		if (body->tok[k].len == strlen(*n) && !memcmp(body->buf + body->tok[k].off, *n, strlen(*n)))
			return 1;
	return 0;
}

/* The kind of one use at token k of parameter P in a macro body (struct type_param). */
static int type_param_use(const struct source *body, uint32_t k, const uint8_t *in_size, uint32_t *callee,
			  uint8_t *arg)
{
	const struct token *t = body->tok;
	uint32_t b = k, e = k + 1, open;

	if (k > 0 && (tok_is(&t[k - 1], '#') || tok_is(&t[k - 1], P_HASHHASH)))
		return TP_NEUTRAL;	/* '#P', 'x##P': text, another name */
	if (tok_is(&t[k + 1], P_HASHHASH))
		return TP_NEUTRAL;
	if (in_size[k])
		return tok_is(&t[k + 1], '*') ? TP_NEUTRAL : TP_SIZE;	/* sizeof(P), not sizeof(P *) */
	if (b > 0 && (t[b - 1].kw == KW_STRUCT || t[b - 1].kw == KW_UNION))
		b--;
	while (b > 0 && (t[b - 1].kw == KW_CONST || t[b - 1].kw == KW_VOLATILE))
		b--;
	if (b == 0)
		return TP_SIZE;
	if ((tok_is(&t[b - 1], '(') || tok_is(&t[b - 1], ',')) && (tok_is(&t[e], ')') || tok_is(&t[e], ','))) {
		/* a whole argument of a call: of which macro, which argument */
		uint8_t n = 0;

		for (open = b - 1; open > 0 && !(tok_is(&t[open], '(') && t[open].match >= e); open--)
			if (tok_is(&t[open], ')') || tok_is(&t[open], ']')) {
				if (t[open].match == 0 || t[open].match >= open)
					return TP_SIZE;	/* unmatched, or opened by the first token */
				open = t[open].match;
			} else if (tok_is(&t[open], '{') || tok_is(&t[open], '}')) {
				return TP_SIZE;	/* an initializer's element, not a call's argument */
			} else if (tok_is(&t[open], ',')) {
				n++;
			}
		if (open > 0 && tok_is(&t[open], '(') && t[open - 1].kind == TK_IDENT && !t[open - 1].kw) {
			if (offset_macro(body, open - 1))
				return TP_NEUTRAL;
			*callee = open - 1;
			*arg = n;
			return TP_FORWARD;
		}
		return TP_SIZE;
	}
	if (tok_is(&t[b - 1], '(') && tok_is(&t[e], '*')) {
		/* '(P *)x': a pointer, unless the pointer then moves by its size */
		uint32_t q = e;

		while (tok_is(&t[q], '*') || t[q].kw == KW_CONST)
			q++;
		if (!tok_is(&t[q], ')') || t[b - 1].match != q)
			return TP_SIZE;
		/* the last token is the EOF: no bracket's partner lies past it (an unclosed one's may) */
		for (q++; q + 1 < body->nr_tok && (t[q].kind == TK_IDENT ||
						   (tok_is(&t[q], '(') && t[q].match > q && t[q].match + 1 < body->nr_tok));)
			q = tok_is(&t[q], '(') ? t[q].match + 1 : q + 1;
		while (q + 1 < body->nr_tok && tok_is(&t[q], ')'))
			q++;
		return tok_is(&t[q], '+') || tok_is(&t[q], '-') || tok_is(&t[q], '[') || tok_is(&t[q], P_INC) ||
		       tok_is(&t[q], P_DEC) ? TP_SIZE : TP_NEUTRAL;
	}
	return TP_SIZE;
}

static int blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\\' || ch == '\n' || ch == '\r';
}

/*
 * Must the body [b, e) of a macro with parameters [p, close) be lexed to
 * tell how they are used (struct type_param)? Not when each parameter has
 * a use read from the text alone as an expression's operand ('((x) << 3)':
 * not after '#', ',', 'struct', 'union', 'const' or a call's or sizeof's
 * '(', nor a cast's '(P *'): each is then a size, what type_param_use()
 * would say. Most macros are so; lexing them all cost a tenth of the scan.
 */
static int type_macro_worth_lexing(const char *p, const char *close, const char *b, const char *e)
{
	for (const char *q = p + 1; q < close;) {
		const char *w, *r;
		size_t n;
		int plain = 0;

		q = lex_skip_blanks(q, close);
		w = word(q, close);
		if (w == q)
			return 1;	/* '...' or text not read: lexed */
		n = (size_t)(w - q);
		for (const char *o = b; o + n <= e && !plain; o++) {
			const char *before, *after = o + n;

			if (memcmp(o, q, n) || (o > b && (isalnum((unsigned char)o[-1]) || o[-1] == '_')) ||
			    (after < e && (isalnum((unsigned char)*after) || *after == '_')))
				continue;
			for (before = o; before > b && blank(before[-1]); before--)
				;
			while (after < e && blank(*after))
				after++;
			if (before > b && (before[-1] == '#' || before[-1] == ','))
				continue;
			if (after < e && *after == '#')
				continue;
			if (before - b >= 5 && (!memcmp(before - 5, "const", 5) || !memcmp(before - 5, "union", 5)))
				continue;
			if (before - b >= 6 && !memcmp(before - 6, "struct", 6))
				continue;
			if (before > b && before[-1] == '(') {
				if (after < e && *after == '*')
					continue;	/* '(P *': a cast */
				for (r = before - 1; r > b && blank(r[-1]); r--)
					;
				if (r > b && (isalnum((unsigned char)r[-1]) || r[-1] == '_'))
					continue;	/* 'F(P', 'sizeof(P' */
			}
			plain = 1;
		}
		if (!plain)
			return 1;
		q = lex_skip_blanks(w, close);
		if (q < close && *q == ',')
			q++;
	}
	return 0;
}

static const char *const member_size_builtins[] = { "sizeof_field", "offsetofend", "FIELD_SIZEOF", NULL };

/*
 * Is the call at token k of a macro body one of a member's size: sizeof_field(T,
 * m) and its family, or a member-size macro this file defined before? Which
 * arguments are the member and the type (*type: the key the macro writes).
 */
static int member_size_callee(struct actx *c, const struct source *body, uint32_t k, int *member, int *type_arg,
			      const char **type)
{
	const struct token *t = &body->tok[k];

	for (const char *const *n = member_size_builtins; *n; n++)
		if (t->len == strlen(*n) && !memcmp(body->buf + t->off, *n, t->len)) {
			*member = 1, *type_arg = 0, *type = NULL;
			return 1;
		}
	for (size_t i = 0; i < c->res->nr_msmacros; i++) {
		const struct member_size_macro *ms = &c->res->msmacros[i];

		if (strlen(ms->macro) == t->len && !memcmp(ms->macro, body->buf + t->off, t->len)) {
			*member = ms->member, *type_arg = ms->type_arg, *type = ms->type;
			return 1;
		}
	}
	return 0;
}

/*
 * A body that hands a parameter, as the member, to sizeof_field() or to a
 * member-size macro defined before it in the file makes its macro one
 * (struct member_size_macro): 'CHECK(48, 0, cmd)' takes sizeof of 'cmd',
 * which a flexible array does not have.
 */
static void add_member_size_macro(struct actx *c, const struct directive *dir, const struct macro_body *mb)
{
	const struct source *body = &mb->body;
	const struct token *t = body->tok;

	for (uint32_t k = 0; k + 1 < body->nr_tok; k++) {
		uint32_t arg[9], n, open = k + 1;
		int member, type_arg, pm, pt = -1;
		const char *type;
		struct member_size_macro *ms;

		if (t[k].kind != TK_IDENT || t[k].kw || !tok_is(&t[open], '(') || t[open].match <= open ||
		    t[open].match >= body->nr_tok || !member_size_callee(c, body, k, &member, &type_arg, &type))
			continue;
		/* each argument ends before the next one's start, less its ',' (arg[n]: past the ')') */
		n = call_args(t, open, arg, 8);
		if ((uint32_t)member >= n)
			continue;
		if (arg[member + 1] != arg[member] + 2 || (pm = macro_param_of(mb, &t[arg[member]])) < 0)
			continue;	/* the member is no parameter, as written */
		if (!type && (uint32_t)type_arg < n) {
			uint32_t a = arg[type_arg], e = arg[type_arg + 1] - 1;	/* [a, e) */

			if (e == a + 1 && (pt = macro_param_of(mb, &t[a])) >= 0) {
				/* the type is the caller's argument */
			} else if (e == a + 2 && (t[a].kw == KW_STRUCT || t[a].kw == KW_UNION) && t[a + 1].kind == TK_IDENT) {
				struct strbuf sb = STRBUF_INIT;

				strbuf_addf(&sb, "%s %.*s", t[a].kw == KW_STRUCT ? "struct" : "union", (int)t[a + 1].len,
					    body->buf + t[a + 1].off);
				type = arena_strndup(c->arena, sb.buf, sb.len);
				strbuf_release(&sb);
			} else {
				continue;	/* a type flexfix does not name: not one */
			}
		} else if (!type) {
			continue;
		}
		ALLOC_GROW(c->res->msmacros, c->res->nr_msmacros + 1, c->res->alloc_msmacros);
		ms = &c->res->msmacros[c->res->nr_msmacros++];
		ms->macro = arena_strndup(c->arena, c->src->buf + dir->off, dir->len);
		ms->type = type;
		ms->member = (uint8_t)pm;
		ms->type_arg = (uint8_t)(pt < 0 ? 0 : pt);
		return;	/* one call says it */
	}
}

/* Does the text [b, e) name sizeof_field() or its family, or a member-size macro of the file? */
static int mentions_member_size(const struct actx *c, const char *b, const char *e)
{
	for (const char *const *n = member_size_builtins; *n; n++)
		if (memmem(b, (size_t)(e - b), *n, strlen(*n)))
			return 1;
	for (size_t i = 0; i < c->res->nr_msmacros; i++)
		if (memmem(b, (size_t)(e - b), c->res->msmacros[i].macro, strlen(c->res->msmacros[i].macro)))
			return 1;
	return 0;
}

/* Function-like macros whose bodies take a member's size (struct member_size_macro), in file order. */
static void add_member_size_macros(struct actx *c)
{
	const struct source *src = c->src;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		const char *body = src->buf + dir->off + dir->len;
		struct macro_body mb;

		if (dir->kind != DIR_DEFINE || body >= src->buf + dir->end || *body != '(' ||
		    !mentions_member_size(c, body, src->buf + dir->end))
			continue;	/* object-like, or no member size in the text */
		if (!lex_macro_body(src, dir, NULL, 0, &mb))
			continue;
		add_member_size_macro(c, dir, &mb);
		macro_body_release(&mb);
	}
}

/*
 * Function-like macros in capitals: how each parameter is used, should it be
 * given a type (struct type_param). uses.c asks before it counts a struct
 * given to such a macro as a size the conversion changes.
 */
static void add_type_macros(struct actx *c)
{
	const struct source *src = c->src;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		struct macro_body mb;
		const char *close;
		int lower = 0;

		for (uint32_t k = 0; k < dir->len; k++)
			lower |= src->buf[dir->off + k] >= 'a' && src->buf[dir->off + k] <= 'z';
		if (lower || dir->kind != DIR_DEFINE)
			continue;	/* macros that take a type are in capitals */
		if (src->buf + dir->off + dir->len >= src->buf + dir->end || src->buf[dir->off + dir->len] != '(')
			continue;	/* object-like */
		close = lex_params_end(src->buf + dir->off + dir->len, src->buf + dir->end);
		if (!type_macro_worth_lexing(src->buf + dir->off + dir->len, close, close + 1, src->buf + dir->end)) {
			/* every parameter a size: its name's hash only (another definition of the name
			 * that takes no size must not speak for this one) */
			ALLOC_GROW(c->res->sized_macros, c->res->nr_sized_macros + 1, c->res->alloc_sized_macros);
			c->res->sized_macros[c->res->nr_sized_macros++] = text_hash(src->buf + dir->off, dir->len);
			continue;
		}
		if (!lex_macro_body(src, dir, NULL, 0, &mb))
			continue;
		{
			const struct source *body = &mb.body;
			const struct token *t = body->tok;
			uint8_t *in_size = xcalloc(body->nr_tok + 1, 1);

			for (uint32_t k = 0; k + 1 < body->nr_tok; k++)
				if ((t[k].kw == KW_SIZEOF || kw_is_typeof(t[k].kw) ||
				     (t[k].kind == TK_IDENT && t[k].len == 8 && !memcmp(body->buf + t[k].off, "_Alignof", 8))) &&
				    tok_is(&t[k + 1], '(') && t[k + 1].match > k + 1 && t[k + 1].match < body->nr_tok)
					memset(in_size + k + 2, 1, t[k + 1].match - k - 2);
			for (int pi = 0; pi < mb.np; pi++) {
				size_t first = c->res->nr_tparams;
				int sized = 0;

				for (uint32_t k = 0; k < body->nr_tok && !sized; k++) {
					uint32_t callee = 0;
					uint8_t arg = 0;
					int kind;
					struct type_param *tp;

					if (t[k].kind != TK_IDENT || t[k].len != mb.plen[pi] ||
					    memcmp(body->buf + t[k].off, mb.params[pi], mb.plen[pi]))
						continue;
					kind = type_param_use(body, k, in_size, &callee, &arg);
					if (kind == TP_NEUTRAL)
						continue;
					sized = kind == TP_SIZE;
					ALLOC_GROW(c->res->tparams, c->res->nr_tparams + 1, c->res->alloc_tparams);
					tp = &c->res->tparams[c->res->nr_tparams++];
					tp->macro = arena_strndup(c->arena, src->buf + dir->off, dir->len);
					tp->callee = kind == TP_FORWARD ? arena_strndup(c->arena, body->buf + t[callee].off,
											t[callee].len) : NULL;
					tp->param = (uint8_t)pi;
					tp->kind = (uint8_t)kind;
					tp->arg = arg;
				}
				if (sized) {	/* one entry says it all */
					c->res->tparams[first] = c->res->tparams[c->res->nr_tparams - 1];
					c->res->nr_tparams = first + 1;
				} else if (c->res->nr_tparams == first) {
					struct type_param *tp;

					ALLOC_GROW(c->res->tparams, c->res->nr_tparams + 1, c->res->alloc_tparams);
					tp = &c->res->tparams[c->res->nr_tparams++];
					tp->macro = arena_strndup(c->arena, src->buf + dir->off, dir->len);
					tp->callee = NULL;
					tp->param = (uint8_t)pi;
					tp->kind = TP_NEUTRAL;
					tp->arg = 0;
				}
			}
			free(in_size);
		}
		macro_body_release(&mb);
	}
}

/* Is [a, b) of src a constant: one number, or nothing that names a variable? */
static int constant_operand(const struct source *src, uint32_t a, uint32_t b)
{
	return b == a + 1 && src->tok[a].kind == TK_NUMBER;
}

/* The accesses of one macro body (its own tokens) through parameter names params[]. */
static void body_accesses(struct actx *c, const struct directive *dir, const struct macro_body *mb)
{
	const struct source *body = &mb->body;
	const struct token *t = body->tok;
	int p;
	uint32_t first = 0, last = body->nr_tok;

	/* the whole body, outer parentheses, '&' and '[0]' aside: the call is the member */
	while (last > first && t[last - 1].kind == TK_EOF)
		last--;
	while (last - first > 2 && tok_is(&t[first], '(') && t[first].match == last - 1)
		first++, last--;
	if (last - first > 4 && tok_is(&t[first], '&') && tok_is(&t[last - 1], ']') && tok_is(&t[last - 3], '[') &&
	    t[last - 2].kind == TK_NUMBER && t[last - 2].len == 1 && body->buf[t[last - 2].off] == '0')
		first++, last -= 3;
	if (last >= first + 3 && tok_is(&t[first], '(') && t[first].match == first + 2)
		first++;	/* (d)->m: the base's parentheses */
	else if (last < first + 3)
		first = last;
	if (first < last && t[first].kind == TK_IDENT && tok_is(&t[first + 1 + tok_is(&t[first + 1], ')')], P_ARROW) &&
	    last == first + 3 + tok_is(&t[first + 1], ')') && t[last - 1].kind == TK_IDENT &&
	    (p = macro_param_of(mb, &t[first])) >= 0) {
		struct param_access *pa;

		ALLOC_GROW(c->res->paccess, c->res->nr_paccess + 1, c->res->alloc_paccess);
		pa = &c->res->paccess[c->res->nr_paccess++];
		pa->macro = arena_strndup(c->arena, c->src->buf + dir->off, dir->len);
		pa->member = arena_strndup(c->arena, body->buf + t[last - 1].off, t[last - 1].len);
		pa->what = arena_strndup(c->arena, body->buf + t[0].off,
					 (size_t)(t[last - 1].off + t[last - 1].len - t[0].off));
		pa->line = dir->line;
		pa->param = (uint8_t)p;
		pa->kind = PA_WHOLE;
		return;
	}

	for (uint32_t k = 0; k + 2 < body->nr_tok; k++) {
		uint32_t b = k, arrow, m, end;
		int pi = -1, kind = 0;

		if (tok_is(&t[k], '(') && t[k + 1].kind == TK_IDENT && tok_is(&t[k + 2], ')'))
			b = k + 1;	/* (d)->m */
		if (t[b].kind != TK_IDENT || (b == k && k > 0 && (tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))))
			continue;
		arrow = b == k ? k + 1 : k + 3;
		m = arrow + 1;
		if (m >= body->nr_tok || !tok_is(&t[arrow], P_ARROW) || t[m].kind != TK_IDENT)
			continue;
		if ((pi = macro_param_of(mb, &t[b])) < 0)
			continue;
		end = m;
		if (tok_is(&t[m + 1], '[') && t[m + 1].match > m + 1 && t[m + 1].match < body->nr_tok &&
		    !constant_operand(body, m + 2, t[m + 1].match)) {
			kind = PA_INDEX_VAR;
			end = t[m + 1].match;
		} else if ((tok_is(&t[m + 1], '+') || tok_is(&t[m + 1], '-')) && !tok_is(&t[m + 2], P_ARROW)) {
			uint32_t e = m + 2;

			while (e < body->nr_tok && t[e].kind != TK_EOF && !tok_is(&t[e], ';') && !tok_is(&t[e], ',') &&
			       !tok_is(&t[e], ')') && !tok_is(&t[e], '<') && !tok_is(&t[e], '>') && !tok_is(&t[e], '?'))
				e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match > e ? t[e].match + 1 : e + 1;
			if (e > m + 2 && !constant_operand(body, m + 2, e)) {
				kind = PA_ARITH;
				end = e - 1;
			}
		}
		if (!kind && k >= 2 && tok_is(&t[k - 1], '(') && t[k - 1].match == m + 1 &&
		    (t[k - 2].kw == KW_SIZEOF || (t[k - 2].len == 10 && !memcmp(body->buf + t[k - 2].off, "ARRAY_SIZE", 10)))) {
			/* sizeof((d)->m), ARRAY_SIZE((d)->m): a size '[]' does not have */
			kind = t[k - 2].kw == KW_SIZEOF ? PA_SIZEOF : PA_ARRAY_SIZE;
			end = m + 1;
		}
		if (!kind)
			continue;
		{
			struct param_access *pa;
			const char *from = body->buf + t[kind == PA_SIZEOF || kind == PA_ARRAY_SIZE ? k - 2 : k].off;
			const char *to = body->buf + t[end].off + t[end].len;

			ALLOC_GROW(c->res->paccess, c->res->nr_paccess + 1, c->res->alloc_paccess);
			pa = &c->res->paccess[c->res->nr_paccess++];
			pa->macro = arena_strndup(c->arena, c->src->buf + dir->off, dir->len);
			pa->member = arena_strndup(c->arena, body->buf + t[m].off, t[m].len);
			pa->what = arena_strndup(c->arena, from, (size_t)(to - from));
			pa->line = dir->line;
			pa->param = (uint8_t)pi;
			pa->kind = (uint8_t)kind;
		}
	}
}

/*
 * Function-like macros whose body reaches a member through a parameter,
 * '(d)->elem + n', '(d)->m[i]': the body is lexed on its own (bodies are not
 * code tokens), continuation lines joined.
 */
static void add_param_accesses(struct actx *c)
{
	const struct source *src = c->src;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		struct macro_body mb;

		if (!lex_macro_body(src, &src->dirs[d], "->", 0, &mb))
			continue;
		body_accesses(c, &src->dirs[d], &mb);
		macro_body_release(&mb);
	}
	/* another definition of one of those names here ('#ifdef A ... #else'): a marker, so
	 * the name is known to have two bodies */
	for (size_t d = 0, nr = c->res->nr_paccess; d < src->nr_dirs && nr; d++) {
		const struct directive *dir = &src->dirs[d];
		struct param_access *pa;
		int named = 0, same = 0;

		if (dir->kind != DIR_DEFINE)
			continue;
		for (size_t k = 0; k < nr; k++)
			if (strlen(c->res->paccess[k].macro) == dir->len &&
			    !memcmp(c->res->paccess[k].macro, src->buf + dir->off, dir->len)) {
				named = 1;
				same |= c->res->paccess[k].line == dir->line;
			}
		if (!named || same)
			continue;
		ALLOC_GROW(c->res->paccess, c->res->nr_paccess + 1, c->res->alloc_paccess);
		pa = &c->res->paccess[c->res->nr_paccess++];
		memset(pa, 0, sizeof(*pa));
		pa->macro = arena_strndup(c->arena, src->buf + dir->off, dir->len);
		pa->line = dir->line;
	}
}

/* A worker's set of name keys, reused from file to file (open addressing, 0
 * empty); used[] lists the filled slots, to read and to clear them. */
static void define_sizeof_key(void *ctx, const struct directive *dir, int tagged, const char *name, size_t n)
{
	(void)dir;
	name_key_add(ctx, name_key(name, n), tagged ? NAME_TAGGED : 0);
}

static void define_member_key(void *ctx, const char *name, size_t n)
{
	name_key_add(ctx, name_key(name, n), NAME_MEMBER);
}

/* The name keys: see analyze.h. */
void analyze_name_keys(struct file_result *res, const struct source *src, struct arena *results)
{
	struct name_key_set *ks = name_key_set_mine();

	for (size_t d = 0; d < src->nr_dirs; d++)
		if (src->dirs[d].kind == DIR_DEFINE) {
			lex_define_sizeof_names(src, &src->dirs[d], define_sizeof_key, ks);
			lex_define_member_names(src, &src->dirs[d], define_member_key, ks);
		}
	res->name_keys = name_key_set_take(ks, results, &res->nr_name_keys, &res->name_past, &res->nr_name_past);
}

/*
 * Every object-like #define as its name's key and what its body is: nothing,
 * 0, 1 or anything else. A project's own spelling of a flexible array
 * ('T m[FLEX_ARRAY]', FLEX_ARRAY empty, or 1 for old compilers) or of one
 * element ('[ANYSIZE_ARRAY]', 1) is told from these, tree-wide (index.c).
 */
/* Is the line before #define dir '#ifndef NAME' of its own name (a default the includer may set)?
 * The '#' of that line, else NULL. */
static const char *guarded_by_ifndef(const struct source *src, const struct directive *dir)
{
	const char *buf = src->buf, *p = buf + dir->off, *name = p;
	size_t n = dir->len;

	while (p > buf && p[-1] != '\n')
		p--;	/* the #define line's start */
	if (p == buf)
		return NULL;
	p--;
	while (p > buf && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\r'))
		p--;
	if ((size_t)(p - buf) < n || memcmp(p - n, name, n))
		return NULL;
	p -= n;
	if (p == buf || (p[-1] != ' ' && p[-1] != '\t'))
		return NULL;
	while (p > buf && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	if ((size_t)(p - buf) < 6 || memcmp(p - 6, "ifndef", 6))
		return NULL;
	p -= 6;
	while (p > buf && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p > buf && p[-1] == '#' ? p - 1 : NULL;
}

/*
 * Does the comment that ends on the line before the '#' at hash say the
 * number is read at run time ('should leave this define set to one and
 * check NumPhys at runtime')? The header's own word that the 1 stands for
 * a count known only then.
 */
static int comment_says_runtime(const struct source *src, const char *hash)
{
	static const char *const words[] = { "runtime", "run time", "run-time" };
	const char *buf = src->buf, *p = hash, *end, *open;

	while (p > buf && p[-1] != '\n')
		p--;
	if (p == buf)
		return 0;
	p--;	/* the newline ending the line before */
	while (p > buf && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\r'))
		p--;
	if (p - buf < 4 || p[-1] != '/' || p[-2] != '*')
		return 0;
	end = p - 2;
	for (open = end; open > buf + 1 && !(open[-2] == '/' && open[-1] == '*'); open--)
		;
	if (open <= buf + 1)
		return 0;
	for (const char *w = open; w < end; w++)
		for (size_t k = 0; k < sizeof(words) / sizeof(words[0]); k++) {
			size_t n = strlen(words[k]);

			if ((size_t)(end - w) >= n && !strncasecmp(w, words[k], n) &&
			    (w == open || !isalpha((unsigned char)w[-1])) && (w + n == end || !isalpha((unsigned char)w[n])))
				return 1;
		}
	return 0;
}

static void summarize_defines(struct actx *c)
{
	const struct source *src = c->src;
	size_t n = 0, nr_named = 0, alloc_named = 0;
	const char **named = NULL;	/* this file's, then copied at their size */

	for (size_t d = 0; d < src->nr_dirs; d++)
		n += src->dirs[d].kind == DIR_DEFINE;
	if (!n)
		return;
	c->res->defines = arena_alloc(c->arena, n * sizeof(*c->res->defines));
	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		const char *p = src->buf + dir->off + dir->len, *end = src->buf + dir->end, *q = NULL;
		unsigned v = DEF_OTHER, seen = 0, opens = 0, closes = 0;	/* '(1)' is 1 */

		if (dir->kind == DIR_DEFINE && dir->len == 20 && !memcmp(src->buf + dir->off, "__DECLARE_FLEX_ARRAY", 20)) {
			c->res->flex_macro |= cond_mentions(src, dir->cond, "__cplusplus") ? FLEX_MACRO_CXX : FLEX_MACRO_C;
			c->res->flex_macro_defs += c->res->flex_macro_defs < 255;
			c->res->flex_macro_line = dir->line;
			c->res->flex_macro_name = dir->off;
			c->res->flex_macro_end = dir->end;
		}
		if (dir->kind != DIR_DEFINE || !dir->len || *p == '(')
			continue;	/* a function-like macro */
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p < end && *p != '0' && *p != '1' && *p != '(' && *p != '/' && *p != '\\' && *p != '\r' && *p != '\n')
			seen = 2;	/* most bodies: a first byte that is no 0 or 1 */
		/* the body's bytes but blanks, backslash-newlines and comments: none, or one 0 or 1 */
		for (; p < end && seen < 2; p++) {
			if (*p == ' ' || *p == '\t' || *p == '\\' || *p == '\n' || *p == '\r')
				continue;
			if (*p == '/' && p + 1 < end && p[1] == '*') {
				const char *e = p + 2 < end ? memmem(p + 2, (size_t)(end - p - 2), "*/", 2) : NULL;

				p = e ? e + 1 : end;
			} else if (*p == '/' && p + 1 < end && p[1] == '/') {
				p = end;
			} else if (*p == '(' || *p == ')') {
				if (*p == '(' ? seen : !seen)
					seen = 2;	/* '(' after the digit, ')' before it */
				opens += *p == '(';
				closes += *p == ')';
			} else if (seen++ || (*p != '0' && *p != '1')) {
				seen = 2;	/* anything but one 0 or 1 */
			} else {
				q = p;
			}
		}
		if (opens != closes)
			v = DEF_OTHER;
		else if (!seen)
			v = DEF_EMPTY;
		else if (seen == 1)
		{
			const char *hash = *q == '0' ? NULL : guarded_by_ifndef(src, dir);

			v = *q == '0' ? DEF_ZERO : !hash ? DEF_ONE :
			    comment_says_runtime(src, hash) ? DEF_ONE_RUNTIME : DEF_ONE_DEFAULT;
		}
		if (v != DEF_OTHER) {
			ALLOC_GROW(named, nr_named + 1, alloc_named);
			named[nr_named++] = arena_strndup(c->arena, src->buf + dir->off, dir->len);
		}
		/* the lexer's padding: 8 bytes past the name may be read */
		c->res->defines[c->res->nr_defines++] = name_key_text(src->buf + dir->off, dir->len, 1) | v;
	}
	if (nr_named) {
		c->res->define_names = arena_alloc(c->arena, nr_named * sizeof(*c->res->define_names));
		memcpy(c->res->define_names, named, nr_named * sizeof(*named));
	}
	free(named);
}

/* The body of #define dir: after its name and parameter list, up to its end. */
static size_t define_body(const struct source *src, const struct directive *dir)
{
	size_t k = dir->off + dir->len;

	if (k < dir->end && src->buf[k] == '(') {	/* a function-like macro's parameters */
		const char *close = memchr(src->buf + k, ')', dir->end - k);

		k = close ? (size_t)(close - src->buf) + 1 : dir->end;
	}
	return k;
}

/* Does the body define a struct or union: 'struct' or 'union', an optional
 * tag (pasted with '##' too), then '{'? Read back from each '{'. */
static int define_has_record(const struct source *src, size_t a, size_t b)
{
	const char *p = src->buf + a, *end = src->buf + b;

	while (p < end && (p = memchr(p, '{', (size_t)(end - p)))) {
		const char *q = p;	/* back from the '{' over blanks and a tag */

		p++;
		while (q > src->buf + a && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\n' || q[-1] == '\r' ||
					    q[-1] == '\\' || q[-1] == '#' || isalnum((unsigned char)q[-1]) || q[-1] == '_')) {
			const char *w = q;

			while (w > src->buf + a && (isalnum((unsigned char)w[-1]) || w[-1] == '_'))
				w--;
			if (w < q && ((q - w == 6 && !memcmp(w, "struct", 6)) || (q - w == 5 && !memcmp(w, "union", 5))))
				return 1;
			q = w < q ? w : q - 1;
		}
	}
	return 0;
}

/*
 * Struct and union bodies written inside a #define ('#define DECLARE_RING(n,
 * T) struct n { u32 head; T ring[0]; }'), pasted wherever the macro expands:
 * read as records of their own and reported at the macro, as the kernel's
 * flexible_array.cocci does; never types of the file (no definitions, no
 * embeddings). The bodies are lexed in a copy of the file where everything
 * else is blank, so lines, columns and offsets stay; a line's ending
 * backslash is a blank, '##' pastes ('name##_ring' reads 'name___ring'), a
 * lone '#' (stringizing) is a blank.
 */
static void analyze_macro_bodies(struct actx *c)
{
	const struct source *src = c->src;
	struct source msrc;
	struct parse_result mpr;
	struct actx mc;
	char *copy = NULL;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		size_t a, b = dir->end;

		if (dir->kind != DIR_DEFINE || (a = define_body(src, dir)) >= b || !define_has_record(src, a, b))
			continue;
		if (!copy) {
			copy = xmalloc(src->len + LEX_PADDING);
			for (size_t k = 0; k < src->len; k++)
				copy[k] = src->buf[k] == '\n' ? '\n' : ' ';
			memset(copy + src->len, 0, LEX_PADDING);
		}
		for (size_t k = a; k < b; k++) {
			char ch = src->buf[k];

			if (ch == '\\' && k + 1 < b && (src->buf[k + 1] == '\n' || src->buf[k + 1] == '\r')) {
				copy[k] = ' ';
			} else if (ch == '#' && k + 1 < b && src->buf[k + 1] == '#') {
				copy[k] = copy[k + 1] = '_';
				k++;
			} else {
				copy[k] = ch == '#' ? ' ' : ch;
			}
		}
	}
	if (!copy)
		return;
	memset(&msrc, 0, sizeof(msrc));
	memset(&mpr, 0, sizeof(mpr));
	if (lex_source(&msrc, src->path, copy, src->len, src->arena) == 0) {
		parse_source(&msrc, &mpr);
		msrc.buf = src->buf;	/* names as written: 'prefix##_msg', not the copy's 'prefix___msg' */
		mc = *c;
		mc.src = &msrc;
		mc.pr = &mpr;
		mc.flex_memo = arena_alloc(src->arena, mpr.nr_rec + 1);
		memset(mc.flex_memo, -1, mpr.nr_rec + 1);
		mc.desc_memo = arena_alloc(src->arena, (mpr.nr_rec + 1) * sizeof(*mc.desc_memo));
		mc.name_memo = arena_alloc(src->arena, (mpr.nr_rec + 1) * sizeof(*mc.name_memo));
		memset(mc.desc_memo, 0, (mpr.nr_rec + 1) * sizeof(*mc.desc_memo));
		memset(mc.name_memo, 0, (mpr.nr_rec + 1) * sizeof(*mc.name_memo));
		for (size_t r = 0; r < mpr.nr_rec; r++) {
			uint32_t off = msrc.tok[mpr.rec[r].kw_tok].off;

			mc.macro = NULL;
			for (size_t d = 0; d < src->nr_dirs && !mc.macro; d++)
				if (src->dirs[d].kind == DIR_DEFINE && src->dirs[d].off <= off && off < src->dirs[d].end) {
					mc.macro = arena_strndup(c->arena, src->buf + src->dirs[d].off, src->dirs[d].len);
					mc.macro_line = src->dirs[d].line;
					mc.macro_col = src->dirs[d].col;
				}
			if (mc.macro)
				analyze_record(&mc, (int32_t)r);
		}
	}
	parse_result_release(&mpr);
	source_release(&msrc);
	free(copy);
}

void analyze_file(struct file_result *res, const struct source *src, const struct parse_result *pr,
		  const struct analyze_options *o)
{
	struct strbuf owner = STRBUF_INIT, prefix = STRBUF_INIT;	/* add_member_types()' */
	struct actx c;

	memset(&c, 0, sizeof(c));
	c.res = res;
	c.src = src;
	c.pr = pr;
	c.arena = res->findings.arena;
	c.uapi = (uint8_t)path_is_uapi(res->path, o);
	c.guard = o->guard;
	c.sizes = o->keep_includes;
	c.flex_memo = arena_alloc(src->arena, pr->nr_rec + 1);
	memset(c.flex_memo, -1, pr->nr_rec + 1);
	c.desc_memo = arena_alloc(src->arena, (pr->nr_rec + 1) * sizeof(*c.desc_memo));
	c.name_memo = arena_alloc(src->arena, (pr->nr_rec + 1) * sizeof(*c.name_memo));
	res->stats.records += pr->nr_rec;
	if (o->name_keys)
		analyze_name_keys(res, src, c.arena);
	summarize_defines(&c);
	if (o->keep_includes) {
		add_cast_macros(&c);
		add_param_accesses(&c);
		add_accessors(&c);
		add_type_macros(&c);
		add_member_size_macros(&c);
		callees_read(res, src, c.arena);
	}
	if (o->keep_includes) {
		size_t n = 0;

		for (size_t d = 0; d < src->nr_dirs; d++)
			n += src->dirs[d].kind == DIR_INCLUDE;
		res->includes = xmalloc((n + 1) * sizeof(*res->includes));
		for (size_t d = 0; d < src->nr_dirs; d++)
			if (src->dirs[d].kind == DIR_INCLUDE)
				res->includes[res->nr_includes++] = arena_strndup(c.arena, src->buf + src->dirs[d].off,
										  src->dirs[d].len);
	}
	for (size_t r = 0; r < pr->nr_rec; r++) {
		const struct record *rec = &pr->rec[r];

		res->stats.members += rec->nr_m;
		analyze_record(&c, (int32_t)r);
		if (o->keep_includes)
			add_member_types(&c, (int32_t)r, &owner, &prefix);
		const char *tkey = tag_key(&c, rec);

		if (tkey)
			add_def(&c, tkey, (int32_t)r);
		if (rec->typedef_tok != NO_TOK) {
			const char *first = typedef_key(&c, rec);

			add_def(&c, first, (int32_t)r);
			if (tkey)	/* typedef struct s {...} t: t names struct s */
				make_alias(&c, &res->defs[res->nr_defs - 1], tkey);
			add_more_typedefs(&c, rec->typedef_tok, tkey ? tkey : first, o->keep_includes);
		}
	}
	analyze_macro_bodies(&c);
	if (o->fact_owners)
		add_member_facts(&c, o->fact_owners);
	if (o->facts_of_fakes) {
		struct strmap own = STRMAP_INIT;
		int added;

		for (size_t k = 0; k < res->findings.nr; k++) {
			const struct finding *f = &res->findings.f[k];

			if (f->owner && kind_is_fake(f->kind))
				strmap_put(&own, f->owner, &added);
		}
		if (own.nr)
			add_member_facts(&c, &own);
		strmap_release(&own);
	}
	for (size_t u = 0; u < pr->nr_uses; u++) {
		const struct decl_use *du = &pr->uses[u];
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s %s", du->type_kw == KW_UNION ? "union" : du->type_kw == KW_TYPEDEF ? "typedef" : "struct",
			    tok_str(&c, du->type_name_tok));
		if (du->kind == DU_ARRAY_VAR) {
			add_use(&c, arena_strndup(c.arena, sb.buf, sb.len), UC_ARRAY_VAR, -1, du->name_tok,
				src->tok[du->name_tok].cond);
		} else if (du->kind == DU_FUNC_RETURN) {
			ALLOC_GROW(res->fnrets, res->nr_fnrets + 1, res->alloc_fnrets);
			res->fnrets[res->nr_fnrets].name = tok_str(&c, du->name_tok);
			res->fnrets[res->nr_fnrets++].key = arena_strndup(c.arena, sb.buf, sb.len);
		} else {
			struct flex_def *d;
			struct strbuf key = STRBUF_INIT;

			strbuf_addf(&key, "typedef %s", tok_str(&c, du->name_tok));
			ALLOC_GROW(res->defs, res->nr_defs + 1, res->alloc_defs);
			d = &res->defs[res->nr_defs++];
			memset(d, 0, sizeof(*d));
			d->key = arena_strndup(c.arena, key.buf, key.len);
			d->key_hash = type_key_hash(d->key);
			d->deps = arena_alloc(c.arena, sizeof(*d->deps));
			d->deps[0] = arena_strndup(c.arena, sb.buf, sb.len);
			d->nr_deps = 1;
			d->alias = 1;
			hash_deps(&c, d);
			d->path = res->path;
			strbuf_release(&key);
		}
		strbuf_release(&sb);
	}
	for (size_t n = 0; n < pr->nr_notes; n++) {
		const struct token *t = &src->tok[pr->notes[n].tok];

		report_add(&res->findings, K_UNPARSED, res->path, t->line, t->col, t->off, "%s",
			   pr->notes[n].msg);
		res->stats.unparsed++;
	}
	strbuf_release(&owner);
	strbuf_release(&prefix);
	/* 55,000 files: vectors cut to size, or their slack outweighs the data */
	if (res->nr_defs < res->alloc_defs) {
		res->defs = xrealloc_array(res->defs, res->nr_defs, sizeof(*res->defs));
		res->alloc_defs = res->nr_defs;
	}
	if (res->nr_mtypes < res->alloc_mtypes) {
		res->mtypes = xrealloc_array(res->mtypes, res->nr_mtypes, sizeof(*res->mtypes));
		res->alloc_mtypes = res->nr_mtypes;
	}
	if (res->nr_uses < res->alloc_uses) {
		res->uses = xrealloc_array(res->uses, res->nr_uses, sizeof(*res->uses));
		res->alloc_uses = res->nr_uses;
	}
	if (res->findings.nr < res->findings.alloc) {
		res->findings.f = xrealloc_array(res->findings.f, res->findings.nr, sizeof(*res->findings.f));
		res->findings.alloc = res->findings.nr;
	}
}

void file_result_release(struct file_result *res)
{
	free(res->findings.f);
	free(res->defs);
	free(res->uses);
	free(res->lex_notes);
	free(res->includes);
	free(res->mtypes);
	free(res->facts);
	free(res->cmacros);
	free(res->msmacros);
	free(res->tparams);
	free(res->pflex);
	free(res->defined);
	free(res->ptypedefs);
	free(res->fnrets);
	free(res->sized_macros);
	free(res->paccess);
	memset(res, 0, sizeof(*res));
}
