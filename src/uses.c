// SPDX-License-Identifier: GPL-2.0-only
/*
 * The usage pass (uses.h): each file that can see a target is read on the
 * engine's workers and its bodies, #defines and declarations give evidence
 * records. Which target an expression names is uses-types.c's question, what
 * a size expression counts uses-sizes.c's; the tree-wide tables every file
 * reads are built first by uses-index.c.
 */
#include <ctype.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "callees.h"
#include "expr.h"
#include "strbuf.h"
#include "visibility.h"
#include "vec.h"
#include "uses-internal.h"

const char *arena_str(struct uses_index *ix, const char *s)
{
	return s ? arena_strndup(&ix->us->arena, s, strlen(s)) : NULL;
}

/* "A\x1fB" in the targets' arena. */
const char *key2(struct uses_index *ix, const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	char *k = arena_alloc(&ix->us->arena, la + lb + 2);

	memcpy(k, a, la);
	k[la] = '\x1f';
	memcpy(k + la + 1, b, lb + 1);
	return k;
}

/* Source text of tokens [a, b] (inclusive), as written. */
char *span_text(const struct source *src, uint32_t a, uint32_t b)
{
	return xstrndup(src->buf + src->tok[a].off, src->tok[b].off + src->tok[b].len - src->tok[a].off);
}

/* Tokens [a, b) with runs of white space as one space: type texts compare equal. */
void squeeze(const struct source *src, uint32_t a, uint32_t b, struct strbuf *sb)
{
	strbuf_reset(sb);
	for (uint32_t k = a; k < b; k++) {
		if (k > a)
			strbuf_addch(sb, ' ');
		strbuf_add(sb, src->buf + src->tok[k].off, src->tok[k].len);
	}
}

/*
 * Is the '.m' at token dot, in the initializer whose '{' is token open, a
 * designator of affected type c's target member: its designators and those
 * of the braces around it ('.u.m = ', '.u = { .m = ') spell the member's
 * path from its record ("u.m")? '.hdr.m' names another member; 'x.m' in a
 * value is an access. Where it cannot be told (a positional brace, an
 * array designator, a type ending with the record), it is one.
 */
int designates_member(const struct ufile *u, uint32_t open, uint32_t dot, size_t c)
{
	const struct token *t = u->src->tok;
	const struct use_target *tg = &u->ix->us->t[u->ix->aff[c].cand];
	const char *mpath = u->ix->er->res[tg->res_file].findings.f[tg->res_finding].mpath;
	const char *end;
	uint32_t j = dot;

	if (!mpath || u->ix->aff[c].outer)
		return 1;
	end = mpath + strlen(mpath);
	for (;;) {
		/* the chain '.a.b.m' ending at j + 1, matched from the path's end */
		uint32_t last = j;

		while (j >= 2 && t[j - 1].kind == TK_IDENT && tok_is(&t[j - 2], '.'))
			j -= 2;
		if (tok_is(&t[j - 1], ']'))
			return 1;	/* '[2].m': an array designator, not followed */
		if (!tok_is(&t[j - 1], '{') && !tok_is(&t[j - 1], ','))
			return last != dot;	/* no designator: 'x.m', an access (inside one: kept) */
		for (uint32_t d = last; d + 1 > j; d -= 2) {
			size_t n = t[d + 1].len;

			if ((size_t)(end - mpath) < n || memcmp(end - n, u->src->buf + t[d + 1].off, n) ||
			    (end - n > mpath && end[-(long)n - 1] != '.'))
				return 0;
			end -= n;
			if (end > mpath)
				end--;	/* the '.' */
			if (d < 2)
				break;
		}
		/* the brace holding the chain: the initializer itself, or a member's '= {' */
		for (j = j - 1; j > open && !tok_is(&t[j], '{'); j--)
			if ((tok_is(&t[j], '}') || tok_is(&t[j], ')') || tok_is(&t[j], ']')) && t[j].match < j)
				j = t[j].match;
		if (j <= open)
			return end == mpath;
		if (!tok_is(&t[j - 1], '=') || !tok_is(&t[j - 3], '.') || t[j - 2].kind != TK_IDENT)
			return 1;	/* a positional brace: its member is not named */
		if (end == mpath)
			return 0;	/* more designators than the path has */
		j -= 3;
	}
}

/* The target of the same record as c (its definition: file and line) whose
 * member token k names, as c's own union sibling 'u.two' beside 'u.one'; -1. */
static int member_of_same(const struct ufile *u, uint32_t k, int c)
{
	const struct use_target *t = u->ix->us->t;
	uint32_t n = name_of(u, k);

	if (c < 0)
		return -1;
	if (n == u->ix->cand_name[c])
		return c;
	for (uint32_t d = n == NONE ? NONE : u->ix->names_of[n].first_cand; d != NONE; d = u->ix->cand_next[d])
		if (same_record(t, (size_t)c, d))
			return (int)d;
	/* another definition of c's name that the file sees has the member: which
	 * one the use means cannot be told; it is recorded there and
	 * resolve_twins() says so (else converting one definition would let a
	 * second run resolve the use to the other) */
	for (uint32_t r = u->ix->twin_next[c]; r != (uint32_t)c; r = u->ix->twin_next[r])
		if (sees(u, r))
			for (uint32_t d = n == NONE ? NONE : u->ix->names_of[n].first_cand; d != NONE; d = u->ix->cand_next[d])
				if (same_record(t, r, d))
					return (int)d;
	return -1;
}

static struct use *add_use_at(struct ufile *u, uint32_t target, int kind, uint32_t line, uint32_t col, uint32_t off,
			      const char *what)
{
	struct file_uses *fu = u->out;
	struct use *x;

	ALLOC_GROW(fu->u, fu->nr + 1, fu->alloc);
	x = &fu->u[fu->nr++];
	memset(x, 0, sizeof(*x));
	x->target = target;
	x->file = u->file;
	x->kind = (uint8_t)kind;
	x->line = line;
	x->col = col;
	x->at_off = off;
	x->what = arena_strndup(u->strings, what, strlen(what));
	return x;
}

/* Is a macro or keyword of this name an assertion at build time? static_assert,
 * BUILD_BUG_ON*, compiletime_assert, and a project's macros in capitals named
 * *STATIC_ASSERT*, *BUILD_ASSERT* and the like, or *CHECK* with LEN, SIZE or
 * STRUCT (I40E_CHECK_STRUCT_LEN). */
static int assertion_name(const char *s, size_t n)
{
	static const char *const exact[] = { "static_assert", "_Static_assert", "compiletime_assert",
					     "BUILD_BUG_ON_ZERO" };
	char name[64];

	if (n >= sizeof(name))
		return 0;
	memcpy(name, s, n);
	name[n] = '\0';
	for (size_t k = 0; k < ARRAY_SIZE(exact); k++)
		if (!strcmp(name, exact[k]))
			return 1;
	for (size_t k = 0; k < n; k++)
		if (islower((unsigned char)name[k]))
			return 0;	/* the others are macros in capitals */
	/* ASSERT() alone is a run-time check (XFS): only a build-time one counts */
	return strstr(name, "BUILD_BUG") ||
	       (strstr(name, "ASSERT") && (strstr(name, "STATIC") || strstr(name, "COMPILE") || strstr(name, "BUILD"))) ||
	       (strstr(name, "CHECK") && (strstr(name, "LEN") || strstr(name, "SIZE") || strstr(name, "STRUCT")));
}

/* Is token k inside the arguments of a size assertion (any enclosing call, same statement)? */
static int in_size_assertion(const struct source *src, uint32_t k)
{
	const struct token *t = src->tok;

	for (uint32_t o = k; o-- > 1 && k - o < 400;) {
		if (tok_is(&t[o], ')') && t[o].match < o)
			o = t[o].match;
		else if (tok_is(&t[o], ';') || tok_is(&t[o], '{') || tok_is(&t[o], '}'))
			return 0;
		else if (tok_is(&t[o], '(') && t[o - 1].kind == TK_IDENT &&
			 assertion_name(src->buf + t[o - 1].off, t[o - 1].len))
			return 1;
	}
	return 0;
}

struct use *add_use(struct ufile *u, uint32_t target, int kind, uint32_t tok, const char *what)
{
	const struct token *t = &u->src->tok[tok];
	struct use *x = add_use_at(u, target, kind, t->line, t->col, t->off, what);

	x->assertion = kind == U_SIZE_BLOCKS && in_size_assertion(u->src, tok);
	return x;
}

/* Source text of tokens [a, b] (inclusive), as written, kept with the uses. */
const char *span_keep(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct source *src = u->src;

	return arena_strndup(u->strings, src->buf + src->tok[a].off, src->tok[b].off + src->tok[b].len - src->tok[a].off);
}

static uint32_t name_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}


/* Builds an index of n names given by name(i). */
void name_index_build(struct name_index *ni, size_t n, const char *(*name)(const struct uses_index *, size_t),
		      const struct uses_index *ix)
{
	ni->size = 1;
	while (ni->size < n * 2 + 2)
		ni->size <<= 1;
	ni->head = xmalloc(ni->size * sizeof(*ni->head));
	ni->next = xmalloc((n + 1) * sizeof(*ni->next));
	for (size_t b = 0; b < ni->size; b++)
		ni->head[b] = NI_NONE;
	for (size_t i = n; i-- > 0;) {
		const char *s = name(ix, i);
		uint32_t b;

		if (!s) {
			ni->next[i] = NI_NONE;
			continue;
		}
		b = name_hash(s, strlen(s)) & (uint32_t)(ni->size - 1);
		ni->next[i] = ni->head[b];
		ni->head[b] = (uint32_t)i;
	}
}

uint32_t name_index_first(const struct name_index *ni, const char *s, size_t n)
{
	return ni->size ? ni->head[name_hash(s, n) & (uint32_t)(ni->size - 1)] : NI_NONE;
}

void name_index_release(struct name_index *ni)
{
	free(ni->head);
	free(ni->next);
	memset(ni, 0, sizeof(*ni));
}

/* ", whose type ends with 'struct s'": a use through a type that ends with target c's struct. */
static void add_ends_with(struct strbuf *sb, const struct ufile *u, uint32_t c)
{
	strbuf_addf(sb, ", whose type ends with '%s'", u->ix->us->t[c].record);
}

/* Elements the declaration gives: an index at or past it is flexible use. */
uint64_t use_target_size(const struct use_target *cd)
{
	return cd->kind == K_ONE_ELEMENT ? 1 : cd->kind == K_FIXED_TRAILING ? cd->dim : 0;
}

/* A constant-length copy of more bytes than the declaration gives the array. */
int use_copies_past(const struct use *u, const struct use_target *t)
{
	return u->kind == U_COPY_CONST && u->index && use_target_size(t) < UINT32_MAX &&
	       (t->kind == K_ZERO_LENGTH || use_target_bytes(t)) && u->index > use_target_bytes(t);
}

int use_past_size(const struct use *u, const struct use_target *t)
{
	return u->kind == U_INDEX_CONST && !u->guess && u->index != USE_INDEX_LAYOUT && u->index >= use_target_size(t);
}

static void analyze_statement(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;
	uint32_t s = a;
	struct expr *root;
	uint8_t *used;

	/* what stands before the expression: a label, 'else', 'do', and a condition
	 * with a sizeof() and its body on the same statement ('if (f(sizeof(x)) ==
	 * 0) r = 0;'), the condition an expression of its own: its sizeof()s went
	 * unseen (a loop's bound stays with its body: a '- 1' there is read with it) */
	for (;;) {
		uint32_t k;

		if (s + 1 >= b)
			break;
		if (t[s].kw == KW_ELSE || t[s].kw == KW_DO) {
			s++;
		} else if ((tok_eq(src, s, "default") || (t[s].kind == TK_IDENT && !t[s].kw)) && tok_is(&t[s + 1], ':')) {
			s += 2;	/* out: ..., default: ... */
		} else if (t[s].kw == KW_CASE) {
			for (k = s + 1; k < b && !tok_is(&t[k], ':'); k++)
				if ((tok_is(&t[k], '(') || tok_is(&t[k], '[')) && t[k].match < b)
					k = t[k].match;
			if (k >= b)
				break;
			s = k + 1;
		} else if ((t[s].kw == KW_IF || t[s].kw == KW_WHILE || t[s].kw == KW_SWITCH) &&
			   tok_is(&t[s + 1], '(') && t[s + 1].match + 1 < b && names_a_size(u, s + 2, t[s + 1].match)) {
			analyze_statement(u, s + 2, t[s + 1].match);
			s = t[s + 1].match + 1;
		} else if ((t[s].kw == KW_IF || t[s].kw == KW_WHILE || t[s].kw == KW_SWITCH) &&
			   tok_is(&t[s + 1], '(') && t[s + 1].match + 1 < b && names_a_size(u, t[s + 1].match + 1, b)) {
			/* 'if (n == 0) return sizeof(struct s) - 1 + n;': the size is the body's */
			note_minus_one(u, s + 2, t[s + 1].match, NULL);
			s = t[s + 1].match + 1;
		} else {
			break;
		}
	}
	a = s;
	if (!names_a_size(u, a, b)) {
		note_minus_one(u, a, b, NULL);
		return;
	}
	/* skip what is not an expression: 'return', a declaration up to its '=' */
	if (t[s].kw == KW_RETURN)
		s++;
	for (uint32_t k = s; k < b; k++) {
		if (tok_is(&t[k], '=')) {
			s = k + 1;
			break;
		}
		if (tok_is(&t[k], '(') || tok_is(&t[k], '['))
			k = t[k].match < b ? t[k].match : b;
	}
	if ((t[s].kw == KW_IF || t[s].kw == KW_WHILE || t[s].kw == KW_SWITCH) && tok_is(&t[s + 1], '(') &&
	    t[s + 1].match < b) {
		b = t[s + 1].match;
		s += 2;
	}
	root = expr_parse(src, s, b, u->arena);
	if (!root) {
		/* a statement the parser does not take: look at each sizeof alone */
		for (uint32_t k = a; k < b; k++) {
			struct size_ref r;
			struct expr *e;
			char *what;

			if (t[k].kw != KW_SIZEOF || !tok_is(&t[k + 1], '(') || t[k + 1].match >= b)
				continue;
			e = expr_parse(src, k, t[k + 1].match + 1, u->arena);
			if (!e || !size_of_struct(u, e, &r))
				continue;
			what = span_text(src, e->first, e->last);
			add_use(u, (uint32_t)r.cand, U_SIZE_BLOCKS, k, what);
			free(what);
		}
		return;
	}
	used = xcalloc(b - a + 1, 1);
	match_sizes(u, root, used, a);
	/* every sizeof(struct s) not consumed by a rewrite changes value */
	for (uint32_t k = s; k < b; k++) {
		struct size_ref r;
		struct expr *e;
		const struct expr *call;
		uint32_t arg = 0;
		char *what;
		int kind = U_SIZE_BLOCKS;

		if (t[k].kw != KW_SIZEOF || used[k - a] || !tok_is(&t[k + 1], '(') || t[k + 1].match >= b)
			continue;
		e = expr_parse(src, k, t[k + 1].match + 1, u->arena);
		if (!e || !size_of_struct(u, e, &r))
			continue;
		/* memset(p, 0, sizeof(struct s)) clears one element less: kept and listed */
		call = enclosing_call(root, k, &arg);
		if (call && expr_is_name(src, call->a, "memset") && arg == 2 && call->args[2]->first == k)
			kind = U_SIZE_CHANGES;
		what = span_text(src, call && kind == U_SIZE_CHANGES ? call->first : e->first,
				 call && kind == U_SIZE_CHANGES ? call->last : e->last);
		{
			struct strbuf w = STRBUF_INIT;

			strbuf_add_squeezed(&w, what, strlen(what));
			if (r.outer)
				add_ends_with(&w, u, r.cand);
			add_use(u, (uint32_t)r.cand, kind, k, w.buf);
			strbuf_release(&w);
		}
		free(what);
	}
	note_minus_one(u, a, b, used);
	free(used);
}

/* The first token of the base of 'X->m' / 'X.m' (arrow at arrow): over
 * 'x->b.' chains and the name of a macro call, the whole base. */
