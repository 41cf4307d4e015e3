// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "callees.h"
#include "diag.h"
#include "expr.h"
#include "strbuf.h"
#include "strmap.h"
#include "uses.h"
#include "visibility.h"
#include "vec.h"

/* Chained hash from a name to entries of an array (affected types, members). */
struct name_index {
	uint32_t *head, *next;
	size_t size;
};

/* A type whose size follows a target's: the struct itself, or one that
 * embeds it (or such a type) as its last member. */
struct affected {
	const char *key;		/* "struct s", "typedef t" */
	const char *kw;			/* "struct", "union", or NULL for a typedef name */
	const char *name;
	uint32_t cand;
	uint32_t hash;			/* type_key_hash(key) */
	uint8_t outer;
};

/* The members called NAME (of one owner, or of any): of one type or not, and
 * the last declared as a pointer and as a value. */
struct mt_summary {
	const struct member_type *last[4];	/* the last declared as an object, a pointer, an array of each */
	uint8_t many;
};

/* A name a use can start from: a target's member, or an affected type's name. */
struct name_use {
	uint32_t target;
	uint8_t type, outer, tagged;	/* tagged: a 'struct TAG' (its key must say NAME_TAGGED) */
	struct name_use *next;
};

/* Every name the pass looks for, interned once: a token's name is looked up
 * once per file (name_of()), then types, members and the macros the pass
 * knows are compared as numbers. */
enum builtin_name {
	BN_NONE, BN_OFFSETOF, BN_STRUCT_SIZE, BN_STRUCT_SIZE_T, BN_FLEX_ARRAY_SIZE, BN_ARRAY_SIZE, BN_CONTAINER,
	BN_MEMBER_SIZE,
};
struct stage_name {
	const char *s;
	uint32_t len, key;
	uint32_t first_aff, first_cand;	/* affected types, targets' members so called (aff_next, cand_next) */
	uint8_t builtin;
	struct name_use *uses;		/* what a use can start from by this name (the prefilters) */
};

/* The uses found in one file, in source order. */
struct file_uses {
	struct use *u;
	size_t nr, alloc;
	uint8_t read;			/* read by the first pass */
};

/* What every file of the pass reads: built once, then only read (by any thread). */
struct uses_index {
	struct use_set *us;
	const struct uses_options *o;
	const struct uses_hooks *h;
	struct stage_name *names_of;	/* the interned names */
	size_t nr_names_of;
	struct name_slot { uint32_t key, name; } *names_slot;	/* open addressing by name_key(): name + 1, 0 empty */
	size_t names_mask;
	uint32_t *aff_next, *cand_next;	/* chains of the same name, in index order */
	uint32_t *cand_name;		/* per target: its member's name */
	struct strmap mt_summary;	/* "NAME" and "OWNER\x1fNAME" -> struct mt_summary */
	struct strmap rec_alias;	/* "typedef foo_t" -> "struct foo" (NULL: two types) */
	struct mt_summary *mt_sums;
	size_t nr_mt_sums;
	struct affected *aff;
	size_t nr_aff, alloc_aff;
	const struct member_type **mtypes;	/* members of named types, tree-wide */
	size_t nr_mtypes, alloc_mtypes;
	uint32_t *aff_slot;		/* open addressing by key: aff index + 1 */
	size_t aff_cap;
	uint64_t *vis;			/* per file, a bit per slot: the file can see its targets */
	struct overlap {		/* a [0]'s struct embedded before other members, if the file sees it */
		uint32_t file, target;
		const char *why;
		uint8_t uapi;
		uint8_t storage;	/* the member after the embedding is an array of the [0]'s element type */
	} *overlaps;
	size_t nr_overlaps, alloc_overlaps;
	size_t words;
	uint32_t *slot;			/* per target: its declaring file's number among them */
	uint32_t *twin_next;		/* per target: the next definition of its name (a ring; itself if alone) */
	size_t nr_slots;
	struct strmap declared_in;	/* path -> first target declared there (+1), chained by decl_next */
	uint8_t *declares;		/* per file: declares a [1] or [0] (always read: fix edits its declaration) */
	uint32_t *aff_name;		/* per affected type: its name in names_of */
	/* the same by name_key() (several names may share a key): the prefilter
	 * on the scan's file_result.name_keys, open addressing, 0 empty */
	struct { uint32_t key; const struct name_use *uses; } *by_key;
	size_t key_mask;
	struct strmap cast_macros;	/* NAME -> key of the type its body casts to (NULL: two answers) */
	struct strmap msize_macros;	/* NAME -> its struct member_size_macro (NULL: two answers) */
	/* NAME -> 1 + its index in mdefs when its body is a target's member ('(((struct s *)x)->m)'),
	 * or an accessor function's returns are (NULL: two answers) */
	struct strmap min_bytes;	/* type key -> 1 + the bytes its definitions hold at least (0 stored: unknown) */
	/* macro name -> 1 + index in tps of its first struct type_param; tp_next chains the others */
	struct strmap type_macros;
	const struct type_param **tps;
	uint32_t *tp_next;
	size_t nr_tps;
	uint32_t *sized_macros;		/* sorted text_hash() of macros sizing every parameter */
	size_t nr_sized_macros;
	struct strmap member_macros;
	struct member_def { uint32_t nr, target[4]; } *mdefs;
	size_t nr_mdefs, alloc_mdefs;
	struct { uint32_t key, target; } *mm_keys;	/* their names' keys: a file naming one is read */
	size_t nr_mm_keys, alloc_mm_keys;
	/* NAME -> its struct param_macro: the member accesses through its parameters */
	struct strmap param_macros;
	struct param_macro { const struct param_access *pa; size_t nr; } *pmacros;
	size_t nr_pmacros;
	/* 'typedef struct s {...} S, *PS': PS -> the key of struct s (NULL: two answers) */
	struct strmap ptr_typedefs;
	struct strmap fn_returns;	/* function name -> key of the struct it returns a pointer to; two: NULL */
	/* function name -> 1 + index in callees of its first entry (those of one name are together) */
	struct strmap callee_names;
	struct callee { const struct param_flex *pf; uint32_t file; } *callees;
	size_t nr_callees;
	/* the names a member access must find in a file to resolve to a record
	 * (its types' names, members and owners of its type, macros casting to
	 * it): a file naming a common member ('->data') but none of them, where
	 * several records have that member, cannot hold a use of one; by
	 * name_key(), open addressing, chained (gate_next), record: group */
	struct gate { uint32_t key, group, next; } *gates;
	size_t nr_gates, alloc_gates;
	uint32_t *gate_first, gate_mask;
	uint32_t *group;		/* per target: the first target of its record */
	uint32_t *aff_next_key;		/* per affected type, the next (not outer) of the same key, + 1 */
	/* typedef names of the tree's structs and unions ('typedef struct {...} T'):
	 * a variable declared 'T v' or 'T *p' has a known type, target or not */
	struct tdef_slot { uint32_t key, len; const char *s; } *tdefs;
	size_t tdef_mask;
	struct name_use *name_uses;
	uint32_t *decl_next;
	const struct file_list *fl;
	const struct engine_result *er;
	struct file_uses *per_file;
	/* a fixed [N] tells something only when indexed past N: the first pass
	 * reads a file for one only where its name is indexed past 1; the
	 * second reads, for the [N]s the first found used past their size, the
	 * files not read yet that name their member (all their uses are shown) */
	int second_pass;
	uint8_t *past_size;		/* per target: a fixed [N] indexed past N (the second pass's) */
	struct worker_state { struct arena exprs; uint32_t *named; } *workers;
};

static const char *arena_str(struct uses_index *ix, const char *s)
{
	return s ? arena_strndup(&ix->us->arena, s, strlen(s)) : NULL;
}

/* "A\x1fB" in the targets' arena. */
static const char *key2(struct uses_index *ix, const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	char *k = arena_alloc(&ix->us->arena, la + lb + 2);

	memcpy(k, a, la);
	k[la] = '\x1f';
	memcpy(k + la + 1, b, lb + 1);
	return k;
}

/* Everything known while one file of the usage pass is read. */
struct ufile {
	struct uses_index *ix;
	uint32_t file;
	const char *path;
	const struct source *src;
	const struct parse_result *pr;
	const uint64_t *vis;		/* a bit per target: this file can name the struct */
	uint32_t *tok_name;		/* per token: 0 not looked up, 1 no name of the pass, else name + 2 */
	struct arena *arena;		/* expression trees, cleared per file */
	struct arena *strings;		/* the uses' texts, kept */
	struct file_uses *out;
	/* declarations of the current function: name -> candidate */
	/* (cand NONE for other named types, kept to resolve x->b->m chains) */
	struct decl {
		uint32_t name_tok, cand, type_tok;
		uint16_t type_kw;
		uint8_t outer, pointer;
		uint8_t steps;		/* 'struct s *p': p + 1, p++, p[i] step by sizeof(struct s) */
		uint8_t array;		/* 'struct s v[N]': an array of the type */
	} *decls;
	size_t nr_decls, alloc_decls;
	/* per record (its first target): file + 1 when the file names one of its
	 * gates (found at the first guess; the worker's array, never cleared) */
	uint32_t *named;
	int named_done;
	int file_scope;			/* collect_decls() reads file scope: a prototype's parameters are no globals */
	const struct callee *via;	/* address_use()'s U_CALLEE: the function and its use */
	const struct macro_body *define;	/* reading this #define's body (src is its own tokens) */
	const uint32_t *brace;		/* per token, the innermost '{' around it (brace_around()) */
	uint32_t whole_lo, whole_hi;	/* there, the body's tokens, its outer parentheses aside */
};

static const char *tok_text(const struct source *src, uint32_t t, struct strbuf *sb)
{
	strbuf_reset(sb);
	strbuf_add(sb, src->buf + src->tok[t].off, src->tok[t].len);
	return sb->buf;
}

static int tok_eq(const struct source *src, uint32_t t, const char *s)
{
	/* no strlen(): most calls differ in the first bytes */
	return s && !strncmp(src->buf + src->tok[t].off, s, src->tok[t].len) && !s[src->tok[t].len];
}

/* Source text of tokens [a, b] (inclusive), as written. */
static char *span_text(const struct source *src, uint32_t a, uint32_t b)
{
	return xstrndup(src->buf + src->tok[a].off, src->tok[b].off + src->tok[b].len - src->tok[a].off);
}

/* Tokens [a, b) with runs of white space as one space: type texts compare equal. */
static void squeeze(const struct source *src, uint32_t a, uint32_t b, struct strbuf *sb)
{
	strbuf_reset(sb);
	for (uint32_t k = a; k < b; k++) {
		if (k > a)
			strbuf_addch(sb, ' ');
		strbuf_add(sb, src->buf + src->tok[k].off, src->tok[k].len);
	}
}

