// SPDX-License-Identifier: GPL-2.0-only
/*
 * diff: the unified diff of a file's edits, written from the edits.
 *
 * The edits say where the file changes, so no diff algorithm has to find
 * it again: each run of edits becomes the lines it touches, less the lines
 * its new text keeps (common leading and trailing lines), with git's hunk
 * shape: 3 lines of context, hunks closer than 2 x context merged, the
 * function line after "@@" found as git finds it (the last line above the
 * hunk that starts with a letter, '_' or '$', trailing white space cut, 80
 * bytes at most), "\ No newline at end of file", names quoted as git
 * quotes them. libgit2's Myers diff of the whole file wrote the same text
 * and took most of fix's time on a large file; FLEXFIX_DIFF_ORACLE=1 (set
 * by the tests) still runs it and stops on any difference but one: where
 * xdiff of the whole file places a common line (a blank one) otherwise than
 * xdiff of the change alone, both diffs must turn the old text into the new.
 */
#include <string.h>
#include <sys/stat.h>
#include <git2.h>
#include "diag.h"
#include "rewrite.h"
#include "vec.h"

/* One changed place: old lines [ol, ol + oc) at bytes [ob, oe) became new
 * lines [nl, nl + nc) at bytes [nb, ne) of the new text. */
struct change {
	size_t ol, oc, nl, nc;
	size_t ob, oe, nb, ne;
};

static size_t count_lines(const char *s, size_t n)
{
	size_t k = 0;
	const char *end = s + n;

	while (s < end && (s = memchr(s, '\n', (size_t)(end - s))) != NULL) {
		k++;
		s++;
	}
	return k;
}

static size_t line_begin(const char *s, size_t at)
{
	while (at > 0 && s[at - 1] != '\n')
		at--;
	return at;
}

static size_t next_line(const char *s, size_t len, size_t at)	/* past the '\n', or len */
{
	const char *nl = at < len ? memchr(s + at, '\n', len - at) : NULL;

	return nl ? (size_t)(nl - s) + 1 : len;
}

/* The length of the line at byte at, its '\n' included, within [at, end). */
static size_t line_len(const char *s, size_t at, size_t end)
{
	const char *nl = memchr(s + at, '\n', end - at);

	return nl ? (size_t)(nl - s) + 1 - at : end - at;
}

/* Drops the lines the old and new text of c have in common at its start
 * and its end (the rest of a line an edit did not touch, a union's lines
 * that repeat the old one). */
static void trim_common(struct change *c, const char *old, const char *new)
{
	for (;;) {
		size_t a, b;

		if (c->ob == c->oe || c->nb == c->ne)
			break;
		a = line_len(old, c->ob, c->oe);
		b = line_len(new, c->nb, c->ne);
		if (a != b || memcmp(old + c->ob, new + c->nb, a) || old[c->ob + a - 1] != '\n')
			break;
		c->ob += a;
		c->nb += b;
		c->ol++, c->oc--;
		c->nl++, c->nc--;
	}
	for (;;) {
		size_t a, b;

		if (c->ob == c->oe || c->nb == c->ne)
			break;
		a = c->oe - line_begin(old, c->oe - 1);
		b = c->ne - line_begin(new, c->ne - 1);
		if (a > c->oe - c->ob || b > c->ne - c->nb)
			break;
		if (a != b || memcmp(old + c->oe - a, new + c->ne - b, a))
			break;
		c->oe -= a;
		c->ne -= b;
		c->oc--;
		c->nc--;
	}
}

/* Whether some line of c's old text is also a line of its new text: then
 * the change is not one block (a union written around the old line keeps
 * it, a multi-line declaration keeps its inner lines). */
static int shares_a_line(const struct change *c, const char *old, const char *new)
{
	for (size_t a = c->ob; a < c->oe; a += line_len(old, a, c->oe)) {
		size_t la = line_len(old, a, c->oe);

		for (size_t b = c->nb; b < c->ne; b += line_len(new, b, c->ne))
			if (line_len(new, b, c->ne) == la && !memcmp(old + a, new + b, la))
				return 1;
	}
	return 0;
}

