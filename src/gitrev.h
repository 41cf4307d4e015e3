/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * gitrev: the .c and .h files of a git revision, listed and read through
 * libgit2 without a checkout (compare --rev). Paths are relative to the
 * repository's top; each engine worker reads blobs through its own
 * repository handle (libgit2 objects are not shared between threads).
 */
#ifndef FLEXFIX_GITREV_H
#define FLEXFIX_GITREV_H

#include <git2.h>
#include "engine.h"
#include "walk.h"

struct gitrev {
	char *repo_dir;			/* what git_repository_open_ext() found */
	const char *rev;
	struct file_list fl;		/* tree paths, sorted */
	git_oid *oid;			/* blob of fl.path[i] */
	git_repository **worker_repo;	/* one per engine worker, opened on first use */
	git_blob **worker_blob;		/* the blob each worker read last */
	int nr_workers;
	struct engine_reader reader;	/* for engine_options.reader */
};

/* Lists rev's .c and .h blobs in the repository at or above dir (paths that
 * o excludes left out). -1 with a message when rev or dir cannot be read. */
int gitrev_load(struct gitrev *g, const char *dir, const char *rev, const struct walk_options *o, int jobs);
/* Keeps only the files whose keep[i] is set (in order). */
void gitrev_filter(struct gitrev *g, const unsigned char *keep);
void gitrev_release(struct gitrev *g);

#endif
