// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which target an expression of the usage pass names: the type of a base
 * ('p->m', 'x.m', a call's result, a designator's object, a member chain),
 * from the file's declarations, the tree's typedefs, members and macros.
 */
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"
#include "vec.h"
#include "uses-internal.h"

/* Slot of key in the affected types' table: its entry, or the empty slot for it. */
uint32_t *aff_slot(const struct uses_index *ix, const char *key, uint32_t hash)
{
	size_t mask = ix->aff_cap - 1, b = hash & mask;

	while (ix->aff_slot[b] && (ix->aff[ix->aff_slot[b] - 1].hash != hash || strcmp(ix->aff[ix->aff_slot[b] - 1].key, key)))
		b = (b + 1) & mask;
	return &ix->aff_slot[b];
}

/* By the key's type_key_hash(), made where the key was: most keys asked for
 * are no affected type, and their strings are not read. */
const struct affected *aff_by_hkey(const struct uses_index *ix, const char *key, uint32_t hash)
{
	uint32_t k = ix->aff_cap ? *aff_slot(ix, key, hash) : 0;

	return k ? &ix->aff[k - 1] : NULL;
}

const struct affected *aff_by_key(const struct uses_index *ix, const char *key)
{
	return aff_by_hkey(ix, key, type_key_hash(key));
}

/*
 * The target a type af names is, for file u: af's own, or when the file does
 * not see it, another definition of that name (a twin) the file sees, of
 * the same member first; -1 if none. An outer type (one ending with a
 * target) is its own definition's: the file must see that.
 */
int aff_seen(const struct ufile *u, const struct affected *af)
{
	const struct use_target *t = u->ix->us->t;
	uint32_t c = af->cand;
	int other = -1;

	if (sees(u, c))
		return (int)c;
	if (af->outer)
		return -1;
	for (uint32_t r = u->ix->twin_next[c]; r != c; r = u->ix->twin_next[r])
		if (sees(u, r)) {
			if (!strcmp(t[r].member, t[c].member))
				return (int)r;
			if (other < 0)
				other = (int)r;
		}
	return other;
}

/* The affected type named by tokens [a, b): 'struct TAG' or a typedef name; -1 if none. */
/* A target in an anonymous member record, named after the record around it. */
static int container_named(const struct use_target *t)
{
	return t->anonymous && t->tag;
}

int aff_of_type(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct source *src = u->src;
	struct uses_index *ix = u->ix;
	uint32_t name;
	int found = -1;

	while (a < b && (src->tok[a].kw == KW_CONST || src->tok[a].kw == KW_VOLATILE))
		a++;
	if (b != a + 1 && b != a + 2)
		return -1;
	name = name_of(u, b - 1);
	if (name == NONE)
		return -1;
	for (uint32_t k = ix->names_of[name].first_aff; k != NONE; k = ix->aff_next[k]) {
		const struct affected *af = &ix->aff[k];

		if (!sees(u, af->cand) && !af->outer)
			continue;
		if ((b == a + 2 && af->kw && (src->tok[a].kw == KW_STRUCT || src->tok[a].kw == KW_UNION)) ||
		    (b == a + 1 && !af->kw)) {
			/* a type that ends with a fake array and holds a [N] observed by
			 * --explain is the fake array's: its sizes, copies and steps are
			 * what fix sees (fix observes no [N]) */
			int fixed_k = ix->us->t[af->cand].kind == K_FIXED_TRAILING;

			if (found >= 0 && (ix->us->t[ix->aff[found].cand].kind == K_FIXED_TRAILING) != fixed_k) {
				if (!fixed_k)
					found = (int)k;
				continue;
			}
			/* 'TBL' a typedef of two structs the file sees (named, or
			 * 'typedef struct { } TBL'): which one is not known (an anonymous
			 * member record's target shares its container's name) */
			if (found >= 0 && !same_record(ix->us->t, ix->aff[found].cand, af->cand) &&
			    !in_ring(ix, ix->aff[found].cand, af->cand) && sees(u, af->cand) &&
			    sees(u, ix->aff[found].cand) && !container_named(&ix->us->t[af->cand]) &&
			    !container_named(&ix->us->t[ix->aff[found].cand]))
				return -1;
			if (found < 0)
				found = (int)k;
		}
	}
	return found;
}

/* The candidate itself (not an outer type) named by [a, b). */
int cand_of_type(const struct ufile *u, uint32_t a, uint32_t b)
{
	int k = aff_of_type(u, a, b);

	return k >= 0 && !u->ix->aff[k].outer ? (int)u->ix->aff[k].cand : -1;
}

/* Which candidate does the pointer variable at token t point to? -1 if none known. */
int var_decl(const struct ufile *u, uint32_t t)
{
	for (size_t k = u->nr_decls; k-- > 0;)
		if (u->decls[k].name_tok < t && u->src->tok[u->decls[k].name_tok].len == u->src->tok[t].len &&
		    !memcmp(u->src->buf + u->src->tok[u->decls[k].name_tok].off, u->src->buf + u->src->tok[t].off,
			    u->src->tok[t].len))
			return (int)k;
	return -1;
}

/* Is token t the typedef name of a struct or union of the tree? */
static int record_typedef(const struct ufile *u, uint32_t t)
{
	const struct uses_index *ix = u->ix;
	const char *s = u->src->buf + u->src->tok[t].off;
	uint32_t n = u->src->tok[t].len, key;

	if (!ix->tdefs)
		return 0;
	key = name_key_text(s, n, 1);
	for (size_t h = name_key_slot(key, ix->tdef_mask); ix->tdefs[h].s; h = (h + 1) & ix->tdef_mask)
		if (ix->tdefs[h].key == key && ix->tdefs[h].len == n && !memcmp(ix->tdefs[h].s, s, n))
			return 1;
	return 0;
}

