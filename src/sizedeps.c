// SPDX-License-Identifier: GPL-2.0-only
/*
 * sizedeps: which types' sizes a function's code uses. Conservative by
 * design: what cannot be attributed to a named type makes the whole answer
 * unknown, since a caller uses "no size it uses changed" to call a changed
 * object file harmless.
 */
#include <stdlib.h>
#include <string.h>
#include "sizedeps.h"
#include "strbuf.h"
#include "vec.h"

enum type_kind { TY_NONE, TY_STRUCT, TY_UNION, TY_TYPEDEF, TY_NAME };

struct var {
	const char *name, *type;	/* in the source buffer */
	uint32_t len, type_len;
	uint8_t kind;			/* enum type_kind; TY_NONE: a C basic type */
	uint8_t depth;			/* how many '*' */
	uint8_t array;			/* declared with [ ] */
	uint8_t conflict;		/* declared twice with different types: not known */
};

struct reader {
	const struct source *src;
	struct var *vars;
	size_t nr_vars, alloc_vars;
	struct size_deps *out;
	int (*defined)(const char *name, size_t len, void *ctx);
	void *ctx;
};

static int word_is(const struct source *src, const struct token *t, const char *w)
{
	size_t n = strlen(w);

	return t->kind == TK_IDENT && t->len == n && !memcmp(src->buf + t->off, w, n);
}

static int word_in(const struct source *src, const struct token *t, const char *const *list)
{
	for (; *list; list++)
		if (word_is(src, t, *list))
			return 1;
	return 0;
}

static const char *const basic_words[] = {
	"void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "bool", NULL
};

/* Words in a declaration that are not its type: qualifiers, storage, the kernel's annotations. */
static const char *const annotation_words[] = {
	"register", "auto", "restrict", "__restrict", "__iomem", "__user", "__rcu", "__force", "__percpu",
	"__maybe_unused", "__always_unused", "__unused", "__kernel", "__private", "__must_check", "__read_mostly",
	"__initdata", "__init", "__exit", "noinline", "__always_inline", NULL
};

static const char *const size_words[] = { "_Alignof", "__alignof__", "__alignof", "alignof", NULL };

/* The function's own name as a string (C99 6.4.2.2, GCC's spellings): its size is the name's. */
static const char *const predefined_names[] = { "__func__", "__FUNCTION__", "__PRETTY_FUNCTION__", NULL };

/* Macros whose arguments after the first name members, not objects: offsetof(T, m) */
static const char *const member_arg_macros[] = {
	"offsetof", "__builtin_offsetof", "offsetofend", "sizeof_field", "FIELD_SIZEOF", "container_of",
	"container_of_const", "struct_size", "struct_size_t", "flex_array_size", "typeof_member", NULL
};

static int is_qualifier(const struct source *src, const struct token *t)
{
	return t->kind == TK_IDENT && (t->kw == KW_CONST || t->kw == KW_VOLATILE || t->kw == KW_STATIC ||
				       t->kw == KW_EXTERN || t->kw == KW_INLINE || word_in(src, t, annotation_words));
}

static int all_capitals(const struct source *src, const struct token *t)
{
	for (uint32_t k = 0; k < t->len; k++)
		if (src->buf[t->off + k] >= 'a' && src->buf[t->off + k] <= 'z')
			return 0;
	return 1;
}

/* A token that ends an operand: what precedes a binary operator. */
static int ends_operand(const struct token *t)
{
	return (t->kind == TK_IDENT && t->kw == KW_NONE) || t->kind == TK_NUMBER || t->kind == TK_CHAR ||
	       t->kind == TK_STRING || tok_is(t, ')') || tok_is(t, ']') || tok_is(t, P_INC) || tok_is(t, P_DEC);
}

static struct var *find_var(struct reader *r, const struct token *t)
{
	for (size_t k = r->nr_vars; k-- > 0;)
		if (r->vars[k].len == t->len && !memcmp(r->vars[k].name, r->src->buf + t->off, t->len))
			return &r->vars[k];
	return NULL;
}

