/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * strmap: a hash map from NUL-terminated strings to pointers (open
 * addressing, FNV-1a). Keys are not copied: they must outlive the map (they
 * usually live in an arena). Not thread-safe for writers; lookups on a map
 * nobody writes may run on any number of threads.
 */
#ifndef FLEXFIX_STRMAP_H
#define FLEXFIX_STRMAP_H

#include <stddef.h>
#include <stdint.h>

struct strmap_entry {
	const char *key;
	void *value;
	uint32_t hash;			/* strmap_hash() of key: growing and probing compare it, not the text */
};

struct strmap {
	struct strmap_entry *e;
	size_t size, nr;		/* size: 0 or a power of two */
};

#define STRMAP_INIT { NULL, 0, 0 }

#define STRMAP_HASH_INIT 2166136261u
#define STRMAP_HASH_STEP(h, c) (((h) ^ (unsigned char)(c)) * 16777619u)
uint32_t strmap_hash(const char *s, size_t len);
/* 64 bits of a buffer's contents (not cryptographic; 8 bytes a step):
 * was this exactly the text read before? */
uint64_t hash64(const void *p, size_t n);
/* The entry of key, or NULL. */
struct strmap_entry *strmap_find(const struct strmap *m, const char *key);
/* The same for a key that is not NUL-terminated. */
struct strmap_entry *strmap_findn(const struct strmap *m, const char *key, size_t len);
/* The same, the key's strmap_hash() given (hashed while it was read). */
struct strmap_entry *strmap_findh(const struct strmap *m, const char *key, size_t len, uint32_t hash);
/* The entry of key, added with a NULL value when missing (*added set to 1). */
struct strmap_entry *strmap_put(struct strmap *m, const char *key, int *added);
/* The same, the key's strmap_hash() given. */
struct strmap_entry *strmap_puth(struct strmap *m, const char *key, uint32_t hash, int *added);
/* Room for n keys without growing (an empty map only): a map whose size is known
 * is not built through every smaller table. */
void strmap_reserve(struct strmap *m, size_t n);
void strmap_release(struct strmap *m);

#endif
