// SPDX-License-Identifier: GPL-2.0-only
/* namekeys: the per-thread set of a file's identifier keys (namekeys.h). */
#include <stdlib.h>
#include "arena.h"
#include "namekeys.h"
#include "vec.h"

_Thread_local struct name_key_set name_key_set;

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

void name_key_set_clear(struct name_key_set *ks)
{
	for (size_t k = 0; k < ks->nr; k++)
		ks->slot[ks->used[k]] = 0;
	ks->nr = 0;
	if (ks->mask)
		ks->mask = NAME_KEY_SET_MIN - 1;
}

uint32_t *name_key_set_take(struct name_key_set *ks, struct arena *a, size_t *nr)
{
	uint32_t *keys = arena_alloc(a, (ks->nr + 1) * sizeof(*keys));

	for (size_t k = 0; k < ks->nr; k++)
		keys[k] = ks->slot[ks->used[k]];
	*nr = ks->nr;
	name_key_set_clear(ks);
	return keys;
}

void name_key_set_release(void)
{
	free(name_key_set.slot);
	free(name_key_set.used);
	memset(&name_key_set, 0, sizeof(name_key_set));
}