static int sees(const struct ufile *u, size_t target)
{
	uint32_t sl = u->ix->slot[target];

	return (u->vis[sl / 64] >> (sl % 64)) & 1;
}

#define NONE UINT32_MAX

static uint32_t name_find(const struct uses_index *ix, const char *s, size_t n, uint32_t key)
{
	/* most tokens are no name of the pass: a miss reads the slots only */
	for (size_t h = name_key_slot(key, ix->names_mask); ix->names_slot[h].name; h = (h + 1) & ix->names_mask) {
		const struct stage_name *x;

		if (ix->names_slot[h].key != key)
			continue;
		x = &ix->names_of[ix->names_slot[h].name - 1];
		if (x->len == n && !memcmp(x->s, s, n))
			return ix->names_slot[h].name - 1;
	}
	return NONE;
}

static uint32_t name_add(struct uses_index *ix, const char *s)
{
	size_t n = strlen(s), h;
	uint32_t key = name_key(s, n), k = name_find(ix, s, n, key);

	if (k != NONE)
		return k;
	k = (uint32_t)ix->nr_names_of++;
	ix->names_of[k] = (struct stage_name){ s, (uint32_t)n, key, NONE, NONE, BN_NONE };
	for (h = name_key_slot(key, ix->names_mask); ix->names_slot[h].name; h = (h + 1) & ix->names_mask)
		;
	ix->names_slot[h].key = key;
	ix->names_slot[h].name = k + 1;
	return k;
}

/* The name token k spells, or NONE when it is none of the pass's names. */
static uint32_t name_of(const struct ufile *u, uint32_t k)
{
	uint32_t v = u->tok_name[k];

	if (!v) {
		const struct token *t = &u->src->tok[k];
		uint32_t id = t->kind != TK_IDENT ? NONE :
			      name_find(u->ix, u->src->buf + t->off, t->len, name_key_text(u->src->buf + t->off, t->len, 1));

		v = u->tok_name[k] = id + 2;	/* NONE + 2 == 1 */
	}
	return v - 2;
}

static int builtin_at(const struct ufile *u, uint32_t k, int which)
{
	uint32_t n = name_of(u, k);

	return n != NONE && u->ix->names_of[n].builtin == which;
}

/* Is token k the name of target c's member? */
static int member_is(const struct ufile *u, uint32_t k, uint32_t c)
{
	return name_of(u, k) == u->ix->cand_name[c];
}

/*
 * Is the '.m' at token dot, in the initializer whose '{' is token open, a
 * designator of affected type c's target member: its designators and those
 * of the braces around it ('.u.m = ', '.u = { .m = ') spell the member's
 * path from its record ("u.m")? '.hdr.m' names another member; 'x.m' in a
 * value is an access. Where it cannot be told (a positional brace, an
 * array designator, a type ending with the record), it is one.
 */
static int designates_member(const struct ufile *u, uint32_t open, uint32_t dot, size_t c)
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

/* Are targets c and d members of one record (file, the record's line, its name)? */
static int same_record(const struct use_target *t, size_t c, size_t d)
{
	return t[d].res_file == t[c].res_file && t[d].rec_line == t[c].rec_line && !strcmp(t[d].record, t[c].record);
}

