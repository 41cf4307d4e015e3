/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * inplace: writing files in the tree (fix --in-place) and new files
 * (mails, report pages, verify's copies) so that no reader ever sees half
 * of a change. A conversion spans files: they are written all or none, and
 * a journal covers the renames, the one step a SIGKILL or a power cut can
 * interrupt (see file_edits_write_all()).
 */
#ifndef FLEXFIX_INPLACE_H
#define FLEXFIX_INPLACE_H

#include <stddef.h>
#include "rewrite.h"

/* The journal's name, in the deepest directory that holds every file written. */
#define INPLACE_JOURNAL ".flexfix-in-place"

/*
 * Writes the new contents of n files, all or none: every new file is
 * written next to its original first (owner, group and mode kept; a
 * symbolic link's target is what is written), then, with SIGINT, SIGTERM,
 * SIGHUP and SIGQUIT held, each original is checked to hold exactly the
 * bytes that were read, a journal naming each new file, its original and
 * both contents' hashes is written, the new files are renamed over the
 * originals and the journal is removed. On any failure before the renames,
 * or a signal that came during the writes, nothing changes and no temporary
 * file remains (the held signal is then delivered). A journal already there
 * (another run writing, or one killed) stops the run: nothing changes.
 * -1 on failure.
 */
int file_edits_write_all(const struct file_edits *fe, size_t n);

/*
 * Looks for journals left by runs killed during their renames, in each
 * path's directory and every one above it. With complete, each file not yet renamed
 * whose original still holds the bytes that were read gets its new version
 * and the journal goes (a file changed since is left as it is, its new
 * version kept beside it, both said); without, the journal is only said.
 * The number of journals found, -1 when one could not be completed.
 */
int inplace_recover(const char *const *paths, size_t n, int complete);

/* A new file at path with buf as its contents: written under a temporary
 * name and renamed, so a link already at path is replaced, never written
 * through, and a failed write leaves nothing. -1 (said) on failure. */
int write_new_file(const char *path, const char *buf, size_t len);

#endif
