// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "diag.h"
#include "rewrite.h"
#include "vec.h"

int file_edits_load(struct file_edits *fe, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	struct stat st;
	int fd = open(path, O_RDONLY);
	char tmp[65536];
	ssize_t n;

	memset(fe, 0, sizeof(*fe));
	if (fd < 0 || fstat(fd, &st) < 0) {
		if (fd >= 0)
			close(fd);
		return error("%s: %s", path, strerror(errno));
	}
	while ((n = read(fd, tmp, sizeof(tmp))) > 0)
		strbuf_add(&sb, tmp, (size_t)n);
	close(fd);
	if (n < 0) {
		strbuf_release(&sb);
		return error("%s: %s", path, strerror(errno));
	}
	fe->path = xstrdup(path);
	fe->old_len = sb.len;
	strbuf_grow(&sb, 16);	/* lexer padding, see lex.h */
	memset(sb.buf + sb.len, 0, 16);
	fe->old = strbuf_detach(&sb);
	return 0;
}

int file_edits_add(struct file_edits *fe, uint32_t off, uint32_t end, const char *text)
{
	size_t at = fe->nr;

	if (end < off || end > fe->old_len)
		BUG("edit out of range");
	/* keep sorted; refuse overlaps (two rewrites of the same bytes) */
	while (at > 0 && fe->e[at - 1].off > off)
		at--;
	if ((at > 0 && fe->e[at - 1].end > off) || (at < fe->nr && fe->e[at].off < end) ||
	    (at > 0 && fe->e[at - 1].off == off && fe->e[at - 1].end == off && end == off))
		return -1;
	ALLOC_GROW(fe->e, fe->nr + 1, fe->alloc);
	memmove(fe->e + at + 1, fe->e + at, (fe->nr - at) * sizeof(*fe->e));
	fe->e[at].off = off;
	fe->e[at].end = end;
	fe->e[at].text = xstrdup(text);
	fe->nr++;
	return 0;
}

/* The leading white space of [ls, ws_end) as checkpatch's tabify() writes
 * it: a tab per 8 columns, spaces for the rest. */
static void tabify(const char *s, size_t n, struct strbuf *out)
{
	size_t col = 0;

	for (size_t i = 0; i < n; i++)
		col = s[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	for (size_t i = 0; i < col / 8; i++)
		strbuf_addch(out, '\t');
	for (size_t i = 0; i < col % 8; i++)
		strbuf_addch(out, ' ');
}

/* Does [ls, end) hold a line's indentation that checkpatch calls wrong and
 * tabify() fixes: eight spaces in a row, or a space before a tab? */
static int bad_indent(const char *s, size_t n)
{
	size_t run = 0;

	for (size_t i = 0; i < n; i++) {
		if (s[i] == ' ' && ++run == 8)
			return 1;
		if (s[i] == '\t' && run)
			return 1;
		if (s[i] == '\t')
			run = 0;
	}
	return 0;
}

void file_edits_retab(struct file_edits *fe)
{
	struct strbuf t = STRBUF_INIT;
	size_t nr = fe->nr;
	uint32_t *fix = NULL;		/* line starts to retab */
	size_t nr_fix = 0, alloc_fix = 0;

	for (size_t i = 0; i < nr; i++) {
		const struct edit *e = &fe->e[i];
		uint32_t ls = e->off, last = e->end;

		/* an insertion at a line's end that starts a new line leaves that line as it was */
		if (e->off == e->end && e->text[0] == '\n' && (e->off == fe->old_len || fe->old[e->off] == '\n'))
			continue;
		while (ls > 0 && fe->old[ls - 1] != '\n')
			ls--;
		for (;;) {
			if (!nr_fix || fix[nr_fix - 1] < ls) {
				ALLOC_GROW(fix, nr_fix + 1, alloc_fix);
				fix[nr_fix++] = ls;
			}
			while (ls < fe->old_len && fe->old[ls] != '\n')
				ls++;
			if (ls >= last || ls >= fe->old_len)
				break;
			ls++;	/* a multi-line edit: its next line */
		}
	}
	/* the lines an edit writes: each after a newline of its text */
	for (size_t i = 0; i < nr; i++) {
		struct edit *e = &fe->e[i];
		struct strbuf out = STRBUF_INIT;
		const char *p = e->text, *nl;

		if (!strchr(p, '\n'))
			continue;
		while ((nl = strchr(p, '\n'))) {
			size_t ws;

			strbuf_add(&out, p, (size_t)(nl - p) + 1);
			p = nl + 1;
			ws = strspn(p, " \t");
			if (ws && p[ws] != '\n' && bad_indent(p, ws)) {
				tabify(p, ws, &out);
				p += ws;
			}
		}
		strbuf_addstr(&out, p);
		free(e->text);
		e->text = strbuf_detach(&out);
	}
	for (size_t k = 0; k < nr_fix; k++) {
		uint32_t ls = fix[k], ws = ls;

		while (ws < fe->old_len && (fe->old[ws] == ' ' || fe->old[ws] == '\t'))
			ws++;
		if (ws == fe->old_len || fe->old[ws] == '\n' || !bad_indent(fe->old + ls, ws - ls))
			continue;
		strbuf_reset(&t);
		tabify(fe->old + ls, ws - ls, &t);
		file_edits_add(fe, ls, ws, t.buf);	/* refused when an edit already covers it */
	}
	free(fix);
	strbuf_release(&t);
}

void file_edits_copy_source(struct file_edits *fe, const struct file_edits *src)
{
	memset(fe, 0, sizeof(*fe));
	fe->path = xstrdup(src->path);
	fe->diff_name = src->diff_name ? xstrdup(src->diff_name) : NULL;
	fe->old_len = src->old_len;
	fe->old = xmalloc(src->old_len + 16);
	memcpy(fe->old, src->old, src->old_len + 16);	/* the lexer padding too */
}

void file_edits_result(const struct file_edits *fe, struct strbuf *out)
{
	uint32_t at = 0;

	for (size_t i = 0; i < fe->nr; i++) {
		strbuf_add(out, fe->old + at, fe->e[i].off - at);
		strbuf_addstr(out, fe->e[i].text);
		at = fe->e[i].end;
	}
	strbuf_add(out, fe->old + at, fe->old_len - at);
}

void file_edits_release(struct file_edits *fe)
{
	for (size_t i = 0; i < fe->nr; i++)
		free(fe->e[i].text);
	free(fe->e);
	free(fe->path);
	free(fe->diff_name);
	free(fe->old);
	memset(fe, 0, sizeof(*fe));
}