/* Is d another definition of c's name (in c's ring of twins)? */
static int in_ring(const struct uses_index *ix, uint32_t c, uint32_t d)
{
	for (uint32_t k = ix->twin_next[c]; k != c; k = ix->twin_next[k])
		if (k == d)
			return 1;
	return 0;
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

static struct use *add_use(struct ufile *u, uint32_t target, int kind, uint32_t tok, const char *what)
{
	const struct token *t = &u->src->tok[tok];
	struct use *x = add_use_at(u, target, kind, t->line, t->col, t->off, what);

	x->assertion = kind == U_SIZE_BLOCKS && in_size_assertion(u->src, tok);
	return x;
}

/* Source text of tokens [a, b] (inclusive), as written, kept with the uses. */
static const char *span_keep(const struct ufile *u, uint32_t a, uint32_t b)
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

#define NI_NONE UINT32_MAX

/* Builds an index of n names given by name(i). */
static void name_index_build(struct name_index *ni, size_t n, const char *(*name)(const struct uses_index *, size_t),
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

static uint32_t name_index_first(const struct name_index *ni, const char *s, size_t n)
{
	return ni->size ? ni->head[name_hash(s, n) & (uint32_t)(ni->size - 1)] : NI_NONE;
}

static void name_index_release(struct name_index *ni)
{
	free(ni->head);
	free(ni->next);
	memset(ni, 0, sizeof(*ni));
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

/* Slot of key in the affected types' table: its entry, or the empty slot for it. */
static uint32_t *aff_slot(const struct uses_index *ix, const char *key, uint32_t hash)
{
	size_t mask = ix->aff_cap - 1, b = hash & mask;

	while (ix->aff_slot[b] && (ix->aff[ix->aff_slot[b] - 1].hash != hash || strcmp(ix->aff[ix->aff_slot[b] - 1].key, key)))
		b = (b + 1) & mask;
	return &ix->aff_slot[b];
}

/* By the key's type_key_hash(), made where the key was: most keys asked for
 * are no affected type, and their strings are not read. */
static const struct affected *aff_by_hkey(const struct uses_index *ix, const char *key, uint32_t hash)
{
	uint32_t k = ix->aff_cap ? *aff_slot(ix, key, hash) : 0;

	return k ? &ix->aff[k - 1] : NULL;
}

static const struct affected *aff_by_key(const struct uses_index *ix, const char *key)
{
	return aff_by_hkey(ix, key, type_key_hash(key));
}

/* The affected type named by tokens [a, b): 'struct TAG' or a typedef name; -1 if none. */
/* A target in an anonymous member record, named after the record around it. */
static int container_named(const struct use_target *t)
{
	return t->anonymous && t->tag;
}

static int aff_of_type(const struct ufile *u, uint32_t a, uint32_t b)
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
static int cand_of_type(const struct ufile *u, uint32_t a, uint32_t b)
{
	int k = aff_of_type(u, a, b);

	return k >= 0 && !u->ix->aff[k].outer ? (int)u->ix->aff[k].cand : -1;
}

/* Which candidate does the pointer variable at token t point to? -1 if none known. */
static int var_decl(const struct ufile *u, uint32_t t)
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

static void add_record_typedefs(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0, size = 16;

	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defs; d++)
			n += !strncmp(er->res[i].defs[d].key, "typedef ", 8);
	while (size < 2 * n + 2)
		size <<= 1;
	ix->tdefs = xcalloc(size, sizeof(*ix->tdefs));
	ix->tdef_mask = size - 1;
	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defs; d++) {
			const char *name = er->res[i].defs[d].key + 8;
			uint32_t len, key;
			size_t h;

			if (strncmp(er->res[i].defs[d].key, "typedef ", 8))
				continue;
			len = (uint32_t)strlen(name);
			key = name_key(name, len);
			for (h = name_key_slot(key, ix->tdef_mask); ix->tdefs[h].s; h = (h + 1) & ix->tdef_mask)
				if (ix->tdefs[h].key == key && ix->tdefs[h].len == len && !memcmp(ix->tdefs[h].s, name, len))
					break;
			ix->tdefs[h] = (struct tdef_slot){ key, len, name };
		}
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

/* name -> key into m; a name given two keys maps to NULL (not told apart) */
static void add_name_keys(struct strmap *m, const struct ptr_typedef *pt, size_t n)
{
	int added;

	for (size_t k = 0; k < n; k++) {
		struct strmap_entry *e = strmap_put(m, pt[k].name, &added);

		if (added)
			e->value = (void *)pt[k].key;
		else if (e->value && strcmp(e->value, pt[k].key))
			e->value = NULL;
	}
}

/* 'typedef struct s {...} S, *PS;' names, and functions returning 'struct s *' */
static void add_pointer_typedefs(struct uses_index *ix, const struct engine_result *er)
{
	for (size_t i = 0; i < er->nr; i++) {
		add_name_keys(&ix->ptr_typedefs, er->res[i].ptypedefs, er->res[i].nr_ptypedefs);
		add_name_keys(&ix->fn_returns, er->res[i].fnrets, er->res[i].nr_fnrets);
	}
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

static int cand_of_var(const struct ufile *u, uint32_t t)
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
 * one followed by '['? Its objects are then left to the guesses. */
static int body_names_target(const struct ufile *u, uint32_t o)
{
	const struct token *t = u->src->tok;
	uint32_t n;

	for (uint32_t k = o + 1; k + 1 < t[o].match; k++)
		if (t[k].kind == TK_IDENT && !t[k].kw && tok_is(&t[k + 1], '[') && (n = name_of(u, k)) != NONE &&
		    u->ix->names_of[n].first_cand != NONE)
			return 1;
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

static void collect_decls(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t i = a; i + 1 < b; i++) {
		int c = -1, param, pointed = 0;
		uint32_t k, type_tok, j, kw_at = i;

		if (i == a && (kw_at = anonymous_body_before(u, a)) != NO_TOK) {
			/* 'struct { ... } v[] = {' at file scope: the body was a brace group of its own */
			k = a;
			type_tok = NO_TOK;
		} else if ((t[i].kw == KW_STRUCT || t[i].kw == KW_UNION) && tok_is(&t[i + 1], '{') &&
			   t[i + 1].match < b && !body_names_target(u, i + 1)) {
			k = t[i + 1].match + 1;	/* 'struct { ... } v;': no struct of the pass, none named */
			type_tok = NO_TOK;
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
					for (uint32_t i2 = k + 3; i2 + 1 < t[k + 2].match; i2++)
						if (tok_is(&t[i2], '.') && t[i2 + 1].kind == TK_IDENT &&
						    member_is(u, i2 + 1, u->ix->aff[c].cand) &&
						    designates_member(u, k + 2, i2, c))
							x->designates = 1;	/* { .m = { ... } } */
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

static const char *mt_name(const struct uses_index *ix, size_t i)
{
	return ix->mtypes[i]->name;
}

/* The record key a typedef name stands for ('typedef struct foo {...} foo_t;':
 * "typedef foo_t" -> "struct foo"), or NULL; a name given to two types, NULL. */
static const char *record_of_alias(const struct uses_index *ix, const char *key)
{
	const struct strmap_entry *e = strmap_find(&ix->rec_alias, key);

	return e ? e->value : NULL;
}

static void add_record_aliases(struct uses_index *ix, const struct engine_result *er)
{
	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defs; d++) {
			const struct flex_def *def = &er->res[i].defs[d];
			struct strmap_entry *e;
			int added;

			if (!def->alias || def->nr_deps != 1)
				continue;
			e = strmap_put(&ix->rec_alias, def->key, &added);
			if (added)
				e->value = (void *)def->deps[0];
			else if (e->value && strcmp(e->value, def->deps[0]))
				e->value = NULL;
		}
}

/* The named record a member path key belongs to: "struct foo" of "struct foo.hdr.x". */
static size_t path_root_len(const char *key)
{
	const char *dot = strchr(key, '.');

	return dot ? (size_t)(dot - key) : strlen(key);
}

/* "struct TAG" / "union TAG" / "typedef NAME" of a type written in tokens
 * [a, b) (qualifiers before it skipped) into buf; NULL if it is not one. */
static const char *written_type_key(const struct ufile *u, uint32_t a, uint32_t b, char *buf, size_t size)
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

/* Macros whose value is a pointer to their second argument, a type. */
static const char *const container_macros[] = {
	"container_of", "container_of_const", "list_entry", "list_first_entry", "list_last_entry",
	"list_first_entry_or_null", "list_next_entry", "hlist_entry", "hlist_entry_safe", "rb_entry",
	"llist_entry",
};

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
static const uint32_t *brace_around(struct arena *a, const struct source *src)
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
static const char *decl_type_key(const struct ufile *u, const struct decl *d, char *buf, size_t size)
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
static const struct strmap_entry *owned_member(const struct uses_index *ix, const char *owner, const char *name, size_t len)
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
	if (!(af = aff_by_hkey(ix, type, type_hash)) || af->outer || !sees(u, af->cand))
		return -1;
	return (int)af->cand;
}

/*
 * The candidate of the member 'NAME ->m' / 'NAME .m' (m at token m, NO_TOK
 * when not a member's) where NAME is itself a member, 'X->NAME' or 'X.NAME', through NAME's
 * declaration (member_decl(); kind: as there). A type written inline under
 * NAME ('union { ... } hdr;') is its record's path: the target is the one
 * declared at that path. *owned as member_decl() says.
 */
static int cand_of_member(const struct ufile *u, uint32_t name, int kind, uint32_t m, int *owned)
{
	const struct member_type *mt = member_decl(u, name, kind, owned, 0);

	return mt ? cand_in_type(u, mt->type, mt->type_hash, m) : -1;
}


/*
 * The target whose struct the member at token k ('x->e', 'x.e') is, declared
 * as kind says (member_decl(): an object 0, a pointer to it 1), when that
 * struct is a target's or ends with one (*outer); -1 if not.
 */
static int member_of_target_type(const struct ufile *u, uint32_t k, int kind, int *outer)
{
	const struct member_type *mt;
	const struct affected *af;
	int owned;

	if (name_of(u, k) == NONE && !strmap_findn(&u->ix->mt_summary, u->src->buf + u->src->tok[k].off,
						   u->src->tok[k].len))
		return -1;	/* no member of that name leads to a target */
	if (!(mt = member_decl(u, k, kind, &owned, 0)) || !(af = aff_by_hkey(u->ix, mt->type, mt->type_hash)) ||
	    !sees(u, af->cand))
		return -1;
	*outer = af->outer;
	return (int)af->cand;
}

/* The candidate a 'X->m' or 'X.m' base refers to: a declared pointer, a
 * cast, container_of(x, struct s, f), a member of a known type. */
static int cand_of_base(const struct ufile *u, uint32_t arrow)
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

				return af && !af->outer && sees(u, af->cand) ? (int)af->cand : -1;
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
 * Is the type of the base of 'X->m' / 'X.m' written in the file: X a
 * declared variable (of any struct, or a typedef the pass knows), a cast
 * '((struct s *)x)->m', container_of(x, struct s, f)->m, a macro known to
 * cast, a member found in its owner's type, each member of the chain so? Then the base is that type, a target or not: a member of the same
 * name in another struct is no guess for it ('pvt->map[1]' with 'struct
 * e_pvt *pvt' is not a use of some other struct's 'map[1]').
 */
static int base_known(const struct ufile *u, uint32_t arrow)
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
		return base_type(u, arrow, buf, sizeof(buf), &owned, 0) || owned == CHAIN_NOWHERE;
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
static uint32_t gate_next(const struct uses_index *ix, uint32_t g, uint32_t key)
{
	for (g = ix->gates[g - 1].next; g && ix->gates[g - 1].key != key; g = ix->gates[g - 1].next)
		;
	return g;
}

static uint32_t gate_first(const struct uses_index *ix, uint32_t key)
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
static void names_walk(struct ufile *u)
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

static int names_record(struct ufile *u, uint32_t c)
{
	if (!u->named_done)
		names_walk(u);
	return u->named[u->ix->group[c]] == u->file + 1;
}

/* For a guess when the base cannot be resolved: the only candidate with member m the file names. */
static int cand_by_member(struct ufile *u, uint32_t name)
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

/* ---- size expressions ---- */

struct size_ref {
	int cand;
	int outer;			/* the size of a type that embeds the candidate last */
	const struct expr *node;	/* the sizeof node */
	uint32_t ptr_tok;		/* sizeof(*p): p, else NO_TOK */
};

/* Is e sizeof(struct S), sizeof(T) or sizeof(*p) / sizeof(p[0]) for a candidate? */
static int size_of_struct(const struct ufile *u, const struct expr *e, struct size_ref *r)
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

static uint64_t constant_bytes(const struct ufile *u, uint32_t a, uint32_t b);

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

	strbuf_add_squeezed(&w, what, strlen(what));
	free(what);
	x = add_use(u, (uint32_t)r->cand, U_SIZE_REWRITE, s->first, w.buf);
	strbuf_release(&w);
	if (ptr == NO_TOK)
		ptr = pointer_in(u, r->cand, base, s->last);
	/* else the pointer to the struct the function declares last before here */
	for (size_t d = u->nr_decls; ptr == NO_TOK && d-- > 0;)
		if (u->decls[d].cand == (uint32_t)r->cand && !u->decls[d].outer && u->decls[d].name_tok < s->first)
			ptr = u->decls[d].name_tok;
	set_form(u, x, form, e->kind == E_PAREN && e != s ? e->first : s->first,
		 e->kind == E_PAREN && e != s ? e->last : s->last);
	x->count = span_keep(u, count->first, count->last);
	if (ptr != NO_TOK)
		x->ptr = span_keep(u, ptr, ptr);
	x->col0 = column_of(u->src, u->src->tok[s->first].off);
	x->eol_rest = rest_of_line(u->src, u->src->tok[s->last].off + u->src->tok[s->last].len);
	x->indent0 = indent_of(u->src, u->src->tok[s->first].off);
	for (uint32_t k = s->first; k <= s->last; k++)
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
static void match_sizes(struct ufile *u, const struct expr *e, uint8_t *used, uint32_t base)
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

				if (s->op == '+')
					sz = minus_one(u, sz);	/* sizeof(struct s) - 1 + n */
				if (sz && size_of_struct(u, sz, &r) && !r.outer &&
				    u->ix->us->t[r.cand].kind == K_ONE_ELEMENT && elem_is_byte(u->ix->us->t[r.cand].elem_type) &&
				    !used[s->first - base]) {
					if (holds_target_size(u, count))
						return;	/* nothing in s rewritten: each sizeof() in it is seen as it is */
					add_header_tail(u, e, s, &r, count, SF_HEADER_BYTES, used, base)->count_first =
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
		char *what = span_text(u->src, s->first, s->last);
		struct strbuf w = STRBUF_INIT;
		struct use *x;

		strbuf_add_squeezed(&w, what, strlen(what));
		free(what);
		x = add_use(u, (uint32_t)r.cand, U_SIZE_REWRITE, s->first, w.buf);
		strbuf_release(&w);

		set_form(u, x, SF_HEADER_MINUS_ELEM, s->first, s->last);
		for (uint32_t k = s->first; k <= s->last; k++)
			used[k - base] = 1;
		return;
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
static const struct expr *enclosing_call(const struct expr *e, uint32_t t, uint32_t *arg)
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

static void note_minus_one(struct ufile *u, uint32_t a, uint32_t b, const uint8_t *used)
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
static int names_a_size(const struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a; k < b; k++)
		if (t[k].kw == KW_SIZEOF || (t[k].kind == TK_IDENT && !t[k].kw &&
					      (builtin_at(u, k, BN_STRUCT_SIZE) || builtin_at(u, k, BN_STRUCT_SIZE_T))))
			return 1;
	return 0;
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
				strbuf_addf(&w, ", whose type ends with '%s'", u->ix->us->t[r.cand].record);
			add_use(u, (uint32_t)r.cand, kind, k, w.buf);
			strbuf_release(&w);
		}
		free(what);
	}
	note_minus_one(u, a, b, used);
	free(used);
}

/* "p->m[i]": the base (one name or a parenthesised cast) to the bracket. */
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

/* Is 'v.m' (the '.' at dot) an access through a declared object of the struct? */
static int object_base(const struct ufile *u, uint32_t dot)
{
	const struct token *t = u->src->tok;
	int k;

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

/*
 * Is [a, b) an index computed from a layout: operators, literals and
 * UPPER_CASE names around at least one offsetof(...) or sizeof(...)
 * ('dw[offsetof(struct amap_eq_entry, valid) / 32]', a place in a fixed
 * register layout, not a count)?
 */
static int layout_index(const struct ufile *u, uint32_t a, uint32_t b)
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
static uint64_t least_bytes(const struct ufile *u, uint32_t a, uint32_t la, uint32_t b)
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

static uint64_t constant_bytes(const struct ufile *u, uint32_t a, uint32_t b)
{
	return constant_bytes_at(u, a, b, 0);
}

static const char *key_path(const struct uses_index *ix, size_t i);

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

/*
 * The member as argument arg of the call whose '(' is at o, to a function
 * whose body uses that parameter past its first element (callees.c): the
 * definition this file calls (its own; else, of those another file exports
 * or a header holds, the one nearest in the tree as an include resolves,
 * then one not under arch/),
 * when an argument that bounds the use is not a constant here (or none
 * does). NULL when there is none.
 */
static const struct callee *callee_past_first(const struct ufile *u, uint32_t o, uint32_t arg)
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
		mine |= all[end].file == u->file;
	if (!mine && file_defines(u, o - 1))
		return NULL;	/* its own definition uses no parameter so */
	n = call_args(t, o, argv, 16);
	for (size_t k = first; k < end; k++) {
		const char *path = key_path(u->ix, all[k].file);
		size_t len = strlen(path), d = 2 * shared_dirs(here, path) + 1 + !!strncmp(path, "arch/", 5);

		if (all[k].pf->arg != arg || n <= arg || (mine ? all[k].file != u->file :
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
	if (!cp && (u->via = callee_past_first(u, o, arg)))
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
static uint32_t member_macro_target(const struct uses_index *ix, const struct cast_macro *cm)
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

static void analyze_members(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct source *src = u->src;
	const struct token *t = src->tok;
	struct strbuf sb = STRBUF_INIT;

	uint32_t unevaluated = 0;	/* end of a sizeof()/typeof() operand: no access there */

	for (uint32_t k = a + 1; k + 1 < b; k++) {
		int c, guess = 0, kind, le, looped;
		struct use *x;
		uint32_t name = k + 1, first, alias_lo = 0, alias_hi = 0, lo, hi;
		uint64_t bv;

		if ((t[k].kw == KW_SIZEOF || t[k].kw == KW_TYPEOF || t[k].kw == KW_TYPEOF2 || t[k].kw == KW_TYPEOF3) &&
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
		if (k < unevaluated && !(k >= 3 && tok_is(&t[k - 2], '(') && tok_is(&t[name + 1], ')') &&
					 t[k - 3].kw == KW_SIZEOF))
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
		} else if (k >= 3 && tok_is(&t[k - 2], '(') && tok_is(&t[name + 1], ')') &&
			   t[k - 3].kw == KW_SIZEOF) {
			x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, k - 3, "sizeof(p->m)");
			x->form = SF_SIZEOF_MEMBER;	/* sizeof(p->m[0]) says the same of a [1] */
			x->off = x->end = t[name].off + t[name].len;
		} else if (k >= 3 && tok_is(&t[k - 2], '(') && tok_is(&t[name + 1], ')') &&
			   builtin_at(u, k - 3, BN_ARRAY_SIZE)) {
			x = add_use(u, (uint32_t)c, U_ARRAY_SIZE, k - 3, "ARRAY_SIZE(p->m)");
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
		counted = !ends_minus_one(u, arg[2], arg[3] - 1) && !tokens_constant(u->src, arg[2], arg[3] - 1);
	}
	if (!counted)
		return;
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

	if (!(owner = written_type_key(u, a, b, buf, sizeof(buf))))
		return;
	e = owned_member(u->ix, owner, u->src->buf + t[mem].off, t[mem].len);
	if (!e || (ms = e->value)->many || !ms->last[0] || !(af = aff_by_hkey(u->ix, ms->last[0]->type, ms->last[0]->type_hash)) ||
	    !sees(u, af->cand) || u->ix->us->t[af->cand].kind != K_ONE_ELEMENT)
		return;
	{
		struct strbuf sb = STRBUF_INIT;

		strbuf_add(&sb, u->src->buf + t[k].off, t[t[k + 1].match].off + 1 - t[k].off);
		if (af->outer)
			strbuf_addf(&sb, ", whose type ends with '%s'", u->ix->us->t[af->cand].record);
		add_use(u, af->cand, U_SIZE_BLOCKS, k, sb.buf);
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

		if (!af || af->outer || !sees(u, af->cand) || (c = member_of_same(u, mem, (int)af->cand)) < 0)
			return;
	} else if ((c = macro_member_target(u, arg[ms->type_arg], arg[ms->type_arg + 1] - 1, mem, 1, &guess)) < 0) {
		return;
	}
	x = add_use(u, (uint32_t)c, U_SIZEOF_MEMBER, k, access_text(u, k, t[k + 1].match, &sb));
	x->guess = (uint8_t)guess;
	strbuf_release(&sb);
}

static int cmp_u32(const void *a, const void *b)
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
 * one element short): a size not understood, at the #define.
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
		strbuf_addf(&sb, ", whose type ends with '%s'", u->ix->us->t[u->ix->aff[k].cand].record);
		x->what = arena_strndup(u->strings, sb.buf, sb.len);
	}
	strbuf_release(&sb);
}

static void analyze_defines(struct ufile *u)
{
	for (size_t d = 0; d < u->src->nr_dirs; d++)
		if (u->src->dirs[d].kind == DIR_DEFINE)
			lex_define_sizeof_names(u->src, &u->src->dirs[d], define_sizeof, u);
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
		if (!u->named_done)
			names_walk(u);	/* the file's names, then the body's, may name a record */
		bu = *u;
		bu.src = &mb.body;
		bu.define = &mb;
		bu.decls = NULL;
		bu.nr_decls = bu.alloc_decls = 0;
		bu.named_done = 0;
		bu.tok_name = arena_alloc(u->arena, (mb.body.nr_tok + 1) * sizeof(*bu.tok_name));
		bu.brace = brace_around(u->arena, &mb.body);
		first = u->out->nr;
		if (mb.body.nr_tok >= 3) {
			const struct token *t = mb.body.tok;
			uint32_t close = (uint32_t)mb.body.nr_tok - 2;	/* the '}' added after the body */

			bu.whole_lo = 1;
			bu.whole_hi = close - 1;
			while (bu.whole_hi > bu.whole_lo && tok_is(&t[bu.whole_lo], '(') && t[bu.whole_lo].match == bu.whole_hi)
				bu.whole_lo++, bu.whole_hi--;
			analyze_members(&bu, 0, close);
		}
		free(bu.decls);
		for (size_t k = first; k < u->out->nr; k++) {
			struct use *x = &u->out->u[k];
			uint32_t bol;

			x->line += dir->line - 1;
			x->at_off += mb.start;
			for (bol = x->at_off; bol > 0 && u->src->buf[bol - 1] != '\n'; bol--)
				;
			x->col = x->at_off - bol + 1;
			if (x->off || x->end) {
				x->off += mb.start;
				x->end += mb.start;
			}
			if (x->name_len)
				x->name_off += mb.start;
		}
		macro_body_release(&mb);
	}
}

/* Function bodies: a top-level '{' right after a ')' (attributes aside). */
/* The object a pointer variable at token k points to, when the struct is a target's own: its candidate, or -1. */
static int deref_of(const struct ufile *u, uint32_t k)
{
	const struct token *t = u->src->tok;
	int d;

	if (t[k].kind != TK_IDENT || t[k].kw || tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))
		return -1;
	if (tok_is(&t[k - 1], '*') && (t[k - 2].kind == TK_IDENT || tok_is(&t[k - 2], ')') || tok_is(&t[k - 2], ']')))
		return -1;	/* a * b: a product */
	d = var_decl(u, k);
	if (d < 0 || u->decls[d].outer || u->decls[d].cand == NONE)
		return -1;
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

/* The target whose struct the operand ending at token k is by value: '*p',
 * 'v', a member declared with it ('d->h', 'q.w.t') or pointing to it
 * ('*d->ph'); -1 if none. */
static int copied_struct(const struct ufile *u, uint32_t k)
{
	const struct token *t = u->src->tok;
	int outer, c;

	if (t[k].kind == TK_IDENT && !t[k].kw && k >= 2 && (tok_is(&t[k - 1], P_ARROW) || tok_is(&t[k - 1], '.'))) {
		uint32_t first = base_start(u, k - 1);
		/* a unary '*': not after an operand ('a * d->h' is a product) */
		int deref = first >= 2 && tok_is(&t[first - 1], '*') && !(t[first - 2].kind == TK_IDENT && !t[first - 2].kw) &&
			    t[first - 2].kind != TK_NUMBER && !tok_is(&t[first - 2], ')') && !tok_is(&t[first - 2], ']');

		return (c = member_of_target_type(u, k, deref, &outer)) >= 0 && !outer ? c : -1;
	}
	return deref_of(u, k);
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
 * the struct copied by value.
 * With a [1] the copy moves the one element; with '[]' it moves none.
 */
static void struct_copies(struct ufile *u, uint32_t a, uint32_t b)
{
	const struct token *t = u->src->tok;

	for (uint32_t k = a + 3; k + 2 < b; k++) {
		uint32_t l = k - 1, r = tok_is(&t[k + 1], '*') ? k + 2 : k + 1, lit;
		int c;

		if (!tok_is(&t[k], '=') || (c = copied_struct(u, l)) < 0)
			continue;
		if ((lit = compound_literal_of(u, k + 1, b, c)) != NO_TOK)
			r = lit;
		else if ((r = operand_last(t, r, b)) == NO_TOK || r + 1 >= b || copied_struct(u, r) != c)
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
			x = add_use(u, (uint32_t)c, U_BY_VALUE, first, sb.buf);
			x->index = 0;
			x->struct_copy = 1;
			strbuf_release(&sb);
		}
	}
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
	for (uint32_t k = a + 1; any && k + 1 < b; k++) {
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
			strbuf_addf(&sb, ", whose type ends with '%s'", u->ix->us->t[c].record);
		add_use(u, (uint32_t)c, U_SIZE_BLOCKS, k, sb.buf)->steps = 1;
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
		scope = close + 1;
		collect_decls(u, params + 1, i - 1);
		collect_decls(u, i + 1, close);
		analyze_members(u, i, close);
		struct_copies(u, i, close);
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
}


static const char *cand_record(const struct uses_index *ix, size_t i)
{
	return ix->us->t[i].record;
}

/* The keyword of a record key ("struct s"): "struct", "union", else a copy. */
static const char *tag_keyword(struct uses_index *ix, const char *record)
{
	size_t n = (size_t)(strchr(record, ' ') - record);

	if (n == 6 && !memcmp(record, "struct", 6))
		return "struct";
	if (n == 5 && !memcmp(record, "union", 5))
		return "union";
	return arena_strndup(&ix->us->arena, record, n);
}

/*
 * Targets by (file, record line, record[, member]): the first target with the
 * same as t[c]. An open-addressing set of target indexes, hashed on those
 * fields (no key text is built: a file of a million structs stays fast).
 */
struct target_set {
	uint64_t *slot;			/* hash << 32 | (target + 1), 0 empty: the hash is compared first */
	size_t mask;
	int with_member;
};

static void target_set_init(struct target_set *ts, size_t n, int with_member)
{
	size_t size = 16;

	while (size < 2 * n + 2)
		size *= 2;
	ts->slot = xcalloc(size, sizeof(*ts->slot));
	ts->mask = size - 1;
	ts->with_member = with_member;
}

static uint32_t target_set_put(struct target_set *ts, const struct use_target *t, uint32_t c)
{
	const struct use_target *x = &t[c];
	uint32_t h = strmap_hash(x->record, strlen(x->record)) ^ (x->res_file * 0x85ebca6bu) ^ (x->rec_line * 0x9e3779b1u);
	size_t k;

	if (ts->with_member && x->member)
		h ^= strmap_hash(x->member, strlen(x->member)) * 0xc2b2ae35u;
	for (k = (h * 0x9e3779b1u) & ts->mask; ts->slot[k]; k = (k + 1) & ts->mask) {
		const struct use_target *y = &t[(uint32_t)ts->slot[k] - 1];

		if ((uint32_t)(ts->slot[k] >> 32) != h)
			continue;
		if (y->res_file == x->res_file && y->rec_line == x->rec_line && !strcmp(y->record, x->record) &&
		    (!ts->with_member || (y->line == x->line && !strcmp(y->member ? y->member : "",
									   x->member ? x->member : ""))))
			return (uint32_t)ts->slot[k] - 1;
	}
	ts->slot[k] = (uint64_t)h << 32 | (c + 1);
	return c;
}

/* Does the scan say the array's elements end with an array of no declared
 * size (index.c's flex-not-at-end on the same member)? A '[1]' there is a
 * fixed size, whatever it stands for. */
static int elem_ends_flexible(const struct finding_list *fs, const struct finding *f)
{
	for (size_t k = 0; k < fs->nr; k++)
		if (fs->f[k].kind == K_FLEX_NOT_AT_END && (fs->f[k].flags & FF_ELEM_OPEN_END) && fs->f[k].line == f->line && fs->f[k].col == f->col &&
		    fs->f[k].member && f->member && !strcmp(fs->f[k].member, f->member))
			return 1;
	return 0;
}

static void add_targets(struct uses_index *ix, const struct engine_result *er, const struct uses_options *o)
{
	struct name_index by_record;

	for (size_t i = 0; i < er->nr; i++) {
		struct target_set seen;	/* this file's targets: one per member */

		if (!er->res[i].findings.nr)
			continue;
		target_set_init(&seen, er->res[i].findings.nr, 1);
		for (size_t k = 0; k < er->res[i].findings.nr; k++) {
			const struct finding *f = &er->res[i].findings.f[k];
			struct use_target *cd;

			char *end = NULL;
			uint64_t dim = 0;

			if (f->kind == K_FIXED_TRAILING && o->observe_fixed && f->size && isdigit((unsigned char)f->size[0]))
				dim = strtoull(f->size, &end, 0);
			if (f->kind == K_FIXED_TRAILING && (!end || *end || dim < 2 || !f->member))
				continue;	/* a size given by a macro cannot be compared with indexes */
			if (f->kind != K_ONE_ELEMENT && f->kind != K_ZERO_LENGTH && f->kind != K_ZERO_LENGTH_NOT_LAST &&
			    f->kind != K_FIXED_TRAILING)
				continue;
			if (f->flags & FF_IN_MACRO)
				continue;	/* a macro's struct body: each expansion is another struct, its uses unknown */
			ALLOC_GROW(ix->us->t, ix->us->nr_t + 1, ix->us->alloc_t);
			cd = &ix->us->t[ix->us->nr_t];
			memset(cd, 0, sizeof(*cd));
			cd->res_file = (uint32_t)i;
			cd->line = f->line;
			cd->rec_line = f->rec_line;
			cd->record = f->record;
			cd->member = f->member;
			if (target_set_put(&seen, ix->us->t, (uint32_t)ix->us->nr_t) != ix->us->nr_t)
				continue;	/* one target per member of this file */
			ix->us->nr_t++;
			/* the scan's strings: er outlives the use set (uses_collect()) */
			cd->path = f->path;
			cd->elem_type = f->elem_type;
			cd->res_file = (uint32_t)i;
			cd->res_finding = (uint32_t)k;
			cd->kind = (uint8_t)f->kind;
			cd->dim = dim;
			cd->size_macro = (f->kind == K_ONE_ELEMENT || f->kind == K_ZERO_LENGTH) && f->size &&
					 !(f->size[0] >= '0' && f->size[0] <= '9') ? f->size : NULL;
			cd->uapi = f->uapi;
			cd->says_variable = !!(f->flags & FF_SAYS_VARIABLE);
			cd->size_default = !!(f->flags & FF_SIZE_DEFAULT);
			cd->elem_flexible = elem_ends_flexible(&er->res[i].findings, f);
			cd->head_type = f->head_type;
			cd->line = f->line;
			cd->col = f->col;
			cd->rec_line = f->rec_line;
			if (strstr(f->record, "<anonymous>")) {
				cd->anonymous = 1;
				cd->no_outer = !f->container;
				if (f->container && !strncmp(f->container, "typedef ", 8)) {
					cd->typedef_name = f->container + 8;
				} else if (f->container && !strstr(f->container, "<anonymous>")) {
					/* a member of an anonymous union in 'struct x' is used as x's */
					cd->tag = strchr(f->container, ' ') + 1;
					cd->tag_kw = tag_keyword(ix, f->container);
				}
			} else {
				cd->tag = strchr(f->record, ' ') + 1;
				cd->tag_kw = tag_keyword(ix, f->record);
			}
			cd->in_union = !strncmp(f->record, "union", 5);
			cd->under_if = f->cond != NULL;
			cd->in_scope = !o->in_scope || o->in_scope[i];
		}
		free(seen.slot);
	}
	/* one name, several definitions: a ring of twins per name (resolved after the pass) */
	ix->twin_next = xmalloc((ix->us->nr_t + 1) * sizeof(*ix->twin_next));
	for (size_t c = 0; c < ix->us->nr_t; c++)
		ix->twin_next[c] = (uint32_t)c;
	name_index_build(&by_record, ix->us->nr_t, cand_record, ix);
	for (size_t c = 0; c < ix->us->nr_t; c++)
		for (uint32_t d = name_index_first(&by_record, ix->us->t[c].record, strlen(ix->us->t[c].record));
		     d != NI_NONE; d = by_record.next[d])
			if (c != d && !strcmp(ix->us->t[c].record, ix->us->t[d].record) &&
			    (strcmp(ix->us->t[c].path, ix->us->t[d].path) || ix->us->t[c].rec_line != ix->us->t[d].rec_line) &&
			    !ix->us->t[c].anonymous &&
			    /* a definition with a [N] --explain observes is no twin of one with a
			     * fake array (fix sees only the latter) */
			    (ix->us->t[c].kind == K_FIXED_TRAILING) == (ix->us->t[d].kind == K_FIXED_TRAILING)) {
				ix->us->t[c].defined_twice = 1;
				if (c < d && !in_ring(ix, (uint32_t)c, d)) {	/* join d's ring to c's */
					uint32_t n = ix->twin_next[c];

					ix->twin_next[c] = ix->twin_next[d];
					ix->twin_next[d] = n;
				}
			}
	name_index_release(&by_record);
}

static const char *cand_key(struct uses_index *ix, const struct use_target *cd)
{
	struct strbuf sb = STRBUF_INIT;
	const char *r;

	if (cd->tag && cd->record + strlen(cd->tag_kw) + 1 == cd->tag)
		return cd->record;	/* "struct s" itself (not an anonymous member's container) */
	if (cd->tag)
		strbuf_addf(&sb, "%s %s", cd->tag_kw, cd->tag);
	else if (cd->typedef_name)
		strbuf_addf(&sb, "typedef %s", cd->typedef_name);
	r = arena_str(ix, sb.buf);
	strbuf_release(&sb);
	return r;
}

/* The first entry of a key (a struct defined twice) stays the one found. */
static void aff_slot_set(struct uses_index *ix, uint32_t k)
{
	uint32_t *slot = aff_slot(ix, ix->aff[k].key, ix->aff[k].hash);

	if (!*slot)
		*slot = k + 1;
}

static void aff_add(struct uses_index *ix, const char *key, uint32_t hash, uint32_t cand, int outer)
{
	struct affected *af;
	const char *sp = strchr(key, ' ');

	if (!sp)
		return;
	if ((ix->nr_aff + 1) * 2 > ix->aff_cap) {
		free(ix->aff_slot);
		ix->aff_cap = ix->aff_cap ? ix->aff_cap * 2 : 256;
		ix->aff_slot = xcalloc(ix->aff_cap, sizeof(*ix->aff_slot));
		for (size_t k = 0; k < ix->nr_aff; k++)
			aff_slot_set(ix, (uint32_t)k);
	}
	ALLOC_GROW(ix->aff, ix->nr_aff + 1, ix->alloc_aff);
	af = &ix->aff[ix->nr_aff++];
	af->key = arena_str(ix, key);
	af->kw = !strncmp(key, "typedef ", 8) ? NULL : arena_strndup(&ix->us->arena, key, (size_t)(sp - key));
	af->name = arena_str(ix, sp + 1);
	af->cand = cand;
	af->hash = hash;
	af->outer = (uint8_t)outer;
	aff_slot_set(ix, (uint32_t)ix->nr_aff - 1);
}

static int aff_has_key(const struct uses_index *ix, const char *key, uint32_t hash, uint32_t *cand)
{
	const struct affected *af = aff_by_hkey(ix, key, hash);

	if (af)
		*cand = af->cand;
	return af != NULL;
}

static int aff_is_outer(const struct uses_index *ix, const char *key, uint32_t hash)
{
	const struct affected *af = aff_by_hkey(ix, key, hash);

	return af ? af->outer : 0;
}

/* Of target c's definitions (its twins), the one in file path; c if none. */
static uint32_t twin_in(const struct uses_index *ix, uint32_t c, const char *path)
{
	for (uint32_t r = c;;) {
		if (!strcmp(ix->us->t[r].path, path))
			return r;
		if ((r = ix->twin_next[r]) == c)
			return c;
	}
}

/* Is there an affected entry of this key for target cand (not only the first one found)? */
static int aff_has_entry(const struct uses_index *ix, const char *key, uint32_t hash, uint32_t cand)
{
	for (size_t k = 0; k < ix->nr_aff; k++)
		if (ix->aff[k].cand == cand && ix->aff[k].hash == hash && !strcmp(ix->aff[k].key, key))
			return 1;
	return 0;
}

/* The path includes are resolved against: relative to the project's root
 * when there is one (files named from two places resolve alike). */
static const char *key_path(const struct uses_index *ix, size_t i)
{
	const char *p = ix->o->canon ? ix->o->canon[i] : ix->fl->path[i];

	return p[0] == '.' && p[1] == '/' ? p + 2 : p;
}

/* Is the array after the embedding tu of element type elem: the same text, or
 * scalars of one size ('u8', 'uint8_t')? */
static int next_is_storage(const struct type_use *tu, const char *elem)
{
	if (!tu->next_elem_hash || !elem)
		return 0;
	return (text_hash(elem, strlen(elem)) | 1) == tu->next_elem_hash ||
	       (tu->next_elem_size && tu->next_elem_size == scalar_type_size(elem, strlen(elem)));
}

/* Target c and every other target of its record (file and line) are embedded
 * in file i as tu says (why, its words). A [0] keeps its layout as '[]' (a
 * struct ending with a flexible array member embedded in an array or before
 * other members is the GNU extension the [0] already was): said, not held;
 * fix decides on the one before other members, once the include graph
 * tells that the file sees that struct (a note names the place). */
static void hold_record(struct uses_index *ix, uint32_t c, const char *why, const struct type_use *tu, size_t i)
{
	struct use_target *t = ix->us->t;

	for (size_t d = 0; d < ix->us->nr_t; d++)
		if (d == c || same_record(t, c, d)) {
			if (tu->ctx != UC_NOT_LAST && t[d].kind == K_ZERO_LENGTH) {
				if (!t[d].in_array)
					t[d].in_array = why;
			} else if (t[d].kind == K_ZERO_LENGTH) {
				ALLOC_GROW(ix->overlaps, ix->nr_overlaps + 1, ix->alloc_overlaps);
				ix->overlaps[ix->nr_overlaps++] = (struct overlap){ (uint32_t)i, (uint32_t)d, why, tu->uapi,
										   next_is_storage(tu, t[d].elem_type) };
			} else if (!t[d].embedded) {
				t[d].embedded = why;
			}
		}
}

/*
 * The types whose sizeof() changes with each candidate: itself and, through
 * the scan's definitions, every struct ending with it (transitively). Its
 * embeddings before other members or in arrays stop the conversion: the
 * struct could not be flexible there.
 */
static void add_affected(struct uses_index *ix, const struct engine_result *er)
{
	int more = 1;

	for (size_t c = 0; c < ix->us->nr_t; c++)
		if (ix->us->t[c].tag || ix->us->t[c].typedef_name)
		{
			const char *key = cand_key(ix, &ix->us->t[c]);

			aff_add(ix, key, type_key_hash(key), (uint32_t)c, 0);
		}
	/* the definitions that end with a named type, in file order; each round
	 * drops those that became affected */
	const struct flex_def **defs = NULL;
	size_t nr_defs = 0, alloc_defs = 0;

	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defs; d++)
			if (er->res[i].defs[d].nr_deps) {
				ALLOC_GROW(defs, nr_defs + 1, alloc_defs);
				defs[nr_defs++] = &er->res[i].defs[d];
			}
	for (int round = 0; round < 8 && more; round++) {
		size_t n = 0;

		more = 0;
		for (size_t d = 0; d < nr_defs; d++) {
			const struct flex_def *def = defs[d];
			uint32_t cand, have, k;
			int has = aff_has_key(ix, def->key, def->key_hash, &have);

			/* a struct defined in several places: each definition's typedef names
			 * its own; a name given to two structs names both (a use through it
			 * in a file that sees both is no use of either: aff_of_type()) */
			for (k = 0; k < def->nr_deps; k++)
				if (aff_has_key(ix, def->deps[k], def->dep_hash[k], &cand)) {
					cand = twin_in(ix, cand, def->path);
					if (!def->alias && ix->us->t[cand].kind == K_FIXED_TRAILING)
						continue;	/* no size of a type ending with a [N] --explain observes
								 * matters: a fake array's after it may */
					if (has && aff_has_entry(ix, def->key, def->key_hash, cand))
						break;
					/* a typedef name is the type itself; a struct ending with it is outer */
					aff_add(ix, def->key, def->key_hash, cand,
						!def->alias || aff_is_outer(ix, def->deps[k], def->dep_hash[k]));
					more = 1;
					break;
				}
			if (k == def->nr_deps)
				defs[n++] = def;
		}
		nr_defs = n;
	}
	free(defs);
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_uses; k++) {
			const struct type_use *tu = &er->res[i].uses[k];
			uint32_t cand;

			const struct use_target *tg;

			if (!aff_has_key(ix, tu->key, tu->key_hash, &cand))
				continue;
			tg = &ix->us->t[cand];
			if ((tg->under_if && tg->kind != K_ZERO_LENGTH) || tg->embedded)
				continue;	/* the first reason is the one given (fix.c: a [0] under #if is converted) */
			{
				struct strbuf sb = STRBUF_INIT;
				const char *why;

				strbuf_addf(&sb, "'%s' is embedded %s at %s:%u ('%s')", tu->key,
					    tu->ctx == UC_NOT_LAST ? "before other members" : "in an array",
					    er->res[i].path, tu->line, tu->name);
				why = arena_str(ix, sb.buf);
				/* the name may be another definition's: every one the file may see is
				 * held, with the other targets of its record (the members of a
				 * trailing union); one of another architecture or side of tools/ is
				 * not the struct embedded */
				for (uint32_t c = cand;;) {
					if (may_see(key_path(ix, i), key_path(ix, ix->us->t[c].res_file)))
						hold_record(ix, c, why, tu, i);
					c = ix->twin_next[c];
					if (c == cand)
						break;
				}
				strbuf_release(&sb);
			}
		}
}

/* Is type a target's own, or a path inside the named record holding a
 * target ("struct foo.hdr": owners, the targets' findings' owners)? */
static int target_type(const struct uses_index *ix, const struct strmap *owners, const char *type)
{
	const struct affected *af = aff_by_key(ix, type);
	size_t root = path_root_len(type);

	if (af && !af->outer)
		return 1;
	return type[root] && strmap_findn(owners, type, root);
}

/* The number of key (its hash: type_key_hash()) in ids, added if new; a
 * typedef name counts as the record it names. */
static uint32_t type_id(const struct uses_index *ix, struct strmap *ids, const char *key, uint32_t hash, uint32_t *nr)
{
	const char *rec = !strncmp(key, "typedef ", 8) ? record_of_alias(ix, key) : NULL;
	struct strmap_entry *e;
	int added;

	e = rec ? strmap_put(ids, rec, &added) : strmap_puth(ids, key, hash, &added);
	if (added)
		e->value = (void *)(uintptr_t)++*nr;
	return (uint32_t)(uintptr_t)e->value - 1;
}

/*
 * Which member types lead to a target: a target's own type or a path in
 * its record, and any record holding a member of such a type, transitively
 * (a breadth-first walk from the targets' types over "type -> records with
 * a member of it"). keep[i] for the i-th member type of the tree, in file order.
 */
static uint8_t *member_types_to_targets(const struct uses_index *ix, const struct engine_result *er)
{
	struct strmap ids = STRMAP_INIT, owners = STRMAP_INIT;
	uint32_t nr_ids = 0, *tid, *rid, *first, *next, *queue, head = 0, tail = 0;
	size_t n = 0, i = 0;
	uint8_t *rel, *keep;

	for (size_t f = 0; f < er->nr; f++)
		n += er->res[f].nr_mtypes;
	tid = xmalloc((n + 1) * sizeof(*tid));
	rid = xmalloc((n + 1) * sizeof(*rid));
	strmap_reserve(&ids, n / 4);
	for (size_t f = 0; f < er->nr; f++)
		for (size_t k = 0; k < er->res[f].nr_mtypes; k++, i++) {
			const struct member_type *mt = &er->res[f].mtypes[k];

			tid[i] = type_id(ix, &ids, mt->type, mt->type_hash, &nr_ids);
			/* a record's members come together, their owner one string */
			rid[i] = k && mt->record == mt[-1].record ? rid[i - 1] :
				 type_id(ix, &ids, mt->record, type_key_hash(mt->record), &nr_ids);
		}
	/* records by the type of their members: first[type], chained by next[member] */
	first = xmalloc((nr_ids + 1) * sizeof(*first));
	memset(first, 0xff, (nr_ids + 1) * sizeof(*first));
	next = xmalloc((n + 1) * sizeof(*next));
	for (i = n; i-- > 0;) {
		next[i] = first[tid[i]];
		first[tid[i]] = (uint32_t)i;
	}
	for (size_t c = 0; c < ix->us->nr_t; c++) {
		const struct use_target *cd = &ix->us->t[c];
		const char *owner = er->res[cd->res_file].findings.f[cd->res_finding].owner;
		int added;

		if (owner)
			strmap_put(&owners, owner, &added);
	}
	rel = xcalloc(nr_ids + 1, 1);
	queue = xmalloc((nr_ids + 1) * sizeof(*queue));
	for (size_t k = 0; k < ids.size; k++)
		if (ids.e[k].key && target_type(ix, &owners, ids.e[k].key)) {
			uint32_t id = (uint32_t)(uintptr_t)ids.e[k].value - 1;

			rel[id] = 1;
			queue[tail++] = id;
		}
	while (head < tail)
		for (uint32_t m = first[queue[head++]]; m != UINT32_MAX; m = next[m])
			if (!rel[rid[m]]) {
				rel[rid[m]] = 1;
				queue[tail++] = rid[m];
			}
	keep = xmalloc(n + 1);
	for (i = 0; i < n; i++)
		keep[i] = rel[tid[i]];
	debug_count("uses: member types", n);
	debug_count("uses: member types' names leading to a target", tail);
	strmap_release(&ids);
	strmap_release(&owners);
	free(tid);
	free(rid);
	free(first);
	free(next);
	free(rel);
	free(queue);
	return keep;
}

/*
 * Members for x->b.c->m chains: those through which a target can be reached
 * (member_types_to_targets(); records written inline as a member's type
 * among them), and every other member of the same name (a name declared
 * with two types resolves only through its owner).
 */
static void add_member_types(struct uses_index *ix, const struct engine_result *er)
{
	struct name_index names;
	uint8_t *keep;
	size_t n = 0;

	add_record_aliases(ix, er);
	keep = member_types_to_targets(ix, er);
	for (int pass = 0; pass < 2; pass++) {
		size_t at = 0;

		for (size_t i = 0; i < er->nr; i++)
			for (size_t k = 0; k < er->res[i].nr_mtypes; k++) {
				const struct member_type *mt = &er->res[i].mtypes[k];
				uint32_t h;

				if (keep[at++]) {
					if (pass == 0) {
						ALLOC_GROW(ix->mtypes, n + 1, ix->alloc_mtypes);
						ix->mtypes[n++] = mt;
					}
					continue;	/* taken in the first pass */
				}
				if (pass == 0)
					continue;
				for (h = name_index_first(&names, mt->name, strlen(mt->name)); h != NI_NONE; h = names.next[h])
					if (!strcmp(ix->mtypes[h]->name, mt->name))
						break;
				if (h != NI_NONE) {
					ALLOC_GROW(ix->mtypes, ix->nr_mtypes + 1, ix->alloc_mtypes);
					ix->mtypes[ix->nr_mtypes++] = mt;
				}
			}
		if (pass == 0) {
			ix->nr_mtypes = n;
			name_index_build(&names, n, mt_name, ix);
		}
	}
	name_index_release(&names);
	free(keep);
	debug_count("uses: member types indexed", ix->nr_mtypes);
	/* a summary per name and per owner and name, in the order declared */
	ix->mt_sums = xcalloc(ix->nr_mtypes * 2 + 1, sizeof(*ix->mt_sums));
	for (size_t i = 0; i < ix->nr_mtypes; i++) {
		const struct member_type *mt = ix->mtypes[i];

		/* the others are there for their name: one of them through its owner leads nowhere */
		for (int by_owner = 0; by_owner < 1 + (i < n); by_owner++) {
			struct strmap_entry *e;
			struct mt_summary *ms;
			int added;

			e = strmap_put(&ix->mt_summary, by_owner ? key2(ix, mt->record, mt->name) : mt->name, &added);
			if (added)
				e->value = &ix->mt_sums[ix->nr_mt_sums++];
			ms = e->value;
			for (int l = 0; l < 4; l++)
				if (ms->last[l] && strcmp(ms->last[l]->type, mt->type))
					ms->many = 1;
			ms->last[2 * mt->array + mt->pointer] = mt;
		}
	}
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

static int file_sees(const struct uses_index *ix, size_t file, uint32_t target)
{
	uint32_t sl = ix->slot[target];

	return (ix->vis[file * ix->words + sl / 64] >> (sl % 64)) & 1;
}

/* Has every definition in c's ring an affected entry of af's name (its own type of that name)? */
static int each_twin_has(const struct uses_index *ix, const struct affected *af, uint32_t c)
{
	for (uint32_t r = c;;) {
		if (!aff_has_entry(ix, af->key, af->hash, r))
			return 0;
		if ((r = ix->twin_next[r]) == c)
			return 1;
	}
}

/*
 * One record name, several definitions (copies under tools/, one firmware
 * header in two drivers): each is its own struct when every use of each was
 * found in a file that sees one of them only (a use is resolved through what
 * its file can see). Else they stay "defined twice", with the places and the
 * file that cannot tell them apart; so do they when a type that ends with one
 * of them is known by name only.
 */
static void resolve_twins(struct uses_index *ix)
{
	struct use_set *us = ix->us;
	uint8_t *done = xcalloc(us->nr_t + 1, 1);
	struct strbuf sb = STRBUF_INIT;

	for (uint32_t c = 0; c < us->nr_t; c++) {
		const char *blur = NULL;
		uint32_t n = 0;

		if (!us->t[c].defined_twice || done[c])
			continue;
		for (uint32_t r = c;; ) {
			done[r] = 1;
			n++;
			for (uint32_t k = us->target_start[r]; k < us->target_start[r + 1] && !blur; k++) {
				uint32_t f = us->u[us->by_target[k]].file, seen = 0;

				for (uint32_t q = c;; ) {
					seen += file_sees(ix, f, q);
					if ((q = ix->twin_next[q]) == c)
						break;
				}
				if (seen > 1) {
					strbuf_reset(&sb);
					strbuf_addf(&sb, "%s sees more than one", ix->fl->path[f]);
					blur = arena_strndup(&us->arena, sb.buf, sb.len);
				}
			}
			if ((r = ix->twin_next[r]) == c)
				break;
		}
		/* an outer type's name resolves to one definition only when each has its own entry */
		for (size_t k = 0; k < ix->nr_aff && !blur; k++)
			if (ix->aff[k].outer && us->t[ix->aff[k].cand].defined_twice && in_ring(ix, c, ix->aff[k].cand) &&
			    !each_twin_has(ix, &ix->aff[k], c))
				blur = "a type ending with one of them is known by its name only";
		strbuf_reset(&sb);
		if (blur) {
			strbuf_addf(&sb, "the struct is defined in %u places (", n);
			for (uint32_t r = c;; ) {
				strbuf_addf(&sb, "%s%s:%u", r == c ? "" : ", ", us->t[r].path, us->t[r].line);
				if ((r = ix->twin_next[r]) == c)
					break;
			}
			strbuf_addf(&sb, ") and %s", blur);
		}
		for (uint32_t r = c;; ) {
			us->t[r].defined_twice = blur != NULL;
			us->t[r].twins = blur ? arena_strndup(&us->arena, sb.buf, sb.len) : NULL;
			if ((r = ix->twin_next[r]) == c)
				break;
		}
	}
	strbuf_release(&sb);
	free(done);
}

struct target_in_file {
	uint32_t file, t;
};

static int by_file_then_target(const void *a, const void *b)
{
	const struct target_in_file *x = a, *y = b;

	return x->file != y->file ? (x->file < y->file ? -1 : 1) : (x->t < y->t ? -1 : x->t > y->t);
}

static const char defined_twice[] = "";	/* twice_in_one_file()'s mark: its address, not its text */
#define TWICE ((void *)defined_twice)

/*
 * A struct defined twice in one file (under #if and #else, or text that is
 * no C): which definition a use means is not told apart, and converting one
 * would let a second run give the other its uses: neither is converted.
 */
static void twice_in_one_file(struct uses_index *ix)
{
	struct use_set *us = ix->us;
	struct strbuf sb = STRBUF_INIT;
	/* of one file: key -> what it names (the key, or an alias's type), or TWICE; type -> its alias */
	struct strmap defs = STRMAP_INIT, aliases = STRMAP_INIT;
	struct target_in_file *order = xmalloc((us->nr_t + 1) * sizeof(*order));
	size_t nr = 0;

	/* file by file, each file's definitions counted once (a file of many structs stays linear) */
	for (uint32_t c = 0; c < us->nr_t; c++)
		if (!us->t[c].defined_twice && (us->t[c].tag || us->t[c].typedef_name) &&
		    !ix->er->res[us->t[c].res_file].defs_unique)	/* the index found no name defined twice */
			order[nr++] = (struct target_in_file){ us->t[c].res_file, c };
	qsort(order, nr, sizeof(*order), by_file_then_target);
	for (size_t i = 0; i < nr; i++) {
		uint32_t c = order[i].t;
		const struct strmap_entry *e;
		const char *key;

		if (!i || order[i - 1].file != order[i].file) {
			const struct file_result *res = &ix->er->res[order[i].file];
			int added;

			strmap_release(&defs);
			strmap_release(&aliases);
			strmap_reserve(&defs, res->nr_defs);
			for (size_t d = 0; d < res->nr_defs; d++) {
				const struct flex_def *def = &res->defs[d];
				struct strmap_entry *de = strmap_put(&defs, def->key, &added);

				/* a definition again, or a typedef name of another type ('typedef struct
				 * a {...} T;' and 'typedef struct {...} T;' under #if and #else) */
				if (!def->alias)
					de->value = de->value ? TWICE : (void *)def->key;
				else if (def->nr_deps)
					de->value = !de->value ? (void *)def->deps[0] :
						    de->value == TWICE || strcmp(de->value, def->deps[0]) ? TWICE : de->value;
				if (def->alias && def->nr_deps)
					strmap_put(&aliases, def->deps[0], &added)->value = (void *)def->key;
			}
		}
		key = cand_key(ix, &us->t[c]);
		if (!((e = strmap_find(&defs, key)) && e->value == TWICE)) {
			const struct strmap_entry *a = strmap_find(&aliases, key);

			if (!(a && (e = strmap_find(&defs, a->value)) && e->value == TWICE))
				continue;
			key = a->value;	/* its typedef name is the one defined twice */
		}
		strbuf_reset(&sb);
		strbuf_addf(&sb, "'%s' is defined twice in %s (which one a use means is not told apart)", key,
			    us->t[c].path);
		us->t[c].defined_twice = 1;
		us->t[c].twins = arena_strndup(&us->arena, sb.buf, sb.len);
	}
	strmap_release(&defs);
	strmap_release(&aliases);
	free(order);
	strbuf_release(&sb);
}

static void *visibility_main(void *arg)
{
	struct uses_index *ix = arg;

	const char **paths = xmalloc((ix->fl->nr + 1) * sizeof(*paths));
	uint32_t *seed_file = xmalloc((ix->us->nr_t + 1) * sizeof(*seed_file));

	for (size_t i = 0; i < ix->fl->nr; i++)
		paths[i] = key_path(ix, i);
	for (size_t c = 0; c < ix->us->nr_t; c++)
		seed_file[c] = ix->us->t[c].res_file;
	ix->vis = include_visibility(ix->fl->nr, paths, ix->er, seed_file, ix->slot, ix->us->nr_t,
				     (ix->nr_slots + 63) / 64);
	free(paths);
	free(seed_file);
	return NULL;
}

/* The run's struct type_param, by macro name (macro_takes_size()). */
static void add_type_macros(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0;
	int added;

	for (size_t i = 0; i < er->nr; i++)
		n += er->res[i].nr_tparams;
	ix->tps = xmalloc((n + 1) * sizeof(*ix->tps));
	ix->tp_next = xmalloc((n + 1) * sizeof(*ix->tp_next));
	for (size_t i = 0; i < er->nr; i++)
		ix->nr_sized_macros += er->res[i].nr_sized_macros;
	ix->sized_macros = xmalloc((ix->nr_sized_macros + 1) * sizeof(*ix->sized_macros));
	ix->nr_sized_macros = 0;
	for (size_t i = 0; i < er->nr; i++)
		if (er->res[i].nr_sized_macros) {
			memcpy(ix->sized_macros + ix->nr_sized_macros, er->res[i].sized_macros,
			       er->res[i].nr_sized_macros * sizeof(*ix->sized_macros));
			ix->nr_sized_macros += er->res[i].nr_sized_macros;
		}
	qsort(ix->sized_macros, ix->nr_sized_macros, sizeof(*ix->sized_macros), cmp_u32);
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_tparams; k++) {
			struct strmap_entry *e = strmap_put(&ix->type_macros, er->res[i].tparams[k].macro, &added);

			ix->tps[ix->nr_tps] = &er->res[i].tparams[k];
			ix->tp_next[ix->nr_tps] = added ? 0 : (uint32_t)(uintptr_t)e->value;
			e->value = (void *)(uintptr_t)++ix->nr_tps;
		}
}

/*
 * Macros whose body is a target's member, '#define FOO_DATA(bh)
 * (((struct foo *)(bh)->b_data)->data)': FOO_DATA(bh) + off is the member
 * moved by a variable. One name with two bodies is neither.
 */
static void add_member_macros(struct uses_index *ix, const struct engine_result *er)
{
	int added;

	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_cmacros; k++) {
			const struct cast_macro *cm = &er->res[i].cmacros[k];
			struct member_def d = { 0 };
			struct strmap_entry *e;
			size_t m = k + 1;
			int none = 0;

			if (!cm->member)
				continue;
			/* an accessor's returns are together: one definition */
			while (cm->accessor && m < er->res[i].nr_cmacros && er->res[i].cmacros[m].accessor == cm->accessor &&
			       !strcmp(er->res[i].cmacros[m].name, cm->name))
				m++;
			for (size_t j = k; j < m; j++) {
				uint32_t c = member_macro_target(ix, &er->res[i].cmacros[j]), n;

				none |= c == NONE;
				for (n = 0; n < d.nr && d.target[n] != c; n++)
					;
				if (n == d.nr && d.nr < ARRAY_SIZE(d.target))
					d.target[d.nr++] = c;
				else if (n == d.nr)
					none = 1;	/* more members than read: none of them */
			}
			k = m - 1;
			if (none)
				continue;	/* one of its members is no target's: which a call is, unknown */
			e = strmap_put(&ix->member_macros, cm->name, &added);
			if (added) {
				ALLOC_GROW(ix->mdefs, ix->nr_mdefs + 1, ix->alloc_mdefs);
				ix->mdefs[ix->nr_mdefs++] = d;
				e->value = (void *)(uintptr_t)ix->nr_mdefs;
			} else if (e->value) {
				const struct member_def *was = &ix->mdefs[(uintptr_t)e->value - 1];

				if (was->nr != d.nr || memcmp(was->target, d.target, d.nr * sizeof(*d.target)))
					e->value = NULL;
			}
		}
	for (size_t h = 0; h < ix->member_macros.size; h++) {
		const struct strmap_entry *e = &ix->member_macros.e[h];
		const struct member_def *md;

		if (!e->key || !e->value)
			continue;
		md = &ix->mdefs[(uintptr_t)e->value - 1];
		for (uint32_t n = 0; n < md->nr; n++) {
			ALLOC_GROW(ix->mm_keys, ix->nr_mm_keys + 1, ix->alloc_mm_keys);
			ix->mm_keys[ix->nr_mm_keys].key = name_key(e->key, strlen(e->key));
			ix->mm_keys[ix->nr_mm_keys++].target = md->target[n];
		}
	}
}