static void add_dep(struct reader *r, int kind, const char *name, size_t len, unsigned use, uint32_t tok)
{
	struct size_deps *d = r->out;
	struct strbuf key = STRBUF_INIT;

	strbuf_addf(&key, "%s %.*s", kind == TY_STRUCT ? "struct" : kind == TY_UNION ? "union" :
		    kind == TY_TYPEDEF ? "typedef" : "name", (int)len, name);
	for (size_t k = 0; k < d->nr; k++)
		if (!strcmp(d->d[k].type, key.buf)) {
			if ((use & SD_SIZE) && !(d->d[k].use & SD_SIZE))
				d->d[k].tok = tok;
			d->d[k].use |= use;
			strbuf_release(&key);
			return;
		}
	ALLOC_GROW(d->d, d->nr + 1, d->alloc);
	d->d[d->nr].type = strbuf_detach(&key);
	d->d[d->nr].use = use;
	d->d[d->nr].tok = tok;
	d->nr++;
}

static void unknown(struct reader *r, const char *why, uint32_t tok)
{
	if (!r->out->unknown) {
		r->out->unknown = why;
		r->out->unknown_tok = tok;
	}
}

static void var_dep(struct reader *r, const struct var *v, unsigned use, uint32_t tok)
{
	if (v->conflict)
		unknown(r, "a name declared twice with different types", tok);
	else if (v->kind != TY_NONE)
		add_dep(r, v->kind, v->type, v->type_len, use, tok);
}

/*
 * A declaration at t ('T *a = x, b[4];', 'struct s *p', a parameter): records
 * its names and returns the token after it, or t when it is none. end: the
 * last token it may use.
 */
static uint32_t read_declaration(struct reader *r, uint32_t t, uint32_t end, int param)
{
	const struct source *src = r->src;
	const struct token *tk = src->tok;
	const struct token *type = NULL;
	int kind = TY_NONE, words = 0, first = 1;
	uint32_t k = t;

	while (k <= end && is_qualifier(src, &tk[k]))
		k++;
	if (k <= end && (tk[k].kw == KW_STRUCT || tk[k].kw == KW_UNION || tk[k].kw == KW_ENUM)) {
		if (k + 1 > end || tk[k + 1].kind != TK_IDENT || tok_is(&tk[k + 2], '{'))
			return t;
		kind = tk[k].kw == KW_STRUCT ? TY_STRUCT : tk[k].kw == KW_UNION ? TY_UNION : TY_NONE;
		type = kind == TY_NONE ? NULL : &tk[k + 1];
		words = 1;
		k += 2;
	}
	for (;; first = 0) {
		uint8_t depth = 0;
		const struct token *name = NULL;
		int array = 0;

		/* type words (first declarator only), '*'s and qualifiers, the name */
		for (; k <= end; k++) {
			if (tok_is(&tk[k], '*'))
				depth++;
			else if (is_qualifier(src, &tk[k]))
				continue;
			else if (tk[k].kind == TK_IDENT && tk[k].kw == KW_NONE) {
				if (name) {	/* the word before was a type word */
					if (!first || kind == TY_STRUCT || kind == TY_UNION)
						return t;
					if (!word_in(src, name, basic_words)) {
						if (type)
							return t;	/* 'a b c': not C we read */
						type = name;
						kind = TY_TYPEDEF;
					}
					words++;
				}
				name = &tk[k];
			} else
				break;
		}
		if (!name || (first && !words) || word_in(src, name, basic_words))
			return t;
		while (k <= end && tok_is(&tk[k], '[') && tk[k].match <= end) {
			array = 1;
			k = tk[k].match + 1;
		}
		if (k > end || !(tok_is(&tk[k], '=') || tok_is(&tk[k], ',') || tok_is(&tk[k], ';') || tok_is(&tk[k], ')')))
			return t;
		{
			struct var *old = find_var(r, name);
			struct var v = { src->buf + name->off, type ? src->buf + type->off : NULL, name->len,
					 type ? type->len : 0, (uint8_t)kind, depth, (uint8_t)array, 0 };

			if (old && (old->kind != v.kind || old->depth != v.depth || old->type_len != v.type_len ||
				    (v.type_len && memcmp(old->type, v.type, v.type_len))))
				old->conflict = 1;
			else if (!old) {
				ALLOC_GROW(r->vars, r->nr_vars + 1, r->alloc_vars);
				r->vars[r->nr_vars++] = v;
			}
			/* an object by value: its size is the frame's and its copies' */
			if (!depth && kind != TY_NONE)
				add_dep(r, kind, src->buf + type->off, type->len, SD_SIZE, (uint32_t)(name - tk));
		}
		if (!param && tok_is(&tk[k], '='))	/* over the initializer */
			while (k <= end && !tok_is(&tk[k], ',') && !tok_is(&tk[k], ';')) {
				if ((tok_is(&tk[k], '(') || tok_is(&tk[k], '{') || tok_is(&tk[k], '[')) && tk[k].match > k)
					k = tk[k].match;
				k++;
			}
		if (param || k > end || !tok_is(&tk[k], ','))
			return k;
		k++;	/* the next declarator of the same type */
	}
}

