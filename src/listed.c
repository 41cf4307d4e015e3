// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "listed.h"
#include "vec.h"

void listed_add(struct listed_sites *ls, const char *path, size_t plen, uint32_t line, const char *what, size_t wlen)
{
	struct listed_site *x;

	ALLOC_GROW(ls->s, ls->nr + 1, ls->alloc);
	x = &ls->s[ls->nr++];
	x->path = xstrndup(path, plen);
	x->line = line;
	x->what = xstrndup(what, wlen);
}

/*
 * "path:line: rest" (or "path:line:col: rest"): the path's length, the line,
 * and where rest starts; 0 when p..end is not such a line. The path ends at
 * the first ':' followed by digits and ':', and holds no control byte.
 */
static size_t site_prefix(const char *p, const char *end, uint32_t *line, const char **rest)
{
	for (const char *c = p; c < end; c++) {
		const char *d = c + 1;
		uint64_t n = 0;

		if ((unsigned char)*c < 0x20)
			return 0;
		if (*c != ':' || c == p)
			continue;
		while (d < end && *d >= '0' && *d <= '9' && n < UINT32_MAX)
			n = n * 10 + (uint64_t)(*d++ - '0');
		if (d == c + 1 || d >= end || *d != ':' || !n || n >= UINT32_MAX)
			continue;
		d++;
		while (d < end && *d >= '0' && *d <= '9')	/* the column */
			d++;
		if (d < end && *d == ':')
			d++;
		if (d < end && *d == ' ')
			d++;
		*line = (uint32_t)n;
		*rest = d;
		return (size_t)(c - p);
	}
	return 0;
}

size_t listed_from_mail(struct listed_sites *ls, const char *text, size_t len)
{
	const char *p = text, *end = text + len;
	size_t hl = strlen(LISTED_HEADING), found = 0;
	int under = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end, *rest;
		uint32_t line;
		size_t plen;

		if ((size_t)(e - p) == hl && !memcmp(p, LISTED_HEADING, hl)) {
			under = 1;
		} else if (under && e - p > 2 && p[0] == ' ' && p[1] == ' ' &&
			   (plen = site_prefix(p + 2, e, &line, &rest))) {
			listed_add(ls, p + 2, plen, line, rest, (size_t)(e - rest));
			found++;
		} else {
			under = 0;
		}
		p = e + 1;
	}
	return found;
}

size_t listed_from_notes(struct listed_sites *ls, const char *text, size_t len)
{
	static const char key[] = "note: " LISTED_NOTE ": ";
	const char *p = text, *end = text + len;
	size_t found = 0;

	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end, *rest;
		uint32_t line;
		size_t plen = site_prefix(p, e, &line, &rest);

		if (plen && (size_t)(e - rest) >= sizeof(key) - 1 && !memcmp(rest, key, sizeof(key) - 1)) {
			rest += sizeof(key) - 1;
			listed_add(ls, p, plen, line, rest, (size_t)(e - rest));
			found++;
		}
		p = e + 1;
	}
	return found;
}

void listed_release(struct listed_sites *ls)
{
	for (size_t k = 0; k < ls->nr; k++) {
		free(ls->s[k].path);
		free(ls->s[k].what);
	}
	free(ls->s);
	memset(ls, 0, sizeof(*ls));
}
