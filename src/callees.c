// SPDX-License-Identifier: GPL-2.0-only
/*
 * callees: pointer parameters a function body uses past their first element
 * (see callees.h).
 */
#include <stdlib.h>
#include <string.h>
#include "callees.h"
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"

static const struct copier copiers[] = {
	{ "memcpy", 3, 2 }, { "memmove", 3, 2 }, { "memcmp", 3, 2 }, { "memset", 1, 2 },
	{ "copy_to_user", 3, 2 }, { "copy_from_user", 3, 2 }, { "memcpy_toio", 3, 2 },
	{ "memcpy_fromio", 3, 2 }, { "kmemdup", 1, 1 }, { "skb_put_data", 2, 2 },
	{ "skb_copy_bits", 4, 3 }, { "strscpy", 3, 2 }, { "strncpy", 3, 2 }, { "strlcpy", 3, 2 },
	{ "strcpy", 3, -1 }, { "strcat", 3, -1 }, { "sprintf", 1, -1 },
	/* reads: a string or a run of bytes longer than the declared array */
	{ "strlen", 1, -1 }, { "strnlen", 1, 1 }, { "strcmp", 3, -1 }, { "strncmp", 3, 2 },
	{ "kstrdup", 1, -1 }, { "kstrndup", 1, 1 }, { "memchr", 1, 2 },
};

const struct copier *copier_find(const char *s, size_t n)
{
	for (size_t i = 0; i < ARRAY_SIZE(copiers); i++)
		if (copiers[i].name[0] == s[0] && !strncmp(copiers[i].name, s, n) && !copiers[i].name[n])
			return &copiers[i];
	return NULL;
}

int tok_upper_case(const struct source *src, uint32_t k)
{
	for (uint32_t c = 0; c < src->tok[k].len; c++)
		if (src->buf[src->tok[k].off + c] >= 'a' && src->buf[src->tok[k].off + c] <= 'z')
			return 0;
	return 1;
}

int tokens_constant(const struct source *src, uint32_t a, uint32_t b)
{
	const struct token *t = src->tok;

	for (uint32_t k = a; k < b; k++) {
		if (t[k].kw == KW_SIZEOF) {
			if (k + 1 < b && tok_is(&t[k + 1], '(') && t[k + 1].match < b)
				k = t[k + 1].match;
			continue;
		}
		if (t[k].kind == TK_IDENT) {
			if (!tok_upper_case(src, k))
				return 0;	/* a variable, a call: known at run time */
		} else if (t[k].kind != TK_NUMBER && t[k].kind != TK_PUNCT) {
			return 0;
		}
	}
	return a < b;
}

#define MAX_PARAMS 16

/* One function definition being read. */
struct fn {
	const struct source *src;
	const struct token *t;
	uint32_t body, end;		/* its body's '{' and '}' */
	uint32_t name[MAX_PARAMS];	/* each parameter's name token (0: none) */
	uint8_t pointer[MAX_PARAMS];	/* 'T *p', 'T p[]', 'T p[N]' */
	uint32_t nr;
	uint32_t lens;			/* bit n: a pointer's (or copy's) name is n bytes long (n < 32) */
	/* locals holding a pointer parameter ('const u8 *q = p;', 'q = p;'): its uses are the parameter's */
	uint32_t copy_tok[4];
	uint8_t copy_of[4];
	uint32_t nr_copies;
};

/* A pointer parameter handed whole to a function ('g(hw, p, len)'): if the
 * file defines g using that argument past its first element, so does f. */
struct forward {
	uint32_t fn;		/* the function handing it on (forwards.fn[fn]: its parameters, for the bounds) */
	uint32_t fname, open;	/* its name token; the call's '(' */
	uint8_t p, arg, done;
};

struct forwards {
	struct forward *w;
	size_t nr, alloc;
	struct fn *fn;
	size_t nr_fn, alloc_fn;
};