static uint32_t base_start(const struct ufile *u, uint32_t arrow)
{
	const struct token *t = u->src->tok;
	uint32_t first = arrow - 1;

	for (int n = 0; n < 8; n++) {
		if (tok_is(&t[first], ')') && t[first].match < first) {
			first = t[first].match;
			if (first > 0 && t[first - 1].kind == TK_IDENT && !t[first - 1].kw)
				first--;
		}
		while (tok_is(&t[first], ']') && t[first].match > 0 && t[first].match < first &&
		       tok_is(&t[t[first].match - 1], ']'))
			first = t[first].match - 1;	/* v[i][j].m: from the first bracket */
		if (tok_is(&t[first], ']') && t[first].match > 0 && t[first].match < first &&
		    t[t[first].match - 1].kind == TK_IDENT && !t[t[first].match - 1].kw)
			first = t[first].match - 1;	/* v[i].m */
		if (first >= 2 && (tok_is(&t[first - 1], P_ARROW) || tok_is(&t[first - 1], '.')) &&
		    (t[first - 2].kind == TK_IDENT || tok_is(&t[first - 2], ')') || tok_is(&t[first - 2], ']')))
			first -= 2;
		else
			break;
	}
	return first;
}

/* In a #define body, does the base of the access at arrow start at one of the
 * macro's parameters ('d->m', '(d)->m', 'd->b.m')? */
static int base_is_param(const struct ufile *u, uint32_t arrow)
{
	const struct token *t = u->src->tok;
	uint32_t first = base_start(u, arrow);

	if (tok_is(&t[first], '(') && t[first + 1].kind == TK_IDENT && tok_is(&t[first + 2], ')'))
		first++;
	return macro_param_of(u->define, &t[first]) >= 0;
}

/*
 * Is 'v.m' (the '.' at dot) an access through a declared object of the
 * struct, or of one that ends with it ('o.r.m', every step a '.': the
 * storage is the object's)?
 */
static int object_base(const struct ufile *u, uint32_t dot)
{
	const struct token *t = u->src->tok;
	int k;

	while (t[dot - 1].kind == TK_IDENT && dot >= 3 && tok_is(&t[dot - 2], '.'))
		dot -= 2;
	if (t[dot - 1].kind != TK_IDENT || (dot >= 2 && (tok_is(&t[dot - 2], '.') || tok_is(&t[dot - 2], P_ARROW))))
		return 0;
	k = var_decl(u, dot - 1);
	return k >= 0 && !u->decls[k].pointer && u->decls[k].cand != NONE;
}

/* "p->m[i]": tokens [first, close] with runs of white space as one space. */
static const char *access_text(const struct ufile *u, uint32_t first, uint32_t close, struct strbuf *sb)
{
	char *s = span_text(u->src, first, close);

	strbuf_reset(sb);
	strbuf_add_squeezed(sb, s, strlen(s));
	free(s);
	return sb->buf;
}

/* Formatted output (and sscanf()): the format is argument fmt; a '%s' reads its
 * argument as a string (sscanf() writes one), as far as it runs. */
static const struct printer {
	const char *name;
	uint8_t fmt;
} printers[] = {
	{ "printk", 0 }, { "pr_emerg", 0 }, { "pr_alert", 0 }, { "pr_crit", 0 }, { "pr_err", 0 },
	{ "pr_warn", 0 }, { "pr_notice", 0 }, { "pr_info", 0 }, { "pr_debug", 0 }, { "pr_cont", 0 },
	{ "dev_emerg", 1 }, { "dev_alert", 1 }, { "dev_crit", 1 }, { "dev_err", 1 }, { "dev_warn", 1 },
	{ "dev_notice", 1 }, { "dev_info", 1 }, { "dev_dbg", 1 }, { "netdev_err", 1 }, { "netdev_warn", 1 },
	{ "netdev_info", 1 }, { "netdev_dbg", 1 }, { "seq_printf", 1 }, { "kasprintf", 1 }, { "sprintf", 1 },
	{ "snprintf", 2 }, { "scnprintf", 2 }, { "sscanf", 1 },
};

/*
 * The conversion of a printf format that takes argument nr (0: the first
 * after the format), the format being the string literals of [a, b) (with
 * UPPER_CASE macros such as KERN_ERR between them): 's', another
 * conversion letter, or 0 when not known.
 */
static int format_conversion(const struct source *src, uint32_t a, uint32_t b, uint32_t nr)
{
	uint32_t at = 0;

	for (uint32_t k = a; k < b; k++) {
		const char *p = src->buf + src->tok[k].off, *end = p + src->tok[k].len;

		if (src->tok[k].kind == TK_IDENT && tok_upper_case(src, k))
			continue;
		if (src->tok[k].kind != TK_STRING || !(p = memchr(p, '"', (size_t)(end - p))))
			return 0;
		for (p++, end--; p < end; p++) {
			if (*p == '\\') {
				p++;
				continue;
			}
			if (*p != '%')
				continue;
			if (++p < end && *p == '%')
				continue;
			/* flags, width, precision ('*' takes an argument), length, then the letter */
			for (; p < end && *p && strchr("-+ #0'", *p); p++)
				;
			for (; p < end && (*p == '*' || *p == '.' || (*p >= '0' && *p <= '9')); p++)
				if (*p == '*' && at++ == nr)
					return '*';
			for (; p < end && *p && strchr("hlLqjzt", *p); p++)
				;
			if (p >= end)
				return 0;	/* a conversion split over literals: not followed */
			if (at++ == nr)
				return *p;
		}
	}
	return 0;
}

/* A U_CALLEE's text: the access, and where and how the function uses its argument. */
static const char *callee_text(const struct ufile *u, const char *access)
{
	struct strbuf sb = STRBUF_INIT;
	const char *s;

	strbuf_addf(&sb, "%s -> %s(): %s (%s:%u)", access, u->via->pf->func, u->via->pf->what,
		    u->ix->fl->path[u->via->file], u->via->pf->line);
	s = arena_strndup(u->strings, sb.buf, sb.len);
	strbuf_release(&sb);
	return s;
}

/* Does the file define a function named as token k is, at file scope ('k(...) {')? */
static int file_defines(const struct ufile *u, uint32_t k)
{
	const struct token *t = u->src->tok;

	for (uint32_t i = 0, name; (name = lex_next_function(u->src, &i)) != NO_TOK;)
		if (t[name].len == t[k].len && !memcmp(u->src->buf + t[name].off, u->src->buf + t[k].off, t[k].len))
			return 1;
	return 0;
}

/* A use of the array handed as the argument (member NULL), or of the member
 * of the record the argument points to (PF_MEMBER)? */
static int callee_fits(const struct param_flex *pf, const char *member)
{
	return member ? pf->kind == PF_MEMBER && !strcmp(pf->member, member) : pf->kind != PF_MEMBER;
}

/*
 * The member as argument arg of the call whose '(' is at o, to a function
 * whose body uses that parameter past its first element (callees.c), or
 * with member, an object's address so handed to a function whose body
 * reaches that member's elements through it: the
 * definition this file calls (its own; else, of those another file exports
 * or a header holds, the one nearest in the tree as an include resolves,
 * then one not under arch/),
 * when an argument that bounds the use is not a constant here (or none
 * does). NULL when there is none.
 */
static const struct callee *callee_past_first(const struct ufile *u, uint32_t o, uint32_t arg, const char *member)
{
	const struct token *t = u->src->tok;
	const struct strmap_entry *e;
	const struct callee *best = NULL, *all;
	const char *here = key_path(u->ix, u->file);
	uint32_t argv[17], n, mine = 0;
	size_t first, end, near = 0;

	if (!u->ix->nr_callees ||
	    !(e = strmap_findn(&u->ix->callee_names, u->src->buf + t[o - 1].off, t[o - 1].len)))
		return NULL;
	all = u->ix->callees;
	first = (uintptr_t)e->value - 1;
	for (end = first; end < u->ix->nr_callees && !strcmp(all[end].pf->func, all[first].pf->func); end++)
		mine |= all[end].file == u->file && callee_fits(all[end].pf, member);
	if (!mine && file_defines(u, o - 1))
		return NULL;	/* its own definition uses no parameter so */
	n = call_args(t, o, argv, 16);
	for (size_t k = first; k < end; k++) {
		const char *path = key_path(u->ix, all[k].file);
		size_t len = strlen(path), d = 2 * shared_dirs(here, path) + 1 + !!strncmp(path, "arch/", 5);

		if (all[k].pf->arg != arg || n <= arg || !callee_fits(all[k].pf, member) || (mine ? all[k].file != u->file :
		    (all[k].pf->is_static && !(len > 2 && !strcmp(path + len - 2, ".h"))) || !may_see(here, path)))
			continue;	/* another argument, a static function of another .c file, another arch's */
		if (d > near) {
			best = &all[k];
			near = d;
		}
	}
	for (uint32_t j = 0; best && best->pf->bounds && j < n; j++)
		if (((best->pf->bounds >> j) & 1) && !tokens_constant(u->src, argv[j], argv[j + 1] - 1))
			return best;
	return best && !best->pf->bounds ? best : NULL;	/* 'sum(p->m, 1)': a loop up to a constant here */
}

/*
 * What an address of the member does, the expression [lo, hi] ('p->m' or
 * '&p->m[0]'): handed to a copy with a length (U_COPY, U_COPY_CONST), moved
 * by a variable (U_ARITH, also '((u32 *)p->m)[i]'), read as another type
 * (U_CAST); else U_OTHER.
 */
static int address_use(struct ufile *u, uint32_t a, uint32_t lo, uint32_t hi, uint64_t *bytes)
{
	const struct token *t = u->src->tok;
	const struct copier *cp;
	uint32_t o, arg;

	if (tok_is(&t[hi + 1], '+')) {
		/* p->m + a + b: moved by a variable if one of the terms is not a constant */
		uint32_t e = hi + 1;

		while (tok_is(&t[e], '+') || tok_is(&t[e], '-')) {
			e++;
			while (t[e].kind != TK_EOF && !tok_is(&t[e], '+') && !tok_is(&t[e], '-') && !tok_is(&t[e], ',') &&
			       !tok_is(&t[e], ';') && !tok_is(&t[e], ')') && !tok_is(&t[e], ']') && !tok_is(&t[e], '}') &&
			       !tok_is(&t[e], '?') && !tok_is(&t[e], ':'))
				e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match > e ? t[e].match + 1 : e + 1;
		}
		if (!tokens_constant(u->src, hi + 2, e))
			return U_ARITH;
	}
	if (lo > a + 1 && tok_is(&t[lo - 1], '+') &&
	    (t[lo - 2].kind == TK_IDENT || tok_is(&t[lo - 2], ')') || tok_is(&t[lo - 2], ']')))
		return U_ARITH;
	if (lo > a + 1 && tok_is(&t[lo - 1], ')') && t[lo - 1].match < lo - 1 && tok_is(&t[lo - 2], '*')) {
		uint32_t open = t[lo - 1].match, k = open + 1;

		while (k < lo - 2 && (t[k].kw == KW_CONST || t[k].kw == KW_VOLATILE))
			k++;
		if (t[k].kw == KW_STRUCT || t[k].kw == KW_UNION)
			return U_CAST;	/* (struct rec *)p->m; (void *), (u8 *) only change the pointer */
	}
	/* (char *)p->m handed on is the same address */
	if (lo > a + 1 && tok_is(&t[lo - 1], ')') && t[lo - 1].match < lo - 1 && tok_is(&t[lo - 2], '*')) {
		uint32_t open = t[lo - 1].match;

		/* ((__le32 *)p->m)[i]: indexed by a variable through the cast, as p->m[i] */
		if (open > a && tok_is(&t[open - 1], '(') && t[open - 1].match == hi + 1 && tok_is(&t[hi + 2], '[') &&
		    t[hi + 2].match > hi + 3 && !tokens_constant(u->src, hi + 3, t[hi + 2].match))
			return U_ARITH;
		lo = open;
	}
	/* the innermost call holding it, and which argument it is */
	if (!(o = call_holding(t, lo, a, &arg)) || t[o].match <= hi || t[o - 1].kind != TK_IDENT ||
	    !(tok_is(&t[lo - 1], '(') || tok_is(&t[lo - 1], ',')) ||
	    !(tok_is(&t[hi + 1], ',') || tok_is(&t[hi + 1], ')')))
		return U_OTHER;
	for (size_t n = 0; n < ARRAY_SIZE(printers); n++) {
		uint32_t k = o + 1, fa = 0, fb = 0, nr = 0;

		if (!tok_eq(u->src, o - 1, printers[n].name) || arg <= printers[n].fmt)
			continue;
		/* the format argument's tokens */
		for (; k < t[o].match && nr <= printers[n].fmt; k++) {
			if (nr == printers[n].fmt && !fa)
				fa = k;
			if ((tok_is(&t[k], '(') || tok_is(&t[k], '[')) && t[k].match < t[o].match) {
				k = t[k].match;
				continue;
			}
			if (tok_is(&t[k], ',') && nr++ == printers[n].fmt)
				fb = k;
		}
		/* pr_err("... %s", p->name): read as a string, as long as it runs */
		if (fb > fa && format_conversion(u->src, fa, fb, arg - printers[n].fmt - 1) == 's')
			return U_COPY;
		return U_OTHER;
	}
	cp = copier_find(u->src->buf + t[o - 1].off, t[o - 1].len);
	if (cp && arg <= 7 && ((cp->ptrs >> arg) & 1)) {
		uint32_t la, k;

		if (cp->len < 0)
			return U_COPY;
		if (!call_arg_span(t, o, (uint32_t)cp->len, &la, &k))
			return U_OTHER;
		if (!tokens_constant(u->src, la, k))
			return U_COPY;
		*bytes = constant_bytes(u, la, k);
		if (!*bytes)
			*bytes = least_bytes(u, a, la, k);
		return U_COPY_CONST;
	}
	if (!cp && (u->via = callee_past_first(u, o, arg, NULL)))
		return U_CALLEE;
	return U_OTHER;
}

/* Member accesses p->m / p.m of candidate members in [a, b). */
/*
 * q = p->m; q = &p->m[0]; T *q = p->m: the pointer q is the member's elements
 * under another name, until q is assigned again. Its uses in the rest of the
 * function [lo, b) are the member's: q[i] (a variable index), q[N], q++,
 * q += n, q + n, q handed to a copy of a run-time length or to a function
 * that uses it past its first element. Recorded on target c with the alias
 * in the text.
 */
static void alias_uses(struct ufile *u, uint32_t c, int guess, uint32_t lo, uint32_t hi, uint32_t b)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;
	uint32_t q = lo - 2;
	struct strbuf sb = STRBUF_INIT;

	if (lo < 3 || !tok_is(&t[lo - 1], '=') || t[q].kind != TK_IDENT || t[q].kw ||
	    tok_is(&t[q - 1], P_ARROW) || tok_is(&t[q - 1], '.') || !(tok_is(&t[hi + 1], ';') || tok_is(&t[hi + 1], ',')))
		return;
	for (uint32_t k = hi + 1; k < b; k++) {
		int kind = -1;
		uint64_t v = 0;
		uint32_t end = k;

		if (t[k].kind != TK_IDENT || t[k].len != t[q].len || memcmp(src->buf + t[k].off, src->buf + t[q].off, t[q].len) ||
		    tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))
			continue;
		if (tok_is(&t[k + 1], '=') && !tok_is(&t[k - 1], '*'))
			break;	/* q is something else from here */
		if (tok_is(&t[k + 1], '[') && t[k + 1].match > k + 1) {
			end = t[k + 1].match;
			if (end == k + 3 && t[k + 2].kind == TK_NUMBER) {
				v = UINT64_MAX;
				tok_int_value(src, &t[k + 2], &v);
				kind = U_INDEX_CONST;
			} else {
				kind = U_INDEX_VAR;
			}
		} else if (tok_is(&t[k + 1], P_INC) || tok_is(&t[k - 1], P_INC) ||
			   (tok_is(&t[k + 1], P_ASSIGN_OP) && src->buf[t[k + 1].off] == '+') ||
			   (tok_is(&t[k + 1], '+') && !tokens_constant(u->src, k + 2, k + 3)) ||
			   (tok_is(&t[k - 1], '+') && (t[k - 2].kind == TK_IDENT || tok_is(&t[k - 2], ')')))) {
			kind = U_ARITH;
			end = tok_is(&t[k + 1], P_INC) ? k + 1 : k;
			if (tok_is(&t[k + 1], P_ASSIGN_OP) || tok_is(&t[k + 1], '+'))
				for (end = k + 2; end + 1 < b && end < k + 8 && !tok_is(&t[end + 1], ';') &&
				     !tok_is(&t[end + 1], ',') && !tok_is(&t[end + 1], ')'); end++)
					;
		} else if ((tok_is(&t[k - 1], '(') || tok_is(&t[k - 1], ',')) &&
			   (tok_is(&t[k + 1], ',') || tok_is(&t[k + 1], ')'))) {
			uint64_t bytes = 0;
			int as = address_use(u, lo, k, k, &bytes);

			/* handed on: to a copy of a run-time length, or a function using it past the first element */
			kind = as == U_COPY || as == U_CALLEE ? as : -1;
		}
		if (kind < 0)
			continue;
		strbuf_reset(&sb);
		strbuf_add(&sb, src->buf + t[k].off, t[end].off + t[end].len - t[k].off);
		strbuf_addf(&sb, " (%.*s = ", (int)t[q].len, src->buf + t[q].off);
		strbuf_add(&sb, src->buf + t[lo].off, t[hi].off + t[hi].len - t[lo].off);
		strbuf_addch(&sb, ')');
		{
			struct use *x = add_use(u, c, kind, k, kind == U_CALLEE ? callee_text(u, sb.buf) : sb.buf);

			x->index = v;
			x->guess = (uint8_t)guess;
		}
	}
	strbuf_release(&sb);
}