/* A pointer typedef's name at token i ('PS p' is 'struct s *p'): the affected type it points to, or -1. */
static int aff_of_pointer_typedef(const struct ufile *u, uint32_t i)
{
	const struct strmap_entry *e;
	const struct affected *af;

	if (!u->ix->ptr_typedefs.nr ||
	    !(e = strmap_findn(&u->ix->ptr_typedefs, u->src->buf + u->src->tok[i].off, u->src->tok[i].len)) ||
	    !e->value || !(af = aff_by_key(u->ix, e->value)) || af->outer || !sees(u, af->cand))
		return -1;
	return (int)(af - u->ix->aff);
}

/* The key of the struct the function called at name (a token before '(')
 * returns a pointer to, or NULL: not one function's name in the tree. */
static const char *fn_return_key(const struct ufile *u, uint32_t name)
{
	const struct strmap_entry *e;

	if (!u->ix->fn_returns.nr ||
	    !(e = strmap_findn(&u->ix->fn_returns, u->src->buf + u->src->tok[name].off, u->src->tok[name].len)))
		return NULL;
	return e->value;
}

int cand_of_var(const struct ufile *u, uint32_t t)
{
	int k = var_decl(u, t);

	return k >= 0 && !u->decls[k].outer && u->decls[k].cand != NONE && u->decls[k].pointer ?
	       (int)u->decls[k].cand : -1;
}

/* Declarations 'struct TAG *a, *b' (and typedef names) in [a, b): params and
 * locals. Pointers to the affected types; also variables of other struct
 * types, by value or pointer, for member chains. */
/* A kernel annotation before the name: '__initdata', '__cacheline_aligned_in_smp' and
 * the like, a '__word' followed by a '*' or by the name itself. */
static int annotation(const struct source *src, uint32_t k, uint32_t b)
{
	const struct token *t = src->tok;

	return t[k].kind == TK_IDENT && !t[k].kw && t[k].len > 2 && src->buf[t[k].off] == '_' &&
	       src->buf[t[k].off + 1] == '_' && k + 1 < b &&
	       (tok_is(&t[k + 1], '*') || (t[k + 1].kind == TK_IDENT && !t[k + 1].kw));
}

/* May the record body at brace o hold an array of the pass: a member named as
 * one followed by '[', declared there (a target of this file at that place;
 * in a #define's body, whose places are its own, any)? Its objects are then
 * left to the guesses; a tagless local's 'u8 acks[N]' is no target's. */
static int body_names_target(const struct ufile *u, uint32_t o)
{
	const struct token *t = u->src->tok;
	uint32_t n;

	for (uint32_t k = o + 1; k + 1 < t[o].match; k++) {
		if (t[k].kind != TK_IDENT || t[k].kw || !tok_is(&t[k + 1], '[') || (n = name_of(u, k)) == NONE)
			continue;
		for (uint32_t c = u->ix->names_of[n].first_cand; c != NONE; c = u->ix->cand_next[c]) {
			const struct use_target *tg = &u->ix->us->t[c];

			if (u->define || (tg->res_file == u->file && tg->line == t[k].line && tg->col == t[k].col))
				return 1;
		}
	}
	return 0;
}

/* At file scope the declarators after an anonymous record's body start a
 * range of their own: its 'struct' keyword when [a - 1] closes such a body
 * that holds no array of the pass, else NO_TOK. */
static uint32_t anonymous_body_before(const struct ufile *u, uint32_t a)
{
	const struct token *t = u->src->tok;
	uint32_t o;

	if (!u->file_scope || a < 3 || !tok_is(&t[a - 1], '}') || (o = t[a - 1].match) >= a - 1 || o < 1 ||
	    (t[o - 1].kw != KW_STRUCT && t[o - 1].kw != KW_UNION) || body_names_target(u, o))
		return NO_TOK;
	return o - 1;
}

/*
 * May the initializer whose '{' is token open fill affected type c's array
 * by position ('{ 1, { 7 } }': the items fill the members in order)? Yes
 * when an item without a designator has the array's slot or a later one, or
 * follows a designated item (it continues from a member not counted here);
 * for a type ending with the record, any item past the first.
 */
static int fills_by_position(const struct ufile *u, uint32_t open, size_t c)
{
	const struct token *t = u->src->tok;
	uint32_t close = t[open].match, slot = 0;
	uint32_t reach = u->ix->aff[c].outer ? 1 : u->ix->us->t[u->ix->aff[c].cand].slot;
	int designated_before = 0;

	for (uint32_t k = open + 1, e; k < close; k = e + 1) {
		for (e = k; e < close && !tok_is(&t[e], ','); e++)
			if ((tok_is(&t[e], '(') || tok_is(&t[e], '[') || tok_is(&t[e], '{')) && t[e].match > e &&
			    t[e].match < close)
				e = t[e].match;
		if (e == k)
			continue;
		if (tok_is(&t[k], '.') || tok_is(&t[k], '['))
			designated_before = 1;
		else if (designated_before || slot >= reach)
			return 1;
		slot++;
	}
	return 0;
}

/* What the initializer at '{' token open of an object x of affected type c fills of the array. */
void initializer_fills(const struct ufile *u, struct use *x, uint32_t open, size_t c)
{
	const struct token *t = u->src->tok;

	for (uint32_t i = open + 1; i + 1 < t[open].match; i++)
		if (tok_is(&t[i], '.') && t[i + 1].kind == TK_IDENT && member_is(u, i + 1, u->ix->aff[c].cand) &&
		    designates_member(u, open, i, c))
			x->designates = 1;	/* { .m = { ... } } */
	x->by_position = (uint8_t)fills_by_position(u, open, c);
}

