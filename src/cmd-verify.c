// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix verify: builds the objects a patch touches before and after it,
 * with the project's own compiler commands, and compares them symbol by
 * symbol (elfcmp.c) and the touched structs' layouts (layout.c).
 *
 * The user's tree is only read: the "after" tree is a hard-linked copy
 * (cp -al) in a temporary directory where the patched files are written as
 * new files, so the links to the user's files are never written through.
 * Kbuild: objects and their commands come from the build directory's
 * .*.o.cmd files (make builds what is missing first); the recorded command
 * is run with its output and dependency file redirected to the temporary
 * directory, and for "after" with the source tree's path replaced by the
 * copy's. -g is added so DWARF gives the layouts (GCC does not let -g change
 * code).
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include "builtin.h"
#include "diag.h"
#include "options.h"
#include "vec.h"
#include "engine.h"
#include "listed.h"
#include "strbuf.h"
#include "verify.h"

static const char verify_head[] =
"usage: flexfix verify [options] PATCH\n"
"\n"
"Builds the objects PATCH touches before and after it with the project's own\n"
"compiler and flags, and compares them function by function and the touched\n"
"structs' layouts. The tree is only read: the patch is applied in a\n"
"temporary hard-linked copy, where a '#line' after each hunk that adds or\n"
"removes lines keeps the line numbers of the code after it (__LINE__ in\n"
"WARN() or a printk index is no change).\n"
"\n";

enum { O_KBUILD = 256, O_CCMDS, O_CC, O_TREE, O_OBJECTS, O_STRICT, O_FORMAT, O_TIMEOUT, O_FIX_NOTES };

static const struct opt verify_opts[] = {
	{ "kbuild", 0, "DIR", O_KBUILD,
	  "a configured kernel build directory (make O=DIR ...);\n"
	  "objects and commands come from its .*.o.cmd files" },
	{ "compile-commands", 0, "F", O_CCMDS,
	  "compile_commands.json of another project" },
	{ "cc", 0, "COMMAND", O_CC,
	  "compile each touched .c with COMMAND (e.g. 'gcc -O2');\n"
	  "split into words with sh's quotes, never run by a\n"
	  "shell ($, `, |, ;, <, > and the like are refused)" },
	{ "tree", 0, "DIR", O_TREE,
	  "where the patch applies (default: the kbuild source\n"
	  "tree, else the current directory)" },
	{ "objects", 0, "A,B", O_OBJECTS,
	  "compare these objects (kbuild, compile-commands) or\n"
	  ".c files (--cc) instead of the ones found" },
	{ "fix-notes", 0, "FILE", O_FIX_NOTES,
	  "flexfix fix's notes (its standard error) for PATCH:\n"
	  "the functions holding the value changes they list\n"
	  "count as changed by the patch" },
	{ "strict", 0, NULL, O_STRICT,
	  "also compare sections without symbols (debug info,\n"
	  "unwind tables, notes)" },
	{ "format", 0, "FMT", O_FORMAT,
	  "text (default) or json" },
	OPT_JOBS("compilers run at once (default: CPUs)"),
	{ "timeout", 0, "SECONDS", O_TIMEOUT,
	  "a compile that runs longer is killed and reported as\n"
	  "a build failure (default: 900)" },
	OPT_HELP,
};

static const char verify_tail[] =
"\n"
"Verdicts: identical; changed as expected (only functions whose source lines\n"
"the patch changed, that use a member the patch moved, that call such a\n"
"function, or that name a record whose patch changed only an array's bound\n"
"(or a record holding one, its layout the same) and use no size that changed:\n"
"code generation only, said so; or that hold a value change fix listed, in\n"
"PATCH's messages (a format-patch mail) or in --fix-notes); unexpected\n"
"(anything else).\n"
"\n"
"An interrupt (SIGINT, SIGTERM, SIGHUP) stops the compilers and removes the\n"
"temporary copy; a copy left by a killed run is removed by the next one. The\n"
"logs of failed builds are kept in $TMPDIR/flexfix-logs.XXXXXX, and named.\n"
"\n"
"exit status: 0 identical or changed as expected, 1 unexpected change,\n"
"             2 usage error, patch that does not apply, or build failure\n"
"";

int cmd_verify(int argc, char **argv)
{
	struct opt_parser op = OPT_PARSER(verify_opts);
	struct verify_options vo = { 0 };
	struct verify_result vr;
	struct listed_sites listed = { 0 };
	const char *fix_notes = NULL;
	int c, ret;

	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_KBUILD:
			vo.kbuild = optarg;
			break;
		case O_CCMDS:
			vo.compile_commands = optarg;
			break;
		case O_CC:
			vo.cc = optarg;
			break;
		case O_TREE:
			vo.tree = optarg;
			break;
		case O_OBJECTS:
			vo.objects = optarg;
			break;
		case O_STRICT:
			vo.strict = 1;
			break;
		case O_FIX_NOTES:
			fix_notes = optarg;
			break;
		case O_FORMAT:
			if (strcmp(optarg, "text") && strcmp(optarg, "json")) {
				fprintf(stderr, "flexfix: --format: text or json\n");
				return EXIT_TROUBLE;
			}
			vo.json = !strcmp(optarg, "json");
			break;
		case 'j':
			if (parse_jobs(optarg, &vo.jobs) < 0)
				return EXIT_TROUBLE;
			break;
		case O_TIMEOUT:
			if (verify_parse_timeout(optarg, &vo.timeout) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			opt_usage(stdout, verify_head, verify_opts, ARRAY_SIZE(verify_opts), verify_tail);
			return EXIT_CLEAN;
		default:
			opt_usage(stderr, verify_head, verify_opts, ARRAY_SIZE(verify_opts), verify_tail);
			return EXIT_TROUBLE;
		}
	}
	if (optind + 1 != argc || (!!vo.kbuild + !!vo.compile_commands + !!vo.cc) != 1) {
		fputs("flexfix verify: one PATCH and one of --kbuild, --compile-commands, --cc\n", stderr);
		opt_usage(stderr, verify_head, verify_opts, ARRAY_SIZE(verify_opts), verify_tail);
		return EXIT_TROUBLE;
	}
	if (fix_notes) {
		struct strbuf sb = STRBUF_INIT;

		if (strbuf_read_path(fix_notes, &sb) < 0) {
			error("%s: %s", fix_notes, strerror(errno));
			strbuf_release(&sb);
			return EXIT_TROUBLE;
		}
		listed_from_notes(&listed, sb.buf, sb.len);
		strbuf_release(&sb);
		vo.listed = &listed;
	}
	{
		struct strbuf sb = STRBUF_INIT;
		int r = !strcmp(argv[optind], "-") ? strbuf_read_stream(stdin, &sb) : strbuf_read_path(argv[optind], &sb);

		if (r < 0) {
			error("%s: %s", argv[optind], strerror(errno));
			strbuf_release(&sb);
			listed_release(&listed);
			return EXIT_TROUBLE;
		}
		vo.patch_name = argv[optind];
		vo.patch_len = sb.len;
		vo.patch_text = strbuf_detach(&sb);
	}
	ret = verify_run(&vo, &vr, stdout);
	verify_result_release(&vr);
	listed_release(&listed);
	return ret;
}
