// SPDX-License-Identifier: GPL-2.0-only
/*
 * What a size expression counts, for the usage pass: sizeof() of a target's
 * struct or element, the forms that count the one element ('sizeof(*p) +
 * (n - 1) * sizeof(e)', struct_size(p, m, n - 1), ...), the '- 1's beside an
 * array, and constant byte counts (a copy's length, a layout's index).
 */
#include <stdlib.h>
#include <string.h>
#include "callees.h"
#include "expr.h"
#include "strbuf.h"
#include "vec.h"
#include "uses-internal.h"

/* Is e sizeof(struct S), sizeof(T) or sizeof(*p) / sizeof(p[0]) for a candidate? */
int size_of_struct(const struct ufile *u, const struct expr *e, struct size_ref *r)
{
	e = expr_strip(e);
	r->cand = -1;
	r->outer = 0;
	r->node = e;
	r->ptr_tok = NO_TOK;
	if (!e)
		return 0;
	if (e->kind == E_SIZEOF_TYPE) {
		int k = aff_of_type(u, e->tfirst, e->tend);

		if (k >= 0) {
			r->cand = (int)u->ix->aff[k].cand;
			r->outer = u->ix->aff[k].outer;
		} else if (e->tend == e->tfirst + 1 && (k = var_decl(u, e->tfirst)) >= 0 && !u->decls[k].pointer) {
			r->cand = (int)u->decls[k].cand;	/* sizeof(v): a name in parentheses may be an object */
			r->outer = u->decls[k].outer;
		}
		return r->cand >= 0;
	}
	if (e->kind == E_SIZEOF_EXPR) {
		const struct expr *x = expr_strip(e->a);

		if (x && x->kind == E_UNARY && x->op == '*' && expr_strip(x->a)->kind == E_NAME)
			r->ptr_tok = expr_strip(x->a)->first;
		else if (x && x->kind == E_INDEX && expr_strip(x->a)->kind == E_NAME && expr_is_int(u->src, x->b, 0))
			r->ptr_tok = expr_strip(x->a)->first;
		if (r->ptr_tok != NO_TOK) {
			int k = var_decl(u, r->ptr_tok);

			if (k >= 0) {
				r->cand = (int)u->decls[k].cand;
				r->outer = u->decls[k].outer;
			}
		} else if (x && ((x->kind == E_UNARY && x->op == '*') ||
				 (x->kind == E_INDEX && expr_is_int(u->src, x->b, 0))) && expr_strip(x->a)->kind == E_MEMBER) {
			/* sizeof(*x->p), sizeof(x->p[0]): the struct member p points to (drm->svm = kzalloc(sizeof(*drm->svm))) */
			int owned;

			r->cand = cand_of_member(u, expr_strip(x->a)->b->first, 1, NO_TOK, &owned);
		} else if (x && x->kind == E_MEMBER) {
			int outer = 0;	/* sizeof(d->hdr): a member of the struct's type */

			r->cand = member_of_target_type(u, x->b->first, 0, &outer);
			r->outer = outer;
		} else if (x && x->kind == E_NAME) {
			int k = var_decl(u, x->first);	/* sizeof(v) of an object of the struct */

			if (k >= 0 && !u->decls[k].pointer) {
				r->cand = (int)u->decls[k].cand;
				r->outer = u->decls[k].outer;
			}
		}
		return r->cand >= 0;
	}
	return 0;
}

/*
 * Is e the size of one element of candidate c: sizeof(E), sizeof(p->m[0]),
 * sizeof(*p->m), sizeof(p->m), or a constant ('4', 'sizeof(u16) * 2') that
 * equals the bytes of an element whose type's size is known (a u32: 4)?
 */
static int size_of_elem(const struct ufile *u, const struct expr *e, int c)
{
	const struct use_target *cd = &u->ix->us->t[c];
	struct strbuf sb = STRBUF_INIT;
	int ok = 0;

	e = expr_strip(e);
	if (!e)
		return 0;
	if (e->kind == E_SIZEOF_TYPE) {
		squeeze(u->src, e->tfirst, e->tend, &sb);
		ok = cd->elem_type && !strcmp(sb.buf, cd->elem_type);
		if (!ok && cd->elem_type) {	/* sizeof(__u32) of a '__le32 m[1]': scalars of one size */
			unsigned bytes = scalar_type_size(cd->elem_type, strlen(cd->elem_type));

			ok = bytes && scalar_type_size(sb.buf, sb.len) == bytes;
		}
	} else if (e->kind == E_SIZEOF_EXPR) {
		const struct expr *x = expr_strip(e->a);

		if (x && x->kind == E_INDEX && expr_is_int(u->src, x->b, 0))
			x = expr_strip(x->a);
		else if (x && x->kind == E_UNARY && x->op == '*')
			x = expr_strip(x->a);
		ok = x && x->kind == E_MEMBER && member_is(u, x->b->first, (uint32_t)c);
	}
	if (!ok && e->kind != E_SIZEOF_TYPE && e->kind != E_SIZEOF_EXPR && cd->elem_type) {
		unsigned bytes = scalar_type_size(cd->elem_type, strlen(cd->elem_type));

		ok = bytes && constant_bytes(u, e->first, e->last + 1) == bytes;
	}
	strbuf_release(&sb);
	return ok;
}