/* Whether the lines of s (len bytes) at a and at b (b < a) are the same,
 * their ends too: a last line without '\n' is not the same line with one. */
static int same_line(const char *s, size_t len, size_t a, size_t b)
{
	size_t n = line_len(s, a, len);

	return a < len && !memcmp(s + a, s + b, n) && line_len(s, b, len) == n;
}

/* A change that only deletes (or only inserts) lines slides down while the
 * line after it is its first line, as xdiff compacts a group: of two equal
 * lines, the second is the one deleted. Not into the next change (next_ob). */
static void slide_down(struct change *c, const char *old, size_t old_len, const char *new, size_t new_len,
		       size_t next_ob)
{
	if (c->oc && !c->nc) {
		while (c->oe < next_ob && same_line(old, old_len, c->oe, c->ob)) {
			size_t n = line_len(old, c->ob, c->oe);

			c->ob += n, c->oe += n, c->nb += n, c->ne += n;
			c->ol++, c->nl++;
		}
	} else if (c->nc && !c->oc) {
		while (c->oe < next_ob && same_line(new, new_len, c->ne, c->nb)) {
			size_t n = line_len(new, c->nb, c->ne);

			c->ob += n, c->oe += n, c->nb += n, c->ne += n;
			c->ol++, c->nl++;
		}
	}
}

/* The byte of line k (0-based) of s from byte at. */
static size_t skip_lines(const char *s, size_t at, size_t end, size_t k)
{
	while (k-- && at < end)
		at += line_len(s, at, end);
	return at;
}

/* Cuts c where its lines are common, as git's diff (xdiff) cuts them:
 * xdiff of the change's few lines alone, so a large file costs no more. */
static void split_change(const struct change *c, const char *old, const char *new, const char *path,
			 struct change **ch, size_t *nr, size_t *alloc)
{
	git_diff_options opts;
	git_patch *patch = NULL;
	size_t hunks;

	git_diff_options_init(&opts, GIT_DIFF_OPTIONS_VERSION);
	opts.context_lines = 0;
	opts.interhunk_lines = 0;
	opts.flags |= GIT_DIFF_FORCE_TEXT;
	if (git_patch_from_buffers(&patch, old + c->ob, c->oe - c->ob, NULL,
				   new + c->nb, c->ne - c->nb, NULL, &opts) < 0) {
		const git_error *e = git_error_last();

		die("%s: libgit2 cannot make a diff: %s", path, e ? e->message : "failed");
	}
	hunks = git_patch_num_hunks(patch);
	for (size_t h = 0; h < hunks; h++) {
		const git_diff_hunk *hk;
		struct change s;
		size_t o, n;

		if (git_patch_get_hunk(&hk, NULL, patch, h) < 0)
			die("%s: libgit2 cannot read a hunk", path);
		o = hk->old_lines ? (size_t)hk->old_start - 1 : (size_t)hk->old_start;
		n = hk->new_lines ? (size_t)hk->new_start - 1 : (size_t)hk->new_start;
		s.ol = c->ol + o, s.oc = (size_t)hk->old_lines;
		s.nl = c->nl + n, s.nc = (size_t)hk->new_lines;
		s.ob = skip_lines(old, c->ob, c->oe, o);
		s.oe = skip_lines(old, s.ob, c->oe, s.oc);
		s.nb = skip_lines(new, c->nb, c->ne, n);
		s.ne = skip_lines(new, s.nb, c->ne, s.nc);
		ALLOC_GROW(*ch, *nr + 1, *alloc);
		(*ch)[(*nr)++] = s;
	}
	git_patch_free(patch);
}