/* 'v[N] = { { ... }, ... }' from the '[' at token dim: what each element's initializer fills. */
static void array_initializer_fills(const struct ufile *u, struct use *x, uint32_t dim, size_t c)
{
	const struct token *t = u->src->tok;
	uint32_t k = dim, close;

	while (k < u->src->nr_tok && tok_is(&t[k], '[') && t[k].match > k)
		k = t[k].match + 1;
	if (k + 1 >= u->src->nr_tok || !tok_is(&t[k], '=') || !tok_is(&t[k + 1], '{') || (close = t[k + 1].match) <= k + 1)
		return;
	for (uint32_t i = k + 2; i < close; i++) {
		struct use e;

		if (!tok_is(&t[i], '{') || t[i].match >= close)
			continue;
		memset(&e, 0, sizeof(e));
		initializer_fills(u, &e, i, c);
		x->designates |= e.designates;
		x->by_position |= e.by_position;
		i = t[i].match;
	}
}

void collect_decls(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t i = a; i + 1 < b; i++) {
		int c = -1, param, pointed = 0;
		uint32_t k, type_tok, j, kw_at = i, body = NO_TOK;

		if (i == a && (kw_at = anonymous_body_before(u, a)) != NO_TOK) {
			/* 'struct { ... } v[] = {' at file scope: the body was a brace group of its own */
			k = a;
			type_tok = NO_TOK;
			body = kw_at + 1;
		} else if ((t[i].kw == KW_STRUCT || t[i].kw == KW_UNION) && tok_is(&t[i + 1], '{') &&
			   t[i + 1].match < b && !body_names_target(u, i + 1)) {
			k = t[i + 1].match + 1;	/* 'struct { ... } v;': no struct of the pass, none named */
			type_tok = NO_TOK;
			body = i + 1;
		} else if ((t[i].kw == KW_STRUCT || t[i].kw == KW_UNION) && t[i + 1].kind == TK_IDENT && !t[i + 1].kw) {
			c = aff_of_type(u, i, i + 2);
			k = i + 2;
			type_tok = i + 1;
			if (tok_is(&t[k], '{') && t[k].match > k && t[k].match < b)
				k = t[k].match + 1;	/* 'struct pkt { ... } pdu;': pdu is of that struct */
		} else if (t[i].kind == TK_IDENT && !t[i].kw && (i == a || !tok_is(&t[i - 1], P_ARROW))) {
			c = aff_of_type(u, i, i + 1);
			if (c < 0 && t[i + 1].kind == TK_IDENT && !t[i + 1].kw && (c = aff_of_pointer_typedef(u, i)) >= 0)
				pointed = 1;	/* 'PS p': a pointer to the struct ('PS *pp' is none) */
			else if (c < 0 && !((tok_is(&t[i + 1], '*') || (t[i + 1].kind == TK_IDENT && !t[i + 1].kw)) &&
					    record_typedef(u, i)))
				continue;	/* any identifier: only typedef names of records */
			k = i + 1;
			type_tok = i;
		} else {
			continue;
		}
		/* declarators: *name, *name = ..., separated by commas; in a
		 * parameter list a comma starts the next parameter */
		if (kw_at == NO_TOK)
			kw_at = i;
		for (j = kw_at; j > 0 && (t[j - 1].kw == KW_CONST || t[j - 1].kw == KW_VOLATILE ||
				      is_attribute_word(u->src, &t[j - 1])); j--)
			;
		if (j > 0 && t[j - 1].kw == KW_TYPEDEF)
			continue;	/* typedef struct s name: a name of the type, not an object */
		param = j > 0 && (tok_is(&t[j - 1], '(') || tok_is(&t[j - 1], ','));
		while (k < b) {
			int stars = pointed;
			struct decl *d;

			/* struct s __iomem *p, *__rcu p, const struct s *const p */
			while (k < b && (tok_is(&t[k], '*') || t[k].kw == KW_CONST || t[k].kw == KW_VOLATILE ||
					 is_attribute_word(u->src, &t[k]) || annotation(u->src, k, b)))
				stars += tok_is(&t[k++], '*');
			if (k >= b || t[k].kind != TK_IDENT || t[k].kw)
				break;
			if (!stars && c >= 0) {
				/* an object, a parameter or a return value of the type itself: its
				 * storage holds the one element ([1]), or an initializer may fill it */
				struct strbuf sb = STRBUF_INIT;
				struct use *x;

				strbuf_addf(&sb, "%s %.*s%s", u->ix->aff[c].key, (int)t[k].len, u->src->buf + t[k].off,
					    k + 1 < b && tok_is(&t[k + 1], '(') ? "()" : "");
				x = add_use(u, u->ix->aff[c].cand, U_BY_VALUE, k, sb.buf);
				x->index = u->ix->aff[c].outer;
				int init = k + 2 < u->src->nr_tok && tok_is(&t[k + 1], '=');

				/* a parameter, a return value, an object initialized from another
				 * ('struct s x = *p;'): each a copy of the whole struct */
				x->struct_copy = param || (k + 1 < b && tok_is(&t[k + 1], '(')) || (init && !tok_is(&t[k + 2], '{'));
				/* the initializer may lie past b: at file scope the range stops at its '{' */
				if (init && tok_is(&t[k + 2], '{'))
					initializer_fills(u, x, k + 2, c);
				else if (k + 1 < b && tok_is(&t[k + 1], '['))
					array_initializer_fills(u, x, k + 1, c);
				strbuf_release(&sb);
			}
			if (k + 1 < b && tok_is(&t[k + 1], '('))
				break;	/* a function returning the pointer, not a variable */
			if (param && u->file_scope)
				break;	/* 'int f(struct s *n);': n is no variable of what follows */
			ALLOC_GROW(u->decls, u->nr_decls + 1, u->alloc_decls);
			d = &u->decls[u->nr_decls++];
			d->name_tok = k;
			d->cand = c >= 0 ? u->ix->aff[c].cand : NONE;
			d->outer = c >= 0 ? u->ix->aff[c].outer : 0;
			d->type_tok = type_tok;
			d->body = body;
			d->type_kw = type_tok > i ? t[i].kw : 0;	/* 0: a typedef name */
			d->pointer = stars > 0;
			d->steps = stars == 1 && !(k + 1 < b && tok_is(&t[k + 1], '['));
			d->array = k + 1 < b && tok_is(&t[k + 1], '[');
			k++;
			while (k < b && !tok_is(&t[k], ',') && !tok_is(&t[k], ';') && !tok_is(&t[k], ')'))
				k = (tok_is(&t[k], '(') || tok_is(&t[k], '[') || tok_is(&t[k], '{')) && t[k].match > k ?
				    t[k].match + 1 : k + 1;
			if (k < b && tok_is(&t[k], ',') && !param)
				k++;
			else
				break;
		}
	}
}