/* Has 'n * sizeof(e)' (tail) given its U_SIZE_COUNT already, paired with another sizeof() of a sum? */
static int tail_counted(const struct ufile *u, const struct expr *tail)
{
	for (size_t k = u->out->nr, n = 0; k-- > 0 && n < 8; n++)
		if (u->out->u[k].kind == U_SIZE_COUNT && u->out->u[k].off == u->src->tok[tail->first].off)
			return 1;
	return 0;
}

/*
 * Is e the element's size in a spelling that names it, not only its bytes:
 * sizeof(p->m[0]), sizeof(*p->m), or sizeof(struct e) of a struct or union
 * element ('n * sizeof(u32)' beside sizeof(struct s) may size anything).
 */
static int elem_named(const struct ufile *u, const struct expr *e, int c)
{
	const char *type = u->ix->us->t[c].elem_type;

	e = expr_strip(e);
	if (!e || !size_of_elem(u, e, c))
		return 0;
	return e->kind == E_SIZEOF_EXPR ||
	       (e->kind == E_SIZEOF_TYPE && type && (!strncmp(type, "struct ", 7) || !strncmp(type, "union ", 6)));
}

/*
 * Does e hold a sizeof() of a target struct anywhere? A count copied into
 * another struct's rewrite must not: that sizeof's own site would be lost in
 * the copy and its value change unseen. Nothing in such a size is rewritten
 * then (rewriting the inner one alone would let a second run take the outer
 * form: fix would not be idempotent).
 */
static int holds_target_size(const struct ufile *u, const struct expr *e)
{
	struct size_ref r;

	e = expr_strip(e);
	if (!e)
		return 0;
	if (size_of_struct(u, e, &r))
		return 1;
	if (e->kind == E_CALL) {
		for (uint32_t k = 0; k < e->nr_args; k++)
			if (holds_target_size(u, e->args[k]))
				return 1;
		return 0;
	}
	return holds_target_size(u, e->a) || holds_target_size(u, e->b) || holds_target_size(u, e->c);
}

/* (n - 1): returns n */
static const struct expr *minus_one(const struct ufile *u, const struct expr *e)
{
	e = expr_strip(e);
	if (e && e->kind == E_BINARY && e->op == '-' && expr_is_int(u->src, e->b, 1))
		return e->a;
	return NULL;
}

/* A pointer to candidate c named in [a, b], for struct_size()'s first argument. */
static uint32_t pointer_in(const struct ufile *u, int c, uint32_t a, uint32_t b)
{
	for (uint32_t k = a; k <= b; k++)
		if (u->src->tok[k].kind == TK_IDENT && !u->src->tok[k].kw && cand_of_var(u, k) == c)
			return k;
	return NO_TOK;
}



/* Column (tabs to 8) of byte off on its line. */
static uint32_t column_of(const struct source *src, uint32_t off)
{
	uint32_t s = off, col = 0;

	while (s > 0 && src->buf[s - 1] != '\n')
		s--;
	for (uint32_t k = s; k < off; k++)
		col = src->buf[k] == '\t' ? (col + 8) & ~7u : col + 1;
	return col;
}

/* Column (tabs to 8) of the first non-blank of the line holding byte off. */
static uint32_t indent_of(const struct source *src, uint32_t off)
{
	while (off > 0 && src->buf[off - 1] != '\n')
		off--;
	while (src->buf[off] == ' ' || src->buf[off] == '\t')
		off++;
	return column_of(src, off);
}

/* Bytes from off to the end of its line. */
static uint32_t rest_of_line(const struct source *src, uint32_t off)
{
	uint32_t n = 0;

	while (off + n < src->len && src->buf[off + n] && src->buf[off + n] != '\n')
		n++;
	return n;
}

static void set_form(const struct ufile *u, struct use *x, int form, uint32_t first, uint32_t last)
{
	x->form = (uint8_t)form;
	x->off = u->src->tok[first].off;
	x->end = u->src->tok[last].off + u->src->tok[last].len;
}

/*
 * A byte's '(n - 1) * sizeof(e)' is written 'n - 1': sizeof(struct s) + n - 1.
 * fix writes offsetof(struct s, m) + n for it, not struct_size(): the old
 * value when no padding follows the byte (an on-disk size must not grow by
 * the padding '[]' adds: 3 bytes of header stay 3, struct_size() says 4),
 * else the bytes the header and n elements need.
 */