/* Is the group [open, close] a cast to a pointer type, '(struct s *)', '(T *)'? Adds the pointee. */
static int pointer_cast(struct reader *r, uint32_t open, uint32_t close)
{
	const struct source *src = r->src;
	const struct token *tk = src->tok;
	uint32_t k = open + 1;
	int kind = TY_NONE;
	const struct token *type = NULL;

	if (open > 0 && ((tk[open - 1].kind == TK_IDENT && tk[open - 1].kw != KW_RETURN) || tok_is(&tk[open - 1], ')') ||
			 tok_is(&tk[open - 1], ']')))
		return 0;	/* a call, sizeof(...), a macro's arguments */
	while (k < close && is_qualifier(src, &tk[k]))
		k++;
	if (k + 1 < close && (tk[k].kw == KW_STRUCT || tk[k].kw == KW_UNION) && tk[k + 1].kind == TK_IDENT) {
		kind = tk[k].kw == KW_STRUCT ? TY_STRUCT : TY_UNION;
		type = &tk[k + 1];
		k += 2;
	} else {
		for (; k < close && tk[k].kind == TK_IDENT && tk[k].kw == KW_NONE; k++)
			if (!word_in(src, &tk[k], basic_words) && !is_qualifier(src, &tk[k])) {
				if (type)
					return 0;
				type = &tk[k];
				kind = TY_TYPEDEF;
			}
	}
	if (k >= close || !tok_is(&tk[k], '*'))
		return 0;
	while (k < close && (tok_is(&tk[k], '*') || is_qualifier(src, &tk[k])))
		k++;
	if (k != close)
		return 0;
	if (type && (kind != TY_TYPEDEF || find_var(r, type) == NULL))
		add_dep(r, kind, src->buf + type->off, type->len, SD_SIZE | (kind == TY_TYPEDEF ? SD_NAMED : 0), open);
	return 1;
}

/* The operand of sizeof, typeof or _Alignof at [a, b]: every type and object in it. */
static void size_operand(struct reader *r, uint32_t a, uint32_t b)
{
	const struct source *src = r->src;
	const struct token *tk = src->tok;

	for (uint32_t k = a; k <= b; k++) {
		const struct var *v;

		if (tk[k].kind != TK_IDENT)
			continue;
		if (tk[k].kw == KW_STRUCT || tk[k].kw == KW_UNION) {
			if (k + 1 <= b && tk[k + 1].kind == TK_IDENT)
				add_dep(r, tk[k].kw == KW_STRUCT ? TY_STRUCT : TY_UNION, src->buf + tk[k + 1].off,
					tk[k + 1].len, SD_SIZE, k);
			k++;
			continue;
		}
		if (tk[k].kw != KW_NONE || word_in(src, &tk[k], basic_words) || is_qualifier(src, &tk[k]))
			continue;
		if (k > a && (tok_is(&tk[k - 1], P_ARROW) || tok_is(&tk[k - 1], '.')))
			continue;	/* a member: its owner is counted */
		if (tok_is(&tk[k + 1], '(')) {
			unknown(r, "a call inside sizeof()", k);
			continue;
		}
		if ((v = find_var(r, &tk[k])) != NULL)
			var_dep(r, v, SD_SIZE, k);
		else if (all_capitals(src, &tk[k]))
			unknown(r, "a macro inside sizeof()", k);
		else	/* a typedef name, or an object declared elsewhere: the debug information tells */
			add_dep(r, TY_NAME, src->buf + tk[k].off, tk[k].len, SD_SIZE | SD_NAMED, k);
	}
}

