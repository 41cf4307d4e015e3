// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "patch.h"
#include "strbuf.h"
#include "treepath.h"
#include "vec.h"

struct reader {
	struct patch_set *ps;
	char *p, *end;
	uint32_t line;
	const char *s;			/* current line, without '\n' and a final '\r' */
	size_t n;
};

static int next_line(struct reader *r)
{
	char *nl;

	if (r->p >= r->end)
		return 0;
	nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
	r->s = r->p;
	r->n = nl ? (size_t)(nl - r->p) : (size_t)(r->end - r->p);
	r->p = nl ? nl + 1 : r->end;
	if (r->n && r->s[r->n - 1] == '\r')
		r->n--;
	r->line++;
	return 1;
}

static int starts(const struct reader *r, const char *prefix)
{
	size_t n = strlen(prefix);

	return r->n >= n && !memcmp(r->s, prefix, n);
}

/* Path from a ---/+++ or git header: cuts a tab and timestamp, unquotes
 * "...", drops one leading component (a/, b/, or linux.orig/ as -p1). */
static char *diff_path(const char *s, size_t n, int strip)
{
	struct strbuf sb = STRBUF_INIT;
	const char *slash;

	if (n && s[0] == '"') {
		for (size_t i = 1; i < n && s[i] != '"'; i++) {
			if (s[i] == '\\' && i + 1 < n) {
				char c = s[++i];

				if (c >= '0' && c <= '7' && i + 2 < n && s[i + 1] >= '0' && s[i + 1] <= '7' &&
				    s[i + 2] >= '0' && s[i + 2] <= '7') {	/* git's \ooo */
					strbuf_addch(&sb, (char)(((c - '0') << 6) | ((s[i + 1] - '0') << 3) | (s[i + 2] - '0')));
					i += 2;
				} else {
					strbuf_addch(&sb, c == 't' ? '\t' : c == 'n' ? '\n' : c);
				}
			} else {
				strbuf_addch(&sb, s[i]);
			}
		}
	} else {
		const char *tab = memchr(s, '\t', n);

		if (tab)
			n = (size_t)(tab - s);
		while (n && s[n - 1] == ' ')
			n--;
		strbuf_add(&sb, s, n);
	}
	if (!strcmp(sb.buf, "/dev/null")) {
		strbuf_release(&sb);
		return NULL;
	}
	if (strip && (slash = strchr(sb.buf, '/')) && slash[1]) {
		char *r = xstrdup(slash + 1);

		strbuf_release(&sb);
		return r;
	}
	return strbuf_detach(&sb);
}

static struct pfile *new_file(struct patch_set *ps, uint32_t line)
{
	struct pfile *f;

	ALLOC_GROW(ps->f, ps->nr_f + 1, ps->alloc_f);
	f = &ps->f[ps->nr_f++];
	memset(f, 0, sizeof(*f));
	f->patch_no = ps->nr_patches ? ps->nr_patches : 1;
	f->patch_line = line;
	return f;
}

static int parse_range(const char **s, const char *end, uint32_t *start, uint32_t *len)
{
	char *e;
	unsigned long v = strtoul(*s, &e, 10);

	if (e == *s || e > end)
		return -1;
	*start = (uint32_t)v;
	*len = 1;
	if (*e == ',') {
		const char *q = e + 1;

		v = strtoul(q, &e, 10);
		if (e == q || e > end)
			return -1;
		*len = (uint32_t)v;
	}
	*s = e;
	return 0;
}

/* "@@ -a,b +c,d @@ heading" */
static int parse_hunk_header(struct reader *r, struct hunk *h)
{
	const char *s, *end;
	char tmp[128];
	size_t n = r->n < sizeof(tmp) - 1 ? r->n : sizeof(tmp) - 1;

	/* strtoul needs a terminated string: parse a copy */
	memcpy(tmp, r->s, n);
	tmp[n] = '\0';
	s = tmp + 3;
	end = tmp + n;
	if (*s != '-')
		return -1;
	s++;
	if (parse_range(&s, end, &h->old_start, &h->old_len) < 0 || strncmp(s, " +", 2))
		return -1;
	s += 2;
	if (parse_range(&s, end, &h->new_start, &h->new_len) < 0 || strncmp(s, " @@", 3))
		return -1;
	s += 3;
	if (*s == ' ')
		s++;
	h->heading_off = (uint32_t)(r->s + (s - tmp) - r->ps->buf);
	h->heading_len = s - tmp <= (long)r->n ? (uint32_t)(r->n - (size_t)(s - tmp)) : 0;
	h->patch_line = r->line;
	return 0;
}

