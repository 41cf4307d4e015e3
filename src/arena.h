/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * arena: bump allocator freed as a whole (one per source file, one per run).
 * Memory is freed by the batch, never by the object; arena_clear() keeps the
 * first block so a worker reusing its arena for the next file does not malloc.
 */
#ifndef FLEXFIX_ARENA_H
#define FLEXFIX_ARENA_H

#include <stddef.h>

struct arena_block;
struct arena {
	struct arena_block *head;
	size_t used, size;
};

#define ARENA_INIT { NULL, 0, 0 }

void *arena_alloc(struct arena *a, size_t n);       /* zeroed, 16-byte aligned */
char *arena_strndup(struct arena *a, const char *s, size_t n);
void arena_clear(struct arena *a);
void arena_release(struct arena *a);

#endif