/* Is the '(' at open a call of a function this file defines? */
static int calls_own_function(struct reader *r, uint32_t open)
{
	const struct token *f = &r->src->tok[open - 1];

	return f->kind == TK_IDENT && f->kw == KW_NONE && r->defined(r->src->buf + f->off, f->len, r->ctx);
}

/* A name at k, not a member: the ways its object's size enters the code. */
static void name_use(struct reader *r, uint32_t k, uint32_t innermost_open)
{
	const struct source *src = r->src;
	const struct token *tk = src->tok;
	const struct token *prev = &tk[k - 1], *next = &tk[k + 1];
	const struct var *v = find_var(r, &tk[k]);
	int cast_before = tok_is(prev, ')') && prev->match < k - 1 && pointer_cast(r, prev->match, k - 1);
	int member = tok_is(next, P_ARROW) || tok_is(next, '.');
	int step = tok_is(next, '[') || tok_is(next, P_INC) || tok_is(next, P_DEC) || tok_is(prev, P_INC) ||
		   tok_is(prev, P_DEC) || ((tok_is(next, '+') || tok_is(next, '-')) && !member) ||
		   (tok_is(next, P_ASSIGN_OP) && (src->buf[next->off] == '+' || src->buf[next->off] == '-')) ||
		   ((tok_is(prev, '+') || tok_is(prev, '-')) && k >= 2 && ends_operand(&tk[k - 2]));
	int deref = tok_is(prev, '*') && !(k >= 2 && ends_operand(&tk[k - 2])) && !member && !tok_is(next, '[');
	int whole_arg = innermost_open && (tok_is(prev, '(') || tok_is(prev, ',')) &&
			(tok_is(next, ')') || tok_is(next, ',')) && tk[innermost_open - 1].kind == TK_IDENT && tk[innermost_open - 1].kw == KW_NONE &&
			!calls_own_function(r, innermost_open);

	if (tok_is(next, '('))
		return;	/* a call */
	if (!v) {
		if (all_capitals(src, &tk[k]) || member || r->defined(src->buf + tk[k].off, tk[k].len, r->ctx) ||
		    word_in(src, &tk[k], predefined_names))
			return;	/* a constant; a member of an object declared elsewhere keeps its offset; a function;
				 * __func__ */
		/* an object declared outside the function (or a typedef name): its type from the debug
		 * information, its elements' and what it points to */
		if (((step && !cast_before) || deref) ||
		    (whole_arg && !(tok_is(prev, ',') && word_in(src, &tk[innermost_open - 1], member_arg_macros))))
			add_dep(r, TY_NAME, src->buf + tk[k].off, tk[k].len, SD_SIZE | SD_NAMED, k);
		return;
	}
	if (member)
		var_dep(r, v, SD_MEMBER, k);
	if (((step && !cast_before) || deref) && v->depth == 1)
		var_dep(r, v, SD_SIZE, k);
	if (whole_arg && v->depth <= 1)
		var_dep(r, v, SD_SIZE, k);
}