static void read_hunk(struct reader *r, struct pfile *f)
{
	struct hunk *h;
	uint32_t old_left, new_left, old_no, new_no;

	ALLOC_GROW(f->h, f->nr_h + 1, f->alloc_h);
	h = &f->h[f->nr_h];
	memset(h, 0, sizeof(*h));
	if (parse_hunk_header(r, h) < 0) {
		error("%s:%u: malformed hunk header", r->ps->name, r->line);
		r->ps->errors++;
		return;
	}
	f->nr_h++;
	old_left = h->old_len;
	new_left = h->new_len;
	old_no = h->old_start ? h->old_start : 1;
	new_no = h->new_start ? h->new_start : 1;
	while (old_left || new_left) {
		char *save = r->p;
		uint32_t save_line = r->line;
		struct hline *l;
		char kind;

		if (!next_line(r))
			goto short_hunk;
		kind = r->n ? r->s[0] : ' ';	/* mailers eat a context line's space */
		if (kind == '\\')
			continue;
		/* the next file's header ends a short hunk rather than being read as lines */
		if ((r->n >= 4 && (!memcmp(r->s, "--- ", 4) || !memcmp(r->s, "+++ ", 4)) && r->p < r->end &&
		     (!strncmp(r->p, "+++ ", 4) || !strncmp(r->p, "@@ -", 4))) ||
		    (r->n >= 11 && !memcmp(r->s, "diff --git ", 11)) || (r->n >= 4 && !memcmp(r->s, "@@ -", 4)))
			kind = 0;
		if ((kind != ' ' && kind != '+' && kind != '-') || (kind == '+' && !new_left) ||
		    (kind == '-' && !old_left) || (kind == ' ' && (!old_left || !new_left))) {
			r->p = save;
			r->line = save_line;
			goto short_hunk;
		}
		ALLOC_GROW(h->l, h->nr + 1, h->alloc);
		l = &h->l[h->nr++];
		l->kind = kind;
		l->off = (uint32_t)(r->s + (r->n ? 1 : 0) - r->ps->buf);
		l->len = r->n ? (uint32_t)r->n - 1 : 0;
		l->old_no = kind != '+' ? old_no++ : 0;
		l->new_no = kind != '-' ? new_no++ : 0;
		if (kind != '+')
			old_left--;
		if (kind != '-')
			new_left--;
	}
	/* a trailing '\ No newline at end of file' */
	if (r->p < r->end && *r->p == '\\')
		next_line(r);
	return;
short_hunk:
	error("%s:%u: hunk at line %u ends early (%u old and %u new lines missing)", r->ps->name,
	      r->line + 1, h->patch_line, old_left, new_left);
	r->ps->errors++;
}

/* Skips a "GIT binary patch" stanza: two base85 blocks, each ended by an empty line. */
static void skip_binary(struct reader *r)
{
	int blocks = 0;

	while (blocks < 2 && next_line(r)) {
		if (!r->n)
			blocks++;
	}
}

static void pfile_release(struct pfile *f)
{
	free(f->old_path);
	free(f->new_path);
	for (size_t k = 0; k < f->nr_h; k++)
		free(f->h[k].l);
	free(f->h);
}

/* A file named outside the tree (absolute, or '..' above it) or not named
 * at all is an error and not kept: nobody reads or writes it. */
static void drop_outside_paths(struct patch_set *ps)
{
	size_t kept = 0;

	for (size_t i = 0; i < ps->nr_f; i++) {
		struct pfile *f = &ps->f[i];
		const char *bad = f->old_path && !path_stays_inside(f->old_path) ? f->old_path
				: f->new_path && !path_stays_inside(f->new_path) ? f->new_path : NULL;

		if (bad) {
			if (*bad)
				error("%s:%u: '%s' leaves the tree (an absolute path or '..'); refused", ps->name,
				      f->patch_line, bad);
			else
				error("%s:%u: a file without a name; refused", ps->name, f->patch_line);
			ps->errors++;
			pfile_release(f);
		} else {
			ps->f[kept++] = *f;
		}
	}
	ps->nr_f = kept;
}

