/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * options: one table per command (name, argument, help), as git's
 * parse-options: it drives getopt_long() and prints the options part of
 * --help, so no option is parsed without being documented.
 */
#ifndef FLEXFIX_OPTIONS_H
#define FLEXFIX_OPTIONS_H

#include <getopt.h>
#include <stddef.h>
#include <stdio.h>

struct opt {
	const char *name;		/* the long name: "format-patch" */
	int short_name;			/* 'j', or 0 */
	const char *arg;		/* "DIR": takes a value; NULL: a flag */
	int id;				/* what opt_next() returns for it */
	const char *help;		/* '\n' starts a continuation line */
};

/* The entries every command spells the same way. */
#define OPT_HELP { "help", 'h', NULL, 'h', "this text" }
#define OPT_JOBS(help) { "jobs", 'j', "N", 'j', help }

#define OPT_MAX 48

struct opt_parser {
	const struct opt *t;
	size_t n;			/* at most OPT_MAX */
	struct option longopts[OPT_MAX + 1];	/* made on first use: no allocation to leak on an early return */
	char shortopts[2 * OPT_MAX + 1];
	int ready;
};
#define OPT_PARSER(table) { (table), sizeof(table) / sizeof((table)[0]), { { 0 } }, "", 0 }

/* The next option's id (optarg set for one with a value), -1 at the end,
 * '?' for an unknown option or a missing value (getopt_long said which). */
int opt_next(struct opt_parser *p, int argc, char **argv);
/* For commands whose argv is not all theirs (check takes any compiler
 * option): the id of arg when it is one of the table's (--name, --name=VALUE
 * for an option with a value, -x for a flag), with *value set; -2 for an
 * option that wants a value given without one; else -1. */
int opt_match(const struct opt *t, size_t n, const char *arg, const char **value);
/* head, the options (two columns), then tail. */
void opt_usage(FILE *out, const char *head, const struct opt *t, size_t n, const char *tail);

#endif
