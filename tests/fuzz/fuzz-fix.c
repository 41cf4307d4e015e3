// SPDX-License-Identifier: GPL-2.0-only
/*
 * libFuzzer target: one input is one source file through fix (scan, usage
 * pass, plan, edits). Properties: no crash (ASan, UBSan); the edits of the
 * converted structs apply; fix run again on the result converts nothing
 * (idempotent); no edit falls inside a record the parser could not read;
 * the result has no more unparsed records or arrays before other members
 * than the input; the diff written from the edits is libgit2's
 * (FLEXFIX_DIFF_ORACLE). Half the mutations act on lines (line-mutator.h).
 * Built by tests/fuzz/build.sh.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <git2.h>
#include "../../src/engine.h"
#include "../../src/fix.h"
#include "../../src/rewrite.h"
#include "../../src/vec.h"
#include "line-mutator.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
	(void)argc;
	(void)argv;
	lex_init();
	setenv("FLEXFIX_DIFF_ORACLE", "1", 1);
	git_libgit2_init();
	snprintf(path, sizeof(path), "/tmp/flexfix-fuzz-fix.%ld.c", (long)getpid());
	return 0;
}

/* fix of the file at path: the new text (NULL when nothing converted); *unparsed_edit set when an edit
 * lands in an unparsed record; *broken: the input's unparsed records and flexible arrays not last */
static char *fix_once(size_t *len, int *unparsed_edit, size_t *broken)
{
	struct file_list fl = { 0 };
	struct engine_options eo = { 0 };
	struct engine_result er;
	struct fix_options fo = { 0 };
	struct fix_plan fp;
	struct file_edits fe;
	struct strbuf out = STRBUF_INIT;
	int any = 0;
	char *text = NULL;

	fl.path = xmalloc(sizeof(*fl.path));
	fl.path[0] = path;
	fl.nr = 1;
	eo.jobs = 1;
	eo.ao.keep_includes = 1;
	eo.ao.name_keys = 1;
	eo.hash_contents = 1;
	fo.jobs = 1;
	fo.portable = 1;
	fo.same_as_scan = 1;
	fo.sizes_of_one_element_only = 1;
	engine_run(&fl, &eo, &er);
	*broken = 0;
	for (size_t f = 0; f < er.res[0].findings.nr; f++)
		*broken += er.res[0].findings.f[f].kind == K_UNPARSED ||
			   er.res[0].findings.f[f].kind == K_FLEXIBLE_NOT_LAST;
	fix_plan_build(&fp, &fl, &er, &fo);
	if (fp.nr_files) {
		file_edits_copy_source(&fe, &fp.files[0]);
		for (size_t k = 0; k < fp.nr_planned; k++) {
			const struct planned_edit *pe = &fp.planned[k];
			const struct finding_list *fs = &er.res[0].findings;

			if (!fp.cand[pe->cand].converted)
				continue;
			any = 1;
			if (file_edits_add(&fe, pe->off, pe->end, pe->text) < 0)
				abort();	/* the plan made two edits of the same bytes */
			for (size_t f = 0; f < fs->nr; f++)
				if (fs->f[f].kind == K_UNPARSED && pe->off >= fs->f[f].off)
					*unparsed_edit = 1;	/* after a record with no closing brace: nothing is its */
		}
		if (any) {
			struct strbuf diff = STRBUF_INIT;

			file_edits_diff(&fe, &diff, 3, 0);	/* aborts where it differs from libgit2's */
			strbuf_release(&diff);
			file_edits_result(&fe, &out);
			*len = out.len;
			text = strbuf_detach(&out);
		}
		file_edits_release(&fe);
	}
	fix_plan_release(&fp);
	engine_result_release(&er);
	free(fl.path);
	return text;
}

static void write_input(const void *data, size_t size)
{
	FILE *f = fopen(path, "w");

	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t len = 0, len2 = 0, broken = 0, broken2 = 0;
	int unparsed = 0, unparsed2 = 0;
	char *once, *twice;

	if (memchr(data, 0, size))
		return 0;	/* not a text file: skipped */
	write_input(data, size);
	once = fix_once(&len, &unparsed, &broken);
	if (unparsed)
		abort();	/* an edit in or after a record the parser could not read */
	if (once) {
		write_input(once, len);
		twice = fix_once(&len2, &unparsed2, &broken2);
		if (twice) {
			fprintf(stderr, "fix is not idempotent: a second run converts more\n");
			abort();
		}
		if (broken2 > broken) {
			fprintf(stderr, "fix made C the parser reads less of: %zu unparsed records or flexible arrays "
				"not last, %zu before\n", broken2, broken);
			abort();
		}
		free(once);
	}
	unlink(path);
	return 0;
}
