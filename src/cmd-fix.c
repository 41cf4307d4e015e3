// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix fix: convert fake flexible arrays, usage sites included, as a
 * unified diff (default) or in place. What is not converted is said, with
 * the reason and the use that stopped it.
 */
#include <getopt.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "builtin.h"
#include "diag.h"
#include "fix.h"
#include "strbuf.h"
#include "vec.h"

static const char fix_usage[] =
"usage: flexfix fix [options] [path...]\n"
"\n"
"Convert zero-length and one-element trailing arrays to flexible array members,\n"
"with the size computations that counted the one element (struct_size()), a\n"
"misplaced [0] moved last, multi-declarator lines split. Prints a unified diff\n"
"(git apply / patch -p1) unless --in-place; notes on stderr say what was\n"
"converted, which expressions change value, and what was not converted and why.\n"
"\n"
"  --in-place          rewrite the files (atomically; refused for a file changed\n"
"                      since it was read)\n"
"  --portable          no kernel helpers: plain [] and sizeof arithmetic (default\n"
"                      when no include/linux/overflow.h is found above the paths)\n"
"  --kernel            kernel helpers even without include/linux/overflow.h\n"
"  --force             convert [1] arrays used as flexible even when a sizeof()\n"
"                      would change value (the notes list them)\n"
"  -j, --jobs=N        worker threads for the scan\n"
"\n"
"exit status: 0 done, 2 usage or I/O error\n";

static void print_notes(const struct fix_plan *fp, const struct file_list *fl)
{
	for (size_t c = 0; c < fp->nr_cand; c++) {
		const struct candidate *cd = &fp->cand[c];

		if (cd->converted) {
			fprintf(stderr, "%s:%u:%u: note: converted '%s' in '%s' to a flexible array member", cd->path,
				cd->line, cd->col, cd->member, cd->record);
			if (cd->nr_rewrites)
				fprintf(stderr, "; %zu size expression%s rewritten", cd->nr_rewrites,
					cd->nr_rewrites > 1 ? "s" : "");
			fputc('\n', stderr);
			for (size_t k = 0; k < fp->nr_uses; k++) {
				const struct use *x = &fp->uses[k];

				if (x->cand == c && (x->kind == U_SIZE_CHANGES || x->kind == U_SIZE_BLOCKS))
					fprintf(stderr, "%s:%u:%u: note: value changes (one element less): %s\n",
						fl->path[x->file], x->line, x->col, x->what);
			}
		} else {
			fprintf(stderr, "%s:%u:%u: note: not converted: '%s' in '%s': %s", cd->path, cd->line, cd->col,
				cd->member, cd->record, cd->refusal ? cd->refusal : "?");
			if (cd->refusal_use)
				fprintf(stderr, " at %s:%u (%s)", fl->path[cd->refusal_use->file], cd->refusal_use->line,
					cd->refusal_use->what);
			fputc('\n', stderr);
		}
	}
}

int cmd_fix(int argc, char **argv)
{
	enum { O_IN_PLACE = 256, O_PORTABLE, O_KERNEL, O_FORCE };
	static const struct option opts[] = {
		{ "in-place", no_argument, NULL, O_IN_PLACE },
		{ "portable", no_argument, NULL, O_PORTABLE },
		{ "kernel", no_argument, NULL, O_KERNEL },
		{ "force", no_argument, NULL, O_FORCE },
		{ "jobs", required_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct engine_options eo = { 0 };
	struct walk_options wo = { 0 };
	struct file_list fl = { 0 };
	struct engine_result er;
	struct fix_options fo = { 0 };
	struct fix_plan fp;
	struct strbuf diff = STRBUF_INIT;
	int c, in_place = 0, portable = -1, ret = EXIT_CLEAN;
	const char *dot = ".";

	optind = 1;
	while ((c = getopt_long(argc, argv, "j:h", opts, NULL)) != -1) {
		switch (c) {
		case O_IN_PLACE: in_place = 1; break;
		case O_PORTABLE: portable = 1; break;
		case O_KERNEL: portable = 0; break;
		case O_FORCE: fo.force = 1; break;
		case 'j':
			eo.jobs = atoi(optarg);
			if (eo.jobs < 1) {
				fprintf(stderr, "flexfix: -j wants a number >= 1\n");
				return EXIT_TROUBLE;
			}
			break;
		case 'h':
			fputs(fix_usage, stdout);
			return EXIT_CLEAN;
		default:
			fputs(fix_usage, stderr);
			return EXIT_TROUBLE;
		}
	}
	eo.ao.keep_includes = 1;	/* the usage pass follows includes */
	fo.portable = portable >= 0 ? portable : !kernel_tree_above(optind < argc ? argv[optind] : dot);
	git_libgit2_init();
	if (walk_paths(&fl, optind < argc ? (const char *const *)argv + optind : &dot,
		       optind < argc ? (size_t)(argc - optind) : 1, &wo) < 0)
		ret = EXIT_TROUBLE;
	if (engine_run(&fl, &eo, &er) < 0)
		ret = EXIT_TROUBLE;
	if (fix_plan_build(&fp, &fl, &er, &fo) < 0)
		ret = EXIT_TROUBLE;
	for (size_t i = 0; i < fp.nr_files; i++) {
		if (in_place) {
			if (file_edits_write(&fp.files[i]) < 0)
				ret = EXIT_TROUBLE;
		} else {
			file_edits_diff(&fp.files[i], &diff, 3);
		}
	}
	fputs(diff.buf, stdout);
	print_notes(&fp, &fl);
	strbuf_release(&diff);
	fix_plan_release(&fp);
	engine_result_release(&er);
	file_list_release(&fl);
	git_libgit2_shutdown();
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