/*
 * The value of the bound tokens [lo, hi] in the function whose body is [a, b]:
 * a literal, or a local initialized with one and never changed after ('unsigned
 * int cnt = 1;' ... 'i < cnt'): 1 and *v, else 0.
 */
static int bound_value(const struct ufile *u, uint32_t a, uint32_t b, uint32_t lo, uint32_t hi, uint64_t *v)
{
	const struct token *t = u->src->tok;
	uint32_t d = NO_TOK;

	if (lo != hi)
		return 0;
	if (t[lo].kind == TK_NUMBER)
		return tok_int_value(u->src, &t[lo], v) == 0;
	if (t[lo].kind != TK_IDENT || t[lo].kw)
		return 0;
	for (uint32_t k = a + 1; k < b; k++) {
		if (k == lo || t[k].kind != TK_IDENT || t[k].len != t[lo].len ||
		    memcmp(u->src->buf + t[k].off, u->src->buf + t[lo].off, t[lo].len) ||
		    tok_is(&t[k - 1], '.') || tok_is(&t[k - 1], P_ARROW))
			continue;
		if (d == NO_TOK && tok_is(&t[k + 1], '=') && k + 3 < b && t[k + 2].kind == TK_NUMBER &&
		    (tok_is(&t[k + 3], ';') || tok_is(&t[k + 3], ',')) && k > a + 1 &&
		    (t[k - 1].kind == TK_IDENT || tok_is(&t[k - 1], ',')) && !tok_is(&t[k - 1], '*') &&
		    tok_int_value(u->src, &t[k + 2], v) == 0) {
			d = k;	/* 'unsigned int cnt = 1;' (its type before it) */
			continue;
		}
		if (tok_is(&t[k + 1], '=') || tok_is(&t[k + 1], P_ASSIGN_OP) || tok_is(&t[k + 1], P_INC) ||
		    tok_is(&t[k + 1], P_DEC) || tok_is(&t[k - 1], P_INC) || tok_is(&t[k - 1], P_DEC) ||
		    tok_is(&t[k - 1], '&'))
			return 0;	/* assigned, stepped or its address taken: not a constant */
	}
	return d != NO_TOK && d < lo;
}

/*
 * for (i = 0; i < p->nr; i++) ... p->m[i]: the innermost loop around the
 * access at token 'at' whose variable is the index (token idx): its bound's
 * tokens [*lo, *hi] ('p->nr', evidence of what counts the elements) and *le
 * ('<=' rather than '<'); 0 if none.
 */
static int loop_bound(const struct ufile *u, uint32_t a, uint32_t idx, uint32_t at, uint32_t *lo, uint32_t *hi, int *le)
{
	const struct token *t = u->src->tok;

	for (uint32_t o = at; o-- > a + 1;) {
		uint32_t open = o + 1, close, semi[2] = { 0, 0 }, n = 0, end;

		if (t[o].kw != KW_FOR || !tok_is(&t[open], '(') || (close = t[open].match) <= open || close >= at)
			continue;
		/* its body: a block, or one statement up to its ';' */
		if (tok_is(&t[close + 1], '{')) {
			end = t[close + 1].match;
		} else {
			for (end = close + 1; end < at || !tok_is(&t[end], ';'); end++)
				if ((tok_is(&t[end], '(') || tok_is(&t[end], '[')) && t[end].match > end)
					end = t[end].match;
				else if (tok_is(&t[end], ';') || tok_is(&t[end], '}') || t[end].kind == TK_EOF)
					break;
		}
		if (end < at)
			continue;	/* a loop before the access, not around it */
		for (uint32_t k = open + 1; k < close && n < 2; k++)
			if ((tok_is(&t[k], '(') || tok_is(&t[k], '[')) && t[k].match > k && t[k].match < close)
				k = t[k].match;
			else if (tok_is(&t[k], ';'))
				semi[n++] = k;
		if (n < 2)
			continue;
		for (uint32_t k = semi[0] + 1; k + 2 < semi[1]; k++)
			if (t[k].kind == TK_IDENT && t[k].len == t[idx].len &&
			    !memcmp(u->src->buf + t[k].off, u->src->buf + t[idx].off, t[idx].len) &&
			    (tok_is(&t[k + 1], '<') || tok_is(&t[k + 1], P_LE))) {
				*lo = k + 2;
				*hi = semi[1] - 1;
				*le = tok_is(&t[k + 1], P_LE);
				return 1;
			}
	}
	return 0;
}

/* The target of record cand's (its first target's) member called member, or NONE. */
static uint32_t record_member(const struct uses_index *ix, uint32_t cand, const char *member)
{
	uint32_t n;

	if (ix->us->t[cand].member && !strcmp(ix->us->t[cand].member, member))
		return cand;
	n = name_find(ix, member, strlen(member), name_key(member, strlen(member)));
	for (uint32_t d = n == NONE ? NONE : ix->names_of[n].first_cand; d != NONE; d = ix->cand_next[d])
		if (same_record(ix->us->t, cand, d))
			return d;
	return NONE;
}

/* The target a member macro's (type, member) names, or NONE. */
uint32_t member_macro_target(const struct uses_index *ix, const struct cast_macro *cm)
{
	const struct affected *af = aff_by_key(ix, cm->type);

	return af && !af->outer ? record_member(ix, af->cand, cm->member) : NONE;
}

static void member_call_use(struct ufile *u, uint32_t a, uint32_t k, uint32_t b, uint32_t c, struct strbuf *sb);

/*
 * FOR_EACH(d, c) at k, a macro whose body reaches a member through a
 * parameter ('(d)->elem + n'): when the argument is a pointer declared with
 * a target's record, the body's access is a use of it at the call.
 */
static void param_macro_use(struct ufile *u, uint32_t a, uint32_t k, uint32_t b, struct strbuf *sb)
{
	const struct token *t = u->src->tok;
	const struct strmap_entry *e = strmap_findn(&u->ix->param_macros, u->src->buf + t[k].off, t[k].len);
	const struct param_macro *pm = e ? e->value : NULL;
	uint32_t arg[17], n;

	if (!pm)
		return;
	n = call_args(t, k + 1, arg, 16);
	for (size_t i = 0; i < pm->nr; i++) {
		const struct param_access *pa = &pm->pa[i];
		uint32_t c;
		int d;

		if (!pa->kind || pa->param >= n || arg[pa->param + 1] != arg[pa->param] + 2 || t[arg[pa->param]].kind != TK_IDENT ||
		    (d = var_decl(u, arg[pa->param])) < 0 || !u->decls[d].pointer || u->decls[d].outer ||
		    u->decls[d].cand == NONE || (c = record_member(u->ix, u->decls[d].cand, pa->member)) == NONE ||
		    !sees(u, c) || u->ix->us->t[c].uapi)
			continue;
		if (pa->kind == PA_WHOLE) {
			member_call_use(u, a, k, b, c, sb);	/* FOO_ENTRIES(p): p->entries */
			continue;
		}
		strbuf_reset(sb);
		strbuf_add(sb, u->src->buf + t[k].off, t[t[k + 1].match].off + 1 - t[k].off);
		strbuf_addf(sb, ": %s", pa->what);
		add_use(u, c, pa->kind == PA_ARITH ? U_ARITH : pa->kind == PA_SIZEOF ? U_SIZEOF_MEMBER :
			   pa->kind == PA_ARRAY_SIZE ? U_ARRAY_SIZE : U_INDEX_VAR, k, sb->buf);
	}
}

/* NAME(...) at k, a call that is target c's member: its use, as p->m's. */
static void member_call_use(struct ufile *u, uint32_t a, uint32_t k, uint32_t b, uint32_t c, struct strbuf *sb)
{
	const struct token *t = u->src->tok;
	uint32_t close = t[k + 1].match;
	struct use *x;

	if (tok_is(&t[close + 1], '[') && t[close + 1].match > close + 1 && t[close + 1].match < b) {
		uint32_t ic = t[close + 1].match;
		uint64_t v = UINT64_MAX;
		int kind = ic == close + 3 && t[close + 2].kind == TK_NUMBER ? U_INDEX_CONST : U_INDEX_VAR;

		if (kind == U_INDEX_CONST)
			tok_int_value(u->src, &t[close + 2], &v);
		else if (layout_index(u, close + 2, ic))
			kind = U_INDEX_CONST, v = USE_INDEX_LAYOUT;
		x = add_use(u, c, kind, k, access_text(u, k, ic, sb));
		x->index = kind == U_INDEX_CONST ? v : 0;
	} else {
		uint64_t bytes = 0;
		int kind = address_use(u, a, k, close, &bytes);

		x = add_use(u, c, kind, k, access_text(u, k, close, sb));
		x->index = bytes;
		if (kind == U_CALLEE)
			x->what = callee_text(u, x->what);
		if (kind == U_OTHER)
			alias_uses(u, c, 0, k, close, b);
	}
}

/*
 * FOO_DATA(bh) at k, a macro whose body is a target's member, or a call of
 * an accessor function returning one: its use, as p->m's (of each member an
 * accessor may return).
 */
static void member_macro_use(struct ufile *u, uint32_t a, uint32_t k, uint32_t b, struct strbuf *sb)
{
	const struct token *t = u->src->tok;
	const struct strmap_entry *e = strmap_findn(&u->ix->member_macros, u->src->buf + t[k].off, t[k].len);
	const struct member_def *md = e && e->value ? &u->ix->mdefs[(uintptr_t)e->value - 1] : NULL;

	for (uint32_t n = 0; md && n < md->nr; n++)
		if (sees(u, md->target[n]) && !u->ix->us->t[md->target[n]].uapi)
			member_call_use(u, a, k, b, md->target[n], sb);	/* UAPI: its union form renames the
										 * kernel's uses, a macro's body is not one */
}

/* 'sizeof(X->m)', 'typeof(X->m)', 'ARRAY_SIZE(X->m)' (arrow at k, the member
 * at name, X any base): the token before the parenthesis around the access,
 * else 0. */
static uint32_t member_wrapped(const struct ufile *u, uint32_t k, uint32_t name)
{
	const struct token *t = u->src->tok;
	uint32_t first = base_start(u, k);

	return first >= 2 && tok_is(&t[first - 1], '(') && t[first - 1].match == name + 1 ? first - 2 : 0;
}

static void analyze_members(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;
	struct strbuf sb = STRBUF_INIT;

	uint32_t unevaluated = 0;	/* end of a sizeof()/typeof() operand: no access there */

	for (uint32_t k = a + 1; k + 1 < b; k++) {
		int c, guess = 0, kind, le, looped;
		struct use *x;
		uint32_t name = k + 1, first, alias_lo = 0, alias_hi = 0, lo, hi, wrapped;
		uint64_t bv;

		if ((t[k].kw == KW_SIZEOF || kw_is_typeof(t[k].kw)) &&
		    tok_is(&t[k + 1], '(') && t[k + 1].match > unevaluated)
			unevaluated = t[k + 1].match;
		if ((u->ix->nr_mm_keys || u->ix->nr_pmacros) && t[k].kind == TK_IDENT && !t[k].kw &&
		    tok_is(&t[k + 1], '(') && t[k + 1].match < b && k >= unevaluated) {
			/* a call: of a macro that is a member, or that reaches one through its arguments */
			if (u->ix->nr_mm_keys)
				member_macro_use(u, a, k, b, &sb);
			if (u->ix->nr_pmacros)
				param_macro_use(u, a, k, b, &sb);
		}
		if (!(tok_is(&t[k], P_ARROW) || tok_is(&t[k], '.')) || t[name].kind != TK_IDENT)
			continue;
		if (name_of(u, name) == NONE || u->ix->names_of[name_of(u, name)].first_cand == NONE)
			continue;	/* not the name of any candidate's array */
		if (u->define && (base_is_param(u, k) || (name == u->whole_hi && base_start(u, k) == u->whole_lo)))
			continue;	/* its call sites know the argument's type (param_macro_use()) or
					 * are the member's uses (the body is the member: member_macro_use()) */
		if (u->define && macro_param_of(u->define, &t[name]) >= 0)
			continue;	/* '&sc->name' with 'name' a parameter: the member is the argument */
		c = cand_of_base(u, k);
		if (c >= 0 && (c = member_of_same(u, name, c)) < 0)
			continue;
		if (c < 0) {
			if (base_known(u, k))
				continue;	/* a struct written is that struct */
			c = cand_by_member(u, name);
			guess = 1;
			if (c < 0)
				continue;
		}
		wrapped = member_wrapped(u, k, name);
		if (k < unevaluated && !(wrapped && (t[wrapped].kw == KW_SIZEOF || kw_is_typeof(t[wrapped].kw))))
			continue;	/* sizeof(p->m[0]), sizeof(*p->m): the element's size, not an access */
		if (tok_is(&t[name + 1], '[')) {
			uint32_t close = t[name + 1].match;

			if (close == name + 3 && t[name + 2].kind == TK_NUMBER) {
				uint64_t v = UINT64_MAX, bytes = 0;	/* not an integer: past any size */

				tok_int_value(src, &t[name + 2], &v);
				first = base_start(u, k);
				kind = v == 0 && first > a + 1 && tok_is(&t[first - 1], '&') ?
				       address_use(u, a, first - 1, close, &bytes) : U_INDEX_CONST;
				if (kind == U_INDEX_CONST) {
					x = add_use(u, (uint32_t)c, U_INDEX_CONST, name, access_text(u, first, close, &sb));
					x->index = v;
				} else {	/* &p->m[0]: the address of the elements, no index */
					if (kind == U_OTHER && first >= 2 && tok_is(&t[first - 2], '(') &&
					    t[first - 2].match == close + 1 && tok_is(&t[close + 2], '[')) {
						/* (&p->m[0])[i]: indexed through its address */
						uint32_t ic = t[close + 2].match;
						uint64_t iv = UINT64_MAX;

						kind = ic == close + 4 && t[close + 3].kind == TK_NUMBER ? U_INDEX_CONST : U_INDEX_VAR;
						if (kind == U_INDEX_CONST)
							tok_int_value(src, &t[close + 3], &iv);
						x = add_use(u, (uint32_t)c, kind, name, access_text(u, first - 2, ic, &sb));
						x->index = kind == U_INDEX_CONST ? iv : 0;
					} else {
						x = add_use(u, (uint32_t)c, kind, name, access_text(u, first - 1, close, &sb));
						x->index = bytes;	/* U_COPY_CONST: the bytes, when known */
						if (kind == U_CALLEE)
							x->what = callee_text(u, x->what);
					}
					if (kind == U_OTHER) {
						alias_lo = first - 1;
						alias_hi = close;
					}
				}
			} else if (layout_index(u, name + 2, close)) {
				x = add_use(u, (uint32_t)c, U_INDEX_CONST, name, access_text(u, base_start(u, k), close, &sb));
				x->index = USE_INDEX_LAYOUT;
			} else if ((looped = close == name + 3 && t[name + 2].kind == TK_IDENT &&
					     loop_bound(u, a, name + 2, k, &lo, &hi, &le)) &&
				   bound_value(u, a, b, lo, hi, &bv) && bv + (uint64_t)le <= use_target_size(&u->ix->us->t[c])) {
				/* 'for (i = 0; i < 1; i++) p->m[i]', 'cnt = 1; ... i < cnt': within the declared size */
				access_text(u, base_start(u, k), close, &sb);
				strbuf_addf(&sb, " (%.*s %s ", (int)t[name + 2].len, src->buf + t[name + 2].off, le ? "<=" : "<");
				strbuf_add(&sb, src->buf + t[lo].off, t[lo].len);
				if (t[lo].kind == TK_IDENT)
					strbuf_addf(&sb, " = %llu", (unsigned long long)bv);
				strbuf_addch(&sb, ')');
				x = add_use(u, (uint32_t)c, U_INDEX_CONST, name, sb.buf);
				x->index = bv + (uint64_t)le ? bv + (uint64_t)le - 1 : 0;
			} else {
				x = add_use(u, (uint32_t)c, U_INDEX_VAR, name, access_text(u, base_start(u, k), close, &sb));
				if (looped)	/* p->m[i] in a loop up to a count */
					x->count = span_keep(u, lo, hi);
			}
		} else if (wrapped && t[wrapped].kw == KW_SIZEOF) {
			x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, wrapped, access_text(u, wrapped, name + 1, &sb));
			x->form = SF_SIZEOF_MEMBER;	/* sizeof(p->m[0]) says the same of a [1] */
			x->off = x->end = t[name].off + t[name].len;
		} else if (wrapped && kw_is_typeof(t[wrapped].kw)) {
			/* no rewrite: 'typeof(p->m[0])' is the element's type, not the array's */
			x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, wrapped, access_text(u, wrapped, name + 1, &sb));
			x->type_taken = 1;
		} else if (wrapped && builtin_at(u, wrapped, BN_ARRAY_SIZE)) {
			x = add_use(u, (uint32_t)c, U_ARRAY_SIZE, wrapped, access_text(u, wrapped, name + 1, &sb));
		} else {
			uint64_t bytes = 0;

			first = base_start(u, k);
			kind = address_use(u, a, first, name, &bytes);
			x = add_use(u, (uint32_t)c, kind, name, kind == U_OTHER ? tok_text(src, name, &sb) :
				    access_text(u, first, name, &sb));
			x->index = bytes;	/* U_COPY_CONST: the bytes, when known */
			if (kind == U_CALLEE)
				x->what = callee_text(u, x->what);
			if (kind == U_OTHER) {
				alias_lo = first;
				alias_hi = name;
			}
		}
		x->guess = (uint8_t)guess;
		x->object = !guess && tok_is(&t[k], '.') && object_base(u, k);
		if (x->kind == U_CALLEE && x->object)
			x->kind = U_OTHER;	/* an object holds the declared elements: the callee's run is bounded */
		x->name_off = t[name].off;
		x->name_len = t[name].len;
		x->uapi_file = (uint8_t)(strstr(u->path, "include/uapi/") != NULL);
		/* last: it adds uses, which may move x */
		if (alias_lo)
			alias_uses(u, (uint32_t)c, guess, alias_lo, alias_hi, b);
	}
	strbuf_release(&sb);
}