/* The parameters of the list (open, close); 1 when one is a pointer. */
static int read_params(struct fn *f, uint32_t open, uint32_t close)
{
	const struct token *t = f->t;
	int any = 0;

	f->nr = 0;
	f->lens = 0;
	for (uint32_t a = open + 1; a < close && f->nr < MAX_PARAMS;) {
		uint32_t e = a, last, x;
		int ptr = 0;

		while (e < close && !tok_is(&t[e], ','))
			e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match > e && t[e].match < close ?
			    t[e].match + 1 : e + 1;
		last = e - 1;
		if (e - a >= 3 && tok_is(&t[last], ']') && t[last].match < last && t[last].match > a) {
			last = t[last].match - 1;	/* 'u8 buf[]' is a pointer */
			ptr = 1;
		}
		f->name[f->nr] = 0;
		f->pointer[f->nr] = 0;
		if (last > a && t[last].kind == TK_IDENT && !t[last].kw) {
			for (x = last - 1; x > a && (t[x].kw == KW_CONST || t[x].kw == KW_VOLATILE); x--)
				;
			f->name[f->nr] = last;
			/* one level only: 'T **p' indexed is an array of pointers */
			f->pointer[f->nr] = (uint8_t)(ptr || (tok_is(&t[x], '*') && !tok_is(&t[x - 1], '*')));
			any |= f->pointer[f->nr];
			if (f->pointer[f->nr] && t[last].len < 32)
				f->lens |= 1u << t[last].len;
		}
		f->nr++;
		a = e + 1;
	}
	return any;
}

static int param_of(const struct fn *f, uint32_t k)
{
	const struct token *t = f->t;

	for (uint32_t i = 0; i < f->nr; i++)
		if (f->name[i] && t[f->name[i]].len == t[k].len &&
		    !memcmp(f->src->buf + t[f->name[i]].off, f->src->buf + t[k].off, t[k].len))
			return (int)i;
	for (uint32_t i = 0; i < f->nr_copies; i++)
		if (t[f->copy_tok[i]].len == t[k].len &&
		    !memcmp(f->src->buf + t[f->copy_tok[i]].off, f->src->buf + t[k].off, t[k].len))
			return f->copy_of[i];
	return -1;
}

/* A name at k, not a member's ('x->p', 'x.p'). */
static int plain_name(const struct token *t, uint32_t k)
{
	return t[k].kind == TK_IDENT && !t[k].kw && !tok_is(&t[k - 1], P_ARROW) && !tok_is(&t[k - 1], '.');
}

/* The parameters [a, b) names, but parameter self. */
static uint32_t params_in(const struct fn *f, uint32_t a, uint32_t b, int self)
{
	uint32_t m = 0;

	for (uint32_t k = a; k < b; k++) {
		int p;

		if (plain_name(f->t, k) && (p = param_of(f, k)) >= 0 && p != self)
			m |= 1u << p;
	}
	return m;
}

/* Does [a, b) read what parameter p points to ('*p', 'p[i]')? */
static int reads_param(const struct fn *f, uint32_t a, uint32_t b, int p)
{
	for (uint32_t k = a; k < b; k++)
		if (plain_name(f->t, k) && param_of(f, k) == p && ((k > a && tok_is(&f->t[k - 1], '*')) || tok_is(&f->t[k + 1], '[')))
			return 1;
	return 0;
}

/*
 * The parameters that bound the loop whose '(' is open: those its condition
 * names ('i < len', 'count--'), but in a test of the data p points to
 * ('*s != c' runs until the data says so, not up to c).
 */
static uint32_t loop_bounds(const struct fn *f, uint32_t open, int p)
{
	const struct token *t = f->t;
	uint32_t m = 0, close = t[open].match;

	for (uint32_t a = open + 1, b; a < close; a = b + 1) {
		for (b = a; b < close && !tok_is(&t[b], ';') && !tok_is(&t[b], ',') && !tok_is(&t[b], P_ANDAND) &&
		     !tok_is(&t[b], P_OROR); b++)
			;
		if (!reads_param(f, a, b, p))
			m |= params_in(f, a, b, p);
	}
	return m;
}

static int loop_keyword(const struct token *t, uint32_t open)
{
	return t[open - 1].kw == KW_FOR || t[open - 1].kw == KW_WHILE;
}

