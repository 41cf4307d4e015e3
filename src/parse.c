// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "parse.h"
#include "vec.h"

struct parser {
	const struct source *src;
	const struct token *tok;
	struct parse_result *pr;
	struct member *stack;		/* members of the records being read */
	size_t nr_stack, alloc_stack;
	int depth;			/* record nesting, bounded */
	const struct directive **empty;	/* this file's object-like #defines with an empty body */
	size_t nr_empty;
	int empty_found;		/* empty[] filled (on first use) */
};

/* Deeper nesting than this is treated as opaque: no real code comes close,
 * and it bounds recursion on hostile input (10,000 nested braces). */
#define MAX_RECORD_DEPTH 64

static void note(struct parser *p, uint32_t tok, const char *msg)
{
	struct parse_result *pr = p->pr;

	ALLOC_GROW(pr->notes, pr->nr_notes + 1, pr->alloc_notes);
	pr->notes[pr->nr_notes].tok = tok;
	pr->notes[pr->nr_notes].msg = msg;
	pr->nr_notes++;
}

static int tok_text_is(const struct source *src, const struct token *t, const char *s)
{
	size_t n = strlen(s);

	return t->len == n && !memcmp(src->buf + t->off, s, n);
}

/* Sorted for bsearch: attribute-like words that take no arguments. */
static const char *const attribute_words[] = {
	"____cacheline_aligned", "____cacheline_aligned_in_smp",
	"____cacheline_internodealigned_in_smp", "__aligned_largest",
	"__always_unused", "__attribute_const__", "__bitwise", "__cacheline_aligned",
	"__cacheline_aligned_in_smp", "__deprecated", "__designated_init", "__force",
	"__iomem", "__kernel", "__latent_entropy", "__may_alias", "__maybe_unused",
	"__must_check", "__no_randomize_layout", "__nocast", "__noderef", "__nonstring",
	"__packed", "__percpu", "__private", "__randomize_layout", "__rcu",
	"__read_mostly", "__ro_after_init", "__safe", "__user", "__used",
};

static int cmp_word(const void *key, const void *elem)
{
	const struct token *t = ((const void **)key)[0];
	const char *buf = ((const void **)key)[1];
	const char *w = *(const char *const *)elem;
	size_t n = strlen(w);
	int c = strncmp(buf + t->off, w, t->len < n ? t->len : n);

	if (c)
		return c;
	return t->len < n ? -1 : t->len > n ? 1 : 0;
}

int is_attribute_word(const struct source *src, const struct token *t)
{
	const void *key[2] = { t, src->buf };

	if (t->kind != TK_IDENT || t->len < 3 || src->buf[t->off] != '_' || src->buf[t->off + 1] != '_')
		return 0;
	return bsearch(key, attribute_words, ARRAY_SIZE(attribute_words), sizeof(attribute_words[0]),
		       cmp_word) != NULL;
}

static int starts_with_underscores(const struct parser *p, const struct token *t)
{
	return t->kind == TK_IDENT && t->len > 2 && p->src->buf[t->off] == '_' &&
	       p->src->buf[t->off + 1] == '_';
}

/* Index after the bracket group opened at i, clamped to end. */
static uint32_t after_group(const struct parser *p, uint32_t i, uint32_t end)
{
	uint32_t m = p->tok[i].match;

	return m >= end || m < i ? end : m + 1;
}

/*
 * If tok[i] starts an attribute, returns the index after it, else i.
 * Attributes: __attribute__((...)), _Alignas(...), __declspec(...), asm(...),
 * a known attribute word, or any __word(...) / ____word(...) (kernel
 * annotations such as __aligned(8), __counted_by(n), __section("x")).
 */
static uint32_t skip_attr(struct parser *p, uint32_t i, uint32_t end, uint32_t *counted_by)
{
	const struct token *t = &p->tok[i];
	int has_args = i + 1 < end && tok_is(&t[1], '(');
	/* after its (...): an unmatched '(' takes the rest, never less than i + 1 */
	uint32_t after = has_args ? after_group(p, i + 1, end) : i + 1;

	if (i >= end || t->kind != TK_IDENT)
		return i;
	switch (t->kw) {
	case KW_ATTRIBUTE: case KW_ATTRIBUTE2: case KW_DECLSPEC: case KW_ALIGNAS: case KW_ALIGNAS2:
	case KW_ASM: case KW_ASM2:
		return has_args ? after : i + 1;
	case KW_EXTENSION: case KW_CONST: case KW_VOLATILE:
		return i + 1;
	case KW_COUNTED_BY:
		if (has_args && counted_by && t[1].match > i + 2)
			*counted_by = i + 2;
		return has_args ? after : i + 1;
	case KW_DECLARE_FLEX_ARRAY: case KW___DECLARE_FLEX_ARRAY: case KW___STRUCT_GROUP:
	case KW_TYPEOF: case KW_TYPEOF2: case KW_TYPEOF3:
		return i;
	}
	if (has_args && starts_with_underscores(p, t))
		return after;
	if (is_attribute_word(p->src, t))
		return i + 1;
	return i;
}

