// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: one input is one relocatable object, loaded the way
 * verify loads the objects it builds (elfcmp with and without strict, the
 * DWARF layouts of a few names) and compared with itself. Property: no
 * crash (ASan, UBSan), no hang, no allocation the file's size does not
 * justify (libFuzzer's malloc limit). The seeds are real objects that
 * tests/fuzz/build.sh compiles from the fixtures; the mutator below changes
 * the fields a hostile object lies in (section sizes and offsets, symbol
 * values and sizes, relocation offsets, symbols and addends) half of the
 * time, libFuzzer's byte mutations the other half.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../../src/elfcmp.h"
#include "../../src/layout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

static char path[] = "/tmp/flexfix-fuzz-elf-XXXXXX";
static int fd = -1;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "struct s", "struct l2t_data", "union u", "typedef t" };
	struct object a, b;
	struct layouts ls;
	const char *err;

	if (fd < 0 && (fd = mkstemp(path)) >= 0)
		unlink(path);	/* read through /proc/self/fd: nothing is left behind */
	if (fd < 0 || ftruncate(fd, 0) || pwrite(fd, data, size, 0) != (ssize_t)size)
		abort();
	{
		char name[64];

		snprintf(name, sizeof(name), "/proc/self/fd/%d", fd);
		for (int strict = 0; strict < 2; strict++) {
			if (object_load(&a, name, strict, &err) < 0)
				continue;
			if (object_load(&b, name, strict, &err) == 0) {
				struct object_diff d;

				object_compare(&a, &b, &d);
				object_diff_release(&d);
				object_release(&b);
			}
			object_release(&a);
		}
		memset(&ls, 0, sizeof(ls));
		if (layouts_load(&ls, name, names, sizeof(names) / sizeof(names[0]), &err) == 0)
			layouts_find(&ls, "struct s");
		layouts_release(&ls);
	}
	return 0;
}

/* A little-endian field of w bytes at off, when it lies inside the input. */
static int field_ok(size_t size, uint64_t off, unsigned w)
{
	return off <= size && w <= size - off;
}

static uint64_t get(const uint8_t *p, unsigned w)
{
	uint64_t v = 0;

	for (unsigned k = 0; k < w; k++)
		v |= (uint64_t)p[k] << (8 * k);
	return v;
}

static void put(uint8_t *p, unsigned w, uint64_t v)
{
	for (unsigned k = 0; k < w; k++)
		p[k] = (uint8_t)(v >> (8 * k));
}

static uint64_t interesting(uint64_t old, size_t size, unsigned r)
{
	switch (r % 10) {
	case 0: return 0;
	case 1: return ~0ull;
	case 2: return old + 1;
	case 3: return old - 1;
	case 4: return old * 2 + 1;
	case 5: return size;
	case 6: return (uint64_t)size + 1 + r % 64;
	case 7: return 0x7fffffff;
	case 8: return 0x80000000u;
	default: return old ^ (1ull << (r % 64));
	}
}

/*
 * The offsets of the fields a malformed object lies in, per ELF class:
 * section header (offset, size, link, info, entsize), symbol (name, value,
 * size, shndx), relocation (offset, info, addend).
 */
struct field { uint8_t off, w; };
static const struct field shdr64[] = { { 24, 8 }, { 32, 8 }, { 40, 4 }, { 44, 4 }, { 56, 8 }, { 4, 4 } };
static const struct field shdr32[] = { { 16, 4 }, { 20, 4 }, { 24, 4 }, { 28, 4 }, { 36, 4 }, { 4, 4 } };
static const struct field sym64[] = { { 0, 4 }, { 8, 8 }, { 16, 8 }, { 6, 2 } };
static const struct field sym32[] = { { 0, 4 }, { 4, 4 }, { 8, 4 }, { 14, 2 } };
static const struct field rela64[] = { { 0, 8 }, { 8, 8 }, { 16, 8 } };
static const struct field rel32[] = { { 0, 4 }, { 4, 4 }, { 8, 4 } };

static int mutate_field(uint8_t *data, size_t size, unsigned r)
{
	int is64;
	uint64_t shoff, shentsize, shnum, sec, type, off, entsize, nr, pick;
	const struct field *f;
	size_t nf;

	if (size < 52 || memcmp(data, "\177ELF", 4) || data[5] != 1 /* ELFDATA2LSB */)
		return 0;
	is64 = data[4] == 2;
	shoff = is64 ? get(data + 40, 8) : get(data + 32, 4);
	shentsize = get(data + (is64 ? 58 : 46), 2);
	shnum = get(data + (is64 ? 60 : 48), 2);
	if (!shnum || shentsize < (is64 ? 64u : 40u) || !field_ok(size, shoff, 1) ||
	    shnum > (size - shoff) / shentsize)
		return 0;
	sec = (r >> 4) % shnum;
	type = get(data + shoff + sec * shentsize + 4, 4);
	off = is64 ? get(data + shoff + sec * shentsize + 24, 8) : get(data + shoff + sec * shentsize + 16, 4);
	entsize = is64 ? get(data + shoff + sec * shentsize + 56, 8) : get(data + shoff + sec * shentsize + 36, 4);
	nr = entsize ? (is64 ? get(data + shoff + sec * shentsize + 32, 8) : get(data + shoff + sec * shentsize + 20, 4)) / entsize : 0;
	if ((type == 2 /* SHT_SYMTAB */ || type == 4 /* RELA */ || type == 9 /* REL */) && nr && (r & 1)) {
		/* an entry of the table */
		pick = (r >> 12) % nr;
		off += pick * entsize;
		if (type == 2) {
			f = is64 ? sym64 : sym32;
			nf = 4;
		} else {
			f = is64 ? rela64 : rel32;
			nf = type == 4 || is64 ? 3 : 2;
		}
	} else {
		off = shoff + sec * shentsize;
		f = is64 ? shdr64 : shdr32;
		nf = 6;
	}
	f += (r >> 8) % nf;
	if (off > size || !field_ok(size, off + f->off, f->w))
		return 0;
	off += f->off;
	put(data + off, f->w, interesting(get(data + off, f->w), size, r >> 20));
	return 1;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
	srand(seed);
	if ((seed & 1) && mutate_field(data, size, (unsigned)rand()))
		return size;
	return LLVMFuzzerMutate(data, size, max_size);
}
