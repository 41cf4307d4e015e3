// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: one input is one source file through the whole per-file
 * pipeline (lex, parse, analyze), and verify's reading of the sizes each
 * function-shaped '(...) {...}' uses (sizedeps); half the mutations on lines
 * (line-mutator.h). Built by tests/fuzz/build.sh with clang,
 * ASan and UBSan; `make fuzz` runs it, `make check` runs it briefly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../../src/analyze.h"
#include "../../src/sizedeps.h"
#include "../../src/vec.h"
#include "line-mutator.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int defined_any(const char *name, size_t len, void *ctx)
{
	(void)ctx;
	return len && (name[0] & 1);
}

/* every 'NAME (...) {...}' the way verify finds functions */
static void read_sizes(const struct source *src)
{
	const struct token *t = src->tok;

	for (uint32_t i = 1; i + 1 < src->nr_tok; i++) {
		uint32_t open;
		struct size_deps d;

		if (!tok_is(&t[i], '{') || t[i].match <= i || t[i].match >= src->nr_tok)
			continue;
		if (tok_is(&t[i - 1], ')') && (open = t[i - 1].match) < i - 1 && open > 0 && t[open - 1].kind == TK_IDENT) {
			size_deps_read(src, open, i, t[i].match, defined_any, NULL, &d);
			size_deps_release(&d);
		}
		i = t[i].match;
	}
}

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

	ao.keep_includes = 1;	/* also the macros fix reads: casts, members, parameter accesses */
	memcpy(buf, data, size);
	memset(buf + size, 0, LEX_PADDING);
	memset(&res, 0, sizeof(res));
	res.path = "fuzz.c";
	res.findings.arena = &results;
	if (lex_source(&src, "fuzz.c", buf, size, &scratch) == 0) {
		parse_source(&src, &pr);
		analyze_file(&res, &src, &pr, &ao);
		read_sizes(&src);
	}
	file_result_release(&res);
	arena_release(&scratch);
	arena_release(&results);
	free(buf);
	return 0;
}