/* The file's object-like macros whose body is empty (blanks, comments, backslash-newlines). */
static void find_empty_defines(struct parser *p, size_t *alloc)
{
	const struct source *src = p->src;

	for (size_t d = 0; d < src->nr_dirs; d++) {
		const struct directive *dir = &src->dirs[d];
		const char *q = src->buf + dir->off + dir->len, *end = src->buf + dir->end;
		int empty = dir->kind == DIR_DEFINE && dir->len && q <= end && (q == end || *q != '(');

		while (empty && q < end) {
			if (*q == '/' && q + 1 < end && q[1] == '*') {
				const char *e = memmem(q + 2, (size_t)(end - q - 2), "*/", 2);

				q = e ? e + 2 : end;
			} else if (*q == '/' && q + 1 < end && q[1] == '/') {
				q = end;
			} else {
				empty = *q == ' ' || *q == '\t' || *q == '\\' || *q == '\n' || *q == '\r';
				q++;
			}
		}
		if (empty) {
			ALLOC_GROW(p->empty, p->nr_empty + 1, *alloc);
			p->empty[p->nr_empty++] = dir;
		}
	}
}

/*
 * Is t a macro this file #defines with an empty body? '#define
 * __ec_todo_unpacked' then 'struct __ec_todo_unpacked { ... } dump;': the
 * preprocessor leaves nothing there, and the struct has no tag. The file's
 * empty object-like macros are found at the first question (an include
 * guard is one, so nearly every header has some).
 */
static int empty_macro(struct parser *p, const struct token *t)
{
	const struct source *src = p->src;
	size_t alloc = 0;

	if (!p->empty_found) {
		p->empty_found = 1;
		find_empty_defines(p, &alloc);
	}
	for (size_t k = 0; k < p->nr_empty; k++)
		if (p->empty[k]->len == t->len && !memcmp(src->buf + p->empty[k]->off, src->buf + t->off, t->len))
			return 1;
	return 0;
}

static uint32_t skip_attrs(struct parser *p, uint32_t i, uint32_t end, uint32_t *counted_by)
{
	for (;;) {
		uint32_t n = skip_attr(p, i, end, counted_by);

		if (n == i)
			return i;
		i = n;
	}
}

static int is_open(const struct token *t)
{
	return t->kind == TK_PUNCT && (t->kw == '(' || t->kw == '[' || t->kw == '{');
}

/* Literal value of a dimension such as 0, 0x0, 1U, (1); -1 when not a literal. */
static int dim_literal(const struct parser *p, uint32_t a, uint32_t b, uint64_t *val)
{
	while (b > a + 2 && tok_is(&p->tok[a], '(') && p->tok[a].match == b - 1)
		a++, b--;
	if (b != a + 1)
		return -1;
	return tok_int_value(p->src, &p->tok[a], val);
}

/* Reads the dimensions starting at '[' index d; returns the index after them. */
static uint32_t read_dims(struct parser *p, uint32_t d, uint32_t end, struct member *m)
{
	m->dim_open = d;
	m->ndims = 0;
	if (after_group(p, d, end) == d + 2) {
		m->akind = AK_FLEX;
	} else if (dim_literal(p, d + 1, p->tok[d].match, &m->dim_value) == 0) {
		m->akind = m->dim_value == 0 ? AK_ZERO : m->dim_value == 1 ? AK_ONE : AK_FIXED;
	} else {
		m->akind = AK_MACRO;
	}
	while (d < end && tok_is(&p->tok[d], '[')) {
		if (m->ndims < 255)
			m->ndims++;
		d = after_group(p, d, end);
	}
	return d;
}

static void push_member(struct parser *p, const struct member *m)
{
	ALLOC_GROW(p->stack, p->nr_stack + 1, p->alloc_stack);
	p->stack[p->nr_stack++] = *m;
}

static int is_basic_type_word(const struct parser *p, const struct token *t)
{
	static const char *const words[] = {
		"int", "char", "short", "long", "unsigned", "signed", "float", "double", "void",
		"_Bool", "bool",
	};

	for (size_t k = 0; k < ARRAY_SIZE(words); k++)
		if (tok_text_is(p->src, t, words[k]))
			return 1;
	return 0;
}

/*
 * One declarator in [a, b). With first set, type specifiers come before it
 * and are split off here; otherwise tmpl carries the type. Pushes one member
 * (or an opaque one when no name can be found).
 */
