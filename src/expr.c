// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "expr.h"
#include "vec.h"

struct eparser {
	const struct source *src;
	const struct token *t;
	uint32_t i, end;
	struct arena *arena;
	int depth;
};

#define MAX_EXPR_DEPTH 200

static struct expr *node(struct eparser *p, int kind, uint32_t first, uint32_t last)
{
	struct expr *e = arena_alloc(p->arena, sizeof(*e));

	e->kind = (uint8_t)kind;
	e->first = first;
	e->last = last;
	return e;
}

static int at(const struct eparser *p, int punct)
{
	return p->i < p->end && tok_is(&p->t[p->i], punct);
}

/* Binary precedence of the token at p->i, 0 when it is not a binary operator. */
static int prec(const struct eparser *p)
{
	const struct token *t = &p->t[p->i];

	if (p->i >= p->end || t->kind != TK_PUNCT)
		return 0;
	switch (t->kw) {
	case '*': case '/': case '%': return 10;
	case '+': case '-': return 9;
	case P_SHL: case P_SHR: return 8;
	case '<': case '>': case P_LE: case P_GE: return 7;
	case P_EQ: case P_NE: return 6;
	case '&': return 5;
	case '^': return 4;
	case '|': return 3;
	case P_ANDAND: return 2;
	case P_OROR: return 1;
	}
	return 0;
}

/* Does '(' at i start a type name (a cast or sizeof(type))? */
static int type_follows(const struct eparser *p, uint32_t i)
{
	static const char *const words[] = { "int", "char", "short", "long", "unsigned", "signed",
					      "void", "float", "double", "_Bool", "bool" };
	const struct token *t = &p->t[i];
	uint32_t close = p->t[i - 1].match;

	if (i >= p->end || t->kind != TK_IDENT)
		return 0;
	if (t->kw == KW_STRUCT || t->kw == KW_UNION || t->kw == KW_ENUM || t->kw == KW_CONST ||
	    t->kw == KW_VOLATILE || t->kw == KW_TYPEOF || t->kw == KW_TYPEOF2)
		return 1;
	for (size_t k = 0; k < ARRAY_SIZE(words); k++)
		if (t->len == strlen(words[k]) && !memcmp(p->src->buf + t->off, words[k], t->len))
			return 1;
	/* (name *), (name * const), (name *__iomem *): a typedef cast; '(a * b)' is a product */
	if (close > i + 1 && tok_is(&p->t[i + 1], '*')) {
		for (uint32_t k = i + 2; k < close; k++) {
			const struct token *q = &p->t[k];

			if (!tok_is(q, '*') && q->kw != KW_CONST && q->kw != KW_VOLATILE &&
			    !(q->kind == TK_IDENT && q->len > 2 && !memcmp(p->src->buf + q->off, "__", 2)))
				return 0;
		}
		return 1;
	}
	return 0;
}

static struct expr *parse_expr(struct eparser *p, int min_prec);
static struct expr *parse_assign(struct eparser *p);

static struct expr *parse_primary(struct eparser *p)
{
	const struct token *t;
	struct expr *e;

	if (p->i >= p->end)
		return NULL;
	t = &p->t[p->i];
	if (tok_is(t, '(')) {
		uint32_t open = p->i, close = t->match;
		struct expr *in;
		uint32_t save_end = p->end;

		if (close >= p->end || close <= open)
			return NULL;
		p->end = close;
		p->i = open + 1;
		in = parse_expr(p, 0);
		if (in) {
			/* a comma expression inside parentheses */
			while (in && at(p, ',')) {
				struct expr *c;

				p->i++;
				c = parse_assign(p);
				if (!c) {
					in = NULL;
					break;
				}
				in = node(p, E_BINARY, in->first, c->last);
				in->op = ',';
			}
		}
		if (!in || p->i != close) {
			p->end = save_end;
			return NULL;
		}
		p->end = save_end;
		p->i = close + 1;
		e = node(p, E_PAREN, open, close);
		e->a = in;
		return e;
	}
	if (t->kind == TK_IDENT && !t->kw) {
		p->i++;
		return node(p, E_NAME, p->i - 1, p->i - 1);
	}
	if (t->kind == TK_NUMBER || t->kind == TK_CHAR) {
		p->i++;
		return node(p, E_NUMBER, p->i - 1, p->i - 1);
	}
	if (t->kind == TK_STRING) {
		uint32_t first = p->i;

		while (p->i < p->end && p->t[p->i].kind == TK_STRING)
			p->i++;
		return node(p, E_STRING, first, p->i - 1);
	}
	return NULL;
}