/*
 * Macros whose bodies reach a member through a parameter (analyze.c's
 * param_access, in a file's order: one macro's are together). A name given
 * two bodies (two files, or #ifdef/#else) is neither's.
 */
static void add_param_macros(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0;
	int added;

	for (size_t i = 0; i < er->nr; i++)
		n += er->res[i].nr_paccess;
	if (!n)
		return;
	ix->pmacros = xcalloc(n, sizeof(*ix->pmacros));
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_paccess;) {
			const struct param_access *pa = &er->res[i].paccess[k];
			size_t m = k + 1;
			struct strmap_entry *e;

			while (m < er->res[i].nr_paccess && er->res[i].paccess[m].line == pa->line &&
			       !strcmp(er->res[i].paccess[m].macro, pa->macro))
				m++;
			e = strmap_put(&ix->param_macros, pa->macro, &added);
			if (added) {
				ix->pmacros[ix->nr_pmacros] = (struct param_macro){ pa, m - k };
				e->value = &ix->pmacros[ix->nr_pmacros++];
			} else {
				e->value = NULL;
			}
			k = m;
		}
}

static int by_callee_name(const void *a, const void *b)
{
	const struct callee *x = a, *y = b;
	int d = strcmp(x->pf->func, y->pf->func);

	return d ? d : x->file < y->file ? -1 : x->file > y->file;
}

