/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * patch: unified diffs as guard reads them: `git diff`, `diff -u`,
 * `git format-patch` mailboxes (one or many patches), quilt series. Git
 * extended headers (renames, new and deleted files, modes) are understood;
 * binary stanzas are skipped; CRLF and '\ No newline at end of file' are
 * taken. A malformed hunk is reported with its line and the rest is read.
 * Also builds file images: applying a file's hunks to its pre-image (or in
 * reverse to its post-image) and, without the files, the partial images
 * the hunks alone show.
 */
#ifndef FLEXFIX_PATCH_H
#define FLEXFIX_PATCH_H

#include <stddef.h>
#include <stdint.h>

struct hline {
	uint32_t off, len;		/* text after the ' ', '+' or '-' in the patch buffer */
	uint32_t old_no, new_no;	/* line in the pre-/post-image (0 when absent) */
	char kind;			/* ' ', '+', '-' */
};

struct hunk {
	uint32_t old_start, old_len, new_start, new_len;
	uint32_t patch_line;		/* line of the @@ header in the input */
	uint32_t heading_off, heading_len;	/* text after the second @@ */
	struct hline *l;
	size_t nr, alloc;
};

struct pfile {
	char *old_path, *new_path;	/* without a/ b/ prefixes; NULL for /dev/null */
	uint8_t is_new, is_deleted, is_binary, is_rename;
	uint32_t patch_no;		/* which patch of a mailbox, from 1 */
	uint32_t patch_line;		/* first line of this file's diff in the input */
	struct hunk *h;
	size_t nr_h, alloc_h;
};

struct patch_set {
	const char *name;		/* input name for messages ("<stdin>") */
	char *buf;			/* whole input, owned */
	size_t len;
	struct pfile *f;
	size_t nr_f, alloc_f;
	uint32_t nr_patches;
	int errors;			/* malformed parts reported */
};

/* Parses buf (taking ownership); reports malformed parts with error(). */
void patch_parse(struct patch_set *ps, const char *name, char *buf, size_t len);
void patch_set_release(struct patch_set *ps);

/* A file image: text plus, per line, its line number in the real file. */
struct image {
	char *buf;
	size_t len;
	uint32_t *line_no;		/* line_no[i]: real line of image line i + 1 */
	size_t nr_lines;
};

/*
 * Applies f's hunks to the pre-image text (reverse: takes the post-image and
 * gives the pre-image). Returns 0, or -1 when a context or removed line does
 * not match. Line numbers map 1:1.
 */
int patch_apply(const struct patch_set *ps, const struct pfile *f, const char *text, size_t len,
		int reverse, struct image *out);
/* Forward, each hunk where its lines are nearest to the place it names (as
 * git apply and patch do); shifts[k] gets hunk k's offset in lines. */
int patch_apply_shifted(const struct patch_set *ps, const struct pfile *f, const char *text, size_t len,
			struct image *out, int32_t *shifts);
/*
 * The part of the pre- (post = 0) or post-image (post = 1) that hunk h shows,
 * with the hunk's heading first when it opens a struct or union (git puts the
 * enclosing definition there), mapped to real lines.
 */
void patch_hunk_image(const struct patch_set *ps, const struct hunk *h, int post, struct image *out);
void image_release(struct image *im);

#endif