static void read_declarator(struct parser *p, uint32_t a, uint32_t b, int first,
			    const struct member *tmpl)
{
	const struct token *tok = p->tok;
	struct member m = *tmpl;
	uint32_t cand[32], nr_cand = 0, first_star = NO_TOK, tag_kw = NO_TOK, i = a;
	uint32_t name = NO_TOK, after_name = NO_TOK, before_any = 0;

	m.name_tok = NO_TOK;
	m.dim_open = NO_TOK;
	m.akind = AK_NONE;
	m.ndims = 0;
	m.flags &= ~(MF_POINTER | MF_FUNCPTR | MF_BITFIELD | MF_TYPE_TAG | MF_TYPE_NAME);
	if (!first)
		m.flags |= tmpl->flags & (MF_TYPE_TAG | MF_TYPE_NAME);

	while (i < b) {
		const struct token *t = &tok[i];
		uint32_t n = skip_attr(p, i, b, &m.counted_by_tok);

		if (n != i) {
			i = n;
			continue;
		}
		if (t->kind == TK_PUNCT) {
			if (t->kw == '*') {
				if (first_star == NO_TOK)
					first_star = i;
				m.flags |= MF_POINTER;
				i++;
				continue;
			}
			if (t->kw == '(') {
				uint32_t k = skip_attrs(p, i + 1, t->match, NULL);

				if (k < b && (tok_is(&tok[k], '*') || tok_is(&tok[k], '^'))) {
					/* function pointer or pointer to array: (*name[N])(args) */
					uint32_t close = after_group(p, i, b) - 1;

					m.flags |= MF_FUNCPTR | MF_POINTER;
					if (first_star == NO_TOK)
						first_star = i;
					for (k++; k < close; k++) {
						k = skip_attrs(p, k, close, NULL);
						if (k < close && tok[k].kind == TK_IDENT && !tok[k].kw) {
							name = k;
							break;
						}
					}
					after_name = close + 1;
					break;
				}
				before_any = 1;
				i = after_group(p, i, b);	/* typeof(x), MACRO(args) in a type */
				continue;
			}
			if (t->kw == '[' || t->kw == ':' || t->kw == '=')
				break;
			before_any = 1;
			i++;
			continue;
		}
		if (t->kind == TK_IDENT) {
			if (t->kw == KW_STRUCT || t->kw == KW_UNION || t->kw == KW_ENUM) {
				tag_kw = i;
				i = skip_attrs(p, i + 1, b, NULL);
				if (i < b && tok[i].kind == TK_IDENT && !tok[i].kw)
					i++;	/* the tag is never the name */
				before_any = 1;
				continue;
			}
			if (!t->kw && nr_cand < ARRAY_SIZE(cand))
				cand[nr_cand++] = i;
			else if (t->kw)
				before_any = 1;
			i++;
			continue;
		}
		before_any = 1;
		i++;
	}

	if (name == NO_TOK && nr_cand) {
		uint32_t last = cand[nr_cand - 1];

		name = last;
		/* an unknown trailing __word after the name is an attribute:
		 * 'u32 x __unknown;' but not '__u8 __reserved;' */
		if (nr_cand >= 3 && starts_with_underscores(p, &tok[last]) &&
		    (last + 1 >= b || (!tok_is(&tok[last + 1], '[') && !tok_is(&tok[last + 1], ':'))) &&
		    !is_basic_type_word(p, &tok[cand[nr_cand - 2]]))
			name = cand[nr_cand - 2];
		if (first && nr_cand == 1 && !before_any && first_star == NO_TOK && tag_kw == NO_TOK)
			name = NO_TOK;	/* 'FOO;' alone: a macro, not a member */
		if (!first)
			name = cand[0];
		after_name = name + 1;
	}
	if (name == NO_TOK) {
		m.flags |= MF_OPAQUE;
		push_member(p, &m);
		return;
	}
	m.name_tok = name;
	if (first) {
		uint32_t end = first_star != NO_TOK && first_star < name ? first_star : name;
		uint32_t words = 0, last_word = NO_TOK;

		m.type_first = a;
		m.type_end = end;
		/* type is 'struct TAG' or a single typedef name? */
		for (uint32_t k = a; k < end;) {
			uint32_t n = skip_attrs(p, k, end, NULL);

			if (n != k) {
				k = n;
				continue;
			}
			words++;
			last_word = k;
			k++;
		}
		if (tag_kw != NO_TOK && words == 2 && last_word == tag_kw + 1 &&
		    tok[last_word].kind == TK_IDENT) {
			m.flags |= MF_TYPE_TAG;
			m.type_kw = (uint8_t)tok[tag_kw].kw;
			m.type_name_tok = last_word;
		} else if (words == 1 && tok[last_word].kind == TK_IDENT && !tok[last_word].kw) {
			m.flags |= MF_TYPE_NAME;
			m.type_name_tok = last_word;
		} else if (m.record < 0) {
			m.type_name_tok = NO_TOK;
		}
	}
	for (i = after_name; i < b;) {
		uint32_t n = skip_attrs(p, i, b, &m.counted_by_tok);

		if (n != i) {
			i = n;
			continue;
		}
		/* (*name)[N] is a pointer to an array: its [N] is not the member's */
		if (tok_is(&tok[i], '[') && m.akind == AK_NONE && !(m.flags & MF_FUNCPTR)) {
			i = read_dims(p, i, b, &m);
			continue;
		}
		if (tok_is(&tok[i], ':'))
			m.flags |= MF_BITFIELD;
		break;
	}
	/* arrays of function pointers: (*name[4])(void) */
	if ((m.flags & MF_FUNCPTR) && m.akind == AK_NONE && name + 1 < b && tok_is(&tok[name + 1], '['))
		read_dims(p, name + 1, b, &m);
	push_member(p, &m);
}