/* The functions whose pointer parameters are used past their first element, by name. */
static void add_callees(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0;
	int added;

	for (size_t i = 0; i < er->nr; i++)
		n += er->res[i].nr_pflex;
	if (!n)
		return;
	ix->callees = xmalloc(n * sizeof(*ix->callees));
	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].nr_pflex; k++)
			ix->callees[ix->nr_callees++] = (struct callee){ &er->res[i].pflex[k], (uint32_t)i };
	qsort(ix->callees, n, sizeof(*ix->callees), by_callee_name);
	for (size_t k = 0; k < n; k++)
		if (!k || strcmp(ix->callees[k].pf->func, ix->callees[k - 1].pf->func))
			strmap_put(&ix->callee_names, ix->callees[k].pf->func, &added)->value = (void *)(uintptr_t)(k + 1);
}

/* The names of the pass: affected types, targets' members, the macros it knows. */
static void names_build(struct uses_index *ix)
{
	static const struct { const char *s; uint8_t builtin; } builtins[] = {
		{ "offsetof", BN_OFFSETOF }, { "struct_size", BN_STRUCT_SIZE }, { "struct_size_t", BN_STRUCT_SIZE_T },
		{ "flex_array_size", BN_FLEX_ARRAY_SIZE }, { "ARRAY_SIZE", BN_ARRAY_SIZE },
		{ "offsetofend", BN_MEMBER_SIZE }, { "sizeof_field", BN_MEMBER_SIZE }, { "FIELD_SIZEOF", BN_MEMBER_SIZE },
	};
	size_t nr_t = ix->us->nr_t, cap = nr_t + ix->nr_aff + ARRAY_SIZE(builtins) + ARRAY_SIZE(container_macros), size = 16;

	while (size < 2 * cap + 2)
		size *= 2;
	ix->names_of = xcalloc(cap + 1, sizeof(*ix->names_of));
	ix->names_slot = xcalloc(size, sizeof(*ix->names_slot));
	ix->names_mask = size - 1;
	ix->aff_next = xmalloc((ix->nr_aff + 1) * sizeof(*ix->aff_next));
	ix->cand_next = xmalloc((nr_t + 1) * sizeof(*ix->cand_next));
	ix->cand_name = xmalloc((nr_t + 1) * sizeof(*ix->cand_name));
	/* chains in index order: the first match is the one an index order gives */
	ix->aff_name = xmalloc((ix->nr_aff + 1) * sizeof(*ix->aff_name));
	for (size_t k = ix->nr_aff; k-- > 0;) {
		struct stage_name *n = &ix->names_of[ix->aff_name[k] = name_add(ix, ix->aff[k].name)];

		ix->aff_next[k] = n->first_aff;
		n->first_aff = (uint32_t)k;
	}
	for (size_t c = nr_t; c-- > 0;) {
		struct stage_name *n;

		if (!ix->us->t[c].member) {
			ix->cand_name[c] = NONE;
			ix->cand_next[c] = NONE;
			continue;
		}
		ix->cand_name[c] = name_add(ix, ix->us->t[c].member);
		n = &ix->names_of[ix->cand_name[c]];
		ix->cand_next[c] = n->first_cand;
		n->first_cand = (uint32_t)c;
	}
	for (size_t k = 0; k < ARRAY_SIZE(builtins); k++)
		ix->names_of[name_add(ix, builtins[k].s)].builtin = builtins[k].builtin;
	for (size_t k = 0; k < ARRAY_SIZE(container_macros); k++)
		ix->names_of[name_add(ix, container_macros[k])].builtin = BN_CONTAINER;
}