void patch_parse(struct patch_set *ps, const char *name, char *buf, size_t len)
{
	struct reader r = { .ps = ps, .p = buf, .end = buf + len };
	struct pfile *f = NULL;
	int git = 0, prev_blank = 1;

	memset(ps, 0, sizeof(*ps));
	ps->name = name;
	ps->buf = buf;
	ps->len = len;
	while (next_line(&r)) {
		if (starts(&r, "From ") && prev_blank && r.n > 5) {
			ps->nr_patches++;	/* mbox: a new message */
			f = NULL;
		} else if (starts(&r, "diff --git ")) {
			const char *b = NULL;

			f = new_file(ps, r.line);
			git = 1;
			/* "diff --git a/x b/x": exact names come from ---/+++ or rename lines */
			for (size_t i = r.n; i-- > 11;)
				if (r.s[i] == ' ' && i + 2 < r.n && r.s[i + 1] == 'b' && r.s[i + 2] == '/') {
					b = r.s + i + 1;
					break;
				}
			if (b) {
				f->old_path = diff_path(r.s + 11, (size_t)(b - 1 - (r.s + 11)), 1);
				f->new_path = diff_path(b, (size_t)(r.s + r.n - b), 1);
			}
		} else if (starts(&r, "--- ") && r.p < r.end && !strncmp(r.p, "+++ ", 4)) {
			const char *old_s = r.s + 4;
			size_t old_n = r.n - 4;
			char *probe;
			int strip;

			/* a git diff's file got its names from "diff --git"; others start here */
			if (!f || f->nr_h || !git)
				f = new_file(ps, r.line);
			next_line(&r);
			/* -p1 for git; for diff -u only when the names have a directory */
			probe = diff_path(old_s, old_n, 0);
			strip = git || (probe && strchr(probe, '/'));
			free(probe);
			if (!f->is_rename) {
				free(f->old_path);
				free(f->new_path);
				f->old_path = diff_path(old_s, old_n, strip);
				f->new_path = diff_path(r.s + 4, r.n - 4, strip);
			}
			if (!f->old_path && !f->is_rename)
				f->is_new = 1;
			if (!f->new_path && !f->is_rename)
				f->is_deleted = 1;
		} else if (starts(&r, "@@ -")) {
			if (!f) {
				error("%s:%u: hunk without a file header", ps->name, r.line);
				ps->errors++;
				continue;
			}
			read_hunk(&r, f);
		} else if (f && starts(&r, "new file mode")) {
			f->is_new = 1;
		} else if (f && starts(&r, "deleted file mode")) {
			f->is_deleted = 1;
		} else if (f && starts(&r, "rename from ")) {
			free(f->old_path);
			f->old_path = diff_path(r.s + 12, r.n - 12, 0);
			f->is_rename = 1;
		} else if (f && starts(&r, "rename to ")) {
			free(f->new_path);
			f->new_path = diff_path(r.s + 10, r.n - 10, 0);
			f->is_rename = 1;
		} else if (f && starts(&r, "GIT binary patch")) {
			f->is_binary = 1;
			skip_binary(&r);
		} else if (f && starts(&r, "Binary files ")) {
			f->is_binary = 1;
		}
		prev_blank = r.n == 0;
	}
	if (!ps->nr_patches)
		ps->nr_patches = 1;
	for (size_t i = 0; i < ps->nr_f; i++) {
		if (ps->f[i].is_new) {
			free(ps->f[i].old_path);
			ps->f[i].old_path = NULL;
		}
		if (ps->f[i].is_deleted) {
			free(ps->f[i].new_path);
			ps->f[i].new_path = NULL;
		}
	}
	drop_outside_paths(ps);
}