const char *mt_name(const struct uses_index *ix, size_t i)
{
	return ix->mtypes[i]->name;
}

/* The record key a typedef name stands for ('typedef struct foo {...} foo_t;':
 * "typedef foo_t" -> "struct foo"), or NULL; a name given to two types, NULL. */
const char *record_of_alias(const struct uses_index *ix, const char *key)
{
	const struct strmap_entry *e = strmap_find(&ix->rec_alias, key);

	return e ? e->value : NULL;
}

/* The named record a member path key belongs to: "struct foo" of "struct foo.hdr.x". */
size_t path_root_len(const char *key)
{
	const char *dot = strchr(key, '.');

	return dot ? (size_t)(dot - key) : strlen(key);
}

/* "struct TAG" / "union TAG" / "typedef NAME" of a type written in tokens
 * [a, b) (qualifiers before it skipped) into buf; NULL if it is not one. */
const char *written_type_key(const struct ufile *u, uint32_t a, uint32_t b, char *buf, size_t size)
{
	const struct token *t = u->src->tok;
	int n = -1;

	while (a < b && (t[a].kw == KW_CONST || t[a].kw == KW_VOLATILE))
		a++;
	if (b == a + 2 && (t[a].kw == KW_STRUCT || t[a].kw == KW_UNION) && t[a + 1].kind == TK_IDENT)
		n = snprintf(buf, size, "%s %.*s", t[a].kw == KW_UNION ? "union" : "struct", (int)t[a + 1].len,
			     u->src->buf + t[a + 1].off);
	else if (b == a + 1 && t[a].kind == TK_IDENT && !t[a].kw)
		n = snprintf(buf, size, "typedef %.*s", (int)t[a].len, u->src->buf + t[a].off);
	return n > 0 && (size_t)n < size ? buf : NULL;
}

static const struct member_type *member_decl(const struct ufile *u, uint32_t name, int kind, int *owned, int depth);

/* The ',' before the second argument of a call whose first starts at i (b past its end: b). */
static uint32_t second_arg(const struct token *t, uint32_t i, uint32_t b)
{
	while (i < b && !tok_is(&t[i], ','))
		i = (tok_is(&t[i], '(') || tok_is(&t[i], '[')) && t[i].match < b ? t[i].match + 1 : i + 1;
	return i;
}

/* What a member chain's base is known to be (base_type(), member_decl()). */
enum chain_known {
	CHAIN_UNKNOWN,		/* not told, or a member found by its name only (the one type of that name) */
	CHAIN_TYPED,		/* every member on the way found through its owner's type */
	CHAIN_NOWHERE,		/* a member on the way, of a type written or so found, leads to no target */
};

/*
 * Per token of src, the innermost '{' around it; NO_TOK when there is none or
 * a '(' or '[' is nearer (a designator in a macro's argument stays unknown).
 * Designators ('.m = 1') find their initializer's brace through it in one step.
 */
const uint32_t *brace_around(struct arena *a, const struct source *src)
{
	const struct token *t = src->tok;
	uint32_t n = (uint32_t)src->nr_tok, *out = arena_alloc(a, ((size_t)n + 1) * sizeof(*out));
	uint32_t *stack = xmalloc(((size_t)n + 1) * sizeof(*stack)), depth = 0;

	for (uint32_t i = 0; i < n; i++) {
		while (depth && t[stack[depth - 1]].match < i)
			depth--;	/* passed its closing token (matches come from the lexer) */
		out[i] = depth && tok_is(&t[stack[depth - 1]], '{') ? stack[depth - 1] : NO_TOK;
		if ((tok_is(&t[i], '{') || tok_is(&t[i], '(') || tok_is(&t[i], '[')) && t[i].match > i &&
		    t[i].match < n)
			stack[depth++] = i;
	}
	free(stack);
	return out;
}

/* The declaration whose name is token k, or -1. */
static int decl_at(const struct ufile *u, uint32_t k)
{
	for (size_t d = u->nr_decls; d-- > 0;)
		if (u->decls[d].name_tok == k)
			return (int)d;
	return -1;
}

/* "struct TAG", "union TAG" or "typedef NAME" of declaration d into buf. */
const char *decl_type_key(const struct ufile *u, const struct decl *d, char *buf, size_t size)
{
	const struct token *t;
	int n;

	if (d->type_tok == NO_TOK)
		return NULL;	/* a struct written without a tag */
	t = &u->src->tok[d->type_tok];
	n = snprintf(buf, size, "%s %.*s", d->type_kw == KW_UNION ? "union" : d->type_kw == KW_STRUCT ? "struct" : "typedef",
		     (int)t->len, u->src->buf + t->off);
	return n > 0 && (size_t)n < size ? buf : NULL;
}

static const char *brace_type(const struct ufile *u, uint32_t o, char *buf, size_t size, int *owned, int depth);

/* The element type of the array whose initializer's brace is o: 'struct s v[] = {',
 * '.m = {' of a member array of objects. NULL when unknown. */
