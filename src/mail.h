/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * mail: fix --format-patch. The conversion as a series of mails in git
 * format-patch's form, one per struct (or per MAINTAINERS entry): numbered
 * [PATCH n/m], an optional cover letter, the author and Signed-off-by from
 * git's configuration, index lines with the blobs' ids (git am -3), subject
 * prefixes from the files' history (else MAINTAINERS, else the path),
 * messages wrapped for checkpatch.pl.
 */
#ifndef FLEXFIX_MAIL_H
#define FLEXFIX_MAIL_H

#include "fix.h"

struct mail_options {
	const char *dir;		/* a new or empty folder */
	const char *from;		/* "Name <mail>"; NULL: GIT_AUTHOR_NAME/EMAIL, then git config user.* */
	const char *root;		/* the project's top (history, MAINTAINERS), or NULL */
	const char *const *canon;	/* per file: its path from the root, or NULL */
	int cover_letter, signoff;
	int by_maintainer;		/* one patch per MAINTAINERS entry, To/Cc from it */
	const char *verified;		/* what --verify proved (text for below the '---'), or NULL */
};

/* Writes the series; all or nothing. -1 (said) on failure. */
int mail_write_series(const struct fix_plan *fp, const struct file_list *fl, const struct mail_options *o);

#endif