/* Splits [a, b) on top-level commas into declarators. */
static void read_declarators(struct parser *p, uint32_t a, uint32_t b, int first,
			     struct member *tmpl)
{
	uint32_t seg = a, i = a, nr = 0, start = (uint32_t)p->nr_stack;

	while (i <= b) {
		if (i == b || tok_is(&p->tok[i], ',')) {
			if (i > seg || nr == 0) {
				read_declarator(p, seg, i, first && nr == 0, tmpl);
				if (nr == 0 && first) {
					/* later declarators share the first one's type */
					struct member *m0 = &p->stack[p->nr_stack - 1];

					tmpl->type_first = m0->type_first;
					tmpl->type_end = m0->type_end;
					tmpl->type_name_tok = m0->type_name_tok;
					tmpl->type_kw = m0->type_kw;
					tmpl->flags |= m0->flags & (MF_TYPE_TAG | MF_TYPE_NAME);
				}
				nr++;
			}
			seg = i + 1;
			i++;
			continue;
		}
		i = is_open(&p->tok[i]) ? after_group(p, i, b) : i + 1;
	}
	if (nr > 1)
		for (size_t k = start; k < p->nr_stack; k++)
			p->stack[k].flags |= MF_MULTI;
}

static int32_t parse_record(struct parser *p, uint32_t kw, uint32_t end, int32_t parent,
			    int32_t parent_member);
/*
 * Does a declaration start at token i that is a declarator only, with no
 * type of its own: '*'s, a name, '[...]'s, a bit-field width, then ';' or ','?
 * Then an all-caps word on the line before is its type, split over two
 * lines ('U32\n\t\tHwSettings[N];'), not a macro line.
 */
static int lone_declarator(const struct parser *p, uint32_t i, uint32_t to)
{
	const struct token *tok = p->tok;

	while (i < to && tok_is(&tok[i], '*'))
		i++;
	if (i >= to || tok[i].kind != TK_IDENT || tok[i].kw)
		return 0;
	for (i++; i < to && tok_is(&tok[i], '[') && tok[i].match > i && tok[i].match < to; i = tok[i].match + 1)
		;
	if (i + 1 < to && tok_is(&tok[i], ':'))
		i += 2;
	return i < to && (tok_is(&tok[i], ';') || tok_is(&tok[i], ','));
}

static void parse_members(struct parser *p, int32_t rec, uint32_t from, uint32_t to, uint16_t extra);

/* Arguments of a macro call at '(' index open: fills starts of the first n args. */
static int macro_args(struct parser *p, uint32_t open, uint32_t *starts, int n, uint32_t *close)
{
	uint32_t i = open + 1, end = p->tok[open].match;
	int k = 0;

	*close = end;
	if (k < n)
		starts[k++] = i;
	while (i < end && k < n) {
		if (tok_is(&p->tok[i], ',')) {
			starts[k++] = i + 1;
			i++;
			continue;
		}
		i = is_open(&p->tok[i]) ? after_group(p, i, end) : i + 1;
	}
	return k;
}

/* Last identifier in [a, b): the name argument of DECLARE_FLEX_ARRAY(T, name). */
static uint32_t last_ident(const struct parser *p, uint32_t a, uint32_t b)
{
	for (uint32_t k = b; k-- > a;)
		if (p->tok[k].kind == TK_IDENT)
			return k;
	return NO_TOK;
}

/* A project's own DECLARE_FLEX_ARRAY: a macro named *_FLEX_ARRAY(T, name),
 * such as ACPICA's ACPI_FLEX_ARRAY. */
static int project_flex_macro(const struct parser *p, const struct token *t)
{
	static const char suffix[] = "_FLEX_ARRAY";
	size_t n = sizeof(suffix) - 1;

	return t->kind == TK_IDENT && t->len > n &&
	       !memcmp(p->src->buf + t->off + t->len - n, suffix, n);
}