static const char *array_brace_type(const struct ufile *u, uint32_t o, char *buf, size_t size, int *owned, int depth)
{
	const struct token *t = u->src->tok;
	const struct member_type *mt;
	uint32_t q;
	int d;

	*owned = CHAIN_UNKNOWN;
	if (o == NO_TOK || o < 3 || !tok_is(&t[o - 1], '='))
		return NULL;
	q = o - 2;
	if (tok_is(&t[q], ']') && t[q].match < q && t[q].match > 0 && t[t[q].match - 1].kind == TK_IDENT &&
	    (d = decl_at(u, t[q].match - 1)) >= 0 && u->decls[d].array && !u->decls[d].pointer &&
	    decl_type_key(u, &u->decls[d], buf, size)) {
		*owned = CHAIN_TYPED;
		return buf;
	}
	if (t[q].kind == TK_IDENT && !t[q].kw && tok_is(&t[q - 1], '.') && depth < 8 &&
	    (mt = member_decl(u, q, 2, owned, depth + 1)))
		return mt->type;	/* '.m = { {...}, {...} }': m an array of objects */
	*owned = *owned == CHAIN_NOWHERE ? CHAIN_NOWHERE : CHAIN_UNKNOWN;
	return NULL;
}

/*
 * The type of what the initializer's brace at o initializes: a declared
 * object ('struct s v = {'), a compound literal ('(struct s){'), a member
 * under its designator ('.m = {'), an element of a declared array ('{ {',
 * ', {' and '[i] = {' in 'struct s v[] = {'). NULL when unknown; *owned as
 * base_type() says.
 */
static const char *brace_type(const struct ufile *u, uint32_t o, char *buf, size_t size, int *owned, int depth)
{
	const struct token *t = u->src->tok;
	const struct member_type *mt;
	uint32_t p, q;
	int d;

	*owned = CHAIN_UNKNOWN;
	if (o == NO_TOK || o < 2 || depth >= 8 || !u->brace)
		return NULL;
	p = o - 1;
	if (tok_is(&t[p], ')') && t[p].match < p) {
		const char *key = written_type_key(u, t[p].match + 1, p, buf, size);

		*owned = key ? CHAIN_TYPED : CHAIN_UNKNOWN;
		return key;
	}
	if (tok_is(&t[p], '{') || tok_is(&t[p], ','))
		return array_brace_type(u, u->brace[o], buf, size, owned, depth + 1);
	if (!tok_is(&t[p], '=') || p < 2)
		return NULL;
	q = p - 1;
	if (t[q].kind == TK_IDENT && !t[q].kw && tok_is(&t[q - 1], '.'))
		return (mt = member_decl(u, q, 0, owned, depth + 1)) ? mt->type : NULL;	/* '.m = {' */
	if (tok_is(&t[q], ']') && t[q].match < q && t[q].match > 0 &&
	    (tok_is(&t[t[q].match - 1], '{') || tok_is(&t[t[q].match - 1], ',')))
		return array_brace_type(u, u->brace[o], buf, size, owned, depth + 1);	/* '[i] = {' */
	if (t[q].kind == TK_IDENT && !t[q].kw && (d = decl_at(u, q)) >= 0 && !u->decls[d].pointer &&
	    !u->decls[d].array && decl_type_key(u, &u->decls[d], buf, size)) {
		*owned = CHAIN_TYPED;
		return buf;
	}
	return NULL;
}

/* Is the '.' at op a designator's first ('{ .m = 1', ', .m = 1')? */
static int designator_at(const struct ufile *u, uint32_t op)
{
	const struct token *t = u->src->tok;

	return op > 0 && tok_is(&t[op], '.') && (tok_is(&t[op - 1], '{') || tok_is(&t[op - 1], ',')) && u->brace &&
	       u->brace[op] != NO_TOK;
}

/*
 * The type key of the base of the member access at op ('X->m', 'X.m'), as
 * the text tells it: a declared variable (of any struct or typedef name), a
 * cast, container_of() and its kin, a macro known to cast, or a member whose
 * declaration is found (member_decl()). NULL when unknown. *owned: an enum
 * chain_known.
 */
static const char *base_type(const struct ufile *u, uint32_t op, char *buf, size_t size, int *owned, int depth)
{
	const struct token *t = u->src->tok;
	const struct member_type *mt;
	int arrow = tok_is(&t[op], P_ARROW);
	uint32_t b = op - 1;

	*owned = CHAIN_UNKNOWN;
	if (op < 2)
		return NULL;
	if (designator_at(u, op))
		return brace_type(u, u->brace[op], buf, size, owned, depth);	/* '{ .m = 1 }' */
	if (t[b].kind == TK_IDENT && !t[b].kw && (tok_is(&t[b - 1], P_ARROW) || tok_is(&t[b - 1], '.')))
		return (mt = member_decl(u, b, arrow, owned, depth)) ? mt->type : NULL;
	if (tok_is(&t[b], ']') && t[b].match > 2 && t[b].match < b && t[t[b].match - 1].kind == TK_IDENT &&
	    !t[t[b].match - 1].kw && (tok_is(&t[t[b].match - 2], P_ARROW) || tok_is(&t[t[b].match - 2], '.')))
		/* x->arr[i].m, x->ptrs[i]->m: an element of a member array (of objects, of pointers) */
		return (mt = member_decl(u, t[b].match - 1, arrow ? 3 : 2, owned, depth)) ? mt->type : NULL;
	if (t[b].kind == TK_IDENT && !t[b].kw) {
		int k = var_decl(u, b);
		const struct decl *d = k >= 0 ? &u->decls[k] : NULL;

		if (!d || d->pointer != arrow)
			return NULL;
		*owned = decl_type_key(u, d, buf, size) ? CHAIN_TYPED : CHAIN_UNKNOWN;
		return *owned ? buf : NULL;
	}
	if (tok_is(&t[b], ')') && t[b].match < b) {
		uint32_t open = t[b].match, i = open + 1;
		const char *key = NULL;

		if (tok_is(&t[i], '(') && t[i].match + 1 < b && tok_is(&t[t[i].match - 1], '*') &&
		    !tok_is(&t[t[i].match - 2], '*') && arrow)
			key = written_type_key(u, i + 1, t[i].match - 1, buf, size);	/* ((struct s *)x)->m */
		else if (open > 0 && t[open - 1].kind == TK_IDENT && arrow && builtin_at(u, open - 1, BN_CONTAINER)) {
			i = second_arg(t, i, b);	/* container_of(x, struct s, f)->m */
			if (i < b) {
				uint32_t e = second_arg(t, i + 1, b);

				key = written_type_key(u, i + 1, e, buf, size);
			}
		} else if (open > 0 && t[open - 1].kind == TK_IDENT && arrow) {
			const struct strmap_entry *e = strmap_findn(&u->ix->cast_macros, u->src->buf + t[open - 1].off,
								    t[open - 1].len);

			key = e ? e->value : fn_return_key(u, open - 1);	/* FOO_HDR(bh)->m, to_foo(x)->m */
		}
		*owned = key ? CHAIN_TYPED : CHAIN_UNKNOWN;
		return key;
	}
	return NULL;
}