/* Does [a, b) end with '- 1'? (struct_size(p, m, n - 1) is a size form of its own) */
static int ends_minus_one(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	uint64_t v;

	return b >= a + 3 && tok_is(&t[b - 2], '-') && tok_int_value(u->src, &t[b - 1], &v) == 0 && v == 1;
}

/*
 * The target a macro's (type or pointer, member) pair names: offsetof(T, m),
 * struct_size(p, m, n), sizeof_field(T, m); [a, b) is the first argument,
 * typed when it is a type. -1 when it names a struct (or a declared
 * pointer's) that is not a target; a guess by the member when it cannot be
 * told (*guess set).
 */
static int macro_member_target(struct ufile *u, uint32_t a, uint32_t b, uint32_t mem, int typed, int *guess)
{
	const struct token *t = u->src->tok;
	int one_name = b == a + 1 && t[a].kind == TK_IDENT, c = -1;

	if (typed)
		c = cand_of_type(u, a, b);
	else if (one_name)
		c = cand_of_var(u, a);
	if (c < 0 && (typed ? t[a].kw == KW_STRUCT || t[a].kw == KW_UNION : one_name && var_decl(u, a) >= 0))
		return -1;	/* offsetof(struct s, m), struct_size(p, m, n) of a declared p: that struct */
	*guess = c < 0;
	if (c < 0)
		c = cand_by_member(u, mem);
	return member_of_same(u, mem, c);
}

/*
 * A size computed from a count of the elements: offsetof(struct s, m) + n,
 * offsetof(struct s, m[n]), struct_size(p, m, n), struct_size_t(struct s,
 * m, n), flex_array_size(p, m, n), with n known only at run time. The call's
 * name is at k.
 */
static void size_from_count(struct ufile *u, uint32_t k, uint32_t end)
{
	const struct token *t = u->src->tok;
	uint32_t arg[5], n, open = k + 1, mem, ty = builtin_at(u, k, BN_OFFSETOF) || builtin_at(u, k, BN_STRUCT_SIZE_T);
	int c, guess = 0, counted = 0;
	struct strbuf sb = STRBUF_INIT;
	struct use *x;

	if (t[open].match >= end || (n = call_args(t, open, arg, 4)) != (builtin_at(u, k, BN_OFFSETOF) ? 2u : 3u))
		return;
	mem = arg[1];
	if (t[mem].kind != TK_IDENT)
		return;
	if ((c = macro_member_target(u, arg[0], arg[1] - 1, mem, ty, &guess)) < 0)
		return;
	if (n == 3 && arg[2] != mem + 2) {
		/* struct_size(p, m[0].v, n): the count is of v, and sizeof(*p) holds m's one element */
		x = add_use(u, (uint32_t)c, U_SIZE_BLOCKS, k, access_text(u, k, t[open].match, &sb));
		x->guess = (uint8_t)guess;
		strbuf_release(&sb);
		return;
	}
	if (n == 2) {	/* offsetof(s, m[n]) or offsetof(s, m) + n */
		uint32_t close = t[open].match, e = close + 2;

		if (tok_is(&t[mem + 1], '[') && !tokens_constant(u->src, mem + 2, t[mem + 1].match)) {
			counted = 1;
		} else if (tok_is(&t[close + 1], '+')) {
			while (e < end && !tok_is(&t[e], ',') && !tok_is(&t[e], ';') && !tok_is(&t[e], ')') &&
			       !tok_is(&t[e], '+') && !tok_is(&t[e], '-'))
				e = (tok_is(&t[e], '(') || tok_is(&t[e], '[')) && t[e].match < end ? t[e].match + 1 : e + 1;
			counted = !tokens_constant(u->src, close + 2, e);
		}
	} else {
		int minus_one = ends_minus_one(u, arg[2], arg[3] - 1);

		counted = !minus_one && !tokens_constant(u->src, arg[2], arg[3] - 1);
		if (!minus_one && !guess && !builtin_at(u, k, BN_FLEX_ARRAY_SIZE) &&
		    u->ix->us->t[c].kind == K_ONE_ELEMENT)
			/* struct_size() of a [1] holds n elements and the one in the struct: one less as
			 * '[]' (listed as a change: said only of a use known to be the array's) */
			add_use(u, (uint32_t)c, U_SIZE_CHANGES, k, access_text(u, k, t[open].match, &sb));
	}
	if (!counted) {
		strbuf_release(&sb);
		return;
	}
	x = add_use(u, (uint32_t)c, U_SIZE_COUNT, k, access_text(u, k, t[open].match, &sb));
	x->guess = (uint8_t)guess;
	strbuf_release(&sb);
}

/*
 * sizeof_field(T, h), offsetofend(T, h), FIELD_SIZEOF(T, h) at k, T in
 * tokens [a, b), of a member h whose type is a struct ending with a [1] (or
 * ends with one): that struct's size, which '[]' would shrink.
 */
static void member_of_type_size(struct ufile *u, uint32_t k, uint32_t a, uint32_t b, uint32_t mem)
{
	const struct token *t = u->src->tok;
	const struct strmap_entry *e;
	const struct mt_summary *ms;
	const struct affected *af;
	const char *owner;
	char buf[256];
	int c;

	if (!(owner = written_type_key(u, a, b, buf, sizeof(buf))))
		return;
	e = owned_member(u->ix, owner, u->src->buf + t[mem].off, t[mem].len);
	if (!e || (ms = e->value)->many || !ms->last[0] || !(af = aff_by_hkey(u->ix, ms->last[0]->type, ms->last[0]->type_hash)) ||
	    (c = aff_seen(u, af)) < 0 || u->ix->us->t[c].kind != K_ONE_ELEMENT)
		return;
	{
		struct strbuf sb = STRBUF_INIT;

		strbuf_add(&sb, u->src->buf + t[k].off, t[t[k + 1].match].off + 1 - t[k].off);
		if (af->outer)
			add_ends_with(&sb, u, (uint32_t)c);
		add_use(u, (uint32_t)c, U_SIZE_BLOCKS, k, sb.buf);
		strbuf_release(&sb);
	}
}

/*
 * offsetofend(T, m), sizeof_field(T, m), FIELD_SIZEOF(T, m): the member's
 * size, as sizeof(p->m), which a flexible array does not have (they would
 * not compile); 'm[0]' says the same of a [1]. The call's name is at k.
 */
static void member_size_macro(struct ufile *u, uint32_t k, uint32_t end)
{
	const struct token *t = u->src->tok;
	uint32_t arg[3], open = k + 1, mem;
	int c, guess = 0;
	struct strbuf sb = STRBUF_INIT;
	struct use *x;

	if (t[open].match >= end || call_args(t, open, arg, 2) != 2)
		return;
	mem = arg[1];
	if (t[mem].kind != TK_IDENT || mem + 1 != t[open].match)
		return;	/* offsetofend(T, m[0]), offsetofend(T, a.b): an element's, another member's */
	if ((c = macro_member_target(u, arg[0], arg[1] - 1, mem, 1, &guess)) < 0) {
		member_of_type_size(u, k, arg[0], arg[1] - 1, mem);
		return;
	}
	x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, k, access_text(u, k, t[open].match, &sb));
	x->form = SF_SIZEOF_MEMBER;
	x->off = x->end = t[mem].off + t[mem].len;
	x->guess = (uint8_t)guess;
	x->name_off = t[mem].off;
	x->name_len = t[mem].len;
	strbuf_release(&sb);
}

/*
 * CHECK(48, 0, m) at k, a macro of the run whose body takes the size of the
 * member its argument names (struct member_size_macro): as sizeof_field(T, m)
 * at the call, which no rewrite reaches (the member is the macro's argument).
 */
static void user_member_size_macro(struct ufile *u, uint32_t k, const struct member_size_macro *ms)
{
	const struct token *t = u->src->tok;
	uint32_t arg[17], n = call_args(t, k + 1, arg, 16), mem;
	int c = -1, guess = 0;
	struct strbuf sb = STRBUF_INIT;
	struct use *x;

	if (ms->member >= n || (!ms->type && ms->type_arg >= n))
		return;
	mem = arg[ms->member];
	if (t[mem].kind != TK_IDENT || arg[ms->member + 1] != mem + 2)
		return;	/* CHECK(48, 0, m[0]), CHECK(48, 0, a.b): an element's, another member's */
	if (ms->type) {
		const struct affected *af = aff_by_key(u->ix, ms->type);

		if (!af || af->outer || (c = member_of_same(u, mem, aff_seen(u, af))) < 0)
			return;
	} else if ((c = macro_member_target(u, arg[ms->type_arg], arg[ms->type_arg + 1] - 1, mem, 1, &guess)) < 0) {
		return;
	}
	x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, k, access_text(u, k, t[k + 1].match, &sb));
	x->guess = (uint8_t)guess;
	strbuf_release(&sb);
}

int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * Does macro NAME (len bytes) take the size of what its argument arg is
 * given? 1 yes or not known (a macro the run does not define, an argument
 * past its parameters), 0 when every definition of it uses that parameter
 * only where no size is taken (analyze.c's struct type_param), following the
 * macros it hands the parameter to.
 */
static int macro_takes_size(const struct uses_index *ix, const char *name, size_t len, unsigned arg, int depth)
{
	const struct strmap_entry *e = strmap_findn(&ix->type_macros, name, len);
	int seen = 0;

	if (!e || depth > 8 || bsearch(&(uint32_t){ text_hash(name, len) }, ix->sized_macros, ix->nr_sized_macros,
					sizeof(*ix->sized_macros), cmp_u32))
		return 1;	/* not defined in the run, or a definition takes the size of all its parameters */
	for (uint32_t k = (uint32_t)(uintptr_t)e->value; k; k = ix->tp_next[k - 1]) {
		const struct type_param *tp = ix->tps[k - 1];

		if (tp->param != arg)
			continue;
		seen = 1;
		if (tp->kind == TP_SIZE ||
		    (tp->kind == TP_FORWARD && macro_takes_size(ix, tp->callee, strlen(tp->callee), tp->arg, depth + 1)))
			return 1;
	}
	return !seen;
}

/*
 * Outside functions: a sizeof() of the struct (static assertions, array
 * dimensions, tables) or the struct's tag or typedef name given to a macro
 * (whose expansion may be 'sizeof(struct TAG)', as I40E_CHECK_STRUCT_LEN(0x20,
 * tag), or 'sizeof(name)', as XFS_CHECK_STRUCT_SIZE(name_t, 40)) is a size the
 * conversion would change without a way to rewrite it. Inside functions only
 * the macro case is new: sizeof() is analysed per statement.
 */
static void analyze_names(struct ufile *u, uint32_t a, uint32_t b, int file_scope)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;

	for (uint32_t k = a; k < b; k++) {
		struct size_ref r;
		struct expr *e;
		char *what;
		int c, tagged;

		if (file_scope && t[k].kw == KW_SIZEOF && tok_is(&t[k + 1], '(') && t[k + 1].match < b) {
			e = expr_parse(src, k, t[k + 1].match + 1, u->arena);
			if (e && size_of_struct(u, e, &r)) {
				what = span_text(src, e->first, e->last);
				add_use(u, (uint32_t)r.cand, U_SIZE_BLOCKS, k, what);
				free(what);
			}
			continue;
		}
		if (t[k].kind == TK_IDENT && tok_is(&t[k + 1], '(') &&
		    (builtin_at(u, k, BN_OFFSETOF) || builtin_at(u, k, BN_STRUCT_SIZE) ||
		     builtin_at(u, k, BN_STRUCT_SIZE_T) || builtin_at(u, k, BN_FLEX_ARRAY_SIZE))) {
			size_from_count(u, k, b);
			continue;
		}
		if (t[k].kind == TK_IDENT && tok_is(&t[k + 1], '(') && builtin_at(u, k, BN_MEMBER_SIZE)) {
			member_size_macro(u, k, b);
			continue;
		}
		if (t[k].kind == TK_IDENT && !t[k].kw && tok_is(&t[k + 1], '(') && u->ix->msize_macros.size &&
		    t[k + 1].match < b) {
			const struct strmap_entry *ms = strmap_findn(&u->ix->msize_macros, src->buf + t[k].off, t[k].len);

			if (ms && ms->value) {
				user_member_size_macro(u, k, ms->value);
				continue;
			}
		}
		/* a type as a macro argument, '(' or ',' before, ')' or ',' after: TAG (the macro
		 * writes 'struct'), a typedef name, or 'struct TAG' */
		tagged = k >= 2 && (t[k - 1].kw == KW_STRUCT || t[k - 1].kw == KW_UNION);
		if (t[k].kind != TK_IDENT || t[k].kw || k == 0 ||
		    !(tok_is(&t[k - 1 - tagged], '(') || tok_is(&t[k - 1 - tagged], ',')) ||
		    !(tok_is(&t[k + 1], ')') || tok_is(&t[k + 1], ',')))
			continue;
		for (uint32_t h = name_of(u, k) == NONE ? NONE : u->ix->names_of[name_of(u, k)].first_aff; h != NONE;
		     h = u->ix->aff_next[h]) {
			const struct affected *af = &u->ix->aff[h];
			uint32_t open = k;
			struct strbuf sb = STRBUF_INIT;

			if ((!sees(u, af->cand) && !af->outer) || (tagged && !af->kw))
				continue;
			while (open > a && !(tok_is(&t[open], '(') && t[open].match > k))
				open--;
			if (open == a || open == 0 || t[open - 1].kind != TK_IDENT || t[open - 1].kw)
				break;
			/* abd_free(abd): a variable, not a type; macros that take a type are in capitals */
			if (var_decl(u, k) >= 0 || !tok_upper_case(src, open - 1))
				break;
			{
				unsigned arg = 0;

				for (uint32_t q = open + 1; q < k; q++)
					if ((tok_is(&t[q], '(') || tok_is(&t[q], '[')) && t[q].match < k)
						q = t[q].match;
					else
						arg += tok_is(&t[q], ',');
				if (!macro_takes_size(u->ix, src->buf + t[open - 1].off, t[open - 1].len, arg, 0))
					break;	/* 'ACPI_ADD_PTR(struct s, p, n)' casts, 'CHECK_OFFSET(struct s, m, 4)' */
			}
			c = (int)af->cand;
			strbuf_addf(&sb, "%.*s(...) is given the name '%s'", (int)t[open - 1].len, src->buf + t[open - 1].off,
				    af->name);
			add_use(u, (uint32_t)c, U_SIZE_BLOCKS, k, sb.buf)->macro_arg = 1;
			strbuf_release(&sb);
			break;
		}
	}
}

