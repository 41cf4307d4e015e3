// SPDX-License-Identifier: GPL-2.0-only
/* flexfix: find and fix fake flexible arrays. argv -> commands[]. */
#include <stdio.h>
#include <string.h>
#include "diag.h"
#include "builtin.h"
#include "lex.h"

static const struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *help;
} commands[] = {
	{ "scan", cmd_scan, "find and classify the trailing arrays of every struct and union" },
	{ "compare", cmd_compare, "what became of the fake flexible arrays between two trees or revisions" },
	{ "fix", cmd_fix, "convert fake flexible arrays, usage sites included (a patch)" },
	{ "verify", cmd_verify, "build a patch's objects before and after it and compare them" },
	{ "guard", cmd_guard, "check a patch for new fake flexible arrays (CI, pre-commit)" },
	{ "report", cmd_report, "the campaign as one HTML page (by kind, by subsystem, each finding)" },
	{ "check", cmd_check, "one C file with the compiler's arguments (make C=1 CHECK=flexfix)" },
	{ "dump", cmd_dump, "show the tokens or records of one file (debugging, tests)" },
};

static void usage(FILE *out)
{
	fputs("usage: flexfix [--version] [--help] <command> [<args>]\n\ncommands:\n", out);
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-8s %s\n", commands[i].name, commands[i].help);
	fputs("\n'flexfix <command> --help' shows a command's options. Given a compiler's\n"
	      "options first (flexfix -D... -I... file.c), flexfix runs 'check' (kbuild's\n"
	      "make C=1 CHECK=flexfix).\n"
	      "\nexit status:\n"
	      "  0  no finding of the selected kinds\n"
	      "  1  findings\n"
	      "  2  usage error, or a file or path that could not be read\n", out);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_TROUBLE;
	}
	if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return EXIT_CLEAN;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("flexfix %s\n", FLEXFIX_VERSION);
		return EXIT_CLEAN;
	}
	lex_init();
	debug_time(NULL);	/* FLEXFIX_DEBUG_TIMES: the marks count from here */
	if (argv[1][0] == '-')	/* a compiler's arguments: kbuild's CHECK=flexfix */
		return cmd_check(argc, argv);
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].fn(argc - 1, argv + 1);
	fprintf(stderr, "flexfix: '%s' is not a flexfix command, see 'flexfix --help'\n", argv[1]);
	return EXIT_TROUBLE;
}