/* The summary of owner's members called [name, name + len) that lead to a
 * target (a typedef name's record's too), or NULL. */
const struct strmap_entry *owned_member(const struct uses_index *ix, const char *owner, const char *name, size_t len)
{
	const struct strmap_entry *e = NULL;
	char key[512];
	int n;

	for (int alias = 0; alias < 2 && !e && owner; alias++, owner = record_of_alias(ix, owner))
		if ((n = snprintf(key, sizeof(key), "%s\x1f%.*s", owner, (int)len, name)) > 0 && (size_t)n < sizeof(key))
			e = strmap_findn(&ix->mt_summary, key, (size_t)n);
	return e;
}

/*
 * The declaration of the member 'X->NAME' / 'X.NAME' at token name, declared
 * as kind says (an object 0, a pointer 1, an array 2, an array of pointers
 * 3): through X's type when it is known (a declared variable, a cast, a chain
 * of members each found so; a typedef name stands for its record), else
 * through the members called NAME in the tree when they all have one type.
 * NULL when not found; *owned: an enum chain_known (only the members that
 * lead to a target are indexed by owner: one not there leads nowhere).
 */
static const struct member_type *member_decl(const struct ufile *u, uint32_t name, int kind, int *owned, int depth)
{
	const struct token *t = u->src->tok;
	const struct uses_index *ix = u->ix;
	const struct strmap_entry *e = NULL;
	const struct mt_summary *ms;
	const char *owner = NULL;
	char buf[256];

	*owned = CHAIN_UNKNOWN;
	if (depth < 8)
		owner = base_type(u, name - 1, buf, sizeof(buf), owned, depth + 1);
	if (*owned == CHAIN_NOWHERE)
		return NULL;	/* reached through a member that leads to no target */
	if (owner) {
		e = owned_member(ix, owner, u->src->buf + t[name].off, t[name].len);
		if (!e && *owned == CHAIN_TYPED) {
			/* the owner's members that lead to a target are all indexed by it: not this one */
			*owned = CHAIN_NOWHERE;
			return NULL;
		}
	}
	if (!e) {
		*owned = CHAIN_UNKNOWN;
		e = strmap_findn(&ix->mt_summary, u->src->buf + t[name].off, t[name].len);
	}
	if (!e || (ms = e->value)->many || !ms->last[kind]) {
		*owned = CHAIN_UNKNOWN;
		return NULL;
	}
	return ms->last[kind];
}

/* Is finding f (a target's) the member named [s, s + n) at the member path key "ROOT.PATH"? */
static int target_at_path(const struct finding *f, const char *key, const char *s, size_t n)
{
	size_t root = path_root_len(key), plen = strlen(key + root + 1);

	return f->owner && strlen(f->owner) == root && !memcmp(f->owner, key, root) &&
	       strlen(f->mpath) == plen + 1 + n && !memcmp(f->mpath, key + root + 1, plen) && f->mpath[plen] == '.' &&
	       !memcmp(f->mpath + plen + 1, s, n);
}

/*
 * The candidate of member m (token m, NO_TOK when not a member's) of an
 * object of type key 'type' (hash type_hash): a target of that struct, or the
 * one declared at the path of a record written inline ("struct s.hdr").
 */
static int cand_in_type(const struct ufile *u, const char *type, uint32_t type_hash, uint32_t m)
{
	const struct token *t = u->src->tok;
	const struct uses_index *ix = u->ix;
	const struct affected *af;
	uint32_t n;

	if (type[path_root_len(type)]) {
		if (m == NO_TOK || t[m].kind != TK_IDENT || (n = name_of(u, m)) == NONE)
			return -1;
		for (uint32_t d = ix->names_of[n].first_cand; d != NONE; d = ix->cand_next[d])
			if (sees(u, d) && target_at_path(&ix->er->res[ix->us->t[d].res_file].findings.f[ix->us->t[d].res_finding],
							 type, u->src->buf + t[m].off, t[m].len))
				return (int)d;
		return -1;
	}
	if (!(af = aff_by_hkey(ix, type, type_hash)) || af->outer)
		return -1;
	return aff_seen(u, af);
}

/*
 * The candidate of the member 'NAME ->m' / 'NAME .m' (m at token m, NO_TOK
 * when not a member's) where NAME is itself a member, 'X->NAME' or 'X.NAME', through NAME's
 * declaration (member_decl(); kind: as there). A type written inline under
 * NAME ('union { ... } hdr;') is its record's path: the target is the one
 * declared at that path. *owned as member_decl() says.
 */