static void parse_statement(struct parser *p, int32_t rec, uint32_t s, uint32_t e, uint16_t extra)
{
	const struct token *tok = p->tok;
	struct member tmpl;
	uint32_t i = skip_attrs(p, s, e, NULL), args[4], close;
	int kw = tok[i].kind == TK_IDENT ? tok[i].kw : 0;

	memset(&tmpl, 0, sizeof(tmpl));
	tmpl.decl_first = s;
	tmpl.decl_end = e;
	tmpl.type_first = i;
	tmpl.type_end = i;
	tmpl.type_name_tok = NO_TOK;
	tmpl.counted_by_tok = NO_TOK;
	tmpl.dim_open = NO_TOK;
	tmpl.name_tok = NO_TOK;
	tmpl.cond = tok[i < e ? i : s].cond;
	tmpl.record = -1;
	tmpl.flags = extra;
	if (i >= e)
		return;

	if ((kw == KW_DECLARE_FLEX_ARRAY || kw == KW___DECLARE_FLEX_ARRAY || project_flex_macro(p, &tok[i])) && i + 1 < e &&
	    tok_is(&tok[i + 1], '(') && macro_args(p, i + 1, args, 2, &close) == 2) {
		tmpl.type_first = args[0];
		tmpl.type_end = args[1] - 1;
		tmpl.name_tok = last_ident(p, args[1], close);
		tmpl.akind = AK_FLEX;
		tmpl.flags |= MF_DECLARE_FLEX;
		/* its element type by name, as a plain member's: an array of it embeds it */
		if (tmpl.type_end == tmpl.type_first + 2 && (tok[args[0]].kw == KW_STRUCT || tok[args[0]].kw == KW_UNION) &&
		    tok[args[0] + 1].kind == TK_IDENT) {
			tmpl.flags |= MF_TYPE_TAG;
			tmpl.type_kw = (uint8_t)tok[args[0]].kw;
			tmpl.type_name_tok = args[0] + 1;
		} else if (tmpl.type_end == tmpl.type_first + 1 && tok[args[0]].kind == TK_IDENT && !tok[args[0]].kw) {
			tmpl.flags |= MF_TYPE_NAME;
			tmpl.type_name_tok = args[0];
		}
		if (tmpl.name_tok == NO_TOK)
			tmpl.flags |= MF_OPAQUE;
		push_member(p, &tmpl);
		return;
	}
	if (kw == KW_DECLARE_BITMAP && i + 1 < e && tok_is(&tok[i + 1], '(') &&
	    macro_args(p, i + 1, args, 2, &close) == 2) {
		tmpl.name_tok = last_ident(p, args[0], args[1] - 1);
		tmpl.dim_open = i + 1;
		tmpl.akind = AK_MACRO;
		tmpl.ndims = 1;
		tmpl.flags |= MF_BITMAP;
		if (tmpl.name_tok == NO_TOK)
			tmpl.flags |= MF_OPAQUE;
		push_member(p, &tmpl);
		return;
	}
	if ((kw == KW_STRUCT_GROUP || kw == KW_STRUCT_GROUP_ATTR || kw == KW_STRUCT_GROUP_TAGGED ||
	     kw == KW___STRUCT_GROUP) && i + 1 < e && tok_is(&tok[i + 1], '(')) {
		int skip = kw == KW_STRUCT_GROUP ? 1 : kw == KW___STRUCT_GROUP ? 3 : 2;

		if (macro_args(p, i + 1, args, skip + 1, &close) == skip + 1) {
			parse_members(p, rec, args[skip], close, extra | MF_GROUPED);
			return;
		}
	}
	if (kw == KW_STATIC_ASSERT || kw == KW_STATIC_ASSERT2)
		return;
	/* FOO(args); alone: a macro that may declare members, name unknown */
	if (!kw && tok[i].kind == TK_IDENT && i + 1 < e && tok_is(&tok[i + 1], '(') &&
	    skip_attrs(p, after_group(p, i + 1, e), e, NULL) >= e) {
		tmpl.flags |= MF_OPAQUE;
		push_member(p, &tmpl);
		return;
	}
	if (kw == KW_STRUCT || kw == KW_UNION || kw == KW_ENUM) {
		uint32_t j = skip_attrs(p, i + 1, e, NULL), tag = NO_TOK;

		if (j + 2 < e && tok[j].kind == TK_IDENT && !tok[j].kw && tok[j + 1].kind == TK_IDENT && !tok[j + 1].kw &&
		    tok_is(&tok[j + 2], '{') && empty_macro(p, &tok[j]))
			j++;	/* an empty macro before the tag, as in parse_record() */
		if (j < e && tok[j].kind == TK_IDENT && !tok[j].kw) {
			tag = j + 1 < e && tok_is(&tok[j + 1], '{') && empty_macro(p, &tok[j]) ? NO_TOK : j;
			j = skip_attrs(p, j + 1, e, NULL);
		}
		if (j < e && tok_is(&tok[j], '{')) {
			uint32_t body_end = after_group(p, j, e);
			uint32_t k = skip_attrs(p, body_end, e, NULL);

			if (kw != KW_ENUM) {
				tmpl.record = parse_record(p, i, e, rec, -1);
				tmpl.type_kw = (uint8_t)kw;
				if (tag != NO_TOK) {
					tmpl.flags |= MF_TYPE_TAG;
					tmpl.type_name_tok = tag;
				}
			}
			tmpl.type_end = body_end;
			if (k >= e) {
				/* no declarator: an anonymous member, or only a tag declaration */
				if (tag == NO_TOK && kw != KW_ENUM) {
					tmpl.flags |= MF_ANON_RECORD;
					push_member(p, &tmpl);
				}
			} else {
				read_declarators(p, k, e, 0, &tmpl);
			}
			return;
		}
	}
	/* a brace group that is no struct, union or enum body ('int f(void) { ... }'),
	 * a statement's keyword, or an operator no declarator holds outside brackets
	 * before a bit-field's width ('return p->v[0] + 1;'): no member declaration
	 * (the record's braces are not what they seem) */
	if (kw == KW_RETURN || kw == KW_IF || kw == KW_ELSE || kw == KW_FOR || kw == KW_WHILE || kw == KW_DO ||
	    kw == KW_SWITCH || kw == KW_CASE || kw == KW_GOTO) {
		note(p, i, "could not parse member declaration");
		return;
	}
	for (uint32_t j = i; j < e && !tok_is(&tok[j], ':');
	     j = is_open(&tok[j]) && !tok_is(&tok[j], '{') ? after_group(p, j, e) : j + 1)
		if (tok_is(&tok[j], '{') || (tok[j].kind == TK_PUNCT && tok[j].kw != '*' && tok[j].kw != ',' &&
					     tok[j].kw != '&' && tok[j].kw != P_ELLIPSIS && tok[j].kw != P_HASHHASH &&
					     tok[j].kw != '#' && !is_open(&tok[j]))) {
			note(p, j, "could not parse member declaration");
			return;
		}
	read_declarators(p, s, e, 1, &tmpl);
}

