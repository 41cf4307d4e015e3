/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * verify: the work of `flexfix verify`, also used by `flexfix fix --verify`:
 * which objects a patch touches, building them before and after, comparing
 * them, and the verdict.
 */
#ifndef FLEXFIX_VERIFY_H
#define FLEXFIX_VERIFY_H

#include <stddef.h>
#include <stdio.h>

struct listed_sites;

struct verify_options {
	const char *kbuild, *compile_commands, *cc, *tree, *objects;
	int strict, json, jobs, quiet;
	int timeout;			/* seconds one compile may take; 0: VERIFY_TIMEOUT */
	const struct listed_sites *listed;	/* value changes fix listed: their functions may change */
	const char *patch_name;
	char *patch_text;		/* owned by verify_run; the value changes its messages list are read too */
	size_t patch_len;
};

#define VERIFY_TIMEOUT 900

/* --timeout=SECONDS: 0 and sets *seconds, or -1 with a message. */
int verify_parse_timeout(const char *arg, int *seconds);

enum verify_verdict { VV_IDENTICAL, VV_EXPECTED, VV_UNEXPECTED, VV_FAILED };

struct verify_object {
	char *name;			/* object path as the build names it */
	int verdict;
	char *summary;			/* one line: what changed */
	char **unexpected;		/* symbols that changed without a reason */
	size_t nr_unexpected;
};

struct verify_result {
	struct verify_object *obj;
	size_t nr, alloc;
	size_t counts[4];		/* by verdict */
	char **structs_unexpected;	/* layouts that changed otherwise than a conversion does */
	size_t nr_structs_unexpected;
};

/* Returns the exit status (0, 1 unexpected, 2 trouble); prints the report to out. */
int verify_run(struct verify_options *o, struct verify_result *r, FILE *out);
void verify_result_release(struct verify_result *r);

#endif
