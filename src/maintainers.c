// SPDX-License-Identifier: GPL-2.0-only
/*
 * maintainers: who looks after a path, from the tree's own MAINTAINERS
 * (get_maintainer.pl's matching; see maintainers.h). fix --format-patch
 * takes subject prefixes and To/Cc from it.
 */
#include <errno.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "diag.h"
#include "maintainers.h"
#include "strbuf.h"
#include "vec.h"

int maintainers_load(struct maintainers *mt, const char *root)
{
	struct strbuf path = STRBUF_INIT, text = STRBUF_INIT;
	struct maintainers_entry *cur = NULL;
	const char *p;

	memset(mt, 0, sizeof(*mt));
	mt->root = xstrdup(root);
	strbuf_addf(&path, "%s/MAINTAINERS", root);
	if (strbuf_read_path(path.buf, &text) < 0) {
		int e = errno;

		if (e != ENOENT)
			error("%s: %s", path.buf, strerror(e));
		strbuf_release(&path);
		strbuf_release(&text);
		maintainers_release(mt);
		return e == ENOENT ? 0 : -1;
	}
	for (p = text.buf; *p; ) {
		const char *nl = strchr(p, '\n'), *end = nl ? nl : p + strlen(p);
		size_t len = (size_t)(end - p);

		if (!len) {
			cur = NULL;
		} else if (len >= 2 && p[0] >= 'A' && p[0] <= 'Z' && p[1] == ':') {
			/* "F:\tvalue": kept as "F" + value, the blanks after the colon dropped */
			const char *v = p + 2;
			char *tag;

			while (v < end && (*v == ' ' || *v == '\t'))
				v++;
			if (cur) {
				tag = xmalloc((size_t)(end - v) + 2);
				tag[0] = p[0];
				memcpy(tag + 1, v, (size_t)(end - v));
				tag[end - v + 1] = '\0';
				ALLOC_GROW(cur->tag, cur->nr_tag + 1, cur->alloc_tag);
				cur->tag[cur->nr_tag++] = tag;
			}
		} else if (!cur && *p != '\t' && *p != ' ') {
			ALLOC_GROW(mt->e, mt->nr + 1, mt->alloc);
			cur = &mt->e[mt->nr++];
			memset(cur, 0, sizeof(*cur));
			cur->title = xstrndup(p, len);
		}
		p = nl ? nl + 1 : end;
	}
	strbuf_release(&path);
	strbuf_release(&text);
	return 1;
}

/* The pattern (* any bytes, ? one, [ch] one of) matches a start of s: the
 * regular expression get_maintainer.pl makes of it, anchored at the start only. */
static int glob_prefix(const char *pat, const char *s)
{
	for (; *pat; pat++, s++) {
		if (*pat == '*') {
			for (const char *t = s;; t++) {
				if (glob_prefix(pat + 1, t))
					return 1;
				if (!*t)
					return 0;
			}
		}
		if (!*s)
			return 0;
		if (*pat == '[' && strchr(pat + 1, ']')) {
			const char *close = strchr(pat + 1, ']');

			if (!memchr(pat + 1, *s, (size_t)(close - pat - 1)))
				return 0;
			pat = close;
		} else if (*pat != '?' && *pat != *s) {
			return 0;
		}
	}
	return 1;
}

static int slashes(const char *s)
{
	int n = 0;

	for (; *s; s++)
		n += *s == '/';
	return n;
}

/* A pattern naming a directory without its trailing slash covers what is below it. */
static int names_directory(const struct maintainers *mt, const char *pattern)
{
	struct strbuf p = STRBUF_INIT;
	struct stat st;
	int dir;

	if (!*pattern || pattern[strlen(pattern) - 1] == '/' || strpbrk(pattern, "*?["))
		return 0;
	strbuf_addf(&p, "%s/%s", mt->root, pattern);
	dir = !stat(p.buf, &st) && S_ISDIR(st.st_mode);
	strbuf_release(&p);
	return dir;
}

static int file_match(const struct maintainers *mt, const char *path, const char *pattern, int *depth)
{
	size_t len = strlen(pattern);
	int dir = len && pattern[len - 1] == '/';

	if (!glob_prefix(pattern, path))
		return 0;
	if (!dir && names_directory(mt, pattern)) {
		/* get_maintainer.pl adds the slash: "drivers/net" is not "drivers/netdevsim" */
		if (path[len] != '/')
			return 0;
		dir = 1;
	}
	if (!dir && slashes(path) != slashes(pattern))
		return 0;
	*depth = pattern[0] == '*' ? -1 : slashes(pattern) + (pattern[len - 1] != '/');
	return 1;
}

static int regex_match(const char *re, const char *path)
{
	regex_t r;
	int m;

	if (regcomp(&r, re, REG_EXTENDED | REG_NOSUB))
		return 0;	/* a Perl-only expression: not taken */
	m = !regexec(&r, path, 0, NULL, 0);
	regfree(&r);
	return m;
}

static int by_depth(const void *a, const void *b)
{
	const struct maintainers_match *x = a, *y = b;

	if (x->depth != y->depth)
		return x->depth > y->depth ? -1 : 1;
	return x->entry < y->entry ? -1 : x->entry > y->entry;
}

size_t maintainers_find(const struct maintainers *mt, const char *path, struct maintainers_match **out)
{
	struct maintainers_match *m = NULL;
	size_t nr = 0, alloc = 0;

	for (size_t i = 0; i < mt->nr; i++) {
		const struct maintainers_entry *e = &mt->e[i];
		int excluded = 0, best = -2, depth;
		const char *pattern = NULL;

		for (size_t k = 0; k < e->nr_tag && !excluded; k++)
			excluded = e->tag[k][0] == 'X' && file_match(mt, path, e->tag[k] + 1, &depth);
		for (size_t k = 0; k < e->nr_tag && !excluded; k++) {
			if (e->tag[k][0] == 'F' && file_match(mt, path, e->tag[k] + 1, &depth) && depth > best) {
				best = depth;
				pattern = e->tag[k] + 1;
			} else if (e->tag[k][0] == 'N' && best < 0 && regex_match(e->tag[k] + 1, path)) {
				best = 0;
				pattern = NULL;
			}
		}
		if (excluded || best == -2)
			continue;
		ALLOC_GROW(m, nr + 1, alloc);
		m[nr].entry = i;
		m[nr].depth = best;
		m[nr++].pattern = pattern;
	}
	if (nr)
		qsort(m, nr, sizeof(*m), by_depth);
	*out = m;
	return nr;
}

void maintainers_release(struct maintainers *mt)
{
	for (size_t i = 0; i < mt->nr; i++) {
		for (size_t k = 0; k < mt->e[i].nr_tag; k++)
			free(mt->e[i].tag[k]);
		free(mt->e[i].tag);
		free(mt->e[i].title);
	}
	free(mt->e);
	free(mt->root);
	memset(mt, 0, sizeof(*mt));
}
