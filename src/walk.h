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
/*
 * The project the paths belong to, whose every file is searched for uses
 * (fix, scan --explain): root_opt (--root), else the git work tree's top,
 * else the nearest directory above the first path with include/linux/. The
 * list holds the given paths' files as walk_paths() gives them, then the
 * root's other files, spelled from the current directory; in_scope marks the
 * first ones. With no root (none found, or no_root), only the given paths.
 */
struct project {
	char *root;			/* as a path from the current directory, or NULL */
	const char *how;		/* "--root", "git work tree", "kernel tree" */
	uint8_t *in_scope;		/* per file of the list */
	char **canon;			/* per file: its path from the root (NULL without a root) */
};
int walk_project(struct file_list *fl, struct project *pj, const char *const *args, size_t nr_args,
		 const struct walk_options *o, const char *root_opt, int no_root);
void project_release(struct project *pj, size_t nr_files);
/* A kernel tree's tools/ (copies of its headers) unless a path given is
 * under it: its files among the paths given marked, their number. */
size_t project_tools_copies(const struct file_list *fl, const struct project *pj, const char *const *args,
			    size_t nr_args, uint8_t *marks);

/* The project root above path as walk_project() finds it without --root
 * (absolute, malloc'ed), or NULL. */
char *walk_find_root(const char *path);

/* For other sources of files (git trees): a .c or .h name; a path --exclude skips. */
int walk_wanted_source(const char *name);
int walk_excluded(const char *path, const struct walk_options *o);

#endif