static void gate_add(struct uses_index *ix, const char *name, size_t len, uint32_t group)
{
	ALLOC_GROW(ix->gates, ix->nr_gates + 1, ix->alloc_gates);
	ix->gates[ix->nr_gates++] = (struct gate){ name_key(name, len), group, 0 };
}

/* Each affected (not outer) type's key: the groups of the records it is. */
static void gate_add_type(struct uses_index *ix, const struct strmap *types, const char *type, const char *name,
			  size_t len)
{
	const struct strmap_entry *e = strmap_find(types, type);

	for (uint32_t a = e ? (uint32_t)(uintptr_t)e->value : 0; a; a = ix->aff_next_key[a - 1])
		gate_add(ix, name, len, ix->group[ix->aff[a - 1].cand]);
}

/*
 * The gates of each record (see struct uses_index): the names of the types
 * it is or that end with it (a declared variable, a cast, container_of()),
 * the member names and owners whose member is of its type ('x->b->m',
 * 'v->b->m'), the macros that cast to it.
 */
static void build_gates(struct uses_index *ix, const struct engine_result *er)
{
	const struct use_set *us = ix->us;
	struct strmap types = STRMAP_INIT;
	struct target_set records;	/* the targets of one record share a group: its first */
	size_t size = 16;
	int added;

	ix->group = xcalloc(us->nr_t + 1, sizeof(*ix->group));
	target_set_init(&records, us->nr_t, 0);
	strmap_reserve(&types, ix->nr_aff);
	for (size_t c = 0; c < us->nr_t; c++)
		ix->group[c] = target_set_put(&records, us->t, (uint32_t)c);
	ix->aff_next_key = xcalloc(ix->nr_aff + 1, sizeof(*ix->aff_next_key));
	for (size_t a = ix->nr_aff; a-- > 0;) {
		struct strmap_entry *e;

		gate_add(ix, ix->aff[a].name, strlen(ix->aff[a].name), ix->group[ix->aff[a].cand]);
		if (ix->aff[a].outer)
			continue;
		e = strmap_put(&types, ix->aff[a].key, &added);
		ix->aff_next_key[a] = (uint32_t)(uintptr_t)e->value;
		e->value = (void *)(uintptr_t)(a + 1);
	}
	for (size_t m = 0; m < ix->nr_mtypes; m++) {
		const struct member_type *mt = ix->mtypes[m];
		const char *owner = strchr(mt->record, ' ');

		gate_add_type(ix, &types, mt->type, mt->name, strlen(mt->name));
		if (owner)
			gate_add_type(ix, &types, mt->type, owner + 1, strlen(owner + 1));
	}
	for (size_t i = 0; i < er->nr; i++) {
		for (size_t k = 0; k < er->res[i].nr_cmacros; k++)
			gate_add_type(ix, &types, er->res[i].cmacros[k].type, er->res[i].cmacros[k].name,
				      strlen(er->res[i].cmacros[k].name));
		for (size_t k = 0; k < er->res[i].nr_msmacros; k++)
			if (er->res[i].msmacros[k].type)
				gate_add_type(ix, &types, er->res[i].msmacros[k].type, er->res[i].msmacros[k].macro,
					      strlen(er->res[i].msmacros[k].macro));
		for (size_t k = 0; k < er->res[i].nr_ptypedefs; k++)
			gate_add_type(ix, &types, er->res[i].ptypedefs[k].key, er->res[i].ptypedefs[k].name,
				      strlen(er->res[i].ptypedefs[k].name));
	}
	while (size < 2 * ix->nr_gates + 2)
		size *= 2;
	ix->gate_first = xcalloc(size, sizeof(*ix->gate_first));
	ix->gate_mask = (uint32_t)size - 1;
	for (size_t g = 0; g < ix->nr_gates; g++) {
		uint32_t *first = &ix->gate_first[name_key_slot(ix->gates[g].key, ix->gate_mask)];

		ix->gates[g].next = *first;
		*first = (uint32_t)g + 1;
	}
	free(records.slot);
	strmap_release(&types);
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
	return text[u->kind];
}