static int elem_is_byte(const char *type)
{
	return type && scalar_type_size(type, strlen(type)) == 1 && strcmp(type, "bool");
}

/* Bytes the target's declaration gives its array (0 when the element's size is not known here). */
uint64_t use_target_bytes(const struct use_target *cd)
{
	return use_target_size(cd) * scalar_type_size(cd->elem_type, cd->elem_type ? strlen(cd->elem_type) : 0);
}

/* Records s (e, in its parentheses if any) as the size of r's struct with count elements, in form. */
static struct use *add_header_tail(struct ufile *u, const struct expr *e, const struct expr *s, const struct size_ref *r,
				   const struct expr *count, int form, uint8_t *used, uint32_t base)
{
	uint32_t ptr = r->ptr_tok != NO_TOK ? r->ptr_tok : pointer_in(u, r->cand, count->first, count->last);
	struct strbuf w = STRBUF_INIT;
	struct use *x;
	char *what = span_text(u->src, s->first, s->last);
	uint64_t one;

	strbuf_add_squeezed(&w, what, strlen(what));
	free(what);
	x = add_use(u, (uint32_t)r->cand, U_SIZE_REWRITE, s->first, w.buf);
	strbuf_reset(&w);
	if (ptr == NO_TOK)
		ptr = pointer_in(u, r->cand, base, s->last);
	/* else the pointer to the struct the function declares last before here */
	for (size_t d = u->nr_decls; ptr == NO_TOK && d-- > 0;)
		if (u->decls[d].cand == (uint32_t)r->cand && !u->decls[d].outer && u->decls[d].name_tok < s->first)
			ptr = u->decls[d].name_tok;
	/* struct_size() may take the parentheses around the sum it replaces; the byte
	 * form 'offsetof() + n' is a sum itself and leaves them where they are */
	if (form == SF_HEADER_BYTES || e->kind != E_PAREN || e == s)
		set_form(u, x, form, s->first, s->last);
	else
		set_form(u, x, form, e->first, e->last);
	x->count = span_keep(u, count->first, count->last);
	if (u->define && strchr(x->count, '\n')) {
		/* a #define's count over several lines: on one (its '\'s are not in the body's text) */
		strbuf_add_squeezed(&w, x->count, strlen(x->count));
		x->count = arena_strndup(u->strings, w.buf, w.len);
	}
	if (u->define && form == SF_HEADER_TAIL && tok_is(&u->src->tok[count->last + 1], '-') &&
	    u->src->tok[count->last + 2].kind == TK_NUMBER && tok_int_value(u->src, &u->src->tok[count->last + 2], &one) == 0 &&
	    one == 1) {
		/* in a #define only its '- 1' goes: the macro keeps its lines and their '\'s;
		 * '((n) - 1)' becomes '(n)', not '((n))'; '(n - 1)' becomes '(n)' (n may be a
		 * parameter, 'a + b' at a call) */
		const struct token *t = u->src->tok;
		uint32_t open = count->first - 1, close = count->last + 3;

		x->form = SF_STRUCT_SIZE_MINUS_ONE;
		x->off = t[count->last].off + t[count->last].len;
		x->end = t[count->last + 2].off + t[count->last + 2].len;
		x->count = "";
		if (count->first > 0 && tok_is(&t[open], '(') && t[open].match == close &&
		    tok_is(&t[count->first], '(') && t[count->first].match == count->last &&
		    !strchr(span_keep(u, count->first, count->last), '\n')) {
			x->off = t[open].off;
			x->end = t[close].off + t[close].len;
			x->count = span_keep(u, count->first, count->last);
		}
	}
	if (ptr != NO_TOK)
		x->ptr = span_keep(u, ptr, ptr);
	x->col0 = column_of(u->src, u->src->tok[s->first].off);
	x->eol_rest = rest_of_line(u->src, u->src->tok[s->last].off + u->src->tok[s->last].len);
	x->indent0 = indent_of(u->src, u->src->tok[s->first].off);
	for (uint32_t k = s->first; k <= s->last; k++)
		used[k - base] = 1;
	strbuf_release(&w);
	return x;
}

/* Records [first, last] as cand's header without its element, offsetof(struct s, m); the note's text is e's. */
static struct use *add_header_minus_elem(struct ufile *u, int cand, const struct expr *e, uint32_t first, uint32_t last,
					 uint8_t *used, uint32_t base)
{
	char *what = span_text(u->src, e->first, e->last);
	struct strbuf w = STRBUF_INIT;
	struct use *x;

	strbuf_add_squeezed(&w, what, strlen(what));
	free(what);
	x = add_use(u, (uint32_t)cand, U_SIZE_REWRITE, first, w.buf);
	strbuf_release(&w);
	set_form(u, x, SF_HEADER_MINUS_ELEM, first, last);
	for (uint32_t k = first; k <= last; k++)
		used[k - base] = 1;
	return x;
}

