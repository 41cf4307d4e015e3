/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * walk: command-line paths -> sorted list of files to read.
 * Directories are walked for .c and .h files; .git and symbolic links are
 * skipped unless asked; "-" reads one path per line from stdin. Paths that
 * cannot be read are reported (error()) and left out.
 */
#ifndef FLEXFIX_WALK_H
#define FLEXFIX_WALK_H

#include <stddef.h>

struct walk_options {
	int follow;			/* follow symbolic links */
	const char **exclude;		/* fnmatch patterns on the path and on the base name */
	size_t nr_exclude;
};

struct file_list {
	char **path;
	size_t nr, alloc;
};

/* Returns 0, or -1 when some path could not be read (the others are listed). */
int walk_paths(struct file_list *fl, const char *const *args, size_t nr_args,
	       const struct walk_options *o);
void file_list_release(struct file_list *fl);
/* For other sources of files (git trees): a .c or .h name; a path --exclude skips. */
int walk_wanted_source(const char *name);
int walk_excluded(const char *path, const struct walk_options *o);

#endif