/* The affected type 'struct TAG' (kw set) or typedef name NAME this file sees; -1 if none. */
static int aff_of_text(const struct ufile *u, int kw, const char *name, size_t len)
{
	const struct uses_index *ix = u->ix;
	uint32_t n = name_find(ix, name, len, name_key(name, len));

	for (uint32_t k = n == NONE ? NONE : ix->names_of[n].first_aff; k != NONE; k = ix->aff_next[k]) {
		const struct affected *af = &ix->aff[k];

		if ((!sees(u, af->cand) && !af->outer) || !!kw != !!af->kw)
			continue;
		return (int)k;
	}
	return -1;
}

/*
 * #define bodies are not lexed as code; a sizeof(struct TAG) or sizeof(NAME)
 * of a type whose size follows a target there sizes something the
 * conversion would change without the rewrite seeing it (a buffer size macro
 * one element short): a size not understood, at the #define. Used where the
 * body does not lex on its own or is not read as an expression.
 */
static void define_sizeof(void *ctx, const struct directive *dir, int tagged, const char *name, size_t n)
{
	struct ufile *u = ctx;
	int k = aff_of_text(u, tagged, name, n);
	struct strbuf sb = STRBUF_INIT;
	struct use *x;

	if (k < 0)
		return;
	strbuf_addf(&sb, "#define %.*s: sizeof(%s%.*s)", (int)dir->len, u->src->buf + dir->off,
		    tagged ? "struct " : "", (int)n, name);
	x = add_use_at(u, u->ix->aff[k].cand, U_SIZE_BLOCKS, dir->line, dir->col, dir->off, sb.buf);
	if (u->ix->aff[k].outer) {
		add_ends_with(&sb, u, u->ix->aff[k].cand);
		x->what = arena_strndup(u->strings, sb.buf, sb.len);
	}
	strbuf_release(&sb);
}

struct define_seen { const struct ufile *u; int found; };

static void define_sizeof_seen(void *ctx, const struct directive *dir, int tagged, const char *name, size_t n)
{
	struct define_seen *ds = ctx;

	(void)dir;
	if (!ds->found)
		ds->found = aff_of_text(ds->u, tagged, name, n) >= 0;
}

/* bu: u reading the body mb lexed on its own (analyze_define_accesses(), analyze_defines()). */
static void define_ufile(struct ufile *u, struct ufile *bu, const struct macro_body *mb)
{
	if (!u->named_done)
		names_walk(u);	/* the file's names, then the body's, may name a record */
	*bu = *u;
	bu->src = &mb->body;
	bu->define = mb;
	bu->decls = NULL;
	bu->nr_decls = bu->alloc_decls = 0;
	bu->named_done = 0;
	bu->tok_name = arena_alloc(u->arena, (mb->body.nr_tok + 1) * sizeof(*bu->tok_name));
	bu->brace = brace_around(u->arena, &mb->body);
}

/* The uses found in the body of dir (from first on) at their places in the file. */
static void define_uses_to_file(struct ufile *u, const struct directive *dir, const struct macro_body *mb, size_t first)
{
	for (size_t k = first; k < u->out->nr; k++) {
		struct use *x = &u->out->u[k];
		uint32_t bol;

		x->line += dir->line - 1;
		x->at_off += mb->start;
		for (bol = x->at_off; bol > 0 && u->src->buf[bol - 1] != '\n'; bol--)
			;
		x->col = x->at_off - bol + 1;
		if (x->off || x->end) {
			x->off += mb->start;
			x->end += mb->start;
		}
		if (x->name_len)
			x->name_off += mb->start;
		x->in_define = 1;
	}
}

/*
 * A #define body that takes the size of a type a target sizes is read as a
 * statement's expression is: a form the rewrite knows is rewritten in the
 * body ('#define L_SZ (sizeof(struct l) + sizeof(struct e) * (N - 1))' loses
 * its '- 1'), any other sizeof() of it blocks, each at its place. A body that
 * does not lex on its own, or yields no use ('case sizeof(struct s):'), blocks
 * at the #define.
 */
static void analyze_defines(struct ufile *u)
{
	for (size_t d = 0; d < u->src->nr_dirs; d++) {
		const struct directive *dir = &u->src->dirs[d];
		struct define_seen ds = { u, 0 };
		struct macro_body mb;
		struct ufile bu;
		size_t first;

		if (dir->kind != DIR_DEFINE)
			continue;
		lex_define_sizeof_names(u->src, dir, define_sizeof_seen, &ds);
		if (!ds.found)
			continue;
		if (!lex_macro_body(u->src, dir, NULL, MB_OBJECT_LIKE, &mb)) {
			lex_define_sizeof_names(u->src, dir, define_sizeof, u);
			continue;
		}
		define_ufile(u, &bu, &mb);
		first = u->out->nr;
		if (mb.body.nr_tok > 1)
			analyze_statement(&bu, 0, (uint32_t)mb.body.nr_tok - 1);	/* the last token ends the text */
		free(bu.decls);
		/* the notes name the macro: '#define L_SZ: sizeof(struct l)' */
		for (size_t k = first; k < u->out->nr; k++) {
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "#define %.*s: %s", (int)dir->len, u->src->buf + dir->off, u->out->u[k].what);
			u->out->u[k].what = arena_strndup(u->strings, sb.buf, sb.len);
			strbuf_release(&sb);
		}
		define_uses_to_file(u, dir, &mb, first);
		macro_body_release(&mb);
		if (u->out->nr == first)	/* the size was not read there: it blocks at the #define */
			lex_define_sizeof_names(u->src, dir, define_sizeof, u);
	}
}

struct member_seen { const struct uses_index *ix; int found; };

static void define_member_seen(void *ctx, const char *name, size_t n)
{
	struct member_seen *ms = ctx;
	uint32_t k;

	if (!ms->found && (k = name_find(ms->ix, name, n, name_key(name, n))) != NONE)
		ms->found = ms->ix->names_of[k].first_cand != NONE;
}

/*
 * Accesses written in #define bodies ('__cmd->wreg.regs[__nreg]', the
 * variable declared by another macro): a body naming a target's member after
 * '->' or '.' is lexed on its own and its accesses read as a function's are.
 * One through a parameter of the macro is left to the call sites, which know
 * the argument's type (param_macro_use()). Places are the file's.
 */
static void analyze_define_accesses(struct ufile *u)
{
	for (size_t d = 0; d < u->src->nr_dirs; d++) {
		const struct directive *dir = &u->src->dirs[d];
		struct member_seen ms = { u->ix, 0 };
		struct macro_body mb;
		struct ufile bu;
		size_t first;

		if (dir->kind != DIR_DEFINE)
			continue;
		lex_define_member_names(u->src, dir, define_member_seen, &ms);
		if (!ms.found || !lex_macro_body(u->src, dir, NULL, MB_OBJECT_LIKE | MB_BRACED, &mb))
			continue;
		define_ufile(u, &bu, &mb);
		first = u->out->nr;
		if (mb.body.nr_tok >= 3) {
			const struct token *t = mb.body.tok;
			uint32_t close = (uint32_t)mb.body.nr_tok - 2;	/* the '}' added after the body */

			bu.whole_lo = 1;
			bu.whole_hi = close - 1;
			while (bu.whole_hi > bu.whole_lo && tok_is(&t[bu.whole_lo], '(') && t[bu.whole_lo].match == bu.whole_hi)
				bu.whole_lo++, bu.whole_hi--;
			/* its own locals: 'do { struct s *p = (arg); ... p->m[n] ... } while (0)' */
			collect_decls(&bu, 1, close);
			analyze_members(&bu, 0, close);
		}
		free(bu.decls);
		define_uses_to_file(u, dir, &mb, first);
		macro_body_release(&mb);
	}
}

/* Function bodies: a top-level '{' right after a ')' (attributes aside). */
/* The object a pointer variable at token k points to, when the struct is a
 * target's or ends with one (*outer): its candidate, or -1. */
static int deref_of(const struct ufile *u, uint32_t k, int *outer)
{
	const struct token *t = u->src->tok;
	int d;

	if (t[k].kind != TK_IDENT || t[k].kw || tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))
		return -1;
	if (tok_is(&t[k - 1], '*') && (t[k - 2].kind == TK_IDENT || tok_is(&t[k - 2], ')') || tok_is(&t[k - 2], ']')))
		return -1;	/* a * b: a product */
	d = var_decl(u, k);
	if (d < 0 || u->decls[d].cand == NONE)
		return -1;
	*outer = u->decls[d].outer;
	return u->decls[d].pointer == tok_is(&t[k - 1], '*') ? (int)u->decls[d].cand : -1;
}

/* The last token of the unary operand that starts at i (before b): a name
 * or a parenthesized group, with its '->m', '.m', '[i]' and '(args)'. */
static uint32_t operand_last(const struct token *t, uint32_t i, uint32_t b)
{
	if (tok_is(&t[i], '(') && t[i].match < b)
		i = t[i].match;
	else if (t[i].kind != TK_IDENT || t[i].kw)
		return NO_TOK;
	while (i + 1 < b) {
		if ((tok_is(&t[i + 1], '[') || tok_is(&t[i + 1], '(')) && t[i + 1].match < b)
			i = t[i + 1].match;
		else if ((tok_is(&t[i + 1], P_ARROW) || tok_is(&t[i + 1], '.')) && i + 2 < b && t[i + 2].kind == TK_IDENT)
			i += 2;
		else
			break;
	}
	return i;
}

/* The target whose struct, or a struct ending with it (*outer), the operand
 * ending at token k is by value: '*p', 'v', a member declared with it
 * ('d->h', 'q.w.t') or pointing to it ('*d->ph'); -1 if none. */
static int copied_struct(const struct ufile *u, uint32_t k, int *outer)
{
	const struct token *t = u->src->tok;

	*outer = 0;
	if (t[k].kind == TK_IDENT && !t[k].kw && k >= 2 && (tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))) {
		uint32_t first = base_start(u, k - 1);
		/* a unary '*': not after an operand ('a * d->h' is a product) */
		int deref = first >= 2 && tok_is(&t[first - 1], '*') && !(t[first - 2].kind == TK_IDENT && !t[first - 2].kw) &&
			    t[first - 2].kind != TK_NUMBER && !tok_is(&t[first - 2], ')') && !tok_is(&t[first - 2], ']');

		return member_of_target_type(u, k, deref, outer);
	}
	return deref_of(u, k, outer);
}

/* '(struct s){ ... }' at i of target c: its closing brace, else NO_TOK */
static uint32_t compound_literal_of(const struct ufile *u, uint32_t i, uint32_t b, int c)
{
	const struct token *t = u->src->tok;
	uint32_t close = t[i].match;
	int af;

	if (!tok_is(&t[i], '(') || close + 1 >= b || close <= i + 1 || !tok_is(&t[close + 1], '{') ||
	    t[close + 1].match >= b || (af = aff_of_type(u, i + 1, close)) < 0 || u->ix->aff[af].outer ||
	    (int)u->ix->aff[af].cand != c)
		return NO_TOK;
	return t[close + 1].match;
}

/*
 * '*d = *s', 'v = *s', '*d = v', 'd->h = e->h', '*d = (struct s){ ... }':
 * the struct, or one ending with it, copied by value.
 * With a [1] the copy moves the one element; with '[]' it moves none.
 */
static void struct_copies(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a + 3; k + 2 < b; k++) {
		uint32_t l = k - 1, r = tok_is(&t[k + 1], '*') ? k + 2 : k + 1, lit;
		int c, outer, outer_r;

		if (!tok_is(&t[k], '=') || (c = copied_struct(u, l, &outer)) < 0)
			continue;
		if (!outer && (lit = compound_literal_of(u, k + 1, b, c)) != NO_TOK)
			r = lit;
		else if ((r = operand_last(t, r, b)) == NO_TOK || r + 1 >= b || copied_struct(u, r, &outer_r) != c ||
			 outer_r != outer)
			continue;
		if (r + 1 >= b || !(tok_is(&t[r + 1], ';') || tok_is(&t[r + 1], ',')))
			continue;
		{
			struct strbuf sb = STRBUF_INIT;
			uint32_t first = tok_is(&t[l - 1], P_ARROW) || tok_is(&t[l - 1], '.') ? base_start(u, l - 1) : l;

			if (first > a && tok_is(&t[first - 1], '*'))
				first--;	/* '*d = ...', '*d->ph = ...' */
			struct use *x;

			strbuf_add(&sb, u->src->buf + t[first].off, t[r].off + t[r].len - t[first].off);
			if (outer)
				add_ends_with(&sb, u, c);
			x = add_use(u, (uint32_t)c, U_BY_VALUE, first, sb.buf);
			x->index = (uint64_t)outer;
			x->struct_copy = 1;
			strbuf_release(&sb);
		}
	}
}


/*
 * Why the function called at '(' o cannot be read, or NULL: called through a
 * pointer ('ops->send(&v)', '(*fn)(&v)'), or a name that no file read
 * defines as a function or a macro (a parameter 'cb(&v)'; a copy flexfix
 * knows and a compiler builtin aside). What it does with an object's one
 * element is not known.
 */
static const char *callee_unseen(const struct ufile *u, uint32_t o)
{
	const struct token *t = u->src->tok;
	const struct token *f = &t[o - 1];

	if (tok_is(f, ')') && f->match < o - 1 && tok_is(&t[f->match + 1], '*'))
		return "called through a pointer";
	if (f->kind != TK_IDENT || f->kw)
		return NULL;
	if (tok_is(&t[o - 2], P_ARROW) || tok_is(&t[o - 2], '.'))
		return "called through a pointer";
	if (file_defines(u, o - 1) || tree_defines(u->ix, u->src->buf + f->off, f->len) ||
	    copier_find(u->src->buf + f->off, f->len) || (f->len > 10 && !memcmp(u->src->buf + f->off, "__builtin_", 10)))
		return NULL;
	return "defined in none of the files read";
}

/*
 * Is the length of the copy whose '(' is at o one sizeof() or offsetof()
 * ('sizeof(v)', 'sizeof(v.n)', 'offsetof(struct s, m)')? It then follows a
 * type's size, and an object's own shrinks with it; a number or a run-time
 * length ('memcpy(&v, src, 8)', '..., len)') may fill the one element.
 */
static int length_tracks_a_size(const struct ufile *u, uint32_t o, const struct copier *cp)
{
	const struct token *t = u->src->tok;
	uint32_t a, b;

	if (cp->len < 0 || !call_arg_span(t, o, (uint32_t)cp->len, &a, &b) || b <= a)
		return 0;
	if (t[a].kw == KW_SIZEOF && b == a + 2 && t[a + 1].kind == TK_IDENT)
		return 1;	/* 'sizeof v' */
	if (!(t[a].kw == KW_SIZEOF || (t[a].kind == TK_IDENT && t[a].len == 8 &&
	      !memcmp(u->src->buf + t[a].off, "offsetof", 8))) || !tok_is(&t[a + 1], '('))
		return 0;
	return t[a + 1].match + 1 == b;
}

/*
 * '&v' at k, an object of the target's struct (or of one that ends with it),
 * as a whole argument of a call to a function whose body reaches the
 * member's elements through that parameter ('sum(&r)', sum() reading
 * 'r->v[r->n - 1]' or 'o->r.v[i]'; callees.c): the object's one element is
 * used there. Or to a function flexfix cannot read (callee_unseen()): it may
 * use the element too.
 */