/* Is e divided, masked or shifted right after it: '(x + B - 1) / B', '(x + B - 1) & ~(B - 1)'? */
static int rounded(const struct ufile *u, const struct expr *e)
{
	const struct token *t = &u->src->tok[e->last + 1];

	return tok_is(t, '/') || tok_is(t, '&') || tok_is(t, '%') || tok_is(t, P_SHR);
}

/*
 * Looks for the fake-flex size forms in e and below; marks sizeof nodes it
 * consumed in 'used' (token index of the sizeof keyword).
 */
void match_sizes(struct ufile *u, const struct expr *e, uint8_t *used, uint32_t base)
{
	const struct expr *s = expr_strip(e);
	struct size_ref r;

	if (!s)
		return;
	/* n + sizeof(struct s) - 1, sizeof(struct s) + n - 1, sizeof(struct s) - 1 + n: a byte array's
	 * count; not a rounding, '(sizeof(struct s) + B - 1) / B', whose '- 1' is the rounding's */
	if (s->kind == E_BINARY && (s->op == '-' || s->op == '+') && !rounded(u, e)) {
		const struct expr *sum = s->op == '-' ? minus_one(u, s) : s;

		sum = sum ? expr_strip(sum) : NULL;
		if (sum && sum->kind == E_BINARY && sum->op == '+')
			for (int swap = 0; swap < 2; swap++) {
				const struct expr *sz = expr_strip(swap ? sum->b : sum->a);
				const struct expr *count = expr_strip(swap ? sum->a : sum->b);
				const struct expr *written = swap ? sum->a : sum->b;	/* its parentheses kept */

				if (s->op == '+')
					sz = minus_one(u, sz);	/* sizeof(struct s) - 1 + n */
				if (sz && size_of_struct(u, sz, &r) && !r.outer &&
				    u->ix->us->t[r.cand].kind == K_ONE_ELEMENT && elem_is_byte(u->ix->us->t[r.cand].elem_type) &&
				    !used[s->first - base]) {
					if (holds_target_size(u, count))
						return;	/* nothing in s rewritten: each sizeof() in it is seen as it is */
					add_header_tail(u, e, s, &r, written, SF_HEADER_BYTES, used, base)->count_first =
						count->first < sz->first;
					return;
				}
			}
	}
	/* a + b + c + d: a size and its tail may be any two neighbouring terms */
	if (s->kind == E_BINARY && s->op == '+' && expr_strip(s->a)->kind == E_BINARY && expr_strip(s->a)->op == '+') {
		const struct expr *terms[16];
		int n = 0;
		const struct expr *x = s;

		while (n < 15 && x->kind == E_BINARY && x->op == '+') {
			terms[n++] = expr_strip(x->b);
			x = expr_strip(x->a);
		}
		terms[n++] = x;
		/* terms are last to first; try each neighbouring pair as its own sum */
		for (int k = n - 1; k > 0; k--) {
			struct expr pair = *s;

			pair.a = (struct expr *)terms[k];
			pair.b = (struct expr *)terms[k - 1];
			pair.first = terms[k]->first;
			pair.last = terms[k - 1]->last;
			if (used[terms[k]->first - base] || used[terms[k - 1]->first - base])
				continue;
			match_sizes(u, &pair, used, base);
		}
		for (int k = 0; k < n; k++)
			if (!used[terms[k]->first - base])
				match_sizes(u, terms[k], used, base);
		return;
	}
	if (s->kind == E_BINARY && s->op == '+') {
		const struct expr *l = expr_strip(s->a), *rr = expr_strip(s->b);

		for (int swap = 0; swap < 2; swap++) {
			const struct expr *sz = swap ? rr : l, *tail = swap ? l : rr;
			const struct expr *count = NULL;

			if (sz->kind == E_BINARY && sz->op == '-' && size_of_struct(u, sz->a, &r) &&
			    size_of_elem(u, sz->b, r.cand) && tail->kind == E_BINARY && tail->op == '*') {
				/* sizeof(struct s) - sizeof(e) + n * sizeof(e) */
				if (size_of_elem(u, tail->b, r.cand))
					count = tail->a;
				else if (size_of_elem(u, tail->a, r.cand))
					count = tail->b;
			} else if (size_of_struct(u, sz, &r) && tail->kind == E_BINARY && tail->op == '*') {
				/* sizeof(struct s) + (n - 1) * sizeof(e), any order */
				const struct expr *n = size_of_elem(u, tail->b, r.cand) ? tail->a :
						       size_of_elem(u, tail->a, r.cand) ? tail->b : NULL;

				count = n ? minus_one(u, n) : NULL;
				if (n && !count && !r.outer && u->ix->us->t[r.cand].kind == K_ONE_ELEMENT &&
				    !expr_is_int(u->src, n, 0) && elem_named(u, n == tail->a ? tail->b : tail->a, r.cand) &&
				    !tail_counted(u, tail)) {
					/* room for n elements more than the declared one: the size keeps its value */
					struct strbuf w = STRBUF_INIT;
					char *what = span_text(u->src, s->first, s->last);
					struct use *x;

					strbuf_add_squeezed(&w, what, strlen(what));
					x = add_use(u, (uint32_t)r.cand, U_SIZE_COUNT, s->first, w.buf);
					x->off = u->src->tok[tail->first].off;	/* the count's term: one use of it */
					free(what);
					strbuf_release(&w);
				}
			}
			if (count && !r.outer && u->ix->us->t[r.cand].kind == K_ONE_ELEMENT) {
				if (holds_target_size(u, count))
					return;
				add_header_tail(u, e, s, &r, count, SF_HEADER_TAIL, used, base);
				return;
			}
		}
	}
	if (s->kind == E_CALL && s->nr_args == 3 && (expr_is_name(u->src, s->a, "struct_size") ||
						      expr_is_name(u->src, s->a, "struct_size_t"))) {
		const struct expr *n = minus_one(u, s->args[2]);

		if (n && holds_target_size(u, n))
			return;	/* nothing in it rewritten: each sizeof() in it is seen as it is */
		/* the struct it names: struct_size_t(struct s, ...), struct_size(p, ...) of a known p;
		 * only when it cannot be told, any visible [1] member of that name (a guess) */
		int named = expr_is_name(u->src, s->a, "struct_size_t") ?
			    cand_of_type(u, s->args[0]->first, s->args[0]->last + 1) :
			    s->args[0]->first == s->args[0]->last && u->src->tok[s->args[0]->first].kind == TK_IDENT ?
			    cand_of_var(u, s->args[0]->first) : -1;
		/* a p declared as another struct (not a target, or no longer one after a
		 * conversion) is known too: no guess, or a second fix run would convert more */
		int known_type = named >= 0 ||
				 (expr_is_name(u->src, s->a, "struct_size_t") ?
				  u->src->tok[s->args[0]->first].kw == KW_STRUCT || u->src->tok[s->args[0]->first].kw == KW_UNION :
				  s->args[0]->first == s->args[0]->last && var_decl(u, s->args[0]->first) >= 0);

		for (size_t c = 0; n && c < u->ix->us->nr_t; c++) {
			struct use *x;
			char *what;
			struct strbuf w = STRBUF_INIT;

			if (!sees(u, c) || u->ix->us->t[c].kind != K_ONE_ELEMENT ||
			    !expr_is_name(u->src, s->args[1], u->ix->us->t[c].member) ||
			    (known_type && (int)c != named && !(named >= 0 && in_ring(u->ix, (uint32_t)named, (uint32_t)c))) ||
			    (!known_type && !names_record(u, (uint32_t)c)))
				continue;	/* a struct named is that struct (or, defined twice, one of its definitions) */
			what = span_text(u->src, s->first, s->last);
			strbuf_add_squeezed(&w, what, strlen(what));
			free(what);
			x = add_use(u, (uint32_t)c, U_SIZE_REWRITE, s->first, w.buf);
			strbuf_release(&w);
			set_form(u, x, SF_STRUCT_SIZE_MINUS_ONE, s->args[2]->first, s->args[2]->last);
			x->count = span_keep(u, n->first, n->last);
			for (uint32_t k = s->first; k <= s->last; k++)
				used[k - base] = 1;
			break;
		}
	}
	if (s->kind == E_BINARY && s->op == '-' && expr_strip(s->a)->kind == E_BINARY && expr_strip(s->a)->op == '+') {
		/* sizeof(struct s) + n * sizeof(e) - sizeof(e), either term first: the header and n elements */
		const struct expr *sum = expr_strip(s->a);

		for (int swap = 0; swap < 2; swap++) {
			const struct expr *sz = expr_strip(swap ? sum->b : sum->a), *tail = expr_strip(swap ? sum->a : sum->b);
			const struct expr *count = NULL;

			if (!size_of_struct(u, sz, &r) || r.outer || u->ix->us->t[r.cand].kind != K_ONE_ELEMENT ||
			    tail->kind != E_BINARY || tail->op != '*' || !size_of_elem(u, s->b, r.cand))
				continue;
			count = size_of_elem(u, tail->b, r.cand) ? tail->a : size_of_elem(u, tail->a, r.cand) ? tail->b : NULL;
			if (!count || holds_target_size(u, count))
				continue;
			add_header_tail(u, e, s, &r, count, SF_HEADER_TAIL, used, base);
			return;
		}
	}
	if (s->kind == E_BINARY && s->op == '-' && size_of_struct(u, s->a, &r) && !r.outer &&
	    size_of_elem(u, s->b, r.cand) && u->ix->us->t[r.cand].kind == K_ONE_ELEMENT) {
		/* sizeof(struct s) - sizeof(e): the header without the element */
		add_header_minus_elem(u, r.cand, s, s->first, s->last, used, base);
		return;
	}
	if (s->kind == E_BINARY && s->op == '+' && expr_strip(s->a)->kind == E_BINARY && expr_strip(s->a)->op == '-') {
		/* X - sizeof(struct s) + sizeof(e): X less the header, 'sizeof(struct s) + sizeof(e)'
		 * becomes offsetof(struct s, m) (as 'sizeof(struct s) - sizeof(e)' does) */
		const struct expr *l = expr_strip(s->a), *hdr = expr_strip(l->b);

		if (size_of_struct(u, hdr, &r) && !r.outer && size_of_elem(u, s->b, r.cand) &&
		    u->ix->us->t[r.cand].kind == K_ONE_ELEMENT && !used[hdr->first - base]) {
			struct use *x = add_header_minus_elem(u, r.cand, s, hdr->first, s->b->last, used, base);
			char *what = span_text(u->src, l->a->first, l->a->last);
			struct strbuf w = STRBUF_INIT;

			/* the note shows the whole: 'X - sizeof(struct s) + sizeof(e)' -> 'X - offsetof(...)' */
			strbuf_add_squeezed(&w, what, strlen(what));
			strbuf_addstr(&w, " - ");
			free(what);
			x->count = arena_strndup(u->strings, w.buf, w.len);
			strbuf_release(&w);
			match_sizes(u, l->a, used, base);
			return;
		}
	}
	switch (s->kind) {
	case E_BINARY: case E_COND: case E_UNARY: case E_CAST: case E_INDEX: case E_MEMBER: case E_SIZEOF_EXPR:
		if (s->a)
			match_sizes(u, s->a, used, base);
		if (s->b)
			match_sizes(u, s->b, used, base);
		if (s->c)
			match_sizes(u, s->c, used, base);
		break;
	case E_CALL:
		for (uint32_t k = 0; k < s->nr_args; k++)
			match_sizes(u, s->args[k], used, base);
		break;
	}
}

