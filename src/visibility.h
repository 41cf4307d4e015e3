/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * visibility: which files of the run can see which declaring files. Each
 * file's #include names are resolved to files of the run ("x.h" next to the
 * includer first, else the file whose path ends with the name and shares the
 * most leading directories with the includer), and what a file declares is
 * seen by every file including it, directly or through other headers; a .c
 * included by another sees what its includer sees, and a header what every
 * file including it sees. Paths are relative to the project's root.
 */
#ifndef FLEXFIX_VISIBILITY_H
#define FLEXFIX_VISIBILITY_H

#include <stddef.h>
#include <stdint.h>
#include "engine.h"

/* Could a file of a kernel tree see this header at all (not another architecture's, nor across tools/)? */
int may_see(const char *file, const char *header);
/* Bytes of the leading directories paths a and b share ("arch/x86/" of two files under it). */
size_t shared_dirs(const char *a, const char *b);
/*
 * Per file, words 64-bit words: bit s set when file i sees slot s. Seed k:
 * file seed_file[k] declares slot seed_slot[k]. er->res[i].includes are
 * file i's #include names. The caller frees the result.
 */
uint64_t *include_visibility(size_t nf, const char *const *paths, const struct engine_result *er,
			     const uint32_t *seed_file, const uint32_t *seed_slot, size_t nr_seeds, size_t words);

#endif
