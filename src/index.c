// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "index.h"
#include "strbuf.h"
#include "vec.h"

enum { S_UNKNOWN, S_NO, S_YES, S_AMBIGUOUS };

struct entry {
	const char *key;
	uint8_t state;
	const struct flex_def *def;	/* a flexible definition, for the note */
	const struct flex_def **defs;	/* every definition of the name */
	size_t nr_defs, alloc_defs;
	size_t first_file;		/* of defs[0] */
};

struct table {
	struct entry *e;
	size_t size, nr;
};

static uint32_t hash_str(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static struct entry *lookup(struct table *t, const char *key, int create)
{
	size_t i;

	if (create && (t->nr + 1) * 2 > t->size) {
		struct table n = { xcalloc(t->size ? t->size * 2 : 1024, sizeof(struct entry)),
				   t->size ? t->size * 2 : 1024, 0 };

		for (size_t k = 0; k < t->size; k++) {
			if (!t->e[k].key)
				continue;
			i = hash_str(t->e[k].key) & (n.size - 1);
			while (n.e[i].key)
				i = (i + 1) & (n.size - 1);
			n.e[i] = t->e[k];
			n.nr++;
		}
		free(t->e);
		*t = n;
	}
	if (!t->size)
		return NULL;
	i = hash_str(key) & (t->size - 1);
	while (t->e[i].key) {
		if (!strcmp(t->e[i].key, key))
			return &t->e[i];
		i = (i + 1) & (t->size - 1);
	}
	if (!create)
		return NULL;
	t->e[i].key = key;
	t->nr++;
	return &t->e[i];
}

/* Is one definition flexible? YES, NO or AMBIGUOUS through its dependencies. */
static uint8_t resolve(struct table *t, struct entry *e, int depth);
static uint8_t resolve_def(struct table *t, struct entry *e, const struct flex_def *d, int depth)
{
	if (d->flexible) {
		if (!e->def)
			e->def = d;
		return S_YES;
	}
	for (uint32_t k = 0; k < d->nr_deps; k++) {
		struct entry *x = lookup(t, d->deps[k], 0);
		uint8_t s = x ? resolve(t, x, depth + 1) : S_NO;

		if (s == S_YES) {
			if (!e->def)
				e->def = x->def;
			return S_YES;
		}
		if (s == S_AMBIGUOUS)
			return S_AMBIGUOUS;
	}
	return S_NO;
}

/* Resolve one name: all its definitions must agree; depth bounds cycles. */
static uint8_t resolve(struct table *t, struct entry *e, int depth)
{
	int yes = 0, no = 0;

	if (e->state != S_UNKNOWN)
		return e->state;
	if (depth > 16)
		return S_NO;
	for (size_t k = 0; k < e->nr_defs; k++) {
		uint8_t s = resolve_def(t, e, e->defs[k], depth);

		if (s == S_AMBIGUOUS) {
			e->state = S_AMBIGUOUS;
			return e->state;
		}
		yes |= s == S_YES;
		no |= s == S_NO;
	}
	e->state = yes && no ? S_AMBIGUOUS : yes ? S_YES : S_NO;
	return e->state;
}

/* Does every definition of the name end with an array of no declared size
 * ('[]', '[0]'), itself or through the types it ends with? A name defined
 * with '[]' in one place and '[1]' in another says nothing certain. */
static int open_end(struct table *t, const struct entry *e, int depth)
{
	if (depth > 16 || !e->nr_defs)
		return 0;
	for (size_t k = 0; k < e->nr_defs; k++) {
		const struct flex_def *d = e->defs[k];
		int any = 0;

		if (d->flexible) {
			if (!d->open_end)
				return 0;
			continue;
		}
		for (uint32_t j = 0; j < d->nr_deps; j++) {
			const struct entry *x = lookup(t, d->deps[j], 0);

			if (x && x->state == S_YES) {
				if (!open_end(t, x, depth + 1))
					return 0;
				any = 1;
			}
		}
		if (!any)
			return 0;
	}
	return 1;
}

void index_resolve_embeddings(struct file_result *res, size_t nr, struct index_stats *st)
{
	struct table t = { 0 };

	for (size_t f = 0; f < nr; f++)
		res[f].defs_unique = 1;
	for (size_t f = 0; f < nr; f++) {
		for (size_t d = 0; d < res[f].nr_defs; d++) {
			const struct flex_def *def = &res[f].defs[d];
			struct entry *e = lookup(&t, def->key, 1);

			if (!e->nr_defs)
				e->first_file = f;
			else	/* a name defined twice: the files holding it say so (uses.c asks) */
				res[f].defs_unique = res[e->first_file].defs_unique = 0;
			ALLOC_GROW(e->defs, e->nr_defs + 1, e->alloc_defs);
			e->defs[e->nr_defs++] = def;
		}
	}
	for (size_t k = 0; k < t.size; k++) {
		if (!t.e[k].key)
			continue;
		st->names++;
		switch (resolve(&t, &t.e[k], 0)) {
		case S_YES: st->flexible++; break;
		case S_AMBIGUOUS: st->ambiguous++; break;
		}
	}
	for (size_t f = 0; f < nr; f++) {
		for (size_t u = 0; u < res[f].nr_uses; u++) {
			const struct type_use *use = &res[f].uses[u];
			struct entry *e = lookup(&t, use->key, 0);
			struct finding *fi;

			if (!e || e->state != S_YES)
				continue;
			if (use->ctx == UC_NOT_LAST && use->anonymous)
				fi = report_add(&res[f].findings, K_FLEX_NOT_AT_END, res[f].path, use->line, use->col,
						use->off, "anonymous %s ending with '%s', which ends with a flexible array, is not at the end of %s",
						use->anonymous == KW_UNION ? "union" : "struct", use->key, use->where);
			else if (use->ctx == UC_NOT_LAST)
				fi = report_add(&res[f].findings, K_FLEX_NOT_AT_END, res[f].path, use->line, use->col,
						use->off, "member '%s' of type '%s', which ends with a flexible array, is not at the end of %s",
						use->name, use->key, use->where);
			else if (use->ctx == UC_ARRAY_MEMBER)
				fi = report_add(&res[f].findings, K_FLEX_NOT_AT_END, res[f].path, use->line, use->col,
						use->off, "member '%s' of %s is an array of '%s', which ends with a flexible array",
						use->name, use->where, use->key);
			else
				fi = report_add(&res[f].findings, K_FLEX_NOT_AT_END, res[f].path, use->line, use->col,
						use->off, "'%s' is an array of '%s', which ends with a flexible array",
						use->name, use->key);
			fi->uapi = use->uapi;
			fi->record = use->record;
			fi->member = use->name;
			fi->elem_type = use->key;
			fi->cond = use->cond;
			if (use->ctx == UC_ARRAY_MEMBER && open_end(&t, e, 0))
				fi->flags |= FF_ELEM_OPEN_END;
			if (e->def && e->def->member)
				report_note(&res[f].findings, fi, e->def->path, e->def->line, e->def->col,
					    "'%s' ends with flexible array '%s'", use->key, e->def->member);
		}
	}
	for (size_t k = 0; k < t.size; k++)
		free(t.e[k].defs);
	free(t.e);
}

/* Is s one identifier? */
static int is_name(const char *s)
{
	if (!s || !(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
		return 0;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return 0;
	return 1;
}

void index_resolve_spellings(struct file_result *res, size_t nr)
{
	struct { uint32_t key; uint8_t seen; const char *name; } *map = NULL;	/* seen: a bit per DEF_* */
	size_t size = 16, nr_names = 0;

	for (size_t f = 0; f < nr; f++)
		for (size_t k = 0; k < res[f].findings.nr; k++)
			nr_names += res[f].findings.f[k].kind == K_FIXED_TRAILING && is_name(res[f].findings.f[k].size);
	if (!nr_names)
		return;
	while (size < 2 * nr_names + 2)
		size <<= 1;
	map = xcalloc(size, sizeof(*map));
	for (size_t f = 0; f < nr; f++)
		for (size_t k = 0; k < res[f].findings.nr; k++) {
			const struct finding *x = &res[f].findings.f[k];
			uint32_t key;
			size_t h;

			if (x->kind != K_FIXED_TRAILING || !is_name(x->size))
				continue;
			key = name_key(x->size, strlen(x->size));
			for (h = name_key_slot(key, size - 1); map[h].key && map[h].key != key; h = (h + 1) & (size - 1))
				;
			map[h].key = key;
			map[h].name = x->size;	/* two names of one key: the first only, the other stays fixed */
		}
	for (size_t f = 0; f < nr; f++)
		for (size_t d = 0, named = 0; d < res[f].nr_defines; d++) {
			uint32_t key = res[f].defines[d] & ~NAME_FLAGS, v = res[f].defines[d] & NAME_FLAGS;
			const char *name = v != DEF_OTHER ? res[f].define_names[named++] : NULL;
			size_t h;

			for (h = name_key_slot(key, size - 1); map[h].key && map[h].key != key; h = (h + 1) & (size - 1))
				;
			/* what is not 'other' must be this very name; 'other' of a shared key only holds it back */
			if (map[h].key && (!name || !strcmp(name, map[h].name)))
				map[h].seen |= (uint8_t)(1u << v);
		}
	for (size_t f = 0; f < nr; f++)
		for (size_t k = 0; k < res[f].findings.nr; k++) {
			struct finding *x = &res[f].findings.f[k];
			const char *at = x->msg ? strstr(x->msg, " at the end of ") : NULL;
			struct strbuf sb = STRBUF_INIT;
			uint32_t key;
			uint8_t seen;
			size_t h;

			if (x->kind != K_FIXED_TRAILING || !is_name(x->size) || !at)
				continue;
			key = name_key(x->size, strlen(x->size));
			for (h = name_key_slot(key, size - 1); map[h].key != key; h = (h + 1) & (size - 1))
				;
			seen = map[h].seen;
			if (strcmp(map[h].name, x->size) || !seen || (seen & (1u << DEF_OTHER)))
				continue;	/* not defined here, or defined as something else somewhere */
			if (seen & (1u << DEF_EMPTY)) {
				x->kind = K_FLEXIBLE;
				x->flags |= FF_SPELLED;
				strbuf_addf(&sb, "flexible array member '%s'%s ([%s]: the project's spelling of [])", x->member,
					    at, x->size);
			} else if (!(seen & ~((1u << DEF_ONE) | (1u << DEF_ONE_DEFAULT) | (1u << DEF_ONE_RUNTIME)))) {
				x->kind = K_ONE_ELEMENT;
				if (seen & ((1u << DEF_ONE_DEFAULT) | (1u << DEF_ONE_RUNTIME)))
					x->flags |= FF_SIZE_DEFAULT;	/* '#ifndef N' '#define N (1)': the header's default */
				if (seen == (1u << DEF_ONE_RUNTIME))
					x->flags |= FF_SIZE_RUNTIME;
				strbuf_addf(&sb, "one-element array '%s'%s ([%s] is 1)", x->member, at, x->size);
			} else if (seen == (1u << DEF_ZERO)) {
				x->kind = K_ZERO_LENGTH;
				strbuf_addf(&sb, "zero-length array '%s'%s ([%s] is 0)", x->member, at, x->size);
			} else {
				continue;	/* 0 here, 1 there */
			}
			x->msg = arena_strndup(res[f].findings.arena, sb.buf, sb.len);
			strbuf_release(&sb);
		}
	free(map);
}
