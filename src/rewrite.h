/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * rewrite: edits over the original bytes of a file (byte range + new text),
 * so everything not edited stays as it was: comments, white space, layout.
 * Edits of a file are sorted and must not overlap (an overlapping one is
 * refused). Output: a unified diff (a/ b/ prefixes, 3 lines of context,
 * what `git apply` and `patch -p1` take) or the file rewritten in place,
 * atomically (temp file + rename) and only if it did not change since read.
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
	char *old;			/* original contents, owned */
	size_t old_len;
	struct timespec mtime;		/* when read, to refuse a file changed since */
	off_t size;
	struct edit *e;
	size_t nr, alloc;
};

/* Reads the file; returns -1 (with an error printed) when it cannot. */
int file_edits_load(struct file_edits *fe, const char *path);
/* Adds an edit; returns -1 when it overlaps one already there. */
int file_edits_add(struct file_edits *fe, uint32_t off, uint32_t end, const char *text);
/* The new contents. */
void file_edits_result(const struct file_edits *fe, struct strbuf *out);
/* Appends a unified diff of the file (nothing when no edit changes it). */
void file_edits_diff(const struct file_edits *fe, struct strbuf *out, int context);
/* Writes the new contents over the file, atomically; -1 on any problem. */
int file_edits_write(const struct file_edits *fe);
void file_edits_release(struct file_edits *fe);

#endif