static int handed_to_reader(struct ufile *u, struct use *x, uint32_t first, uint32_t last, uint32_t a)
{
	const struct token *t = u->src->tok;
	const char *member = u->ix->us->t[x->target].member, *why;
	const struct callee *via;
	const struct copier *cp;
	uint32_t o, arg;

	if (strchr(member, '.') || !(tok_is(&t[first - 1], '(') || tok_is(&t[first - 1], ',')) ||
	    !(tok_is(&t[last + 1], ',') || tok_is(&t[last + 1], ')')) || !(o = call_holding(t, first, a, &arg)))
		return 0;
	if (t[o - 1].kind == TK_IDENT && (cp = copier_find(u->src->buf + t[o - 1].off, t[o - 1].len))) {
		if (((cp->ptrs >> arg) & 1) && !length_tracks_a_size(u, o, cp)) {
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "%s -> ", x->what);
			strbuf_add_squeezed(&sb, u->src->buf + t[o - 1].off, t[t[o].match].off + 1 - t[o - 1].off);
			x->what = arena_strndup(u->strings, sb.buf, sb.len);
			x->reach = REACH_COPY;
			strbuf_release(&sb);
		}
	} else if (t[o - 1].kind == TK_IDENT && !t[o - 1].kw && (via = callee_past_first(u, o, arg, member))) {
		u->via = via;
		x->what = callee_text(u, x->what);
		x->reach = REACH_CALLEE;
	} else if ((why = callee_unseen(u, o))) {
		struct strbuf sb = STRBUF_INIT;
		const struct token *f = &t[o - 1];
		uint32_t from = tok_is(f, ')') ? f->match : o - 1;

		/* 'ops->send': the callee's expression as written, from its base */
		while (from >= 2 && (tok_is(&t[from - 1], P_ARROW) || tok_is(&t[from - 1], '.')) &&
		       t[from - 2].kind == TK_IDENT && !t[from - 2].kw)
			from -= 2;
		strbuf_addf(&sb, "%s -> %.*s(): %s", x->what, (int)(f->off + f->len - t[from].off),
			    u->src->buf + t[from].off, why);
		x->what = arena_strndup(u->strings, sb.buf, sb.len);
		x->reach = REACH_UNSEEN;
		strbuf_release(&sb);
	}
	return x->reach != REACH_NONE;
}

/*
 * The address of object use x is kept where ('a member': 'req.buf = &v';
 * 'an initializer': '{ &v, 4 }'; 'a file-scope initializer':
 * 'static struct t o = { .p = &g }'): code
 * flexfix does not follow may reach the object's element through it.
 */
static void address_kept(struct ufile *u, struct use *x, const char *where)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s, kept in %s", x->what, where);
	x->what = arena_strndup(u->strings, sb.buf, sb.len);
	x->reach = REACH_KEPT;
	strbuf_release(&sb);
}

/*
 * '&v' at k kept in a pointer ('p = &v', 'struct s *p = &v'): through p,
 * later in the function ([k, b)), the object's element is used ('p->m[0]',
 * also handed on: 'memcpy(d, p->m, n)') or p is handed to a function that
 * reaches the array or that flexfix cannot read (handed_to_reader()). Until
 * p is assigned again. Its uses are already counted as the struct's; here
 * they say the storage is the object's.
 */
static void kept_in_pointer(struct ufile *u, struct use *x, uint32_t k, uint32_t last, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	const char *member = u->ix->us->t[x->target].member;
	const struct token *p = &t[k - 2];
	size_t mlen = strlen(member);
	uint32_t m;

	if (k > a && (tok_is(&t[k - 1], '{') || tok_is(&t[k - 1], ',')) &&
	    (tok_is(&t[last + 1], '}') || tok_is(&t[last + 1], ','))) {
		/* '{ &v, 4 }': an element of an initializer list, kept in what it initializes */
		for (uint32_t j = k; j-- > a;) {
			if ((tok_is(&t[j], ')') || tok_is(&t[j], ']') || tok_is(&t[j], '}')) && t[j].match < j &&
			    t[j].match >= a) {
				j = t[j].match;	/* over a group: the loop steps before its opening */
				continue;
			}
			if (tok_is(&t[j], '{')) {
				address_kept(u, x, "an initializer");
				return;
			}
			if (tok_is(&t[j], '(') || tok_is(&t[j], '[') || tok_is(&t[j], ';'))
				break;
		}
	}
	if (k < a + 2 || !tok_is(&t[k - 1], '=') || p->kind != TK_IDENT || p->kw || tok_is(&t[last + 1], '[') ||
	    strchr(member, '.'))
		return;
	if (k >= 3 && (tok_is(&t[k - 3], '.') || tok_is(&t[k - 3], P_ARROW))) {
		address_kept(u, x, "a member");	/* 'req.buf = &v', '{ .buf = &v }' */
		return;
	}
	for (uint32_t j = last + 1; j + 2 < b; j++) {
		if (t[j].len != p->len || memcmp(u->src->buf + t[j].off, u->src->buf + p->off, p->len) ||
		    tok_is(&t[j - 1], '.') || tok_is(&t[j - 1], P_ARROW))
			continue;
		if (tok_is(&t[j + 1], '='))
			return;	/* another address from here */
		m = j + 2;	/* 'p->m', or through members by value: 'p->r.m' */
		while (tok_is(&t[j + 1], P_ARROW) && m + 2 < b && t[m].kind == TK_IDENT && tok_is(&t[m + 1], '.'))
			m += 2;
		if (tok_is(&t[j + 1], P_ARROW) && t[m].len == mlen && !memcmp(u->src->buf + t[m].off, member, mlen) &&
		    t[j - 1].kw != KW_SIZEOF && !(tok_is(&t[j - 1], '(') && t[j - 2].kw == KW_SIZEOF)) {
			struct strbuf sb = STRBUF_INIT;
			uint32_t end = tok_is(&t[m + 1], '[') && t[m + 1].match < b ? t[m + 1].match : m;

			strbuf_addf(&sb, "%s kept in '%.*s': ", x->what, (int)p->len, u->src->buf + p->off);
			strbuf_add_squeezed(&sb, u->src->buf + t[j].off, t[end].off + t[end].len - t[j].off);
			x->what = arena_strndup(u->strings, sb.buf, sb.len);
			x->object = 1;
			strbuf_release(&sb);
			return;
		}
		if (tok_is(&t[j - 1], '(') || tok_is(&t[j - 1], ',')) {
			struct strbuf sb = STRBUF_INIT;
			const char *was = x->what;

			strbuf_addf(&sb, "%s kept in '%.*s'", x->what, (int)p->len, u->src->buf + p->off);
			x->what = arena_strndup(u->strings, sb.buf, sb.len);
			strbuf_release(&sb);
			if (handed_to_reader(u, x, j, j, a))
				return;
			x->what = was;
		}
	}
}

/*
 * 'o.a.r' from token k (before b): o a declared object (not a pointer), every
 * step a '.', and r's type the struct of a target (*cand) or one that ends
 * with it (*outer). Its last token, or NO_TOK.
 */
static uint32_t member_object(const struct ufile *u, uint32_t k, uint32_t b, int *cand, int *outer)
{
	const struct token *t = u->src->tok;
	uint32_t last = k;
	int d;

	if (t[k].kind != TK_IDENT || t[k].kw || !tok_is(&t[k + 1], '.') || (k >= 1 && (tok_is(&t[k - 1], '.') ||
	    tok_is(&t[k - 1], P_ARROW))))
		return NO_TOK;
	while (last + 2 < b && tok_is(&t[last + 1], '.') && t[last + 2].kind == TK_IDENT && !t[last + 2].kw)
		last += 2;
	if (last == k || tok_is(&t[last + 1], '.') || tok_is(&t[last + 1], P_ARROW) || tok_is(&t[last + 1], '[') ||
	    tok_is(&t[last + 1], '(') || (d = var_decl(u, k)) < 0 || u->decls[d].pointer || u->decls[d].array ||
	    (*cand = member_of_target_type(u, last, 0, outer)) < 0)
		return NO_TOK;
	return last;
}

/*
 * Objects of the struct whose storage leaves the function's sight: '&v' of
 * an object ('f(&v)', 'p = &v': listed; followed into f() when f's
 * parameter reaches the member: handed_to_reader()) and
 * compound literals '(struct s){ ... }' (each an object, its address or its
 * value handed on; its initializer may name the array). With a [1] the
 * storage holds the one element; with '[]' it holds none.
 */
static void objects_handed_on(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	struct strbuf sb = STRBUF_INIT;
	int objects = 0;	/* an object of a target's type is declared: '&v' may be one */

	for (size_t d = 0; d < u->nr_decls && !objects; d++)
		objects = !u->decls[d].pointer && !u->decls[d].array && u->decls[d].cand != NONE;
	for (uint32_t k = a; k + 1 < b; k++) {
		struct use *x;
		uint32_t close, last;
		int d, af, outer;

		if (objects && tok_is(&t[k], '&') && t[k + 1].kind == TK_IDENT && !t[k + 1].kw && k + 2 < b &&
		    !tok_is(&t[k + 2], '.') && !tok_is(&t[k + 2], P_ARROW) && !tok_is(&t[k + 2], '[') &&
		    (k == 0 || !((t[k - 1].kind == TK_IDENT && !t[k - 1].kw) || t[k - 1].kind == TK_NUMBER || tok_is(&t[k - 1], ')') ||
				 tok_is(&t[k - 1], ']'))) &&
		    (d = var_decl(u, k + 1)) >= 0 && !u->decls[d].pointer && !u->decls[d].array &&
		    u->decls[d].cand != NONE) {
			strbuf_reset(&sb);
			strbuf_add(&sb, u->src->buf + t[k].off, t[k + 1].off + t[k + 1].len - t[k].off);
			x = add_use(u, u->decls[d].cand, U_BY_VALUE, k, sb.buf);
			x->index = u->decls[d].outer;
			if (!handed_to_reader(u, x, k, k + 1, a))
				kept_in_pointer(u, x, k, k + 1, a, b);
		} else if (tok_is(&t[k], '&') && (last = member_object(u, k + 1, b, &d, &outer)) != NO_TOK) {
			/* '&o.r' of an object whose member r is of the struct (or ends with it) */
			strbuf_reset(&sb);
			strbuf_add(&sb, u->src->buf + t[k].off, t[last].off + t[last].len - t[k].off);
			x = add_use(u, (uint32_t)d, U_BY_VALUE, k, sb.buf);
			x->index = (uint64_t)outer;
			if (!handed_to_reader(u, x, k, last, a))
				kept_in_pointer(u, x, k, last, a, b);
			k = last;
		} else if (tok_is(&t[k], '(') && (close = t[k].match) < b && close > k + 1 && close + 1 < b &&
			   tok_is(&t[close + 1], '{') && t[close + 1].match < b && !tok_is(&t[close - 1], '*') &&
			   (af = aff_of_type(u, k + 1, close)) >= 0) {
			struct use fills;
			/* 'v = (struct s){ ... }' is a copy (struct_copies(), collect_decls()): only
			 * what its initializer fills is said here */
			int copied = k > a && tok_is(&t[k - 1], '=');
			uint32_t at = k;

			memset(&fills, 0, sizeof(fills));
			initializer_fills(u, &fills, close + 1, (size_t)af);
			k = close;
			if (copied && !fills.designates && !fills.by_position)
				continue;
			strbuf_reset(&sb);
			strbuf_add(&sb, u->src->buf + t[at].off, t[close].off + 1 - t[at].off);
			strbuf_addstr(&sb, "{ ... }");
			x = add_use(u, u->ix->aff[af].cand, U_BY_VALUE, at, sb.buf);
			x->index = u->ix->aff[af].outer;
			x->literal = (uint8_t)!copied;
			x->designates = fills.designates;
			x->by_position = fills.by_position;
		}
	}
	strbuf_release(&sb);
}

/*
 * A cast to a pointer to the struct that steps: '(struct s *)p + n',
 * '((struct s *)p)[i]', '((struct s *)p + n)'. The [1]'s target, or -1;
 * [*first, *last] the step's tokens.
 */
static int cast_steps(const struct ufile *u, uint32_t k, uint32_t b, uint32_t *first, uint32_t *last, int *outer)
{
	const struct token *t = u->src->tok;
	uint32_t c = t[k].match, o, e, n;
	int af;

	if (c >= b || c < k + 3 || !tok_is(&t[c - 1], '*') || tok_is(&t[c - 2], '*') ||
	    (af = aff_of_type(u, k + 1, c - 1)) < 0 || c + 1 >= b || (o = operand_last(t, c + 1, b)) == NO_TOK ||
	    o + 1 >= b || u->ix->us->t[u->ix->aff[af].cand].kind != K_ONE_ELEMENT)
		return -1;
	e = o + 1;
	*first = k;
	if (k > 0 && tok_is(&t[k - 1], '(') && t[k - 1].match == e) {
		*first = k - 1;	/* ((struct s *)p)[i], ((struct s *)p) + n */
		e++;
	}
	if (e >= b)
		return -1;
	if (tok_is(&t[e], '[')) {
		uint64_t v = 1;

		n = t[e].match;
		if (*first == k || n >= b || (n == e + 2 && t[e + 1].kind == TK_NUMBER &&
					      tok_int_value(u->src, &t[e + 1], &v) == 0 && v == 0))
			return -1;	/* (struct s *)p[i] casts p[i]; ((struct s *)p)[0] does not step */
		*last = n;
	} else if (tok_is(&t[e], '+') || tok_is(&t[e], '-')) {
		*last = e + 1 < b && (n = operand_last(t, e + 1, b)) != NO_TOK ? n : e;	/* '+ index', '+ (n - 1)' */
	} else {
		return -1;
	}
	*outer = u->ix->aff[af].outer;
	return (int)u->ix->aff[af].cand;
}

/*
 * Pointer arithmetic on a 'struct s *' (p + 1, p - q, p++, p += n, p[i],
 * &p[1]) steps by sizeof(struct s): a [1] made flexible would shrink every
 * step, as a sizeof() would, with no size expression to rewrite. A cast
 * first ('(u8 *)p + 1') steps by its own type.
 */
static void pointer_steps(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	struct strbuf sb = STRBUF_INIT;
	int any = u->ix->nr_mtypes > 0;	/* a member pointer may step too */

	for (size_t d = 0; d < u->nr_decls && !any; d++)
		any = u->decls[d].steps && u->decls[d].cand != NONE && u->ix->us->t[u->decls[d].cand].kind == K_ONE_ELEMENT;
	for (uint32_t k = a; any && k + 1 < b; k++) {	/* a: the body's first token */
		const struct token *prev = &t[k - 1], *next = &t[k + 1];
		uint32_t first, last, at = k;
		int step, d, c, outer;
		char *text;

		if (tok_is(&t[k], '(') && (t[k + 1].kw == KW_STRUCT || t[k + 1].kw == KW_UNION || t[k + 1].kind == TK_IDENT) &&
		    (c = cast_steps(u, k, b, &first, &last, &outer)) >= 0)
			goto found;
		if (t[k].kind == TK_IDENT && !t[k].kw && (tok_is(prev, '.') || tok_is(prev, P_ARROW)) && k >= 2 &&
		    !tok_is(next, '.') && !tok_is(next, P_ARROW) && !tok_is(next, '('))
			at = base_start(u, k - 1);	/* x->ents: it steps as a pointer variable would */
		else if (t[k].kind != TK_IDENT || t[k].kw || tok_is(prev, '.') || tok_is(prev, P_ARROW) ||
			 prev->kw == KW_SIZEOF || tok_is(next, '.') || tok_is(next, P_ARROW) || tok_is(next, '(') ||
			 (!tok_is(next, '[') && (tok_is(prev, ')') || tok_is(prev, '*') || tok_is(prev, '&'))))
			continue;	/* a member, p->m, a call, a size; a cast, a dereference, an address but of p[i] */
		if (at != k) {
			const struct token *before = at > 0 ? &t[at - 1] : NULL;

			if (!tok_is(next, '[') && before && (tok_is(before, ')') || tok_is(before, '*') || tok_is(before, '&')))
				continue;	/* a cast, a dereference, an address: of the member, not a step */
			prev = before;
		}
		/* the step's tokens: p[i], p++, ++p, p + n, p += n, n + p */
		if (tok_is(next, '[')) {
			uint64_t v = 1;

			step = !(next->match == k + 3 && t[k + 2].kind == TK_NUMBER &&
				 tok_int_value(u->src, &t[k + 2], &v) == 0 && v == 0);	/* p[0]: no step */
			first = at, last = next->match;
		} else if (tok_is(next, P_INC) || tok_is(next, P_DEC)) {
			step = 1, first = at, last = k + 1;
		} else if (prev && (tok_is(prev, P_INC) || tok_is(prev, P_DEC))) {
			step = 1, first = at - 1, last = k;
		} else if (tok_is(next, '+') || tok_is(next, '-') ||
			   (tok_is(next, P_ASSIGN_OP) && (u->src->buf[next->off] == '+' || u->src->buf[next->off] == '-'))) {
			step = 1, first = at, last = k + 2;
		} else {
			step = prev && (tok_is(prev, '+') || tok_is(prev, '-')) && at >= 2 &&
			       (t[at - 2].kind == TK_IDENT || t[at - 2].kind == TK_NUMBER || tok_is(&t[at - 2], ')') ||
				tok_is(&t[at - 2], ']')) && t[at - 2].kw != KW_RETURN;
			first = at - 2, last = k;
		}
		if (!step || last >= b)
			continue;
		if (at != k) {
			if ((c = member_of_target_type(u, k, 1, &outer)) < 0 || u->ix->us->t[c].kind != K_ONE_ELEMENT)
				continue;
		} else if ((d = var_decl(u, k)) < 0 || !u->decls[d].steps || u->decls[d].cand == NONE ||
			   u->ix->us->t[u->decls[d].cand].kind != K_ONE_ELEMENT) {
			continue;	/* a [0] keeps its size */
		} else {
			c = (int)u->decls[d].cand;
			outer = u->decls[d].outer;
		}
found:
		text = span_text(u->src, first, last);
		strbuf_reset(&sb);
		strbuf_add_squeezed(&sb, text, strlen(text));
		free(text);
		if (outer)
			add_ends_with(&sb, u, c);
		add_use(u, (uint32_t)c, U_SIZE_BLOCKS, k, sb.buf)->steps = 1;
	}
	strbuf_release(&sb);
}