void patch_set_release(struct patch_set *ps)
{
	for (size_t i = 0; i < ps->nr_f; i++)
		pfile_release(&ps->f[i]);
	free(ps->f);
	free(ps->buf);
	memset(ps, 0, sizeof(*ps));
}

struct line_index {
	const char **s;
	size_t *n;
	size_t nr;
};

static void split_lines(const char *text, size_t len, struct line_index *li)
{
	size_t alloc = 0;
	const char *p = text, *end = text + len;

	memset(li, 0, sizeof(*li));
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
		size_t alloc2 = alloc;

		ALLOC_GROW(li->s, li->nr + 1, alloc);
		ALLOC_GROW(li->n, li->nr + 1, alloc2);
		li->s[li->nr] = p;
		li->n[li->nr] = n && p[n - 1] == '\r' ? n - 1 : n;
		li->nr++;
		p = nl ? nl + 1 : end;
	}
}

static void image_add(struct image *im, struct strbuf *sb, const char *s, size_t n, uint32_t real, size_t *alloc)
{
	strbuf_add(sb, s, n);
	strbuf_addch(sb, '\n');
	ALLOC_GROW(im->line_no, im->nr_lines + 1, *alloc);
	im->line_no[im->nr_lines++] = real;
}

static void image_finish(struct image *im, struct strbuf *sb)
{
	strbuf_grow(sb, 16);	/* lexer padding */
	memset(sb->buf + sb->len, 0, 16);
	im->len = sb->len;
	im->buf = strbuf_detach(sb);
}

/* Do hunk h's context and removed lines stand at source line 'first'? */
static int hunk_matches(const struct patch_set *ps, const struct hunk *h, const struct line_index *li, size_t first,
			char keep)
{
	size_t at = first;

	for (size_t i = 0; i < h->nr; i++) {
		const struct hline *l = &h->l[i];
		const char *t = ps->buf + l->off;
		size_t n = l->len && t[l->len - 1] == '\r' ? l->len - 1 : l->len;

		if (l->kind == ' ' || l->kind == keep) {
			if (at >= li->nr || li->n[at] != n || memcmp(li->s[at], t, n))
				return 0;
			at++;
		}
	}
	return 1;
}

static int apply_hunks(const struct patch_set *ps, const struct pfile *f, const char *text, size_t len,
		       int reverse, struct image *out, int32_t *shifts)
{
	struct line_index li;
	struct strbuf sb = STRBUF_INIT;
	size_t at = 0, alloc = 0;	/* next source line (0-based) */
	char keep = reverse ? '+' : '-';	/* lines of the source image that the hunk replaces */
	char add = reverse ? '-' : '+';

	memset(out, 0, sizeof(*out));
	split_lines(text, len, &li);
	for (size_t k = 0; k < f->nr_h; k++) {
		const struct hunk *h = &f->h[k];
		uint32_t start = reverse ? h->new_start : h->old_start;
		uint32_t span = reverse ? h->new_len : h->old_len;
		/* an empty range names the line after which the hunk goes */
		size_t first = span == 0 ? start : start ? start - 1 : 0;

		if (shifts) {
			/* like git apply: the nearest place where the hunk's lines stand */
			size_t found = SIZE_MAX;

			for (size_t d = 0; d <= li.nr && found == SIZE_MAX; d++) {
				if (first >= d && first - d >= at && first - d <= li.nr &&
				    hunk_matches(ps, h, &li, first - d, keep))
					found = first - d;
				else if (d && first + d <= li.nr && hunk_matches(ps, h, &li, first + d, keep))
					found = first + d;
				if (first + d > li.nr && (first < d || first - d < at))
					break;
			}
			if (found == SIZE_MAX)
				goto fail;
			shifts[k] = (int32_t)((int64_t)found - (int64_t)first);
			first = found;
		}
		if (first < at || first > li.nr)
			goto fail;
		for (; at < first; at++)
			image_add(out, &sb, li.s[at], li.n[at], (uint32_t)out->nr_lines + 1, &alloc);
		for (size_t i = 0; i < h->nr; i++) {
			const struct hline *l = &h->l[i];
			const char *t = ps->buf + l->off;
			size_t n = l->len && t[l->len - 1] == '\r' ? l->len - 1 : l->len;

			if (l->kind == ' ' || l->kind == keep) {
				if (at >= li.nr || li.n[at] != n || memcmp(li.s[at], t, n))
					goto fail;
				at++;
				if (l->kind == ' ')
					image_add(out, &sb, t, n, (uint32_t)out->nr_lines + 1, &alloc);
			} else if (l->kind == add) {
				image_add(out, &sb, t, n, (uint32_t)out->nr_lines + 1, &alloc);
			}
		}
	}
	for (; at < li.nr; at++)
		image_add(out, &sb, li.s[at], li.n[at], (uint32_t)out->nr_lines + 1, &alloc);
	image_finish(out, &sb);
	free(li.s);
	free(li.n);
	return 0;
fail:
	free(li.s);
	free(li.n);
	strbuf_release(&sb);
	image_release(out);
	return -1;
}

