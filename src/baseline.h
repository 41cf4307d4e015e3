/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * baseline: findings accepted as they are, so a check fails only on new
 * ones. A finding's key is kind, path, struct and member (never a line
 * number: moving code does not change it). File format: one key per line,
 * fields separated by tabs, '#' comments; written by `flexfix scan
 * --write-baseline FILE`, read by `flexfix guard --baseline FILE`.
 */
#ifndef FLEXFIX_BASELINE_H
#define FLEXFIX_BASELINE_H

#include <stdio.h>
#include "report.h"

struct baseline {
	char **key;		/* sorted */
	size_t nr, alloc;
};

/* The key of a finding; path is given so callers can use the post-image name. */
char *baseline_key(const struct finding *f, const char *path);
int baseline_write(FILE *out, struct finding *const *f, size_t nr);
int baseline_load(struct baseline *b, const char *file);
int baseline_has(const struct baseline *b, const char *key);
void baseline_release(struct baseline *b);

#endif