/*
 * sizeof()/typeof() operands outside functions ('static_assert(sizeof(((struct
 * s *)0)->m) == 4)', a global's initializer): the member accesses in them,
 * as in a body.
 */
static void file_scope_operands(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a; k + 1 < b; k++)
		if ((t[k].kw == KW_SIZEOF || kw_is_typeof(t[k].kw)) && k > 0 && tok_is(&t[k + 1], '(') &&
		    t[k + 1].match < b && t[k + 1].match > k + 1) {
			analyze_members(u, k - 1, t[k + 1].match + 1);
			k = t[k + 1].match;
		}
}

/*
 * '&g' of a global object of a target's struct (or of one that ends with
 * it) in a file-scope initializer ('static struct t *p = &g', '{ .p = &g }',
 * '(void *)&g'): kept where any code may reach its element.
 */
static void file_scope_addresses(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;
	struct strbuf sb = STRBUF_INIT;
	int d;

	for (uint32_t k = a + 1; k + 2 < b; k++)
		if (tok_is(&t[k], '&') && t[k + 1].kind == TK_IDENT && !t[k + 1].kw && !tok_is(&t[k + 2], '.') &&
		    !tok_is(&t[k + 2], P_ARROW) && !tok_is(&t[k + 2], '[') && !tok_is(&t[k + 2], '(') &&
		    (tok_is(&t[k - 1], '=') || tok_is(&t[k - 1], ',') || tok_is(&t[k - 1], '{') ||
		     (tok_is(&t[k - 1], ')') && tok_is(&t[k - 2], '*'))) &&
		    (d = var_decl(u, k + 1)) >= 0 && !u->decls[d].pointer && !u->decls[d].array &&
		    u->decls[d].cand != NONE && !tok_is(&t[u->decls[d].name_tok + 1], '(')) {
			struct use *x;	/* (not '&f' of a function that returns one) */

			strbuf_reset(&sb);
			strbuf_add(&sb, u->src->buf + t[k].off, t[k + 1].off + t[k + 1].len - t[k].off);
			x = add_use(u, u->decls[d].cand, U_BY_VALUE, k, sb.buf);
			x->index = u->decls[d].outer;
			address_kept(u, x, "a file-scope initializer");
		}
	strbuf_release(&sb);
}

static void analyze_bodies(struct ufile *u)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;
	uint32_t n = (uint32_t)src->nr_tok - 1, scope = 0;
	size_t nr_globals = 0;

	for (uint32_t i = 1; i < n; i++) {
		uint32_t close, params, start;

		if (!tok_is(&t[i], '{') || !tok_is(&t[i - 1], ')'))
			continue;
		close = t[i].match;
		params = t[i - 1].match;
		if (close >= n || close <= i || params >= i)
			continue;	/* no closing brace (then 'i = close' would walk back) */
		/* 'f(struct s *p) __must_hold(&l) {': the parameters are before the annotation */
		while (params >= 2 && t[params - 1].kind == TK_IDENT && !t[params - 1].kw && tok_is(&t[params - 2], ')') &&
		       t[params - 2].match < params - 2 && t[t[params - 2].match - 1].kind == TK_IDENT)
			params = t[params - 2].match;
		/* file-scope pointers declared so far stay known; brace groups there are
		 * records or initializers, not declarations of variables */
		u->nr_decls = nr_globals;
		for (uint32_t k = scope, from = scope; k <= i - 1 && params > 0; k++)
			if (k == params - 1 || (tok_is(&t[k], '{') && t[k].match < params)) {
				/* the function's own name and '(' too: 'struct s f(...)' returns one by value */
				u->file_scope = 1;
				collect_decls(u, from, k == params - 1 ? params + 1 : k);
				u->file_scope = 0;
				if (k < params - 1)
					k = t[k].match;
				from = k + 1;
			}
		nr_globals = u->nr_decls;
		analyze_names(u, scope, params > 0 ? params - 1 : params, 1);
		file_scope_operands(u, scope, params > 0 ? params - 1 : params);
		file_scope_addresses(u, scope, params > 0 ? params - 1 : params);
		scope = close + 1;
		collect_decls(u, params + 1, i - 1);
		collect_decls(u, i + 1, close);
		analyze_members(u, i, close);
		struct_copies(u, i, close);
		objects_handed_on(u, i + 1, close);
		pointer_steps(u, i + 1, close);
		analyze_names(u, i + 1, close, 0);
		/* statements: split at ';', '{', '}' */
		start = i + 1;
		for (uint32_t k = i + 1; k <= close; k++) {
			if (tok_is(&t[k], ';') || tok_is(&t[k], '{') || tok_is(&t[k], '}')) {
				if (k > start)
					analyze_statement(u, start, k);
				start = k + 1;
			} else if (tok_is(&t[k], '(') && t[k].match < close) {
				k = t[k].match;	/* for (;;) */
			}
		}
		i = close;
	}
	u->nr_decls = 0;
	analyze_names(u, scope, n, 1);
	file_scope_operands(u, scope, n);
	/* the addresses after the last function: the file's globals, those declared here too */
	u->nr_decls = nr_globals;
	u->file_scope = 1;
	for (uint32_t k = scope, from = scope; k <= n; k++)
		if (k == n || (tok_is(&t[k], '{') && t[k].match < n)) {
			collect_decls(u, from, k);
			if (k < n)
				k = t[k].match;
			from = k + 1;
		}
	u->file_scope = 0;
	file_scope_addresses(u, scope, n);
	u->nr_decls = 0;
}


/* ---- the pass ---- */

/* A target's declaration: the member named on the finding's line. */
static int cmp_target_line(const void *a, const void *b, void *ctx)
{
	const struct use_set *us = ctx;
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	if (us->t[x].line != us->t[y].line)
		return us->t[x].line < us->t[y].line ? -1 : 1;
	return x < y ? -1 : x > y;	/* stable: target order within a line */
}

static void find_declarations(struct ufile *u)
{
	const struct uses_index *ix = u->ix;
	const struct strmap_entry *e = strmap_find(&ix->declared_in, u->path);

	uint32_t *by_line = NULL, n = 0;
	size_t alloc = 0;

	if (!ix->h || !ix->h->declaration)
		return;
	/* the file's targets by line, then one pass over its members: linear in the records of a file */
	for (uint32_t c = e ? (uint32_t)(uintptr_t)e->value : 0; c; c = ix->decl_next[c - 1]) {
		ALLOC_GROW(by_line, n + 1, alloc);
		by_line[n++] = c - 1;
	}
	if (n > 1)
		qsort_r(by_line, n, sizeof(*by_line), cmp_target_line, ix->us);
	for (size_t r = 0; n && r < u->pr->nr_rec; r++) {
		const struct record *rec = &u->pr->rec[r];

		for (uint32_t k = 0; k < rec->nr_m; k++) {
			const struct member *m = &rec->m[k];
			uint32_t line, lo = 0, hi = n;

			if (m->name_tok == NO_TOK)
				continue;
			line = u->src->tok[m->name_tok].line;
			while (lo < hi) {	/* the first target on this line */
				uint32_t mid = lo + (hi - lo) / 2;

				if (ix->us->t[by_line[mid]].line < line)
					lo = mid + 1;
				else
					hi = mid;
			}
			for (; lo < n && ix->us->t[by_line[lo]].line == line; lo++)
				if (tok_eq(u->src, m->name_tok, ix->us->t[by_line[lo]].member) &&
				    u->src->tok[m->name_tok].col == ix->us->t[by_line[lo]].col)	/* 'a[1]; T a[1];' */
					ix->h->declaration(ix->h->ctx, by_line[lo], u->src, u->pr, rec, m);
		}
	}
	free(by_line);
}

/* From the scan's name keys of file i, without reading it: could it hold a
 * use (the test of uses_worth())? A key shared by several names is taken for
 * any of them: more files read, never fewer. */
/* The largest constant past 1 that indexes key after '->' or '.' in the file; 0 if none. */
static uint64_t past_index(const struct file_result *res, uint32_t key)
{
	for (size_t k = 0; k < res->nr_name_past; k++)
		if (res->name_past[2 * k] == key)
			return res->name_past[2 * k + 1] == UINT32_MAX ? UINT64_MAX : res->name_past[2 * k + 1];
	return 0;
}

/* Does file i name any of the gates of the records in need[]? */
static int gated(const struct uses_index *ix, size_t i, const uint32_t *need, size_t nr_need)
{
	const struct file_result *res = &ix->er->res[i];

	for (size_t k = 0; k < res->nr_name_keys; k++) {
		uint32_t key = res->name_keys[k] & ~NAME_FLAGS;

		for (uint32_t g = gate_first(ix, key); g; g = gate_next(ix, g, key))
			for (size_t n = 0; n < nr_need; n++)
				if (need[n] == ix->gates[g - 1].group)
					return 1;
	}
	return 0;
}

static int worth_by_keys(const struct uses_index *ix, size_t i)
{
	const struct file_result *res = &ix->er->res[i];
	const uint64_t *vis = &ix->vis[i * ix->words];
	uint32_t need[32];
	size_t nr_need = 0;

	for (size_t k = 0; k < res->nr_name_keys; k++) {
		uint32_t key = res->name_keys[k] & ~NAME_FLAGS;

		for (size_t m = 0; m < ix->nr_mm_keys && !ix->second_pass; m++)
			if (ix->mm_keys[m].key == key &&
			    ((vis[ix->slot[ix->mm_keys[m].target] / 64] >> (ix->slot[ix->mm_keys[m].target] % 64)) & 1))
				return 1;	/* FOO_DATA(bh): a macro that is a target's member */
		for (size_t h = name_key_slot(key, ix->key_mask); ix->by_key[h].key; h = (h + 1) & ix->key_mask) {
			if (ix->by_key[h].key != key)
				continue;
			for (const struct name_use *nu = ix->by_key[h].uses; nu; nu = nu->next) {
				uint32_t sl = ix->slot[nu->target];

				if (!((vis[sl / 64] >> (sl % 64)) & 1) && !nu->outer)
					continue;
				if (ix->second_pass) {
					if (!nu->type && ix->past_size[nu->target] && (res->name_keys[k] & NAME_MEMBER))
						return 1;
					continue;
				}
				if (nu->type && nu->tagged && !(res->name_keys[k] & NAME_TAGGED))
					continue;	/* 'tag' as a variable's name is not 'struct tag' */
				if (nu->type)
					return 1;
				if (ix->us->t[nu->target].kind == K_FIXED_TRAILING) {
					if (past_index(res, key) >= ix->us->t[nu->target].dim)
						return 1;
					continue;
				}
				if (!(res->name_keys[k] & NAME_MEMBER))
					continue;
				/* a member access resolves (or is guessed) only through a name of its record */
				if (nr_need == ARRAY_SIZE(need))
					return 1;
				need[nr_need++] = ix->group[nu->target];
			}
		}
	}
	return nr_need && gated(ix, i, need, nr_need);
}

static int uses_wanted(void *ctx, size_t i)
{
	const struct uses_index *ix = ctx;
	size_t w;

	if (ix->er->res[i].status || (ix->o->visit && !ix->o->visit[i]))
		return 0;
	if (ix->second_pass && (ix->per_file[i].read || !ix->er->res[i].name_keys))
		return 0;	/* read already (without the name keys the first pass read every file it could) */
	for (w = 0; w < ix->words && !ix->vis[i * ix->words + w]; w++)
		;
	if (w == ix->words)
		return 0;	/* a file that cannot name any target has no use of one */
	if (ix->er->res[i].name_keys && !ix->declares[i])
		return worth_by_keys(ix, i);	/* not read at all when it names none */
	return 1;
}

/* The byte before identifier start k, white space, backslash-newlines and
 * comments left out; '/' when a comment ends there (the caller stays safe). */
static char before(const char *buf, size_t k)
{
	while (k > 0) {
		char c = buf[k - 1];

		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' ||
		    (c == '\\' && k < 2))
			k--;
		else if (c == '\\')
			k--;	/* a backslash-newline joins lines */
		else
			return c == '/' && k >= 2 && buf[k - 2] == '*' ? '/' : c;
	}
	return 0;
}

/*
 * Before lexing a file again: could it hold a use at all? Every use the pass
 * records starts from the name of a type whose size follows a target the
 * file sees (sizeof(struct s), a declaration, a cast, container_of(), a tag
 * given to a macro) or from a target's member after '->', '.' (an access) or
 * ',' (struct_size()'s argument). A file without one is not lexed; a comment
 * or a string may make a file pass for nothing, never the reverse.
 */
static int uses_worth(void *ctx, size_t i, const char *buf, size_t len)
{
	const struct uses_index *ix = ctx;
	const uint64_t *vis = &ix->vis[i * ix->words];
	char id[256];

	/* declaring files are always read; with the scan's name keys uses_wanted() decided already */
	if (ix->er->res[i].name_keys || strmap_find(&ix->declared_in, ix->fl->path[i]))
		return 1;
	for (size_t k = 0; k < len;) {
		size_t n = 0, start;
		unsigned char ch = (unsigned char)buf[k];
		uint32_t name;

		if (!(isalpha(ch) || ch == '_')) {
			k++;
			continue;
		}
		if (k > 0 && isdigit((unsigned char)buf[k - 1])) {	/* 1e5, 0x1f, 10UL: not names */
			while (k < len && (isalnum((unsigned char)buf[k]) || buf[k] == '_'))
				k++;
			continue;
		}
		start = k;
		while (k < len) {
			ch = (unsigned char)buf[k];
			if (isalnum(ch) || ch == '_') {
				if (n < sizeof(id))
					id[n] = (char)ch;
				n++;
				k++;
			} else if (ch == '\\' && k + 1 < len && (buf[k + 1] == '\n' || buf[k + 1] == '\r')) {
				k += 2 + (buf[k + 1] == '\r' && k + 2 < len && buf[k + 2] == '\n');
			} else {
				break;
			}
		}
		if (n > sizeof(id) || (name = name_find(ix, id, n, name_key(id, n))) == NONE)
			continue;
		for (const struct name_use *nu = ix->names_of[name].uses; nu; nu = nu->next) {
			uint32_t sl = ix->slot[nu->target];
			char b;

			if (!((vis[sl / 64] >> (sl % 64)) & 1) && !nu->outer)
				continue;
			if (nu->type)
				return 1;
			b = before(buf, start);
			if (b == '>' || b == '.' || b == ',' || b == '/')
				return 1;
		}
	}
	return 0;
}

static void uses_file(void *ctx, int worker, size_t i, const struct source *src, const struct parse_result *pr)
{
	struct uses_index *ix = ctx;
	struct worker_state *ws = &ix->workers[worker];
	struct ufile u;

	memset(&u, 0, sizeof(u));
	u.ix = ix;
	u.file = (uint32_t)i;
	u.path = ix->fl->path[i];
	u.src = src;
	u.pr = pr;
	u.arena = &ws->exprs;
	if (!ws->named)
		ws->named = xcalloc(ix->us->nr_t + 1, sizeof(*ws->named));
	u.named = ws->named;
	u.strings = &ix->us->worker_arenas[worker];
	u.vis = &ix->vis[i * ix->words];
	u.out = &ix->per_file[i];
	u.out->read = 1;
	u.tok_name = arena_alloc(u.arena, (src->nr_tok + 1) * sizeof(*u.tok_name));	/* zeroed */
	u.brace = brace_around(u.arena, src);
	find_declarations(&u);
	analyze_bodies(&u);
	analyze_defines(&u);
	analyze_define_accesses(&u);
	free(u.decls);
	arena_clear(&ws->exprs);
	if (ix->second_pass) {	/* only the second pass's targets' uses are new */
		size_t n = 0;

		for (size_t k = 0; k < u.out->nr; k++)
			if (ix->past_size[u.out->u[k].target])
				u.out->u[n++] = u.out->u[k];
		u.out->nr = n;
	}
}

