// SPDX-License-Identifier: GPL-2.0-only
/*
 * The tables the usage pass reads, built once before it from the scan's
 * results: the targets, the types whose size follows theirs, members' types,
 * macros that cast, size or reach members, callees, the names a file must
 * hold to be read, which file sees which target, and twins (one name defined
 * in several places).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"
#include "visibility.h"
#include "vec.h"
#include "uses-internal.h"

/* Macros whose value is a pointer to their second argument, a type. */
static const char *const container_macros[] = {
	"container_of", "container_of_const", "list_entry", "list_first_entry", "list_last_entry",
	"list_first_entry_or_null", "list_next_entry", "hlist_entry", "hlist_entry_safe", "rb_entry",
	"llist_entry",
};

void add_record_typedefs(struct uses_index *ix, const struct engine_result *er)
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
void add_pointer_typedefs(struct uses_index *ix, const struct engine_result *er)
{
	for (size_t i = 0; i < er->nr; i++) {
		add_name_keys(&ix->ptr_typedefs, er->res[i].ptypedefs, er->res[i].nr_ptypedefs);
		add_name_keys(&ix->fn_returns, er->res[i].fnrets, er->res[i].nr_fnrets);
	}
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

void add_targets(struct uses_index *ix, const struct engine_result *er, const struct uses_options *o)
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
			cd->size_runtime = !!(f->flags & FF_SIZE_RUNTIME);
			cd->elem_flexible = elem_ends_flexible(&er->res[i].findings, f);
			cd->head_type = f->head_type;
			cd->slot = f->slot;
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
const char *key_path(const struct uses_index *ix, size_t i)
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
void add_affected(struct uses_index *ix, const struct engine_result *er)
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
void add_member_types(struct uses_index *ix, const struct engine_result *er)
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

int file_sees(const struct uses_index *ix, size_t file, uint32_t target)
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
void resolve_twins(struct uses_index *ix)
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
void twice_in_one_file(struct uses_index *ix)
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

void *visibility_main(void *arg)
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
void add_type_macros(struct uses_index *ix, const struct engine_result *er)
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
void add_member_macros(struct uses_index *ix, const struct engine_result *er)
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
void add_param_macros(struct uses_index *ix, const struct engine_result *er)
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

static int by_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

int tree_defines(const struct uses_index *ix, const char *s, size_t n)
{
	uint32_t h = text_hash(s, n);

	return ix->nr_defined && bsearch(&h, ix->defined, ix->nr_defined, sizeof(h), by_u32);
}

/* The names the tree defines (functions and macros), for tree_defines(). */
static void add_defined(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0, k = 0;

	for (size_t i = 0; i < er->nr; i++)
		n += er->res[i].nr_defined;
	if (!n)
		return;
	ix->defined = xmalloc(n * sizeof(*ix->defined));
	for (size_t i = 0; i < er->nr; i++)
		for (size_t d = 0; d < er->res[i].nr_defined; d++)
			ix->defined[k++] = er->res[i].defined[d];
	qsort(ix->defined, n, sizeof(*ix->defined), by_u32);
	for (size_t d = 0; d < n; d++)
		if (!ix->nr_defined || ix->defined[ix->nr_defined - 1] != ix->defined[d])
			ix->defined[ix->nr_defined++] = ix->defined[d];
}

/* The functions whose pointer parameters are used past their first element, by name; the names the tree defines. */
void add_callees(struct uses_index *ix, const struct engine_result *er)
{
	size_t n = 0;
	int added;

	add_defined(ix, er);
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
void names_build(struct uses_index *ix)
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

/* The name in a record key or path: "x" of "struct x" and "struct x.hdr". */
static void gate_add_key(struct uses_index *ix, const char *key, uint32_t group)
{
	const char *name = strchr(key, ' ');

	if (name)
		gate_add(ix, name + 1, path_root_len(key) - (size_t)(name + 1 - key), group);
}

/*
 * A target in an anonymous record that no named type ends with ('union {
 * struct { ...; u8 data[0]; } v1; ... }' in struct x) has no affected type
 * to gate it, yet it is reached through its owner's members ('p->v1.data'):
 * the owner's name, its typedef names and the members holding an owner gate it.
 */
static void owner_gates(struct uses_index *ix, const struct engine_result *er)
{
	struct strmap owners = STRMAP_INIT;	/* owner key -> 1 + its first entry in og */
	struct { uint32_t group, next; } *og = NULL;
	size_t nr_og = 0, alloc_og = 0;
	int added;

	for (size_t c = 0; c < ix->us->nr_t; c++) {
		const struct use_target *t = &ix->us->t[c];
		const char *owner = er->res[t->res_file].findings.f[t->res_finding].owner;
		struct strmap_entry *e;

		if (!t->anonymous || t->tag || t->typedef_name || !owner)
			continue;
		e = strmap_put(&owners, owner, &added);
		ALLOC_GROW(og, nr_og + 1, alloc_og);
		og[nr_og].group = ix->group[c];
		og[nr_og].next = added ? 0 : (uint32_t)(uintptr_t)e->value;
		e->value = (void *)(uintptr_t)++nr_og;
		gate_add_key(ix, owner, ix->group[c]);
	}
	if (!nr_og)
		return;
	for (size_t k = 0; k < ix->rec_alias.size; k++) {
		const struct strmap_entry *a = &ix->rec_alias.e[k], *e;

		if (!a->key || !a->value || !(e = strmap_find(&owners, a->value)))
			continue;
		for (uint32_t o = (uint32_t)(uintptr_t)e->value; o; o = og[o - 1].next)
			gate_add_key(ix, a->key, og[o - 1].group);
	}
	for (size_t m = 0; m < ix->nr_mtypes; m++) {
		const struct member_type *mt = ix->mtypes[m];
		const char *rec = !strncmp(mt->type, "typedef ", 8) ? record_of_alias(ix, mt->type) : mt->type;
		const struct strmap_entry *e = rec ? strmap_find(&owners, rec) : NULL;

		for (uint32_t o = e ? (uint32_t)(uintptr_t)e->value : 0; o; o = og[o - 1].next) {
			gate_add(ix, mt->name, strlen(mt->name), og[o - 1].group);
			gate_add_key(ix, mt->record, og[o - 1].group);
		}
	}
	free(og);
	strmap_release(&owners);
}

/*
 * The gates of each record (see struct uses_index): the names of the types
 * it is or that end with it (a declared variable, a cast, container_of()),
 * the member names and owners whose member is of its type ('x->b->m',
 * 'v->b->m'), the macros that cast to it.
 */
void build_gates(struct uses_index *ix, const struct engine_result *er)
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
	owner_gates(ix, er);
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