int patch_apply(const struct patch_set *ps, const struct pfile *f, const char *text, size_t len,
		int reverse, struct image *out)
{
	return apply_hunks(ps, f, text, len, reverse, out, NULL);
}

int patch_apply_shifted(const struct patch_set *ps, const struct pfile *f, const char *text, size_t len,
			struct image *out, int32_t *shifts)
{
	return apply_hunks(ps, f, text, len, 0, out, shifts);
}

/* Does the heading open a struct or union ("struct foo {", "typedef union {")? */
static int heading_opens_record(const char *s, size_t n)
{
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (!n || s[n - 1] != '{')
		return 0;
	for (size_t i = 0; i + 5 <= n; i++)
		if ((!memcmp(s + i, "struct", 6) && i + 6 <= n) || !memcmp(s + i, "union", 5))
			return !memchr(s, '(', n) && !memchr(s, '=', n);
	return 0;
}

/*
 * The record the hunk's heading opens is still open at its end, and one of
 * its images declares a flexible array member there ('T m[];', or
 * DECLARE_FLEX_ARRAY()): C puts that member last, so the record ends after
 * it, in both images. Seen from the hunk alone, 'u8 data[];' becoming
 * 'u8 data[1];' is then a trailing one-element array added (seed 001
 * reversed), and the other way one removed.
 */
static int ends_with_flex(const struct patch_set *ps, const struct hunk *h)
{
	int depth = 1, flex = 0;

	for (size_t i = 0; i < h->nr; i++) {
		const struct hline *l = &h->l[i];
		const char *t = ps->buf + l->off, *e = t + l->len, *b;

		for (const char *p = t; l->kind != '+' && p < e; p++)
			depth += (*p == '{') - (*p == '}');
		if (depth <= 0)
			return 0;	/* it closes within the hunk: the hunk shows its end */
		if (depth == 1 && (((b = memmem(t, l->len, "[]", 2)) && memchr(b, ';', (size_t)(e - b))) ||
				   memmem(t, l->len, "DECLARE_FLEX_ARRAY(", 19)))
			flex = 1;
	}
	return flex;
}

void patch_hunk_image(const struct patch_set *ps, const struct hunk *h, int post, struct image *out)
{
	struct strbuf sb = STRBUF_INIT;
	size_t alloc = 0;
	uint32_t first = post ? h->new_start : h->old_start;

	memset(out, 0, sizeof(*out));
	if (heading_opens_record(ps->buf + h->heading_off, h->heading_len))
		image_add(out, &sb, ps->buf + h->heading_off, h->heading_len, first ? first : 1, &alloc);
	for (size_t i = 0; i < h->nr; i++) {
		const struct hline *l = &h->l[i];

		if (l->kind == ' ' || l->kind == (post ? '+' : '-'))
			image_add(out, &sb, ps->buf + l->off, l->len, post ? l->new_no : l->old_no, &alloc);
	}
	if (out->nr_lines && heading_opens_record(ps->buf + h->heading_off, h->heading_len) && ends_with_flex(ps, h))
		image_add(out, &sb, "};", 2, out->line_no[out->nr_lines - 1] + 1, &alloc);
	image_finish(out, &sb);
}

void image_release(struct image *im)
{
	free(im->buf);
	free(im->line_no);
	memset(im, 0, sizeof(*im));
}