/* The '(' of the innermost loop whose body or condition holds token k, or 0. */
static uint32_t loop_of(const struct fn *f, uint32_t k)
{
	const struct token *t = f->t;
	int ended = 0;	/* a statement ends between here and k: a loop here does not hold it */

	for (uint32_t o = k; o-- > f->body + 1;) {
		if ((tok_is(&t[o], ')') || tok_is(&t[o], ']') || tok_is(&t[o], '}')) && t[o].match < o) {
			if (tok_is(&t[o], ')') && !ended && loop_keyword(t, t[o].match))
				return t[o].match;	/* 'for (...) s += p[i];' */
			ended |= tok_is(&t[o], '}');
			o = t[o].match;
		} else if (tok_is(&t[o], ';')) {
			ended = 1;
		} else if (tok_is(&t[o], '(') && t[o].match > k && loop_keyword(t, o)) {
			return o;	/* in the loop's own condition: 'while (*p++)' */
		} else if (tok_is(&t[o], '{') && t[o].match > k) {
			uint32_t close = t[o].match;

			if (tok_is(&t[o - 1], ')') && t[o - 1].match < o - 1 && loop_keyword(t, t[o - 1].match))
				return t[o - 1].match;
			if (t[o - 1].kw == KW_DO && t[close + 1].kw == KW_WHILE && tok_is(&t[close + 2], '('))
				return close + 2;
			ended = 0;	/* the block's statement: a loop around it holds it */
		}
	}
	return 0;
}

/* The end of the term that starts at a: up to a ',', ';', closing bracket, '?', ':' or '+'/'-'. */
static uint32_t term_end(const struct token *t, uint32_t a, uint32_t limit)
{
	uint32_t e = a;

	while (e < limit && !tok_is(&t[e], ',') && !tok_is(&t[e], ';') && !tok_is(&t[e], ')') && !tok_is(&t[e], ']') &&
	       !tok_is(&t[e], '}') && !tok_is(&t[e], '?') && !tok_is(&t[e], ':') && !tok_is(&t[e], '+') &&
	       !tok_is(&t[e], '-'))
		e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match > e && t[e].match < limit ? t[e].match + 1 : e + 1;
	return e;
}

uint32_t call_holding(const struct token *t, uint32_t k, uint32_t lo, uint32_t *arg)
{
	*arg = 0;
	for (uint32_t o = k; o > lo + 1;) {
		o--;
		if (tok_is(&t[o], ')') && t[o].match < o)
			o = t[o].match;
		else if (tok_is(&t[o], ','))
			(*arg)++;
		else if (tok_is(&t[o], '(') || tok_is(&t[o], ';') || tok_is(&t[o], '{') || tok_is(&t[o], '}'))
			return tok_is(&t[o], '(') ? o : 0;
	}
	return 0;
}

/* Top-level arguments of the call whose '(' is at open: arg[i] is the first
 * token of argument i, arg[n] the closing ')' + 1. Returns n (at most max). */
uint32_t call_args(const struct token *t, uint32_t open, uint32_t *arg, uint32_t max)
{
	uint32_t n = 0, close = t[open].match;

	arg[n++] = open + 1;
	for (uint32_t k = open + 1; k < close && n < max; k++) {
		if ((tok_is(&t[k], '(') || tok_is(&t[k], '[') || tok_is(&t[k], '{')) && t[k].match < close)
			k = t[k].match;
		else if (tok_is(&t[k], ','))
			arg[n++] = k + 1;
	}
	arg[n] = close + 1;
	return n;
}

int call_arg_span(const struct token *t, uint32_t open, uint32_t n, uint32_t *a, uint32_t *b)
{
	uint32_t arg[17];

	if (n >= 15 || n >= call_args(t, open, arg, 16))
		return 0;
	*a = arg[n];
	*b = arg[n + 1] - 1;
	return 1;
}

/*
 * Parameter k as an argument of a copy with a run-time length
 * ('memcpy(d, p, len)'): 1 with the call's span [*lo, *hi] and the length's
 * [*la, *lb) (empty: the string's own length).
 */