int cand_of_member(const struct ufile *u, uint32_t name, int kind, uint32_t m, int *owned)
{
	const struct member_type *mt = member_decl(u, name, kind, owned, 0);

	return mt ? cand_in_type(u, mt->type, mt->type_hash, m) : -1;
}


/*
 * The target whose struct the member at token k ('x->e', 'x.e') is, declared
 * as kind says (member_decl(): an object 0, a pointer to it 1), when that
 * struct is a target's or ends with one (*outer); -1 if not.
 */
int member_of_target_type(const struct ufile *u, uint32_t k, int kind, int *outer)
{
	const struct member_type *mt;
	const struct affected *af;
	int owned;

	if (name_of(u, k) == NONE && !strmap_findn(&u->ix->mt_summary, u->src->buf + u->src->tok[k].off,
						   u->src->tok[k].len))
		return -1;	/* no member of that name leads to a target */
	if (!(mt = member_decl(u, k, kind, &owned, 0)) || !(af = aff_by_hkey(u->ix, mt->type, mt->type_hash)))
		return -1;
	*outer = af->outer;
	return aff_seen(u, af);
}

/* The candidate a 'X->m' or 'X.m' base refers to: a declared pointer, a
 * cast, container_of(x, struct s, f), a member of a known type. */
int cand_of_base(const struct ufile *u, uint32_t arrow)
{
	const struct token *t = u->src->tok;
	uint32_t b = arrow - 1;
	int owned;

	if (designator_at(u, arrow)) {	/* '{ .m = ... }': a member of the initializer's type */
		char buf[256];
		const char *key = brace_type(u, u->brace[arrow], buf, sizeof(buf), &owned, 0);

		return key ? cand_in_type(u, key, type_key_hash(key), arrow + 1) : -1;
	}
	if (t[b].kind == TK_IDENT && !t[b].kw && b >= 1 &&
	    (tok_is(&t[b - 1], P_ARROW) || tok_is(&t[b - 1], '.')))
		return cand_of_member(u, b, tok_is(&t[arrow], P_ARROW), arrow + 1, &owned);
	if (t[b].kind == TK_IDENT && !t[b].kw && tok_is(&t[arrow], P_ARROW))
		return cand_of_var(u, b);
	if (tok_is(&t[b], ']') && t[b].match > 2 && t[b].match < b && t[t[b].match - 1].kind == TK_IDENT &&
	    !t[t[b].match - 1].kw && (tok_is(&t[t[b].match - 2], P_ARROW) || tok_is(&t[t[b].match - 2], '.')))
		/* x->arr[i].m, x->ptrs[i]->m: an element of a member array (of objects, of pointers) */
		return cand_of_member(u, t[b].match - 1, tok_is(&t[arrow], '.') ? 2 : 3, arrow + 1, &owned);
	if (tok_is(&t[b], ']') && t[b].match > 1 && t[b].match < b && t[t[b].match - 1].kind == TK_IDENT &&
	    !t[t[b].match - 1].kw && !tok_is(&t[t[b].match - 2], P_ARROW) && !tok_is(&t[t[b].match - 2], '.')) {
		int k = var_decl(u, t[b].match - 1);	/* p[i].m, v[i].m, pp[i]->m */

		if (k >= 0 && !u->decls[k].outer && u->decls[k].cand != NONE)
			return (int)u->decls[k].cand;
	}
	if (t[b].kind == TK_IDENT && !t[b].kw && tok_is(&t[arrow], '.') && !(b > 0 && (tok_is(&t[b - 1], '.') ||
										      tok_is(&t[b - 1], P_ARROW)))) {
		int k = var_decl(u, b);	/* struct s v; v.m[i] */

		if (k >= 0 && !u->decls[k].pointer && !u->decls[k].outer && u->decls[k].cand != NONE)
			return (int)u->decls[k].cand;
	}
	if (tok_is(&t[b], ')')) {
		uint32_t open = t[b].match, i = open + 1;

		/* ((struct s *)x)->m */
		if (tok_is(&t[i], '(') && (t[i + 1].kw == KW_STRUCT || t[i + 1].kw == KW_UNION) &&
		    tok_is(&t[i + 3], '*') && tok_is(&t[i + 4], ')'))
			return cand_of_type(u, i + 1, i + 3);
		/* container_of(x, struct s, f)->m: the type is the second argument */
		if (open > 0 && t[open - 1].kind == TK_IDENT && tok_is(&t[arrow], P_ARROW)) {
			if (!builtin_at(u, open - 1, BN_CONTAINER)) {
				/* FOO_HDR(bh)->m: a macro that casts to the struct */
				const struct strmap_entry *e = strmap_findn(&u->ix->cast_macros, u->src->buf + t[open - 1].off,
									    t[open - 1].len);
				const char *key = e ? e->value : fn_return_key(u, open - 1);	/* to_foo(x)->m */
				const struct affected *af = key ? aff_by_key(u->ix, key) : NULL;

				return af && !af->outer ? aff_seen(u, af) : -1;
			}
			i = second_arg(t, i, b);
			if (i + 3 < b && (tok_is(&t[i + 3], ',') || tok_is(&t[i + 3], ')')))
				return cand_of_type(u, i + 1, i + 3);
			if (i + 2 < b && (tok_is(&t[i + 2], ',') || tok_is(&t[i + 2], ')')))
				return cand_of_type(u, i + 1, i + 2);
		}
	}
	return -1;
}

/*
 * Can a member chain from an object of the type written without a tag at
 * o ('{') reach a target? Only through a member array of a target's name, or
 * a member of a struct, union or typedef name whose size follows a target's.
 */
static int body_reaches_target(const struct ufile *u, uint32_t o)
{
	const struct token *t = u->src->tok;

	if (body_names_target(u, o))
		return 1;
	for (uint32_t k = o + 1; k + 1 < t[o].match; k++)
		if (((t[k].kw == KW_STRUCT || t[k].kw == KW_UNION) && t[k + 1].kind == TK_IDENT && !t[k + 1].kw &&
		     aff_of_type(u, k, k + 2) >= 0) ||
		    (t[k].kind == TK_IDENT && !t[k].kw && aff_of_type(u, k, k + 1) >= 0))
			return 1;
	return 0;
}

