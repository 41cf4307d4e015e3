/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * listed: the value changes fix lists (a size expression of a struct whose
 * '[1]' became '[]', left as written, that now counts one element less), in
 * the two forms fix writes them and verify reads them back: a note on
 * standard error, and the list in a patch mail's message. verify counts the
 * functions holding them as changed by the patch.
 */
#ifndef FLEXFIX_LISTED_H
#define FLEXFIX_LISTED_H

#include <stddef.h>
#include <stdint.h>

/* "path:line:col: note: " LISTED_NOTE ": what" */
#define LISTED_NOTE "value changes (one element less)"
/* a line of its own in the message, then "  path:line: what" lines */
#define LISTED_HEADING "These expressions now count one element less; review them:"

struct listed_site {
	char *path;		/* as fix named it */
	uint32_t line;		/* in the file before the patch */
	char *what;
};

struct listed_sites {
	struct listed_site *s;
	size_t nr, alloc;
};

void listed_add(struct listed_sites *ls, const char *path, size_t plen, uint32_t line, const char *what, size_t wlen);
/* The sites a patch mail's messages list under LISTED_HEADING; how many. */
size_t listed_from_mail(struct listed_sites *ls, const char *text, size_t len);
/* The sites fix's notes (its standard error) list; how many. */
size_t listed_from_notes(struct listed_sites *ls, const char *text, size_t len);
void listed_release(struct listed_sites *ls);

#endif
