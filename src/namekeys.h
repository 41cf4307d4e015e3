/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * namekeys: a file's identifiers as 32-bit keys, each once, with flags for
 * the places it was seen in. The scan's lexer fills the set while it walks
 * the identifiers (tokens are not walked a second time); the usage pass
 * reads a file again only when its keys show a name the pass starts from.
 */
#ifndef FLEXFIX_NAMEKEYS_H
#define FLEXFIX_NAMEKEYS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct arena;

#define NAME_MEMBER 1u	/* after '->', '.' or ',' (a member's place) */
#define NAME_PAST 2u	/* there, indexed by a constant past 1 ('->m[2]'): only a fixed [N] (N >= 2) can be indexed past its size */
#define NAME_TAGGED 4u	/* after 'struct' or 'union', or alone between '(' or ',' and ')' or ',' (a macro's argument) */
#define NAME_FLAGS 7u

/* An identifier's key: a hash of its text, top bit set (never 0), bits 0 to
 * 2 left for the flags. 'padded': 8 bytes past s + n may be read (the
 * lexer's padding), so the last bytes are one load and a mask, not a
 * memcpy() of a variable length; the key is the same. */
static inline uint32_t name_key_text(const char *s, size_t n, int padded)
{
	uint64_t h = 0x9e3779b97f4a7c15ull ^ n, w;

	for (; n >= 8; s += 8, n -= 8) {	/* 8 bytes a step: every identifier of a tree goes through here */
		memcpy(&w, s, 8);
		h = (h ^ w) * 0xff51afd7ed558ccdull;
		h ^= h >> 29;
	}
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (padded) {
		memcpy(&w, s, 8);
		w &= n ? ~0ull >> (64 - 8 * n) : 0;
	} else
#endif
	{
		(void)padded;
		w = 0;
		memcpy(&w, s, n);
	}
	h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
	h ^= h >> 32;
	return ((uint32_t)h | 0x80000000u) & ~NAME_FLAGS;
}

static inline uint32_t name_key(const char *s, size_t n)
{
	return name_key_text(s, n, 0);
}

/* The first slot of key in a table of mask + 1 slots. A key's bits 0 to 2 are
 * always 0 (room for the flags): taken as they are, only every eighth slot
 * would start a probe. */
static inline size_t name_key_slot(uint32_t key, size_t mask)
{
	return ((key >> 3) * 0x9e3779b1u) & mask;
}

/* One file's keys: open addressing, key | flags per slot, 0 empty. */
struct name_key_set {
	uint32_t *slot, *used;	/* used: the slots in use, in order of insertion */
	size_t mask, nr;
	size_t cap;		/* slots allocated: each file starts small again, so a
				 * small file's keys stay in a few cache lines */
	uint32_t *past;		/* NAME_PAST: pairs of a key and the constant that
				 * indexed it (saturated at UINT32_MAX), each place */
	size_t nr_past, alloc_past;
};

/* Key's NAME_PAST index (index past 1): only a fixed [N] with N <= index is indexed past its size. */
void name_key_past(struct name_key_set *ks, uint32_t key, uint64_t index);

/* The calling thread's set (the lexer's and the analysis's of one file).
 * Reached through this call, not an extern _Thread_local: GCC 12's UBSan
 * took such a variable's address for a null pointer at -O1 (a false
 * "member access within null pointer" on some files). */
struct name_key_set *name_key_set_mine(void);

void name_key_set_grow(struct name_key_set *ks);

/* Adds key with flags (or the flags to it); its slot, valid until the next add. */
static inline uint32_t *name_key_add(struct name_key_set *ks, uint32_t key, unsigned flags)
{
	size_t h;

	if (__builtin_expect(2 * (ks->nr + 1) > ks->mask, 0))
		name_key_set_grow(ks);
	for (h = name_key_slot(key, ks->mask); ks->slot[h] && (ks->slot[h] & ~NAME_FLAGS) != key; h = (h + 1) & ks->mask)
		;
	if (!ks->slot[h])
		ks->used[ks->nr++] = (uint32_t)h;
	ks->slot[h] |= key | (uint32_t)flags;
	return &ks->slot[h];
}

/* Empties the set (a file begins). */
void name_key_set_clear(struct name_key_set *ks);
/* The keys, in order of insertion, copied into a (nr + 1 entries), and the
 * NAME_PAST pairs (key, index; nr_past pairs, the largest index per key); the set is emptied. */
uint32_t *name_key_set_take(struct name_key_set *ks, struct arena *a, size_t *nr, uint32_t **past, size_t *nr_past);
/* Frees the calling thread's set; each thread that scanned calls it once it is done. */
void name_key_set_release(void);

#endif