/* First ';' at bracket depth 0 in [i, to), or to. */
static uint32_t statement_end(const struct parser *p, uint32_t i, uint32_t to)
{
	while (i < to) {
		if (tok_is(&p->tok[i], ';'))
			return i;
		i = is_open(&p->tok[i]) ? after_group(p, i, to) : i + 1;
	}
	return to;
}

static int all_caps(const struct parser *p, const struct token *t)
{
	const char *s = p->src->buf + t->off;
	int upper = 0;

	for (uint32_t k = 0; k < t->len; k++) {
		if (s[k] >= 'a' && s[k] <= 'z')
			return 0;
		upper |= s[k] >= 'A' && s[k] <= 'Z';
	}
	return upper;
}

static void parse_members(struct parser *p, int32_t rec, uint32_t from, uint32_t to, uint16_t extra)
{
	const struct token *tok = p->tok;
	uint32_t i = from;

	while (i < to) {
		uint32_t e;

		if (tok_is(&tok[i], ';')) {
			i++;
			continue;
		}
		/* A macro line without ';' (FOO(x) or FOO alone, next token on a new
		 * line): skipped, the members around it are kept. */
		if (tok[i].kind == TK_IDENT && !tok[i].kw && !is_attribute_word(p->src, &tok[i])) {
			uint32_t n = i + 1 < to && tok_is(&tok[i + 1], '(') ? after_group(p, i + 1, to) : i + 1;

			if (n < to && (tok[n].flags & TF_BOL) && !tok_is(&tok[n], ';') &&
			    !tok_is(&tok[n], '[') && !tok_is(&tok[n], ',') &&
			    (n > i + 1 || (all_caps(p, &tok[i]) && !lone_declarator(p, n, to)))) {
				i = n;
				continue;
			}
		}
		e = statement_end(p, i, to);
		if (tok[i].kind != TK_IDENT && !is_open(&tok[i])) {
			note(p, i, "could not parse member declaration");
		} else {
			parse_statement(p, rec, i, e, extra);
		}
		i = e + 1;
	}
}

