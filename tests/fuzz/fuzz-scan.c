// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: one input is one source file through the whole per-file
 * pipeline (lex, parse, analyze). Built by tests/fuzz/build.sh with clang,
 * ASan and UBSan; `make fuzz` runs it, `make check` runs it briefly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/analyze.h"
#include "../../src/vec.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	lex_init();
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct source src;
	static struct parse_result pr;
	struct arena scratch = ARENA_INIT, results = ARENA_INIT;
	struct analyze_options ao = { 0 };
	struct file_result res;
	char *buf = xmalloc(size + LEX_PADDING);

	memcpy(buf, data, size);
	memset(buf + size, 0, LEX_PADDING);
	memset(&res, 0, sizeof(res));
	res.path = "fuzz.c";
	res.findings.arena = &results;
	if (lex_source(&src, "fuzz.c", buf, size, &scratch) == 0) {
		parse_source(&src, &pr);
		analyze_file(&res, &src, &pr, &ao);
	}
	file_result_release(&res);
	arena_release(&scratch);
	arena_release(&results);
	free(buf);
	return 0;
}