/* git's quoting of a name in a diff header (quote_c_style, core.quotePath) */
static void add_name(struct strbuf *out, const char *prefix, const char *name)
{
	static const char esc[] = "abtnvfr";
	int quote = 0;

	for (const unsigned char *p = (const unsigned char *)name; *p && !quote; p++)
		quote = *p == '"' || *p == '\\' || *p < ' ' || *p > '~';
	if (!quote) {
		strbuf_addstr(out, prefix);
		strbuf_addstr(out, name);
		return;
	}
	strbuf_addch(out, '"');
	strbuf_addstr(out, prefix);
	for (const unsigned char *p = (const unsigned char *)name; *p; p++) {
		if (*p == '"' || *p == '\\') {
			strbuf_addch(out, '\\');
			strbuf_addch(out, *p);
		} else if (*p >= '\a' && *p <= '\r') {
			strbuf_addch(out, '\\');
			strbuf_addch(out, esc[*p - '\a']);
		} else if (*p < ' ' || *p > '~') {
			strbuf_addf(out, "\\%03o", *p);
		} else {
			strbuf_addch(out, *p);
		}
	}
	strbuf_addch(out, '"');
}

/* Lines [a, b) of s, each after mark; a last line without '\n' is said. */
static void add_lines(struct strbuf *out, char mark, const char *s, size_t a, size_t b)
{
	while (a < b) {
		size_t n = line_len(s, a, b);

		strbuf_addch(out, mark);
		strbuf_add(out, s + a, n);
		if (s[a + n - 1] != '\n')
			strbuf_addstr(out, "\n\\ No newline at end of file\n");
		a += n;
	}
}

/* The function line git writes after a hunk's "@@": searched upwards from
 * the line above byte at, down to *floor (where the last search began, its
 * result kept in *func). */
/* The bytes of s[0..n) up to the first that does not start a UTF-8
 * sequence with its continuation bytes: libgit2 cuts a hunk's function
 * text there (git_utf8_valid_buf_length), so the diffs before ours did. */
static size_t utf8_prefix(const unsigned char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		unsigned c = s[i];
		size_t len = c < 0x80 ? 1 : c < 0xc0 ? 0 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : c < 0xf8 ? 4 : 0;

		if (!len || len > n - i)
			break;
		for (size_t k = 1; k < len; k++)
			if ((s[i + k] & 0xc0) != 0x80)
				return i;
		i += len;
	}
	return i;
}

static void find_func(const char *old, size_t at, size_t *floor, struct strbuf *func)
{
	size_t start = at;

	while (at > *floor) {
		size_t b = line_begin(old, at - 1), n = at - b;
		unsigned char c = (unsigned char)old[b];

		while (n > 0 && strchr(" \t\n\v\f\r", old[b + n - 1]))
			n--;
		if (n && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$')) {
			strbuf_reset(func);
			strbuf_add(func, old + b, n < 80 ? n : 80);
			break;
		}
		at = b;
	}
	*floor = start;
}

static void add_range(struct strbuf *out, char sign, size_t start, size_t count)
{
	strbuf_addch(out, sign);
	strbuf_addu(out, count ? start + 1 : start);
	if (count != 1) {
		strbuf_addch(out, ',');
		strbuf_addu(out, count);
	}
}