static int32_t parse_record(struct parser *p, uint32_t kw, uint32_t end, int32_t parent,
			    int32_t parent_member)
{
	struct parse_result *pr = p->pr;
	const struct token *tok = p->tok;
	uint32_t i = skip_attrs(p, kw + 1, end, NULL), tag = NO_TOK, open, close;
	size_t base;
	int32_t r;
	struct record *rp;

	if (i + 2 < end && tok[i].kind == TK_IDENT && !tok[i].kw && tok[i + 1].kind == TK_IDENT && !tok[i + 1].kw &&
	    tok_is(&tok[i + 2], '{') && empty_macro(p, &tok[i]))
		i++;	/* 'struct LOCKABLE mutex {' with LOCKABLE defined empty: the tag is the second word */
	if (i < end && tok[i].kind == TK_IDENT && !tok[i].kw) {
		tag = i + 1 < end && tok_is(&tok[i + 1], '{') && empty_macro(p, &tok[i]) ? NO_TOK : i;
		i++;	/* C takes no attribute between the tag and '{': 'struct s __f(int x) {' is a function */
	}
	if (i >= end || !tok_is(&tok[i], '{'))
		return -1;
	open = i;
	close = tok[open].match;
	if (close >= end)
		close = end - 1 > open ? end - 1 : open;
	ALLOC_GROW(pr->rec, pr->nr_rec + 1, pr->alloc_rec);
	r = (int32_t)pr->nr_rec++;
	rp = &pr->rec[r];
	memset(rp, 0, sizeof(*rp));
	rp->kw_tok = kw;
	rp->tag_tok = tag;
	rp->open_tok = open;
	rp->close_tok = close;
	rp->typedef_tok = NO_TOK;
	rp->parent = parent;
	rp->parent_member = parent_member;
	rp->cond = tok[kw].cond;
	rp->is_union = tok[kw].kw == KW_UNION;

	if (p->depth >= MAX_RECORD_DEPTH) {
		note(p, open, "could not parse record: nested too deeply");
		return r;
	}
	if (tok[open].flags & TF_UNMATCHED) {
		/* no members: what follows is not the record's (and fix must not edit it) */
		note(p, open, "could not parse record: no closing brace");
		return r;
	}
	/* an unclosed '[' or '(' takes text up to a ';': its members are read, but
	 * an unparsed region there keeps fix from editing from here on (a member
	 * moved below it became part of it on the next run: fuzz-fix). Looked for
	 * once, from the outermost record; a nested record's own '{' with no
	 * partner is that record's "no closing brace". */
	for (uint32_t k = open + 1; !p->depth && k < close; k++)
		if ((tok[k].flags & TF_UNMATCHED) && (tok_is(&tok[k], '[') || tok_is(&tok[k], '('))) {
			note(p, k, "could not parse record: a bracket with no partner");
			break;
		}
	p->depth++;
	base = p->nr_stack;
	parse_members(p, r, open + 1, close, 0);
	p->depth--;
	rp = &pr->rec[r];
	rp->nr_m = (uint32_t)(p->nr_stack - base);
	rp->m = arena_alloc(p->src->arena, rp->nr_m * sizeof(*rp->m));
	if (rp->nr_m)
		memcpy(rp->m, p->stack + base, rp->nr_m * sizeof(*rp->m));
	p->nr_stack = base;
	/* nested records learn which member holds them */
	for (uint32_t k = 0; k < rp->nr_m; k++)
		if (rp->m[k].record >= 0)
			pr->rec[rp->m[k].record].parent_member = (int32_t)k;
	return r;
}

/* The token before i, skipping storage classes, qualifiers and attributes
 * written before a type; NO_TOK at the start of the file. */
static uint32_t decl_context(const struct parser *p, uint32_t i)
{
	while (i > 0) {
		const struct token *t = &p->tok[i - 1];

		if (t->kind == TK_IDENT && (t->kw == KW_STATIC || t->kw == KW_EXTERN || t->kw == KW_CONST ||
					    t->kw == KW_VOLATILE || is_attribute_word(p->src, t))) {
			i--;
			continue;
		}
		if (tok_is(t, ')') && t->match < i - 1 && t->match > 0 &&
		    p->tok[t->match - 1].kind == TK_IDENT &&
		    (p->tok[t->match - 1].kw == KW_ATTRIBUTE || starts_with_underscores(p, &p->tok[t->match - 1]))) {
			i = t->match - 1;
			continue;
		}
		return i - 1;
	}
	return NO_TOK;
}

/* Does what is before a declaration's type (decl_context()) leave it at file
 * level or at a block's start: nothing, ';', a brace, 'inline'? */
static int file_level(const struct parser *p, uint32_t ctx)
{
	const struct token *t = ctx == NO_TOK ? NULL : &p->tok[ctx];

	return !t || tok_is(t, ';') || tok_is(t, '{') || tok_is(t, '}') ||
	       t->kw == KW_INLINE;
}

static void add_use(struct parser *p, int kind, uint32_t kw, uint32_t type, uint32_t name)
{
	struct parse_result *pr = p->pr;
	struct decl_use *u;

	ALLOC_GROW(pr->uses, pr->nr_uses + 1, pr->alloc_uses);
	u = &pr->uses[pr->nr_uses++];
	u->kind = (uint8_t)kind;
	u->type_kw = (uint8_t)p->tok[kw].kw;
	u->type_name_tok = type;
	u->name_tok = name;
}

