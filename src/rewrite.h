/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * rewrite: edits over the original bytes of a file (byte range + new text),
 * so everything not edited stays as it was: comments, white space, layout.
 * Edits of a file are sorted and must not overlap (an overlapping one is
 * refused). Output: a unified diff (a/ b/ prefixes, 3 lines of context,
 * what `git apply` and `patch -p1` take) or the files rewritten in place,
 * all or none (file_edits_write_all), only where they still hold the bytes read.
 */
#ifndef FLEXFIX_REWRITE_H
#define FLEXFIX_REWRITE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include "strbuf.h"

struct edit {
	uint32_t off, end;		/* replace bytes [off, end) */
	char *text;			/* owned */
};

struct file_edits {
	char *path;
	char *diff_name;		/* its name in a diff (from the project's top), or NULL: path's */
	char *old;			/* original contents, owned */
	size_t old_len;
	struct edit *e;
	size_t nr, alloc;
};

/* Reads the file; returns -1 (with an error printed) when it cannot. */
int file_edits_load(struct file_edits *fe, const char *path);
/* A new set of edits over the same bytes as src's. */
void file_edits_copy_source(struct file_edits *fe, const struct file_edits *src);
/* Adds an edit; returns -1 when it overlaps one already there. */
int file_edits_add(struct file_edits *fe, uint32_t off, uint32_t end, const char *text);
/* The kernel's style on the lines the edits change: an indentation with
 * eight spaces in a row or a space before a tab is written as tabs, as
 * checkpatch.pl --fix does (the file's other lines stay as they are). */
void file_edits_retab(struct file_edits *fe);
/* The new contents. */
void file_edits_result(const struct file_edits *fe, struct strbuf *out);
/* Appends a unified diff of the file (nothing when no edit changes it);
 * with FE_DIFF_INDEX, git's "index OLD..NEW MODE" line with the blob ids. */
#define FE_DIFF_INDEX 1u
void file_edits_diff(const struct file_edits *fe, struct strbuf *out, int context, unsigned flags);
void file_edits_release(struct file_edits *fe);

#endif
