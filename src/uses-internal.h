/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * Inside the usage stage (uses.h is its interface): the tables its files
 * share and what each offers the others. uses.c runs the pass,
 * uses-index.c builds the tables it reads, uses-types.c says which target an
 * expression names, uses-sizes.c what a size expression counts.
 */
#ifndef FLEXFIX_USES_INTERNAL_H
#define FLEXFIX_USES_INTERNAL_H

#include <string.h>
#include "strbuf.h"
#include "strmap.h"
#include "uses.h"

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
	uint32_t *defined;		/* text_hash() of the tree's function and macro names, sorted, once each */
	size_t nr_defined;
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
		uint32_t body;		/* a type written without a tag: the '{' of its body, else NO_TOK */
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

static inline const char *tok_text(const struct source *src, uint32_t t, struct strbuf *sb)
{
	strbuf_reset(sb);
	strbuf_add(sb, src->buf + src->tok[t].off, src->tok[t].len);
	return sb->buf;
}

static inline int tok_eq(const struct source *src, uint32_t t, const char *s)
{
	/* no strlen(): most calls differ in the first bytes */
	return s && !strncmp(src->buf + src->tok[t].off, s, src->tok[t].len) && !s[src->tok[t].len];
}

static inline int sees(const struct ufile *u, size_t target)
{
	uint32_t sl = u->ix->slot[target];

	return (u->vis[sl / 64] >> (sl % 64)) & 1;
}

#define NONE UINT32_MAX

static inline uint32_t name_find(const struct uses_index *ix, const char *s, size_t n, uint32_t key)
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

static inline uint32_t name_add(struct uses_index *ix, const char *s)
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
static inline uint32_t name_of(const struct ufile *u, uint32_t k)
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

static inline int builtin_at(const struct ufile *u, uint32_t k, int which)
{
	uint32_t n = name_of(u, k);

	return n != NONE && u->ix->names_of[n].builtin == which;
}

/* Is token k the name of target c's member? */
static inline int member_is(const struct ufile *u, uint32_t k, uint32_t c)
{
	return name_of(u, k) == u->ix->cand_name[c];
}

/* Are targets c and d members of one record (file, the record's line, its name)? */
static inline int same_record(const struct use_target *t, size_t c, size_t d)
{
	return t[d].res_file == t[c].res_file && t[d].rec_line == t[c].rec_line && !strcmp(t[d].record, t[c].record);
}

/* Is d another definition of c's name (in c's ring of twins)? */
static inline int in_ring(const struct uses_index *ix, uint32_t c, uint32_t d)
{
	for (uint32_t k = ix->twin_next[c]; k != c; k = ix->twin_next[k])
		if (k == d)
			return 1;
	return 0;
}

#define NI_NONE UINT32_MAX	/* the end of a name_index chain */

struct size_ref {
	int cand;
	int outer;			/* the size of a type that embeds the candidate last */
	const struct expr *node;	/* the sizeof node */
	uint32_t ptr_tok;		/* sizeof(*p): p, else NO_TOK */
};

/* uses.c: common helpers and the pass */
const char *arena_str(struct uses_index *ix, const char *s);
const char *key2(struct uses_index *ix, const char *a, const char *b);
char *span_text(const struct source *src, uint32_t a, uint32_t b);
void squeeze(const struct source *src, uint32_t a, uint32_t b, struct strbuf *sb);
int designates_member(const struct ufile *u, uint32_t open, uint32_t dot, size_t c);
struct use *add_use(struct ufile *u, uint32_t target, int kind, uint32_t tok, const char *what);
const char *span_keep(const struct ufile *u, uint32_t a, uint32_t b);
void name_index_build(struct name_index *ni, size_t n, const char *(*name)(const struct uses_index *, size_t),
		      const struct uses_index *ix);
uint32_t name_index_first(const struct name_index *ni, const char *s, size_t n);
void name_index_release(struct name_index *ni);
uint32_t member_macro_target(const struct uses_index *ix, const struct cast_macro *cm);
int cmp_u32(const void *a, const void *b);