/* The innermost call whose argument list holds token t, and the argument's index. */
const struct expr *enclosing_call(const struct expr *e, uint32_t t, uint32_t *arg)
{
	const struct expr *best = NULL;

	e = expr_strip(e);
	if (!e || t < e->first || t > e->last)
		return NULL;
	if (e->kind == E_CALL) {
		for (uint32_t k = 0; k < e->nr_args; k++)
			if (t >= e->args[k]->first && t <= e->args[k]->last) {
				const struct expr *in = enclosing_call(e->args[k], t, arg);

				if (in)
					return in;
				*arg = k;
				return e;
			}
	}
	{
		const struct expr *kids[3] = { e->a, e->b, e->c };

		for (int k = 0; k < 3 && !best; k++)
			if (kids[k])
				best = enclosing_call(kids[k], t, arg);
	}
	return best;
}

/* One statement (or declaration with initializer) [a, b) of a function body. */
/* The candidate whose member 'X->m' / 'X.m' the statement [a, b) uses, resolved (no guess); -1 if none. */
static int member_in(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a + 1; k + 1 < b; k++) {
		int c;

		if (!(tok_is(&t[k], P_ARROW) || tok_is(&t[k], '.')) || t[k + 1].kind != TK_IDENT)
			continue;
		c = cand_of_base(u, k);
		if (c >= 0 && u->ix->us->t[c].kind == K_ONE_ELEMENT && member_is(u, k + 1, (uint32_t)c))
			return c;
	}
	return -1;
}