static int copied(const struct fn *f, uint32_t k, uint32_t *lo, uint32_t *hi, uint32_t *la, uint32_t *lb)
{
	const struct token *t = f->t;
	const struct copier *cp;
	uint32_t o, arg;

	if (!(o = call_holding(t, k, f->body, &arg)) || t[o].match <= k || t[o - 1].kind != TK_IDENT || arg > 7 ||
	    !(cp = copier_find(f->src->buf + t[o - 1].off, t[o - 1].len)) || !((cp->ptrs >> arg) & 1))
		return 0;
	*lo = o - 1;
	*hi = t[o].match;
	*la = *lb = 0;
	if (cp->len < 0)
		return 1;
	return call_arg_span(t, o, (uint32_t)cp->len, la, lb) && *la < *lb && !tokens_constant(f->src, *la, *lb);
}

/* The first name in [k, end) as long as a pointer parameter's (bit n of lens: n bytes): most are not. */
static uint32_t next_name(const struct token *t, uint32_t k, uint32_t end, uint32_t lens)
{
	for (; k < end; k++)
		if (t[k].kind == TK_IDENT && t[k].len < 32 && ((lens >> t[k].len) & 1))
			break;
	return k;
}

static int declared_static(const struct token *t, uint32_t name)
{
	for (uint32_t k = name, n = 0; k-- > 0 && n < 32; n++) {
		if (tok_is(&t[k], ';') || tok_is(&t[k], '}') || tok_is(&t[k], '{'))
			break;
		if (t[k].kw == KW_STATIC)
			return 1;
	}
	return 0;
}

/* Is the name at k an operand of sizeof or typeof ('sizeof(p->m[0])'), which reads nothing? */
static int size_operand(const struct token *t, uint32_t k)
{
	return t[k - 1].kw == KW_SIZEOF ||
	       (tok_is(&t[k - 1], '(') && (t[k - 2].kw == KW_SIZEOF || kw_is_typeof(t[k - 2].kw)));
}

