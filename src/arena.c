// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "vec.h"

struct arena_block {
	struct arena_block *next;
	size_t size;
	_Alignas(16) unsigned char data[];
};

#define ARENA_BLOCK (64 * 1024)

/* n bytes, not zeroed. */
static void *arena_take(struct arena *a, size_t n)
{
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (!a->head || a->used + n > a->size) {
		size_t size = n > ARENA_BLOCK ? n : ARENA_BLOCK;
		struct arena_block *b = xmalloc(sizeof(*b) + size);

		b->size = size;
		b->next = a->head;
		a->head = b;
		a->used = 0;
		a->size = size;
	}
	p = a->head->data + a->used;
	a->used += n;
	return p;
}

void *arena_alloc(struct arena *a, size_t n)
{
	return memset(arena_take(a, n), 0, n);
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *r = arena_take(a, n + 1);	/* written once: the copy, then its NUL */

	memcpy(r, s, n);
	r[n] = '\0';
	return r;
}

void arena_clear(struct arena *a)
{
	struct arena_block *b = a->head, *keep = NULL;

	while (b) {
		struct arena_block *next = b->next;

		if (!next && b->size == ARENA_BLOCK)
			keep = b;
		else
			free(b);
		b = next;
	}
	a->head = keep;
	a->used = 0;
	a->size = keep ? keep->size : 0;
}

void arena_release(struct arena *a)
{
	arena_clear(a);
	free(a->head);
	a->head = NULL;
	a->size = 0;
}