/*
 * A '- 1' in a copy's arguments or a loop's header, in a statement that uses
 * a one-element array, and that no size rewrite consumed: a count of the elements after the first (seed 004's
 * memcpy(&rio2->sge[1], &sge[1], (nseg_new-1)*...)), or an adjustment that
 * only the one element explained. Which of the two cannot be told from the
 * text: left as written and listed for the reviewer.
 */
static int minus_one_counts(const struct ufile *u, uint32_t a, uint32_t k)
{
	static const char *const copiers[] = { "memcpy", "memmove", "memset", "memcmp", "copy_from_user",
					       "copy_to_user", "kmemdup", "memcpy_fromio", "memcpy_toio" };
	const struct token *t = u->src->tok;

	/* enclosing brackets, innermost first: an index ([n - 1]) is not a count */
	for (uint32_t j = k; j-- > a;) {
		if (!(tok_is(&t[j], '(') || tok_is(&t[j], '[')) || t[j].match < k)
			continue;
		if (tok_is(&t[j], '['))
			return 0;
		if (j > 0 && (t[j - 1].kw == KW_FOR || t[j - 1].kw == KW_WHILE))
			return 1;
		for (size_t n = 0; j > 0 && n < ARRAY_SIZE(copiers); n++)
			if (tok_eq(u->src, j - 1, copiers[n]))
				return 1;
	}
	return 0;
}