/*
 * 'rec_t table[4];' outside any record (the lexer's array_decls): an array
 * variable of a type named by a typedef, which the index resolves (a
 * typedef of a struct ending with a flexible array, or of nothing that matters).
 * The records' own members are theirs (parse_record()).
 */
static void typedef_array_vars(struct parser *p)
{
	const struct source *src = p->src;
	struct parse_result *pr = p->pr;
	size_t r = 0;

	for (size_t d = 0; d < src->nr_array_decls; d++) {
		uint32_t k = src->array_decls[d];
		struct decl_use *u;

		while (r < pr->nr_rec && (pr->rec[r].parent >= 0 || pr->rec[r].close_tok < k))
			r++;	/* outermost records, in the order read */
		if ((r < pr->nr_rec && pr->rec[r].open_tok < k) || is_basic_type_word(p, &src->tok[k]))
			continue;
		ALLOC_GROW(pr->uses, pr->nr_uses + 1, pr->alloc_uses);
		u = &pr->uses[pr->nr_uses++];
		u->kind = DU_ARRAY_VAR;
		u->type_kw = KW_TYPEDEF;
		u->type_name_tok = k;
		u->name_tok = k + 1;
	}
}

void parse_source(const struct source *src, struct parse_result *pr)
{
	struct parser p = { .src = src, .tok = src->tok, .pr = pr };
	const struct token *tok = src->tok;
	uint32_t n = (uint32_t)src->nr_tok - 1, i = 0;	/* tok[n] is EOF */

	pr->nr_rec = pr->nr_uses = pr->nr_notes = 0;
	for (size_t next_kw = 0; next_kw < src->nr_tag_kw;) {
		const struct token *t;

		/* jump to the next struct/union/enum not inside what was read */
		if (src->tag_kw[next_kw] < i) {
			next_kw++;
			continue;
		}
		i = src->tag_kw[next_kw++];
		t = &tok[i];
		if (t->kw == KW_ENUM) {
			uint32_t j = skip_attrs(&p, i + 1, n, NULL);

			if (j < n && tok[j].kind == TK_IDENT)
				j = skip_attrs(&p, j + 1, n, NULL);
			i = j < n && tok_is(&tok[j], '{') ? after_group(&p, j, n) : i + 1;
			continue;
		}
		{
			uint32_t ctx = decl_context(&p, i);
			int is_typedef = ctx != NO_TOK && tok[ctx].kw == KW_TYPEDEF && tok[ctx].kind == TK_IDENT;
			int32_t r = parse_record(&p, i, n, -1, -1);

			if (r >= 0) {
				uint32_t close = pr->rec[r].close_tok, k = skip_attrs(&p, close + 1, n, NULL);

				if (is_typedef && k < n && tok[k].kind == TK_IDENT && !tok[k].kw)
					pr->rec[r].typedef_tok = k;
				else if (!is_typedef && pr->rec[r].tag_tok != NO_TOK && k + 1 < n &&
					 tok[k].kind == TK_IDENT && tok_is(&tok[k + 1], '['))
					add_use(&p, DU_ARRAY_VAR, i, pr->rec[r].tag_tok, k);
				i = close + 1;
				continue;
			}
			/* 'struct TAG' without a body: a typedef alias or an array variable */
			{
				uint32_t tag = skip_attrs(&p, i + 1, n, NULL), k;

				if (tag >= n || tok[tag].kind != TK_IDENT || tok[tag].kw) {
					i++;
					continue;
				}
				k = skip_attrs(&p, tag + 1, n, NULL);
				if (!is_typedef && k + 3 < n && tok_is(&tok[k], '*') && file_level(&p, ctx)) {
					uint32_t f = skip_attrs(&p, k + 1, n, NULL);

					if (f + 1 < n && tok[f].kind == TK_IDENT && !tok[f].kw && tok_is(&tok[f + 1], '('))
						add_use(&p, DU_FUNC_RETURN, i, tag, f);
				} else if (k + 1 < n && tok[k].kind == TK_IDENT && !tok[k].kw) {
					if (is_typedef && tok_is(&tok[k + 1], ';'))
						add_use(&p, DU_TYPEDEF_ALIAS, i, tag, k);
					else if (!is_typedef && tok_is(&tok[k + 1], '[') &&
						 (ctx == NO_TOK || tok_is(&tok[ctx], ';') || tok_is(&tok[ctx], '{') ||
						  tok_is(&tok[ctx], '}')))
						add_use(&p, DU_ARRAY_VAR, i, tag, k);
				}
				i = tag + 1;
			}
		}
	}
	typedef_array_vars(&p);
	free(p.stack);
	free(p.empty);
}

void parse_result_release(struct parse_result *pr)
{
	free(pr->rec);
	free(pr->uses);
	free(pr->notes);
	memset(pr, 0, sizeof(*pr));
}