/* The body's text of a use, [lo, hi], squeezed and cut to 60 bytes (long enough to find it). */
static const char *use_text(const struct source *src, uint32_t lo, uint32_t hi, struct arena *arena)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	strbuf_add_squeezed(&sb, src->buf + src->tok[lo].off, src->tok[hi].off + src->tok[hi].len - src->tok[lo].off);
	if (sb.len > 60) {
		sb.len = 57;
		strbuf_addstr(&sb, "...");
	}
	s = arena_strndup(arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

/*
 * 'p->m[...]' or 'p->m' handed to a copy at parameter p's name k: the
 * member's elements reached through the parameter. A PF_MEMBER entry for
 * (p, m) unless the function has one (entries from 'first' on are its).
 * Through members by value ('p->r.m[i]', a struct that ends with m's) it is
 * m's: an object of that struct handed here has its one element used.
 */
static void member_reached(struct fn *f, struct file_result *res, struct arena *arena, uint32_t fname, size_t first,
			   uint32_t k, int p)
{
	const struct source *src = f->src;
	const struct token *t = f->t;
	uint32_t hi, lo = k, o, arg, j = k + 2;
	const struct copier *cp;
	struct param_flex *pf;
	const struct token *m;

	while (t[j].kind == TK_IDENT && !t[j].kw && tok_is(&t[j + 1], '.'))
		j += 2;
	m = &t[j];
	if (m->kind != TK_IDENT || m->kw || size_operand(t, k))
		return;
	if (tok_is(&t[j + 1], '[') && t[j + 1].match > j + 1)
		hi = t[j + 1].match;
	else if ((tok_is(&t[k - 1], '(') || tok_is(&t[k - 1], ',')) && (tok_is(&t[j + 1], ',') || tok_is(&t[j + 1], ')')) &&
		 (o = call_holding(t, k, f->body, &arg)) && arg <= 7 && t[o - 1].kind == TK_IDENT &&
		 (cp = copier_find(src->buf + t[o - 1].off, t[o - 1].len)) && ((cp->ptrs >> arg) & 1))
		lo = o - 1, hi = t[o].match;
	else
		return;
	for (size_t i = first; i < res->nr_pflex; i++)
		if (res->pflex[i].kind == PF_MEMBER && res->pflex[i].arg == p && strlen(res->pflex[i].member) == m->len &&
		    !memcmp(res->pflex[i].member, src->buf + m->off, m->len))
			return;
	ALLOC_GROW(res->pflex, res->nr_pflex + 1, res->alloc_pflex);
	pf = &res->pflex[res->nr_pflex++];
	memset(pf, 0, sizeof(*pf));
	pf->func = first < res->nr_pflex - 1 ? res->pflex[first].func :
		   arena_strndup(arena, src->buf + t[fname].off, t[fname].len);
	pf->member = arena_strndup(arena, src->buf + m->off, m->len);
	pf->line = t[k].line;
	pf->arg = (uint8_t)p;
	pf->kind = PF_MEMBER;
	pf->is_static = (uint8_t)declared_static(t, fname);
	pf->what = use_text(src, lo, hi, arena);
}

/* The first use past the first element of each pointer parameter of f (whose name is token fname). */
static void read_body(struct fn *f, struct file_result *res, struct arena *arena, uint32_t fname,
		      struct forwards *fw)
{
	const struct source *src = f->src;
	const struct token *t = f->t;
	uint32_t assigned = 0, found = 0;
	size_t first = res->nr_pflex, kept = first, first_fw = fw->nr;

	for (uint32_t k = next_name(t, f->body + 1, f->end, f->lens); k < f->end; k = next_name(t, k + 1, f->end, f->lens)) {
		uint32_t lo = k, hi = k, ea = 0, eb = 0, loop;
		int p, kind = 0;
		struct param_flex *pf;

		if (tok_is(&t[k + 1], '(') || !plain_name(t, k) || (p = param_of(f, k)) < 0 || !f->pointer[p])
			continue;
		if (tok_is(&t[k + 1], P_ARROW)) {
			member_reached(f, res, arena, fname, first, k, p);
			continue;
		}
		if (tok_is(&t[k + 1], '=')) {
			assigned |= 1u << p;	/* something else from here: its uses are not the argument's */
			continue;
		}
		if (tok_is(&t[k - 1], '=') && plain_name(t, k - 2) && param_of(f, k - 2) < 0 && f->nr_copies < 4 &&
		    (tok_is(&t[k + 1], ';') || tok_is(&t[k + 1], ','))) {
			/* 'q = p;': q is p from here (assigned again, the parameter is dropped as above) */
			f->copy_tok[f->nr_copies] = k - 2;
			f->copy_of[f->nr_copies++] = (uint8_t)p;
			if (t[k - 2].len < 32)
				f->lens |= 1u << t[k - 2].len;
			continue;
		}
		if ((found >> p) & 1)
			continue;
		if (tok_is(&t[k + 1], '[') && t[k + 1].match > k + 1) {
			ea = k + 2;
			eb = hi = t[k + 1].match;
			kind = tokens_constant(src, ea, eb) ? 0 : PF_INDEX;
		} else if (tok_is(&t[k + 1], P_INC) || tok_is(&t[k + 1], P_DEC)) {
			hi = k + 1;
			kind = loop_of(f, k) ? PF_ARITH : 0;	/* '*p++ = v' once is no run of elements */
		} else if (tok_is(&t[k - 1], P_INC) || tok_is(&t[k - 1], P_DEC)) {
			lo = k - 1;
			kind = loop_of(f, k) ? PF_ARITH : 0;
		} else if (tok_is(&t[k + 1], '+') || (tok_is(&t[k + 1], P_ASSIGN_OP) && src->buf[t[k + 1].off] == '+')) {
			ea = k + 2;
			eb = term_end(t, ea, f->end);
			hi = eb - 1;
			kind = eb > ea && !tokens_constant(src, ea, eb) ? PF_ARITH : 0;
		} else if (tok_is(&t[k - 1], '+') && !tok_is(&t[k + 1], '[') && t[k - 2].kind == TK_IDENT) {
			ea = lo = k - 2;
			eb = k - 1;
			kind = tokens_constant(src, ea, eb) ? 0 : PF_ARITH;
		} else if ((tok_is(&t[k - 1], '(') || tok_is(&t[k - 1], ',')) &&
			   (tok_is(&t[k + 1], ',') || tok_is(&t[k + 1], ')'))) {
			uint32_t arg, o;

			kind = copied(f, k, &lo, &hi, &ea, &eb) ? PF_COPY : 0;
			if (!kind && (o = call_holding(t, k, f->body, &arg)) && arg < 16 &&
			    t[o - 1].kind == TK_IDENT && !t[o - 1].kw && !copier_find(src->buf + t[o - 1].off, t[o - 1].len)) {
				struct forward *w;

				if (fw->nr == first_fw) {	/* the function's first: its parameters kept once */
					ALLOC_GROW(fw->fn, fw->nr_fn + 1, fw->alloc_fn);
					fw->fn[fw->nr_fn++] = *f;
				}
				ALLOC_GROW(fw->w, fw->nr + 1, fw->alloc);
				w = &fw->w[fw->nr++];
				w->fn = (uint32_t)(fw->nr_fn - 1);
				w->fname = fname;
				w->open = o;
				w->p = (uint8_t)p;
				w->arg = (uint8_t)arg;
				w->done = 0;
			}
		}
		if (!kind)
			continue;
		found |= 1u << p;
		ALLOC_GROW(res->pflex, res->nr_pflex + 1, res->alloc_pflex);
		pf = &res->pflex[res->nr_pflex++];
		pf->func = arena_strndup(arena, src->buf + t[fname].off, t[fname].len);
		pf->line = t[k].line;
		pf->arg = (uint8_t)p;
		pf->kind = (uint8_t)kind;
		pf->is_static = (uint8_t)declared_static(t, fname);
		pf->bounds = eb > ea ? params_in(f, ea, eb, p) : 0;
		if ((loop = loop_of(f, k)))
			pf->bounds |= loop_bounds(f, loop, p);
		pf->what = use_text(src, lo, hi, arena);
	}
	/* a parameter assigned anywhere may hold something else where it is used */
	for (size_t i = first; i < res->nr_pflex; i++)
		if (!((assigned >> res->pflex[i].arg) & 1))
			res->pflex[kept++] = res->pflex[i];
	res->nr_pflex = kept;
	for (size_t i = kept = first_fw; i < fw->nr; i++)
		if (!(((assigned | found) >> fw->w[i].p) & 1))
			fw->w[kept++] = fw->w[i];	/* handed on, and no use of its own */
	if (fw->nr > first_fw && kept == first_fw)
		fw->nr_fn--;	/* none left: its parameters are no one's */
	fw->nr = kept;
}

/*
 * The forwards to functions of this file with such a use (from res->pflex[first]
 * on): each gives its function the same use, bounded by the parameters its
 * call's bounding arguments name. Chains resolve in up to three rounds.
 */
static void resolve_forwards(struct file_result *res, const struct source *src, struct arena *arena, size_t first,
			     struct forwards *fw)
{
	const struct token *t = src->tok;
	struct strbuf sb = STRBUF_INIT;
	struct strmap by_name = STRMAP_INIT;	/* a function's name -> 1 + its last entry; next[] chains the others */
	struct strmap member_seen = STRMAP_INIT;	/* "f\x1fP\x1fm": a member fact forwarded to f's parameter P */
	size_t *next = NULL, alloc_next = 0;
	int added;

	for (int round = 0, more = 1; round < 3 && more; round++) {
		size_t end = res->nr_pflex;

		more = 0;
		strmap_release(&by_name);
		ALLOC_GROW(next, end + 1, alloc_next);
		for (size_t e = first; e < end; e++) {
			struct strmap_entry *me = strmap_put(&by_name, res->pflex[e].func, &added);

			next[e] = added ? 0 : (uintptr_t)me->value;
			me->value = (void *)(uintptr_t)(e + 1);
		}
		for (size_t i = 0; i < fw->nr; i++) {
			struct forward *w = &fw->w[i];
			const struct token *g = &t[w->open - 1];
			const struct strmap_entry *me = strmap_findn(&by_name, src->buf + g->off, g->len);

			for (size_t e = me ? (uintptr_t)me->value : 0; e; e = next[e - 1]) {
				struct param_flex used = res->pflex[e - 1], *pf;

				if (used.arg != w->arg || (w->done && used.kind != PF_MEMBER))
					continue;	/* the first use past the first element only; every member reached */
				if (used.kind == PF_MEMBER) {
					/* each member once per parameter */
					strbuf_reset(&sb);
					strbuf_addf(&sb, "%.*s%c%u%c%s", (int)t[w->fname].len, src->buf + t[w->fname].off, 0x1f,
						    w->p, 0x1f, used.member);
					if (strmap_find(&member_seen, sb.buf))
						continue;
					strmap_put(&member_seen, arena_strndup(arena, sb.buf, sb.len), &added);
				} else {
					for (size_t j = 0; j < fw->nr; j++)
						fw->w[j].done |= fw->w[j].fname == w->fname && fw->w[j].p == w->p;	/* one use each */
				}
				more = 1;
				ALLOC_GROW(res->pflex, res->nr_pflex + 1, res->alloc_pflex);
				pf = &res->pflex[res->nr_pflex++];
				*pf = used;
				pf->func = arena_strndup(arena, src->buf + t[w->fname].off, t[w->fname].len);
				pf->arg = w->p;
				pf->is_static = (uint8_t)declared_static(t, w->fname);
				pf->bounds = 0;
				for (uint32_t b = 0, a, z; b < 16; b++)
					if (((used.bounds >> b) & 1) && call_arg_span(t, w->open, b, &a, &z))
						pf->bounds |= params_in(&fw->fn[w->fn], a, z, w->p);
				strbuf_reset(&sb);
				strbuf_addf(&sb, "%.*s(): %s", (int)g->len, src->buf + g->off, used.what);
				pf->what = arena_strndup(arena, sb.buf, sb.len);
			}
		}
	}
	strmap_release(&by_name);
	strmap_release(&member_seen);
	free(next);
	strbuf_release(&sb);
}

void callees_read(struct file_result *res, const struct source *src, struct arena *arena)
{
	const struct token *t = src->tok;
	struct forwards fw = { NULL, 0, 0, NULL, 0, 0 };
	size_t first = res->nr_pflex;
	struct fn f;

	f.src = src;
	f.t = t;
	for (size_t d = 0; d < src->nr_dirs; d++)
		if (src->dirs[d].kind == DIR_DEFINE && src->buf[src->dirs[d].off + src->dirs[d].len] == '(') {
			ALLOC_GROW(res->defined, res->nr_defined + 1, res->alloc_defined);
			res->defined[res->nr_defined++] = text_hash(src->buf + src->dirs[d].off, src->dirs[d].len);
		}
	for (uint32_t k = 0, name; (name = lex_next_function(src, &k)) != NO_TOK;) {
		uint32_t open = name + 1;

		ALLOC_GROW(res->defined, res->nr_defined + 1, res->alloc_defined);
		res->defined[res->nr_defined++] = text_hash(src->buf + t[name].off, t[name].len);

		if (read_params(&f, open, t[open].match)) {
			f.body = t[open].match + 1;
			f.end = t[f.body].match;
			f.nr_copies = 0;
			read_body(&f, res, arena, name, &fw);
		}
	}
	if (res->nr_defined < res->alloc_defined) {	/* 55,000 files: the slack outweighs the data */
		res->defined = xrealloc_array(res->defined, res->nr_defined, sizeof(*res->defined));
		res->alloc_defined = res->nr_defined;
	}
	if (fw.nr && res->nr_pflex > first)
		resolve_forwards(res, src, arena, first, &fw);
	free(fw.w);
	free(fw.fn);
}