/* 'v.a.b.m', 'v.a->b.m' (arrow at arrow): v declared of a type written without a
 * tag whose members reach no target? */
static int chain_from_tagless(const struct ufile *u, uint32_t arrow)
{
	const struct token *t = u->src->tok;
	uint32_t r = arrow - 1;
	int d;

	while (r >= 2 && (tok_is(&t[r - 1], '.') || tok_is(&t[r - 1], P_ARROW)) && t[r - 2].kind == TK_IDENT &&
	       !t[r - 2].kw)
		r -= 2;
	if (t[r].kind != TK_IDENT || t[r].kw || (r > 0 && (tok_is(&t[r - 1], '.') || tok_is(&t[r - 1], P_ARROW))))
		return 0;
	d = var_decl(u, r);
	return d >= 0 && u->decls[d].body != NO_TOK && !body_reaches_target(u, u->decls[d].body);
}

/*
 * Is the type of the base of 'X->m' / 'X.m' written in the file: X a
 * declared variable (of any struct, or a typedef the pass knows), a cast
 * '((struct s *)x)->m', container_of(x, struct s, f)->m, a macro known to
 * cast, a member found in its owner's type, each member of the chain so? Then the base is that type, a target or not: a member of the same
 * name in another struct is no guess for it ('pvt->map[1]' with 'struct
 * e_pvt *pvt' is not a use of some other struct's 'map[1]').
 */
int base_known(const struct ufile *u, uint32_t arrow)
{
	const struct token *t = u->src->tok;
	uint32_t b = arrow - 1;

	char buf[256];
	int owned;

	if (designator_at(u, arrow))	/* '{ .m = ... }': known when the initializer's type is */
		return base_type(u, arrow, buf, sizeof(buf), &owned, 0) || owned == CHAIN_NOWHERE;
	if (tok_is(&t[b], ']') && t[b].match > 0 && t[b].match < b)
		b = t[b].match - 1;	/* v[i].m, p[i]->m: the type of v's elements */
	if (t[b].kind == TK_IDENT && !t[b].kw && b > 0 && (tok_is(&t[b - 1], P_ARROW) || tok_is(&t[b - 1], '.')))
		/* x->b.m: known when b's declaration is found (through its owner, or as the one
		 * type of that name) or a member on the way leads to no target */
		return base_type(u, arrow, buf, sizeof(buf), &owned, 0) || owned == CHAIN_NOWHERE ||
		       chain_from_tagless(u, arrow);
	if (t[b].kind == TK_IDENT && !t[b].kw)
		return var_decl(u, b) >= 0;
	if (tok_is(&t[b], ')')) {
		uint32_t open = t[b].match, i = open + 1;

		if (tok_is(&t[i], '(') && (t[i + 1].kw == KW_STRUCT || t[i + 1].kw == KW_UNION))
			return 1;	/* ((struct s *)x)->m */
		if (open > 0 && t[open - 1].kind == TK_IDENT && builtin_at(u, open - 1, BN_CONTAINER)) {
			i = second_arg(t, i, b);
			return i + 1 < b && (t[i + 1].kw == KW_STRUCT || t[i + 1].kw == KW_UNION);
		}
		if (open > 0 && t[open - 1].kind == TK_IDENT)
			return strmap_findn(&u->ix->cast_macros, u->src->buf + t[open - 1].off, t[open - 1].len) != NULL ||
			       (tok_is(&t[arrow], P_ARROW) && fn_return_key(u, open - 1));
	}
	return 0;
}

/* The gates of name key, in turn (an index + 1; 0 at the end). */
uint32_t gate_next(const struct uses_index *ix, uint32_t g, uint32_t key)
{
	for (g = ix->gates[g - 1].next; g && ix->gates[g - 1].key != key; g = ix->gates[g - 1].next)
		;
	return g;
}

uint32_t gate_first(const struct uses_index *ix, uint32_t key)
{
	uint32_t g = ix->gate_first[name_key_slot(key, ix->gate_mask)];

	return g && ix->gates[g - 1].key != key ? gate_next(ix, g, key) : g;
}

/*
 * Does the file name target c's record: a type it is or that ends with it, a
 * member or owner leading to it, a macro casting to it (its gates)? A guess
 * needs one: a '->data' whose base cannot be resolved is no use of the one
 * struct with a 'data' the file happens to see through its includes.
 */
void names_walk(struct ufile *u)
{
	const struct uses_index *ix = u->ix;

	u->named_done = 1;
	for (uint32_t k = 0; k < u->src->nr_tok; k++) {
		const struct token *t = &u->src->tok[k];
		uint32_t key;

		if (t->kind != TK_IDENT || t->kw)
			continue;
		key = name_key_text(u->src->buf + t->off, t->len, 1);
		for (uint32_t g = gate_first(ix, key); g; g = gate_next(ix, g, key))
			u->named[ix->gates[g - 1].group] = u->file + 1;
	}
}

int names_record(struct ufile *u, uint32_t c)
{
	if (!u->named_done)
		names_walk(u);
	return u->named[u->ix->group[c]] == u->file + 1;
}

/* For a guess when the base cannot be resolved: the only candidate with member m the file names. */
int cand_by_member(struct ufile *u, uint32_t name)
{
	int found = -1;
	uint32_t n = name_of(u, name);

	for (uint32_t c = n == NONE ? NONE : u->ix->names_of[n].first_cand; c != NONE; c = u->ix->cand_next[c])
		if (sees(u, c) && names_record(u, c)) {
			if (found >= 0)
				return -1;
			found = (int)c;
		}
	return found;
}