int uses_collect(struct use_set *us, const struct file_list *fl, const struct engine_result *er,
		 const struct uses_options *o, const struct uses_hooks *h)
{
	struct uses_index *ix = xcalloc(1, sizeof(*ix));
	struct engine_visitor v = { .wanted = uses_wanted, .worth = uses_worth, .visit = uses_file, .ctx = ix,
				    .same_as = o->same_as_scan ? er : NULL, .kept = o->same_as_scan ? er->kept : NULL,
				    .reader = o->reader, .stage = "uses" };
	int jobs = o->jobs > 0 ? o->jobs : online_cpus(), ret, added, vis_threaded = 0;
	size_t n = 0;
	pthread_t vis_thread;

	memset(us, 0, sizeof(*us));
	us->ix = ix;
	ix->us = us;
	ix->o = o;
	ix->h = h;
	ix->fl = fl;
	ix->er = er;
	debug_time("uses: start");
	add_targets(ix, er, o);
	if (!us->nr_t)
		return 0;
	debug_time("uses: targets");
	ix->decl_next = xcalloc(us->nr_t, sizeof(*ix->decl_next));
	ix->slot = xcalloc(us->nr_t + 1, sizeof(*ix->slot));
	for (size_t c = us->nr_t; c-- > 0;) {
		struct strmap_entry *e = strmap_put(&ix->declared_in, us->t[c].path, &added);

		ix->decl_next[c] = (uint32_t)(uintptr_t)e->value;
		e->value = (void *)(uintptr_t)(c + 1);
	}
	ix->declares = xcalloc(fl->nr + 1, 1);
	for (size_t c = 0; c < us->nr_t; c++)
		if (us->t[c].kind != K_FIXED_TRAILING)	/* a fixed [N] is never converted: read for its uses only */
			ix->declares[us->t[c].res_file] = 1;
	/* the targets of one file share a visibility bit */
	for (size_t c = 0; c < us->nr_t; c++) {
		const struct strmap_entry *e = strmap_find(&ix->declared_in, us->t[c].path);
		uint32_t first = (uint32_t)(uintptr_t)e->value - 1;

		ix->slot[c] = first == c ? (uint32_t)ix->nr_slots++ : ix->slot[first];
	}
	ix->words = (ix->nr_slots + 63) / 64;
	if (o->all_visible) {
		ix->vis = xcalloc(fl->nr * ix->words + 1, sizeof(*ix->vis));
		for (size_t i = 0; i < fl->nr; i++)
			for (size_t sl = 0; sl < ix->nr_slots; sl++)
				ix->vis[i * ix->words + sl / 64] |= 1ull << (sl % 64);
	} else if (jobs == 1 || pthread_create(&vis_thread, NULL, visibility_main, ix)) {
		visibility_main(ix);
	} else {
		vis_threaded = 1;	/* the include graph beside the types: neither reads what the other writes */
	}
	add_affected(ix, er);
	debug_time("uses: affected");
	add_record_typedefs(ix, er);
	add_type_macros(ix, er);
	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defs; d++) {
			const struct flex_def *def = &er->res[i].defs[d];
			struct strmap_entry *e = strmap_put(&ix->min_bytes, def->key, &added);
			uintptr_t held = (uintptr_t)def->min_bytes + 1;

			if (added || held < (uintptr_t)e->value)
				e->value = (void *)held;	/* a name of several definitions: the least */
		}
	debug_time("uses: record typedefs");
	names_build(ix);
	add_member_types(ix, er);
	debug_time("uses: member types");
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_cmacros; k++) {
			const struct cast_macro *cm = &er->res[i].cmacros[k];
			struct strmap_entry *e;

			if (cm->member)
				continue;	/* FOO_DATA(bh) is the member, not the struct (add_member_macros()) */
			e = strmap_put(&ix->cast_macros, cm->name, &added);
			if (added)
				e->value = (void *)cm->type;
			else if (e->value && strcmp(e->value, cm->type))
				e->value = NULL;
		}
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_msmacros; k++) {
			const struct member_size_macro *ms = &er->res[i].msmacros[k], *was;
			struct strmap_entry *e = strmap_put(&ix->msize_macros, ms->macro, &added);

			if (added) {
				e->value = (void *)ms;
			} else if ((was = e->value) && (was->member != ms->member || !was->type != !ms->type ||
							(ms->type ? strcmp(was->type, ms->type) : was->type_arg != ms->type_arg))) {
				e->value = NULL;
			}
		}
	add_member_macros(ix, er);
	add_param_macros(ix, er);
	add_callees(ix, er);
	add_pointer_typedefs(ix, er);
	build_gates(ix, er);
	debug_time("uses: gates");
	if (vis_threaded)
		pthread_join(vis_thread, NULL);
	debug_time("uses: visibility");
	for (size_t k = 0; k < ix->nr_overlaps; k++) {
		const struct overlap *ov = &ix->overlaps[k];
		struct use_target *t = &us->t[ov->target];

		if (!file_sees(ix, ov->file, ov->target))
			continue;	/* another struct of that name */
		if (!t->overlapped)
			t->overlapped = ov->why;
		t->overlapped_uapi |= ov->uapi;
		t->overlapped_storage |= ov->storage;
	}
	ix->name_uses = xcalloc(us->nr_t + ix->nr_aff + 1, sizeof(*ix->name_uses));
	for (size_t k = 0; k < us->nr_t + ix->nr_aff; k++) {
		struct name_use *nu = &ix->name_uses[k];
		struct stage_name *sn;

		if (k >= us->nr_t && o->sizes_of_one_element_only && us->t[ix->aff[k - us->nr_t].cand].kind != K_ONE_ELEMENT)
			continue;	/* its size uses would not matter: no reason to read a file for them */
		if (k >= us->nr_t && us->t[ix->aff[k - us->nr_t].cand].kind == K_FIXED_TRAILING)
			continue;	/* a fixed [N] keeps its size: only its member's uses tell anything */
		nu->type = k >= us->nr_t;
		nu->target = nu->type ? ix->aff[k - us->nr_t].cand : (uint32_t)k;
		nu->outer = nu->type && ix->aff[k - us->nr_t].outer;
		nu->tagged = nu->type && ix->aff[k - us->nr_t].kw;
		if (nu->type ? ix->aff_name[k - us->nr_t] == NONE : ix->cand_name[k] == NONE)
			continue;
		sn = &ix->names_of[nu->type ? ix->aff_name[k - us->nr_t] : ix->cand_name[k]];
		nu->next = sn->uses;
		sn->uses = nu;
	}
	{
		size_t size = 16;

		while (size < 2 * ix->nr_names_of + 2)
			size *= 2;
		ix->by_key = xcalloc(size, sizeof(*ix->by_key));
		ix->key_mask = size - 1;
		for (size_t k = 0; k < ix->nr_names_of; k++) {
			const struct stage_name *sn = &ix->names_of[k];
			size_t slot;

			if (!sn->uses)
				continue;
			for (slot = name_key_slot(sn->key, ix->key_mask); ix->by_key[slot].key;
			     slot = (slot + 1) & ix->key_mask)
				;
			ix->by_key[slot].key = sn->key;
			ix->by_key[slot].uses = sn->uses;
		}
	}
	if (h && h->targets)
		h->targets(h->ctx, us);
	ix->per_file = xcalloc(fl->nr + 1, sizeof(*ix->per_file));
	us->nr_workers = jobs;
	us->worker_arenas = xcalloc((size_t)jobs, sizeof(*us->worker_arenas));
	ix->workers = xcalloc((size_t)jobs, sizeof(*ix->workers));
	debug_time("uses: index");
	ret = engine_visit(fl, jobs, &v);
	debug_time("uses: visit");
	{
		size_t nr_read = 0;

		for (size_t i = 0; i < fl->nr; i++)
			nr_read += ix->per_file[i].read;
		debug_count("uses: files read", nr_read);
		nr_read = 0;
		for (size_t i = 0; i < fl->nr; i++)
			nr_read += ix->per_file[i].read && !ix->per_file[i].nr;
		debug_count("uses: read, no use", nr_read);
		nr_read = 0;
		for (size_t i = 0; i < fl->nr; i++)
			nr_read += er->res[i].nr_name_keys;
		debug_count("name keys", nr_read);
	}
	if (o->observe_fixed && ret >= 0) {
		size_t more = 0;

		ix->past_size = xcalloc(us->nr_t + 1, 1);
		for (size_t i = 0; i < fl->nr; i++)
			for (size_t k = 0; k < ix->per_file[i].nr; k++) {
				const struct use *x = &ix->per_file[i].u[k];

				if (us->t[x->target].kind == K_FIXED_TRAILING && use_past_size(x, &us->t[x->target]) &&
				    !ix->past_size[x->target]) {
					ix->past_size[x->target] = 1;
					more++;
				}
			}
		if (more) {
			ix->second_pass = 1;
			ret = engine_visit(fl, jobs, &v);
		}
		free(ix->past_size);
		ix->past_size = NULL;
		debug_time("uses: second visit");
	}
	/* file order, then source order: the same for any number of threads */
	for (size_t i = 0; i < fl->nr; i++)
		n += ix->per_file[i].nr;
	for (size_t i = 0; i < fl->nr && !us->u; i++)
		if (ix->per_file[i].nr == n && n) {
			us->u = ix->per_file[i].u;	/* one file's uses: taken as they are, not copied */
			ix->per_file[i].u = NULL;
			us->nr_u = n;
		}
	if (!us->u) {
		us->u = xmalloc((n + 1) * sizeof(*us->u));
		for (size_t i = 0; i < fl->nr; i++) {
			if (ix->per_file[i].nr)
				memcpy(us->u + us->nr_u, ix->per_file[i].u, ix->per_file[i].nr * sizeof(*us->u));
			us->nr_u += ix->per_file[i].nr;
		}
	}
	for (size_t i = 0; i < fl->nr; i++)
		free(ix->per_file[i].u);
	free(ix->per_file);
	ix->per_file = NULL;
	us->target_start = xcalloc(us->nr_t + 2, sizeof(*us->target_start));
	us->by_target = xmalloc((us->nr_u + 1) * sizeof(*us->by_target));
	for (size_t k = 0; k < us->nr_u; k++)
		us->target_start[us->u[k].target + 2]++;
	for (size_t t = 2; t <= us->nr_t + 1; t++)
		us->target_start[t] += us->target_start[t - 1];
	for (size_t k = 0; k < us->nr_u; k++)
		us->by_target[us->target_start[us->u[k].target + 1]++] = (uint32_t)k;
	resolve_twins(ix);
	twice_in_one_file(ix);
	debug_time("uses: join");
	for (int k = 0; k < jobs; k++) {
		arena_release(&ix->workers[k].exprs);
		free(ix->workers[k].named);
	}
	free(ix->workers);
	ix->workers = NULL;
	return ret;
}

void use_set_release(struct use_set *us)
{
	struct uses_index *ix = us->ix;

	if (ix) {
		free(ix->names_of);
		free(ix->names_slot);
		free(ix->aff_next);
		free(ix->cand_next);
		free(ix->cand_name);
		strmap_release(&ix->mt_summary);
		strmap_release(&ix->rec_alias);
		free(ix->mt_sums);
		free(ix->aff);
		free(ix->aff_slot);
		free(ix->mtypes);
		free(ix->vis);
		free(ix->overlaps);
		free(ix->decl_next);
		free(ix->slot);
		free(ix->twin_next);
		strmap_release(&ix->declared_in);
		free(ix->declares);
		free(ix->gates);
		free(ix->gate_first);
		free(ix->group);
		free(ix->aff_next_key);
		free(ix->aff_name);
		free(ix->by_key);
		strmap_release(&ix->cast_macros);
		strmap_release(&ix->msize_macros);
		strmap_release(&ix->min_bytes);
		strmap_release(&ix->type_macros);
		free(ix->tps);
		free(ix->tp_next);
		free(ix->sized_macros);
		strmap_release(&ix->member_macros);
		free(ix->mdefs);
		free(ix->mm_keys);
		strmap_release(&ix->param_macros);
		free(ix->pmacros);
		strmap_release(&ix->callee_names);
		strmap_release(&ix->ptr_typedefs);
		strmap_release(&ix->fn_returns);
		free(ix->callees);
		free(ix->defined);
		free(ix->tdefs);
		free(ix->name_uses);
		free(ix);
	}
	for (int k = 0; k < us->nr_workers; k++)
		arena_release(&us->worker_arenas[k]);
	free(us->worker_arenas);
	free(us->u);
	free(us->by_target);
	free(us->target_start);
	free(us->t);
	arena_release(&us->arena);
	memset(us, 0, sizeof(*us));
}

const char *const use_kind_name[U_NR_KINDS] = {
	[U_SIZE_REWRITE] = "size", [U_INDEX_CONST] = "index-const", [U_INDEX_VAR] = "index-var",
	[U_SIZEOF_MEMBER] = "sizeof-member", [U_ARRAY_SIZE] = "array-size", [U_SIZE_CHANGES] = "size-changes",
	[U_SIZE_BLOCKS] = "size-unknown", [U_OTHER] = "other", [U_MINUS_ONE_KEPT] = "minus-one",
	[U_COPY] = "copy", [U_COPY_CONST] = "copy-const", [U_ARITH] = "arith", [U_CAST] = "cast",
	[U_SIZE_COUNT] = "size-count", [U_BY_VALUE] = "by-value", [U_CALLEE] = "callee",
};

const char *const size_form_name[] = {
	[SF_NONE] = "", [SF_HEADER_TAIL] = "header+(n-1)*elem", [SF_STRUCT_SIZE_MINUS_ONE] = "struct_size(n-1)",
	[SF_HEADER_MINUS_ELEM] = "header-elem", [SF_SIZEOF_MEMBER] = "sizeof(p->m)",
	[SF_HEADER_BYTES] = "header+n-1",
};

const char *use_kind_text(const struct use *u, const struct use_target *t)
{
	static const char *const text[U_NR_KINDS] = {
		[U_SIZE_REWRITE] = "used as flexible: size expression", [U_INDEX_CONST] = "index",
		[U_INDEX_VAR] = "used as flexible: index by a variable", [U_SIZEOF_MEMBER] = "sizeof of the member",
		[U_ARRAY_SIZE] = "used as fixed: ARRAY_SIZE", [U_SIZE_CHANGES] = "value changes",
		[U_SIZE_BLOCKS] = "value changes", [U_OTHER] = "use",
		[U_MINUS_ONE_KEPT] = "'- 1' kept as written (right if it counts the elements after the first; review)",
		[U_COPY] = "used as flexible: copied or read with a run-time length",
		[U_COPY_CONST] = "copied or read with a constant length",
		[U_ARITH] = "used as flexible: pointer moved by a variable",
		[U_CAST] = "used as flexible: its bytes read as another struct",
		[U_SIZE_COUNT] = "used as flexible: a size from a count",
		[U_BY_VALUE] = "an object of the struct (its storage holds the declared elements)",
		[U_CALLEE] = "used as flexible: handed to a function that uses it past its first element",
	};

	if (use_copies_past(u, t))
		return "used as flexible: copied or read with a constant length past the declared size";
	if (u->kind == U_INDEX_CONST && u->index == USE_INDEX_LAYOUT)
		return "index by a constant from a layout (offsetof, sizeof: its value not computed)";
	if (u->kind == U_INDEX_CONST)
		return u->index >= use_target_size(t) ? "used as flexible: index past the declared size" :
		       "index within the declared size";
	if (u->kind == U_SIZE_BLOCKS && u->assertion)
		return "value changes: a size assertion";
	if (u->kind == U_SIZE_BLOCKS && u->steps)
		return "value changes: pointer arithmetic steps by the struct's size";
	if (u->kind == U_INDEX_VAR && t->kind == K_FIXED_TRAILING)
		return "index by a variable";
	if (u->kind == U_SIZEOF_MEMBER && u->type_taken)
		return "typeof of the member";
	return text[u->kind];
}