static struct expr *parse_postfix(struct eparser *p, struct expr *e)
{
	while (e && p->i < p->end) {
		const struct token *t = &p->t[p->i];

		if (tok_is(t, '(')) {
			uint32_t close = t->match, save_end = p->end;
			struct expr *call = node(p, E_CALL, e->first, close), **args = NULL;
			size_t nr = 0, alloc = 0;

			if (close >= p->end)
				return NULL;
			p->end = close;
			p->i++;
			while (p->i < close) {
				struct expr *arg = parse_assign(p);

				if (!arg) {
					/* macro arguments that are not expressions (types, ...) */
					struct expr *o = node(p, E_OTHER, p->i, p->i);

					while (p->i < close && !tok_is(&p->t[p->i], ','))
						p->i = tok_is(&p->t[p->i], '(') || tok_is(&p->t[p->i], '[') ||
						       tok_is(&p->t[p->i], '{') ? p->t[p->i].match + 1 : p->i + 1;
					o->last = p->i - 1;
					arg = o;
				}
				ALLOC_GROW(args, nr + 1, alloc);
				args[nr++] = arg;
				if (p->i < close && tok_is(&p->t[p->i], ','))
					p->i++;
				else if (p->i < close) {
					free(args);
					p->end = save_end;
					return NULL;
				}
			}
			p->end = save_end;
			p->i = close + 1;
			call->a = e;
			call->nr_args = (uint32_t)nr;
			call->args = arena_alloc(p->arena, (nr + 1) * sizeof(*call->args));
			if (nr)
				memcpy(call->args, args, nr * sizeof(*args));
			free(args);
			e = call;
		} else if (tok_is(t, '[')) {
			uint32_t close = t->match, save_end = p->end;
			struct expr *idx;

			if (close >= p->end)
				return NULL;
			p->end = close;
			p->i++;
			idx = parse_expr(p, 0);
			p->end = save_end;
			if (!idx || p->i != close)
				return NULL;
			p->i = close + 1;
			{
				struct expr *ix = node(p, E_INDEX, e->first, close);

				ix->a = e;
				ix->b = idx;
				e = ix;
			}
		} else if ((tok_is(t, '.') || tok_is(t, P_ARROW)) && p->i + 1 < p->end &&
			   p->t[p->i + 1].kind == TK_IDENT) {
			struct expr *m = node(p, E_MEMBER, e->first, p->i + 1);

			m->op = t->kw;
			m->a = e;
			m->b = node(p, E_NAME, p->i + 1, p->i + 1);
			p->i += 2;
			e = m;
		} else if (tok_is(t, P_INC) || tok_is(t, P_DEC)) {
			struct expr *u = node(p, E_UNARY, e->first, p->i);

			u->op = t->kw;
			u->a = e;
			p->i++;
			e = u;
		} else {
			break;
		}
	}
	return e;
}

static struct expr *parse_unary(struct eparser *p);

/* e's operand is the unary expression that follows */
static struct expr *with_operand(struct eparser *p, struct expr *e)
{
	e->a = parse_unary(p);
	if (!e->a)
		return NULL;
	e->last = e->a->last;
	return e;
}

/*
 * sizeof(typeof(x)) is sizeof(x): 'sizeof(typeof(*p))' is read as 'sizeof(*p)'
 * and 'sizeof(typeof(v))' as 'sizeof(v)', so that their size is seen; typeof of
 * a type name stays a type. p->i is at the '(' after sizeof.
 */
static struct expr *sizeof_typeof(struct eparser *p, uint32_t first)
{
	uint32_t open = p->i, close, inner;
	struct eparser sub;
	struct expr *e, *x;

	if (!at(p, '(') || (close = p->t[open].match) >= p->end || open + 1 >= close ||
	    (p->t[open + 1].kw != KW_TYPEOF && p->t[open + 1].kw != KW_TYPEOF2) ||
	    !tok_is(&p->t[open + 2], '(') || (inner = p->t[open + 2].match) + 1 != close ||
	    inner <= open + 3 || type_follows(p, open + 3))
		return NULL;
	if (inner == open + 4 && p->t[open + 3].kind == TK_IDENT) {
		e = node(p, E_SIZEOF_TYPE, first, close);	/* a typedef name or a variable, decided later */
		e->tfirst = open + 3;
		e->tend = inner;
		p->i = close + 1;
		return e;
	}
	sub = *p;
	sub.i = open + 3;
	sub.end = inner;
	if (!(x = parse_assign(&sub)) || sub.i != inner)
		return NULL;
	e = node(p, E_SIZEOF_EXPR, first, close);
	e->a = x;
	p->i = close + 1;
	return e;
}

static struct expr *parse_unary_inner(struct eparser *p)
{
	const struct token *t;
	uint32_t first = p->i;

