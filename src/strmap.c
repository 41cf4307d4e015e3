// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "strmap.h"
#include "vec.h"

uint32_t strmap_hash(const char *s, size_t len)
{
	uint32_t h = STRMAP_HASH_INIT;

	for (size_t i = 0; i < len; i++)
		h = STRMAP_HASH_STEP(h, s[i]);
	return h;
}

/* one lane: 8 bytes in, multiplied and folded */
static inline uint64_t mix64(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0xff51afd7ed558ccdull;
	return h ^ (h >> 32);
}

uint64_t hash64(const void *p, size_t n)
{
	const unsigned char *s = p;
	/* four lanes: the multiplications of 32 bytes run side by side */
	uint64_t a = 0x9e3779b97f4a7c15ull ^ n, b = 0xbf58476d1ce4e5b9ull, c = 0x94d049bb133111ebull,
		 d = 0x2545f4914f6cdd1dull, w[4];

	for (; n >= 32; s += 32, n -= 32) {
		memcpy(w, s, 32);
		a = mix64(a, w[0]);
		b = mix64(b, w[1]);
		c = mix64(c, w[2]);
		d = mix64(d, w[3]);
	}
	a = mix64(a, b);
	a = mix64(a, c);
	a = mix64(a, d);
	for (; n >= 8; s += 8, n -= 8) {
		memcpy(w, s, 8);
		a = mix64(a, w[0]);
	}
	w[0] = 0;
	memcpy(w, s, n);
	a = (a ^ w[0]) * 0xc4ceb9fe1a85ec53ull;
	return a ^ (a >> 29);
}

struct strmap_entry *strmap_findh(const struct strmap *m, const char *key, size_t len, uint32_t hash)
{
	size_t i;

	if (!m->size)
		return NULL;
	for (i = hash & (m->size - 1); m->e[i].key; i = (i + 1) & (m->size - 1))
		if (m->e[i].hash == hash && !strncmp(m->e[i].key, key, len) && !m->e[i].key[len])
			return &m->e[i];
	return NULL;
}

struct strmap_entry *strmap_findn(const struct strmap *m, const char *key, size_t len)
{
	return strmap_findh(m, key, len, strmap_hash(key, len));
}

struct strmap_entry *strmap_find(const struct strmap *m, const char *key)
{
	return strmap_findn(m, key, strlen(key));
}

static void grow(struct strmap *m)
{
	size_t size = m->size ? m->size * 2 : 64;
	struct strmap_entry *e = xcalloc(size, sizeof(*e));

	for (size_t k = 0; k < m->size; k++) {
		size_t i;

		if (!m->e[k].key)
			continue;
		for (i = m->e[k].hash & (size - 1); e[i].key; i = (i + 1) & (size - 1))
			;
		e[i] = m->e[k];
	}
	free(m->e);
	m->e = e;
	m->size = size;
}

struct strmap_entry *strmap_put(struct strmap *m, const char *key, int *added)
{
	return strmap_puth(m, key, strmap_hash(key, strlen(key)), added);
}

struct strmap_entry *strmap_puth(struct strmap *m, const char *key, uint32_t hash, int *added)
{
	size_t i;

	*added = 0;
	if ((m->nr + 1) * 2 > m->size)
		grow(m);
	for (i = hash & (m->size - 1); m->e[i].key; i = (i + 1) & (m->size - 1))
		if (m->e[i].hash == hash && !strcmp(m->e[i].key, key))
			return &m->e[i];
	m->e[i].key = key;
	m->e[i].value = NULL;
	m->e[i].hash = hash;
	m->nr++;
	*added = 1;
	return &m->e[i];
}

void strmap_reserve(struct strmap *m, size_t n)
{
	size_t size = 64;

	if (m->nr)
		return;
	while ((n + 1) * 2 > size)
		size *= 2;
	if (size <= m->size)
		return;
	free(m->e);
	m->e = xcalloc(size, sizeof(*m->e));
	m->size = size;
}

void strmap_release(struct strmap *m)
{
	free(m->e);
	m->e = NULL;
	m->size = m->nr = 0;
}