/* The hunks of changes ch[0..nr): context, merging, headers. */
static void add_hunks(struct strbuf *out, const char *old, size_t old_len, const char *new,
		      const struct change *ch, size_t nr, int context)
{
	struct strbuf func = STRBUF_INIT;
	size_t floor = 0;
	size_t ctx = (size_t)context;

	for (size_t i = 0, j; i < nr; i = j) {
		size_t ob, oe, ol, oc, nl, nc, at;

		for (j = i + 1; j < nr && ch[j].ol - (ch[j - 1].ol + ch[j - 1].oc) <= 2 * ctx; j++)
			;
		/* context above: up to ctx lines before the first change */
		ob = ch[i].ob;
		ol = ch[i].ol;
		for (size_t k = 0; k < ctx && ob > 0; k++, ol--)
			ob = line_begin(old, ob - 1);
		oe = ch[j - 1].oe;
		oc = ch[j - 1].ol + ch[j - 1].oc - ol;
		for (size_t k = 0; k < ctx && oe < old_len; k++, oc++)
			oe = next_line(old, old_len, oe);
		nl = ch[i].nl - (ch[i].ol - ol);
		nc = oc;
		for (size_t k = i; k < j; k++)
			nc = nc + ch[k].nc - ch[k].oc;
		find_func(old, ob, &floor, &func);
		strbuf_addstr(out, "@@ ");
		add_range(out, '-', ol, oc);
		strbuf_addch(out, ' ');
		add_range(out, '+', nl, nc);
		strbuf_addstr(out, " @@");
		if (func.len) {
			strbuf_addch(out, ' ');
			strbuf_add(out, func.buf, utf8_prefix((const unsigned char *)func.buf, func.len));
		}
		strbuf_addch(out, '\n');
		at = ob;
		for (size_t k = i; k < j; k++) {
			add_lines(out, ' ', old, at, ch[k].ob);
			add_lines(out, '-', old, ch[k].ob, ch[k].oe);
			add_lines(out, '+', new, ch[k].nb, ch[k].ne);
			at = ch[k].oe;
		}
		add_lines(out, ' ', old, at, oe);
	}
	strbuf_release(&func);
}

/* The diff text p with its "index" line left out: the oracle compares the rest. */
static void add_without_index(struct strbuf *out, const char *p)
{
	const char *idx = strstr(p, "\nindex "), *hdr = strstr(p, "\n--- ");

	if (idx && hdr && idx < hdr) {
		strbuf_add(out, p, (size_t)(idx + 1 - p));
		strbuf_addstr(out, strchr(idx + 1, '\n') + 1);
	} else {
		strbuf_addstr(out, p);
	}
}

/*
 * Does the unified diff d (a file's) turn old into new: its context and
 * deleted lines as old has them, the rest of old kept, "\ No newline at end
 * of file" after a line that ends its text?
 */
static int diff_applies(const char *d, const char *old, size_t old_len, const char *new, size_t new_len)
{
	struct strbuf out = STRBUF_INIT;
	size_t at = 0, line = 1;	/* old's byte and line number */
	int ok = 1;

	for (d = strstr(d, "\n@@ -"); ok && d; d = strstr(d, "\n@@ -")) {
		unsigned long os, oc = 1;
		char *e;

		os = strtoul(d + 5, &e, 10);
		if (*e == ',')
			oc = strtoul(e + 1, &e, 10);
		if (!oc)
			os++;	/* '-5,0': nothing removed, lines inserted after line 5 */
		while (line < os && at < old_len) {	/* the lines before the hunk, kept */
			size_t n = line_len(old, at, old_len);

			strbuf_add(&out, old + at, n);
			at += n, line++;
		}
		d = strchr(d + 1, '\n');	/* the end of the "@@" line */
		while (ok && d && (d[1] == ' ' || d[1] == '-' || d[1] == '+' || d[1] == '\\')) {
			const char *s = d + 2, *nl = strchr(s, '\n');
			size_t n = nl ? (size_t)(nl + 1 - s) : strlen(s);

			if (d[1] == '\\') {
				if (out.len && out.buf[out.len - 1] == '\n')
					out.buf[--out.len] = '\0';	/* the line before ends the text */
			} else if (d[1] == '+') {
				strbuf_add(&out, s, n);
			} else {
				size_t m = at < old_len ? line_len(old, at, old_len) : 0;
				int last = nl && !strncmp(nl + 1, "\\ ", 2);	/* old's line has no '\n' */

				ok = m == n - (size_t)last && !memcmp(old + at, s, m);
				if (ok && d[1] == ' ')
					strbuf_add(&out, old + at, m);
				if (ok && last)
					nl = strchr(nl + 1, '\n');	/* its marker, read with it */
				at += m, line++;
			}
			d = nl;
		}
	}
	if (ok && at < old_len)
		strbuf_add(&out, old + at, old_len - at);
	ok = ok && out.len == new_len && !memcmp(out.buf, new, new_len);
	strbuf_release(&out);
	return ok;
}