void note_minus_one(struct ufile *u, uint32_t a, uint32_t b, const uint8_t *used)
{
	const struct token *t = u->src->tok;
	int c = -1;

	for (uint32_t k = a; k + 1 < b; k++) {
		char *what;
		struct strbuf w = STRBUF_INIT;

		if (!tok_is(&t[k], '-') || t[k + 1].kind != TK_NUMBER || !tok_eq(u->src, k + 1, "1") ||
		    (used && used[k - a]) || !minus_one_counts(u, a, k))
			continue;
		if (c < 0 && (c = member_in(u, a, b)) < 0)
			return;
		what = span_text(u->src, a, b - 1);
		strbuf_add_squeezed(&w, what, strlen(what));
		add_use(u, (uint32_t)c, U_MINUS_ONE_KEPT, k, w.buf);
		strbuf_release(&w);
		free(what);
		return;	/* one note per statement */
	}
}

/* Does [a, b) hold a sizeof() or struct_size(): a size the statement may compute? */
int names_a_size(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a; k < b; k++)
		if (t[k].kw == KW_SIZEOF || (t[k].kind == TK_IDENT && !t[k].kw &&
					      (builtin_at(u, k, BN_STRUCT_SIZE) || builtin_at(u, k, BN_STRUCT_SIZE_T))))
			return 1;
	return 0;
}

/*
 * Is [a, b) an index computed from a layout: operators, literals and
 * UPPER_CASE names around at least one offsetof(...) or sizeof(...)
 * ('dw[offsetof(struct amap_eq_entry, valid) / 32]', a place in a fixed
 * register layout, not a count)?
 */
int layout_index(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	int layout = 0;

	for (uint32_t k = a; k < b; k++) {
		int off = t[k].kind == TK_IDENT &&
			  ((t[k].len == 8 && !memcmp(u->src->buf + t[k].off, "offsetof", 8)) ||
			   (t[k].len == 18 && !memcmp(u->src->buf + t[k].off, "__builtin_offsetof", 18)));

		if ((t[k].kw == KW_SIZEOF || off) && k + 1 < b && tok_is(&t[k + 1], '(') && t[k + 1].match < b) {
			k = t[k + 1].match;
			layout = 1;
		} else if (t[k].kind == TK_IDENT ? !tok_upper_case(u->src, k) || t[k].kw :
			   t[k].kind != TK_NUMBER && (t[k].kind != TK_PUNCT || tok_is(&t[k], '=') ||
						       tok_is(&t[k], P_ASSIGN_OP) || tok_is(&t[k], P_INC))) {
			return 0;
		}
	}
	return layout;
}

/*
 * The value of the length [a, b) when it is made of integer literals,
 * sizeof() of scalar types ('sizeof(u32)', 'sizeof(__le16[4])'), '+', '-',
 * '*' and parentheses; 0 when it is not (or not above 0).
 */
/* *term times v, 0 when it would pass 32 bits (no length written by hand does). */
static int times(uint64_t *term, uint64_t v)
{
	if (v > UINT32_MAX || (v && *term > UINT32_MAX / v))
		return 0;
	*term *= v;
	return 1;
}

