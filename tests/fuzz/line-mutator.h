/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * The fuzz targets' custom mutator: half the mutations are libFuzzer's (on
 * bytes), half act on lines (delete one, repeat one elsewhere, swap two,
 * insert a line of struct syntax): what a hand edit, a merge or a patch
 * does to C (and to a patch's hunks), which byte mutations rarely reach.
 * Included by one target's file each (static functions).
 */
#ifndef FLEXFIX_FUZZ_LINE_MUTATOR_H
#define FLEXFIX_FUZZ_LINE_MUTATOR_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/vec.h"

size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);
size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);

/* Lines that make or break struct syntax, for the line mutations. */
static const char *const struct_lines[] = {
	"", "};", "}", "\tunion {", "\tstruct {", "struct s {", "#ifdef CONFIG_X", "#else", "#endif",
	"\tu32 n;", "\tu8 data[0];", "\tu8 data[1];", "\tu32 tail;", "/*", "*/",
};

static unsigned int next_random(unsigned int *state)
{
	*state = *state * 1103515245u + 12345u;
	return *state >> 16;
}

/* One line operation on data: delete, repeat elsewhere, swap with another, or insert a struct line. */
static size_t mutate_lines(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
	size_t starts[512], n = 0, a, b, alen, blen, o = 0;
	unsigned int r = seed, op;
	uint8_t *out;
	const char *ins;

	for (size_t i = 0; i < size && n < ARRAY_SIZE(starts); i++)
		if (i == 0 || data[i - 1] == '\n')
			starts[n++] = i;
	if (n < 2)
		return LLVMFuzzerMutate(data, size, max_size);
	a = next_random(&r) % n;
	b = next_random(&r) % n;
	alen = (a + 1 < n ? starts[a + 1] : size) - starts[a];
	blen = (b + 1 < n ? starts[b + 1] : size) - starts[b];
	op = next_random(&r) % 4;
	ins = struct_lines[next_random(&r) % ARRAY_SIZE(struct_lines)];
	out = xmalloc(max_size + 1);
	for (size_t k = 0; k < n; k++) {
		size_t at = starts[k], len = (k + 1 < n ? starts[k + 1] : size) - at;

		switch (op) {
		case 0:	/* delete line a */
			if (k == a)
				len = 0;
			break;
		case 1:	/* repeat line a before line b */
			if (k == b && o + alen <= max_size) {
				memcpy(out + o, data + starts[a], alen);
				o += alen;
			}
			break;
		case 2:	/* swap lines a and b */
			if (k == a)
				at = starts[b], len = blen;
			else if (k == b)
				at = starts[a], len = alen;
			break;
		default:	/* a struct line before line a */
			if (k == a && o + strlen(ins) + 1 <= max_size) {
				memcpy(out + o, ins, strlen(ins));
				o += strlen(ins);
				out[o++] = '\n';
			}
			break;
		}
		if (o + len > max_size)
			break;
		memcpy(out + o, data + at, len);
		o += len;
	}
	memcpy(data, out, o);
	free(out);
	return o;
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
	if (seed & 1)
		return LLVMFuzzerMutate(data, size, max_size);
	return mutate_lines(data, size, max_size, seed >> 1);
}

#endif