/* The same diff by libgit2 (Myers over the whole file): the oracle. */
static void diff_by_libgit2(const struct file_edits *fe, const char *name, const struct strbuf *nb,
			    struct strbuf *out, int context)
{
	git_diff_options opts;
	git_patch *patch = NULL;
	git_buf text = { 0 };

	git_diff_options_init(&opts, GIT_DIFF_OPTIONS_VERSION);
	opts.context_lines = (uint32_t)context;
	opts.flags |= GIT_DIFF_FORCE_TEXT;
	if (git_patch_from_buffers(&patch, fe->old, fe->old_len, name, nb->buf, nb->len, name, &opts) < 0 ||
	    git_patch_to_buf(&text, patch) < 0) {
		const git_error *e = git_error_last();

		die("%s: libgit2 cannot make a diff: %s", fe->path, e ? e->message : "failed");
	}
	add_without_index(out, text.ptr);	/* "index 0000000..0000000" for buffers */
	git_buf_dispose(&text);
	git_patch_free(patch);
}

void file_edits_diff(const struct file_edits *fe, struct strbuf *out, int context, unsigned flags)
{
	struct strbuf nb = STRBUF_INIT;
	struct change *ch = NULL;
	size_t nr = 0, alloc = 0, at = 0, line = 0, start = out->len;
	long delta_lines = 0;
	const char *name, *oracle;

	file_edits_result(fe, &nb);
	if (nb.len == fe->old_len && !memcmp(nb.buf, fe->old, nb.len)) {
		strbuf_release(&nb);
		return;
	}
	/* each run of edits on the same or touching lines: one change */
	for (size_t i = 0, shift = 0; i < fe->nr;) {
		struct change c;
		size_t grow = 0, j = i, b;

		c.ob = line_begin(fe->old, fe->e[i].off);
		do {
			const struct edit *e = &fe->e[j];

			b = e->end > e->off && fe->old[e->end - 1] == '\n' ? e->end :
			    next_line(fe->old, fe->old_len, e->end);
			grow += strlen(e->text);
			grow -= e->end - e->off;
			j++;
		} while (j < fe->nr && fe->e[j].off < b);
		c.oe = b;
		line += count_lines(fe->old + at, c.ob - at);
		at = c.ob;
		c.ol = line;
		c.oc = count_lines(fe->old + c.ob, c.oe - c.ob) + (c.oe == fe->old_len && c.oe > c.ob &&
								  fe->old[c.oe - 1] != '\n');
		c.nb = c.ob + shift;
		shift += grow;	/* modulo arithmetic: a shrinking file wraps and unwraps */
		c.ne = c.oe + shift;
		c.nl = (size_t)((long)c.ol + delta_lines);
		c.nc = count_lines(nb.buf + c.nb, c.ne - c.nb) + (c.ne == nb.len && c.ne > c.nb &&
								 nb.buf[c.ne - 1] != '\n');
		delta_lines += (long)c.nc - (long)c.oc;
		trim_common(&c, fe->old, nb.buf);
		if (nr && (c.oc || c.nc) && ch[nr - 1].oe == c.ob) {	/* on the next line: one change */
			ch[nr - 1].oe = c.oe, ch[nr - 1].oc += c.oc;
			ch[nr - 1].ne = c.ne, ch[nr - 1].nc += c.nc;
		} else if (c.oc || c.nc) {
			ALLOC_GROW(ch, nr + 1, alloc);
			ch[nr++] = c;
		}
		i = j;
	}
	/* a change that keeps some of its lines: cut as git would */
	for (size_t k = 0; k < nr; k++) {
		if (ch[k].oc + ch[k].nc <= 2 || !ch[k].oc || !ch[k].nc ||
		    !shares_a_line(&ch[k], fe->old, nb.buf))
			continue;
		{
			struct change *cut = NULL, c = ch[k];
			size_t cut_nr = 0, cut_alloc = 0;

			split_change(&c, fe->old, nb.buf, fe->path, &cut, &cut_nr, &cut_alloc);
			ALLOC_GROW(ch, nr + cut_nr, alloc);
			memmove(ch + k + cut_nr, ch + k + 1, (nr - k - 1) * sizeof(*ch));
			memcpy(ch + k, cut, cut_nr * sizeof(*ch));
			nr = nr + cut_nr - 1;
			k = k + cut_nr - 1;	/* wraps and unwraps when nothing is left */
			free(cut);
		}
	}
	for (size_t k = 0; k < nr; k++)
		slide_down(&ch[k], fe->old, fe->old_len, nb.buf, nb.len, k + 1 < nr ? ch[k + 1].ob : fe->old_len);
	/* "./x.c" from a walk of "." is "x.c" to git apply and patch -p1 */
	name = fe->diff_name ? fe->diff_name : fe->path[0] == '.' && fe->path[1] == '/' ? fe->path + 2 : fe->path;
	while (*name == '/')	/* "/tmp/x.c" is "a/tmp/x.c", as git and libgit2 write it */
		name++;
	strbuf_addstr(out, "diff --git ");
	add_name(out, "a/", name);
	strbuf_addch(out, ' ');
	add_name(out, "b/", name);
	strbuf_addch(out, '\n');
	if (flags & FE_DIFF_INDEX) {	/* the real blob ids: git am -3 finds the old one */
		git_oid a, b;
		char ha[GIT_OID_HEXSZ + 1], hb[GIT_OID_HEXSZ + 1];
		struct stat st;

		git_odb_hash(&a, fe->old, fe->old_len, GIT_OBJECT_BLOB);
		git_odb_hash(&b, nb.buf, nb.len, GIT_OBJECT_BLOB);
		git_oid_tostr(ha, sizeof(ha), &a);
		git_oid_tostr(hb, sizeof(hb), &b);
		strbuf_addf(out, "index %s..%s %s\n", ha, hb,
			    !stat(fe->path, &st) && (st.st_mode & S_IXUSR) ? "100755" : "100644");
	}
	strbuf_addstr(out, "--- ");
	add_name(out, "a/", name);
	strbuf_addstr(out, "\n+++ ");
	add_name(out, "b/", name);
	strbuf_addch(out, '\n');
	add_hunks(out, fe->old, fe->old_len, nb.buf, ch, nr, context);
	oracle = getenv("FLEXFIX_DIFF_ORACLE");
	if (oracle && *oracle && strcmp(oracle, "0")) {
		struct strbuf theirs = STRBUF_INIT, ours = STRBUF_INIT;

		add_without_index(&ours, out->buf + start);
		diff_by_libgit2(fe, name, &nb, &theirs, context);
		/* xdiff of a change's lines alone may place a common line (a blank one)
		 * otherwise than xdiff of the whole file, whose line counts differ: then
		 * both must turn the old text into the new */
		if (strcmp(ours.buf, theirs.buf) &&
		    (!diff_applies(ours.buf, fe->old, fe->old_len, nb.buf, nb.len) ||
		     !diff_applies(theirs.buf, fe->old, fe->old_len, nb.buf, nb.len))) {
			fprintf(stderr, "flexfix: BUG: %s: the diff differs from libgit2's\n--- libgit2's\n%s--- flexfix's\n%s",
				fe->path, theirs.buf, ours.buf);
			abort();
		}
		strbuf_release(&theirs);
		strbuf_release(&ours);
	}
	free(ch);
	strbuf_release(&nb);
}