static uint64_t constant_bytes_at(const struct ufile *u, uint32_t a, uint32_t b, int depth)
{
	const struct token *t = u->src->tok;
	uint64_t sum = 0, term = 1;
	int sign = 1, want_operand = 1;

	if (depth > 16)
		return 0;	/* parentheses that deep: not a length written by hand */

	for (uint32_t k = a; k < b; k++) {
		uint64_t v;

		if (want_operand && t[k].kw == KW_SIZEOF && k + 1 < b && tok_is(&t[k + 1], '(') && t[k + 1].match < b) {
			uint32_t close = t[k + 1].match, f = k + 2, l = close;
			const char *s;

			if (l > f + 2 && tok_is(&t[l - 1], ']') && t[l - 2].kind == TK_NUMBER && tok_is(&t[l - 3], '[')) {
				if (tok_int_value(u->src, &t[l - 2], &v) < 0 || !times(&term, v))
					return 0;	/* sizeof(T[N]) */
				l -= 3;
			}
			while (f < l && (t[f].kw == KW_CONST || t[f].kw == KW_VOLATILE))
				f++;
			if (f >= l)
				return 0;
			s = u->src->buf + t[f].off;
			if (!(v = scalar_type_size(s, t[l - 1].off + t[l - 1].len - t[f].off)) ||
			    memchr(s, '\n', t[l - 1].off + t[l - 1].len - t[f].off) || !times(&term, v))
				return 0;
			k = close;
			want_operand = 0;
		} else if (want_operand && t[k].kind == TK_NUMBER) {
			if (tok_int_value(u->src, &t[k], &v) < 0 || !times(&term, v))
				return 0;
			want_operand = 0;
		} else if (want_operand && tok_is(&t[k], '(') && t[k].match < b) {
			if (!(v = constant_bytes_at(u, k + 1, t[k].match, depth + 1)) || !times(&term, v))
				return 0;
			k = t[k].match;
			want_operand = 0;
		} else if (!want_operand && tok_is(&t[k], '*')) {
			want_operand = 1;
		} else if (!want_operand && (tok_is(&t[k], '+') || tok_is(&t[k], '-'))) {
			sum = sign > 0 ? sum + term : sum - term;
			sign = tok_is(&t[k], '+') ? 1 : -1;
			term = 1;
			want_operand = 1;
		} else {
			return 0;
		}
		if (sum > UINT32_MAX)
			return 0;
	}
	if (want_operand)
		return 0;
	sum = sign > 0 ? sum + term : sum - term;
	return sum <= UINT32_MAX ? sum : 0;
}

/* The bytes type key's definitions hold at least (the least of them), 0 unknown. */
static uint64_t type_min_bytes(const struct uses_index *ix, const char *key, size_t len)
{
	const struct strmap_entry *e = strmap_findn(&ix->min_bytes, key, len);

	return e ? (uintptr_t)e->value - 1 : 0;
}

/*
 * A copy's length [la, b) that is one sizeof() whose value is not a literal
 * sum: at least how many bytes it is. sizeof(struct s) and sizeof(t) of a
 * typedef name, by the records' members (record_min_bytes()); sizeof(v) and
 * sizeof(*p) of a variable of a struct type, or of a scalar type declared
 * in the function ('u64 *base': sizeof(*base) is 8). 0 when not known.
 */
uint64_t least_bytes(const struct ufile *u, uint32_t a, uint32_t la, uint32_t b)
{
	const struct token *t = u->src->tok;
	uint32_t f = la + 2, l, deref;
	struct strbuf sb = STRBUF_INIT;
	uint64_t r = 0;

	if (t[la].kw != KW_SIZEOF || !tok_is(&t[la + 1], '(') || t[la + 1].match + 1 != b)
		return 0;
	l = t[la + 1].match;
	if (l == f + 2 && (t[f].kw == KW_STRUCT || t[f].kw == KW_UNION)) {
		strbuf_addf(&sb, "%s %.*s", t[f].kw == KW_STRUCT ? "struct" : "union", (int)t[f + 1].len,
			    u->src->buf + t[f + 1].off);
		r = type_min_bytes(u->ix, sb.buf, sb.len);
	} else if ((deref = tok_is(&t[f], '*')) + f + 1 == l && t[f + deref].kind == TK_IDENT) {
		uint32_t v = f + deref;
		int d = var_decl(u, v);

		char key[256];

		if (d >= 0 && u->decls[d].pointer == deref && decl_type_key(u, &u->decls[d], key, sizeof(key))) {
			r = type_min_bytes(u->ix, key, strlen(key));
		} else if (d < 0) {
			/* 'T *v' or 'T v' of a scalar T, declared before in the function or as its parameter */
			uint32_t lo = a > 1 && tok_is(&t[a], '{') && tok_is(&t[a - 1], ')') ? t[a - 1].match : a;

			for (uint32_t k = la; k-- > lo + 1 && !r;)
				if (t[k].len == t[v].len && !memcmp(u->src->buf + t[k].off, u->src->buf + t[v].off, t[v].len) &&
				    (deref ? tok_is(&t[k - 1], '*') && !tok_is(&t[k - 2], '*') : !tok_is(&t[k - 1], '*')) &&
				    (tok_is(&t[k + 1], ';') || tok_is(&t[k + 1], ',') || tok_is(&t[k + 1], ')') ||
				     tok_is(&t[k + 1], '='))) {
					uint32_t ty = k - 1 - deref;

					if (t[ty].kind == TK_IDENT)
						r = scalar_type_size(u->src->buf + t[ty].off, t[ty].len);
					break;
				}
		}
	} else if (l == f + 1 && t[f].kind == TK_IDENT) {
		strbuf_addf(&sb, "typedef %.*s", (int)t[f].len, u->src->buf + t[f].off);
		r = type_min_bytes(u->ix, sb.buf, sb.len);
	}
	strbuf_release(&sb);
	return r;
}

uint64_t constant_bytes(const struct ufile *u, uint32_t a, uint32_t b)
{
	return constant_bytes_at(u, a, b, 0);
}
