// SPDX-License-Identifier: GPL-2.0-only
/* namekeys: the per-thread set of a file's identifier keys (namekeys.h). */
#include <stdlib.h>
#include "arena.h"
#include "namekeys.h"
#include "vec.h"

static _Thread_local struct name_key_set name_key_set;

struct name_key_set *name_key_set_mine(void)
{
	return &name_key_set;
}

#define NAME_KEY_SET_MIN 4096

/* Twice the slots in use, the keys again; allocated slots are reused (they
 * are 0 but for the keys in 'used', which are taken out first). */
void name_key_set_grow(struct name_key_set *ks)
{
	size_t nr = ks->nr, want = ks->mask ? 2 * (ks->mask + 1) : NAME_KEY_SET_MIN;
	uint32_t *old = xmalloc((nr + 1) * sizeof(*old));

	for (size_t k = 0; k < nr; k++) {
		old[k] = ks->slot[ks->used[k]];
		ks->slot[ks->used[k]] = 0;
	}
	if (want > ks->cap) {
		free(ks->slot);
		free(ks->used);
		ks->slot = xcalloc(want, sizeof(*ks->slot));
		ks->used = xmalloc(want / 2 * sizeof(*ks->used));
		ks->cap = want;
	}
	ks->mask = want - 1;
	ks->nr = 0;
	for (size_t k = 0; k < nr; k++)
		name_key_add(ks, old[k] & ~NAME_FLAGS, old[k] & NAME_FLAGS);
	free(old);
}

void name_key_past(struct name_key_set *ks, uint32_t key, uint64_t index)
{
	uint32_t v = index > UINT32_MAX ? UINT32_MAX : (uint32_t)index;

	for (size_t k = 0; k < ks->nr_past; k++)	/* a few per file: arrays indexed by constants */
		if (ks->past[2 * k] == key) {
			if (ks->past[2 * k + 1] < v)
				ks->past[2 * k + 1] = v;
			return;
		}
	ALLOC_GROW(ks->past, 2 * (ks->nr_past + 1), ks->alloc_past);
	ks->past[2 * ks->nr_past] = key;
	ks->past[2 * ks->nr_past + 1] = v;
	ks->nr_past++;
}

void name_key_set_clear(struct name_key_set *ks)
{
	ks->nr_past = 0;
	for (size_t k = 0; k < ks->nr; k++)
		ks->slot[ks->used[k]] = 0;
	ks->nr = 0;
	if (ks->mask)
		ks->mask = NAME_KEY_SET_MIN - 1;
}

uint32_t *name_key_set_take(struct name_key_set *ks, struct arena *a, size_t *nr, uint32_t **past, size_t *nr_past)
{
	uint32_t *keys = arena_alloc(a, (ks->nr + 1) * sizeof(*keys));

	for (size_t k = 0; k < ks->nr; k++)
		keys[k] = ks->slot[ks->used[k]];
	*nr = ks->nr;
	*past = arena_alloc(a, (2 * ks->nr_past + 1) * sizeof(**past));
	if (ks->nr_past)
		memcpy(*past, ks->past, 2 * ks->nr_past * sizeof(**past));
	*nr_past = ks->nr_past;
	name_key_set_clear(ks);
	return keys;
}

void name_key_set_release(void)
{
	free(name_key_set.slot);
	free(name_key_set.used);
	free(name_key_set.past);
	memset(&name_key_set, 0, sizeof(name_key_set));
}