/* uses-index.c: the tables */
void add_record_typedefs(struct uses_index *ix, const struct engine_result *er);
void add_pointer_typedefs(struct uses_index *ix, const struct engine_result *er);
void add_targets(struct uses_index *ix, const struct engine_result *er, const struct uses_options *o);
const char *key_path(const struct uses_index *ix, size_t i);
void add_affected(struct uses_index *ix, const struct engine_result *er);
void add_member_types(struct uses_index *ix, const struct engine_result *er);
int file_sees(const struct uses_index *ix, size_t file, uint32_t target);
void resolve_twins(struct uses_index *ix);
void twice_in_one_file(struct uses_index *ix);
void *visibility_main(void *arg);
void add_type_macros(struct uses_index *ix, const struct engine_result *er);
void add_member_macros(struct uses_index *ix, const struct engine_result *er);
void add_param_macros(struct uses_index *ix, const struct engine_result *er);
void add_callees(struct uses_index *ix, const struct engine_result *er);
/* Does the tree define a function or macro named [s, s + n)? */
int tree_defines(const struct uses_index *ix, const char *s, size_t n);
void names_build(struct uses_index *ix);
void build_gates(struct uses_index *ix, const struct engine_result *er);

/* uses-types.c: which target a base names */
uint32_t *aff_slot(const struct uses_index *ix, const char *key, uint32_t hash);
const struct affected *aff_by_hkey(const struct uses_index *ix, const char *key, uint32_t hash);
const struct affected *aff_by_key(const struct uses_index *ix, const char *key);
int aff_seen(const struct ufile *u, const struct affected *af);
int aff_of_type(const struct ufile *u, uint32_t a, uint32_t b);
int cand_of_type(const struct ufile *u, uint32_t a, uint32_t b);
int var_decl(const struct ufile *u, uint32_t t);
int cand_of_var(const struct ufile *u, uint32_t t);
void collect_decls(struct ufile *u, uint32_t a, uint32_t b);
void initializer_fills(const struct ufile *u, struct use *x, uint32_t open, size_t c);
const char *mt_name(const struct uses_index *ix, size_t i);
const char *record_of_alias(const struct uses_index *ix, const char *key);
size_t path_root_len(const char *key);
const char *written_type_key(const struct ufile *u, uint32_t a, uint32_t b, char *buf, size_t size);
const uint32_t *brace_around(struct arena *a, const struct source *src);
const char *decl_type_key(const struct ufile *u, const struct decl *d, char *buf, size_t size);
const struct strmap_entry *owned_member(const struct uses_index *ix, const char *owner, const char *name, size_t len);
int cand_of_member(const struct ufile *u, uint32_t name, int kind, uint32_t m, int *owned);
int member_of_target_type(const struct ufile *u, uint32_t k, int kind, int *outer);
int cand_of_base(const struct ufile *u, uint32_t arrow);
int base_known(const struct ufile *u, uint32_t arrow);
uint32_t gate_next(const struct uses_index *ix, uint32_t g, uint32_t key);
uint32_t gate_first(const struct uses_index *ix, uint32_t key);
void names_walk(struct ufile *u);
int names_record(struct ufile *u, uint32_t c);
int cand_by_member(struct ufile *u, uint32_t name);

/* uses-sizes.c: size expressions */
int size_of_struct(const struct ufile *u, const struct expr *e, struct size_ref *r);
uint64_t constant_bytes(const struct ufile *u, uint32_t a, uint32_t b);
void match_sizes(struct ufile *u, const struct expr *e, uint8_t *used, uint32_t base);
const struct expr *enclosing_call(const struct expr *e, uint32_t t, uint32_t *arg);
void note_minus_one(struct ufile *u, uint32_t a, uint32_t b, const uint8_t *used);
int names_a_size(const struct ufile *u, uint32_t a, uint32_t b);
int layout_index(const struct ufile *u, uint32_t a, uint32_t b);
uint64_t least_bytes(const struct ufile *u, uint32_t a, uint32_t la, uint32_t b);

#endif
