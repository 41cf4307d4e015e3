/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * maintainers: the kernel's MAINTAINERS file, read the way
 * scripts/get_maintainer.pl reads it: an entry is a title line and its
 * "X:\tvalue" lines; F: patterns cover paths (a trailing '/' or a directory:
 * everything below; otherwise the same directory depth; '*' and '?' are
 * wildcards), X: patterns exclude, N: is a regular expression on the path.
 * The deepest matching pattern makes the most specific entry.
 */
#ifndef FLEXFIX_MAINTAINERS_H
#define FLEXFIX_MAINTAINERS_H

#include <stddef.h>

struct maintainers_entry {
	char *title;
	char **tag;			/* "M:\tName <mail>" lines, the tag letter first */
	size_t nr_tag, alloc_tag;
};

struct maintainers {
	struct maintainers_entry *e;
	size_t nr, alloc;
	char *root;
};

struct maintainers_match {
	size_t entry;
	int depth;			/* get_maintainer.pl's: slashes in the pattern, +1 for a file; -1 for "*..." */
	const char *pattern;		/* the F: value that matched (NULL: an N: regex) */
};

/* Reads root/MAINTAINERS: 1 when read, 0 when there is none, -1 (said) on error. */
int maintainers_load(struct maintainers *mt, const char *root);
/* The entries covering path (relative to the root), deepest first; *out is
 * malloc'ed. */
size_t maintainers_find(const struct maintainers *mt, const char *path, struct maintainers_match **out);
void maintainers_release(struct maintainers *mt);

#endif