void size_deps_read(const struct source *src, uint32_t params_tok, uint32_t body_tok, uint32_t body_end,
		    int (*defined)(const char *name, size_t len, void *ctx), void *ctx, struct size_deps *out)
{
	const struct token *tk = src->tok;
	struct reader r = { src, NULL, 0, 0, out, defined, ctx };
	uint32_t *opens = NULL;
	size_t nr_opens = 0, alloc_opens = 0;

	memset(out, 0, sizeof(*out));
	/* parameters: 'T a, struct s *b' */
	for (uint32_t k = params_tok + 1; k < body_tok && !tok_is(&tk[k], ')');) {
		uint32_t next = read_declaration(&r, k, body_tok - 1, 1);

		if (next == k)
			while (k < body_tok && !tok_is(&tk[k], ',') && !tok_is(&tk[k], ')'))
				k = (tok_is(&tk[k], '(') && tk[k].match > k) ? tk[k].match + 1 : k + 1;
		else
			k = next;
		if (k < body_tok && tok_is(&tk[k], ','))
			k++;
	}
	for (uint32_t k = params_tok + 1; k < body_tok; k++)
		if ((tk[k].kw == KW_STRUCT || tk[k].kw == KW_UNION) && tk[k + 1].kind == TK_IDENT &&
		    !tok_is(&tk[k + 2], '*'))
			add_dep(&r, tk[k].kw == KW_STRUCT ? TY_STRUCT : TY_UNION, src->buf + tk[k + 1].off, tk[k + 1].len,
				SD_SIZE, k);
	for (uint32_t k = body_tok + 1; k < body_end; k++) {
		const struct token *t = &tk[k];

		/* a declaration starts a statement (or a for's first clause) */
		if (tok_is(&tk[k - 1], '{') || tok_is(&tk[k - 1], ';') || tok_is(&tk[k - 1], '}') ||
		    (tok_is(&tk[k - 1], '(') && tk[k - 2].kw == KW_FOR))
			read_declaration(&r, k, body_end - 1, 0);
		if (tok_is(t, '(')) {
			ALLOC_GROW(opens, nr_opens + 1, alloc_opens);
			opens[nr_opens++] = k;
			if (t->match > k && t->match < body_end)
				pointer_cast(&r, k, t->match);
			continue;
		}
		if (tok_is(t, ')')) {
			if (nr_opens)
				nr_opens--;
			continue;
		}
		if (t->kind != TK_IDENT)
			continue;
		if (t->kw == KW_SIZEOF || kw_is_typeof(t->kw) ||
		    word_in(src, t, size_words)) {
			uint32_t a = k + 1, b;

			if (tok_is(&tk[a], '(') && tk[a].match > a && tk[a].match < body_end) {
				b = tk[a].match;
			} else {	/* 'sizeof *p', 'sizeof p->m[0]' */
				for (b = a; b < body_end && (tok_is(&tk[b], '*') || tok_is(&tk[b], P_ARROW) ||
							     tok_is(&tk[b], '.') || tk[b].kind == TK_IDENT); b++)
					if (tok_is(&tk[b + 1], '[') && tk[b + 1].match > b + 1)
						b = tk[b + 1].match;
				b--;
			}
			size_operand(&r, a, b);
			k = b;
			continue;
		}
		if (t->kw == KW_STRUCT || t->kw == KW_UNION) {
			/* 'struct s' not followed by '*': an object by value, a size, a compound literal */
			if (tk[k + 1].kind == TK_IDENT && !tok_is(&tk[k + 2], '*'))
				add_dep(&r, t->kw == KW_STRUCT ? TY_STRUCT : TY_UNION, src->buf + tk[k + 1].off, tk[k + 1].len,
					SD_SIZE, k);
			k++;
			continue;
		}
		if (t->kw != KW_NONE || tok_is(&tk[k - 1], P_ARROW) || tok_is(&tk[k - 1], '.') ||
		    word_in(src, t, basic_words) || is_qualifier(src, t))
			continue;
		name_use(&r, k, nr_opens ? opens[nr_opens - 1] : 0);
	}
	free(opens);
	free(r.vars);
}

void size_deps_release(struct size_deps *d)
{
	for (size_t k = 0; k < d->nr; k++)
		free(d->d[k].type);
	free(d->d);
	memset(d, 0, sizeof(*d));
}