	if (p->i >= p->end)
		return NULL;
	t = &p->t[p->i];
	if (t->kind == TK_IDENT && t->kw == KW_SIZEOF) {
		struct expr *e;

		p->i++;
		if ((e = sizeof_typeof(p, first)))
			return e;
		if (at(p, '(') && type_follows(p, p->i + 1)) {
			uint32_t close = p->t[p->i].match;

			if (close >= p->end)
				return NULL;
			e = node(p, E_SIZEOF_TYPE, first, close);
			e->tfirst = p->i + 1;
			e->tend = close;
			p->i = close + 1;
			return e;
		}
		/* sizeof(name) is a type or a variable: kept as a type to decide later */
		if (at(p, '(') && p->t[p->i].match == p->i + 2 && p->t[p->i + 1].kind == TK_IDENT) {
			e = node(p, E_SIZEOF_TYPE, first, p->i + 2);
			e->tfirst = p->i + 1;
			e->tend = p->i + 2;
			p->i += 3;
			return e;
		}
		return with_operand(p, node(p, E_SIZEOF_EXPR, first, first));
	}
	if (t->kind == TK_PUNCT && (t->kw == '-' || t->kw == '+' || t->kw == '!' || t->kw == '~' ||
				    t->kw == '*' || t->kw == '&' || t->kw == P_INC || t->kw == P_DEC)) {
		struct expr *e = node(p, E_UNARY, first, first);

		e->op = t->kw;
		p->i++;
		return with_operand(p, e);
	}
	if (tok_is(t, '(') && type_follows(p, p->i + 1)) {
		uint32_t close = t->match;
		struct expr *e;

		if (close >= p->end)
			return NULL;
		e = node(p, E_CAST, first, close);
		e->tfirst = p->i + 1;
		e->tend = close;
		p->i = close + 1;
		if (at(p, '{'))		/* compound literal */
			return NULL;
		return with_operand(p, e);
	}
	return parse_postfix(p, parse_primary(p));
}

static struct expr *parse_unary(struct eparser *p)
{
	struct expr *e;

	/* bounded: hostile input nests parentheses and unary operators */
	if (++p->depth > MAX_EXPR_DEPTH) {
		p->depth--;
		return NULL;
	}
	e = parse_unary_inner(p);
	p->depth--;
	return e;
}

static struct expr *parse_expr(struct eparser *p, int min_prec)
{
	struct expr *lhs = parse_unary(p);

	while (lhs) {
		int pr = prec(p);
		struct expr *rhs, *b;
		uint16_t op;

		if (!pr || pr < min_prec)
			break;
		op = p->t[p->i].kw;
		p->i++;
		rhs = parse_expr(p, pr + 1);
		if (!rhs)
			return NULL;
		b = node(p, E_BINARY, lhs->first, rhs->last);
		b->op = op;
		b->a = lhs;
		b->b = rhs;
		lhs = b;
	}
	if (lhs && min_prec == 0 && at(p, '?')) {
		struct expr *c = node(p, E_COND, lhs->first, lhs->last);

		p->i++;
		c->a = lhs;
		c->b = parse_assign(p);
		if (!c->b || !at(p, ':'))
			return NULL;
		p->i++;
		c->c = parse_assign(p);
		if (!c->c)
			return NULL;
		c->last = c->c->last;
		lhs = c;
	}
	return lhs;
}

static struct expr *parse_assign(struct eparser *p)
{
	struct expr *lhs = parse_expr(p, 0);

	if (lhs && (at(p, '=') || at(p, P_ASSIGN_OP))) {
		struct expr *b = node(p, E_BINARY, lhs->first, lhs->last);

		b->op = p->t[p->i].kw;
		p->i++;
		b->a = lhs;
		b->b = parse_assign(p);
		if (!b->b)
			return NULL;
		b->last = b->b->last;
		return b;
	}
	return lhs;
}

struct expr *expr_parse(const struct source *src, uint32_t first, uint32_t end, struct arena *arena)
{
	struct eparser p = { .src = src, .t = src->tok, .i = first, .end = end, .arena = arena };
	struct expr *e;

	if (first >= end)
		return NULL;
	e = parse_assign(&p);
	return e && p.i == end ? e : NULL;
}

const struct expr *expr_strip(const struct expr *e)
{
	while (e && e->kind == E_PAREN)
		e = e->a;
	return e;
}

int expr_is_name(const struct source *src, const struct expr *e, const char *name)
{
	const struct token *t;

	e = expr_strip(e);
	if (!e || e->kind != E_NAME)
		return 0;
	t = &src->tok[e->first];
	return t->len == strlen(name) && !memcmp(src->buf + t->off, name, t->len);
}

int expr_is_int(const struct source *src, const struct expr *e, uint64_t v)
{
	uint64_t got;

	return expr_int_value(src, e, &got) == 0 && got == v;
}

int expr_int_value(const struct source *src, const struct expr *e, uint64_t *v)
{
	e = expr_strip(e);
	if (!e || e->kind != E_NUMBER)
		return -1;
	return tok_int_value(src, &src->tok[e->first], v);
}
