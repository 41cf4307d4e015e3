/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * vec: allocation helpers. ALLOC_GROW grows an array to hold at least n
 * elements (git's ALLOC_GROW) with an overflow-checked multiply; x*alloc()
 * never return NULL (out of memory is fatal: there is nothing sane to do).
 */
#ifndef FLEXFIX_VEC_H
#define FLEXFIX_VEC_H

#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
void *xrealloc_array(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

#define ALLOC_GROW(x, nr, alloc) \
	do { \
		if ((size_t)(nr) > (alloc)) { \
			size_t alloc_new_ = ((alloc) + 16) * 3 / 2; \
			if (alloc_new_ < (size_t)(nr)) \
				alloc_new_ = (nr); \
			(x) = xrealloc_array((x), alloc_new_, sizeof(*(x))); \
			(alloc) = alloc_new_; \
		} \
	} while (0)

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
