/* SPDX-License-Identifier: GPL-2.0-only */
/* The subcommands, one file each (cmd-NAME.c), dispatched from main.c. */
#ifndef FLEXFIX_BUILTIN_H
#define FLEXFIX_BUILTIN_H

#define FLEXFIX_VERSION "0.1"

/* Exit codes, documented in --help and flexfix(1). */
enum { EXIT_CLEAN = 0, EXIT_FINDINGS = 1, EXIT_TROUBLE = 2 };

int cmd_scan(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_dump(int argc, char **argv);
int cmd_guard(int argc, char **argv);
int cmd_fix(int argc, char **argv);
int cmd_verify(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_report(int argc, char **argv);

#endif
