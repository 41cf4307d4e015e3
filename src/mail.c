// SPDX-License-Identifier: GPL-2.0-only
/*
 * mail: fix's conversion as mails a maintainer takes (see mail.h). The
 * commit message says what changed and why, and only what is true of this
 * patch: a value change is listed only when a value changes. What flexfix
 * checked (verify) goes below the '---', where git am drops it.
 */
#include <dirent.h>
#include <errno.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "builtin.h"
#include "diag.h"
#include "inplace.h"
#include "listed.h"
#include "mail.h"
#include "maintainers.h"
#include "run.h"
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"

#define WRAP 72		/* checkpatch.pl warns past 75 */

struct series {
	const struct mail_options *o;
	const struct fix_plan *fp;
	const struct file_list *fl;
	char *name, *email;
	struct maintainers mt;
	int have_mt;
	struct strmap prefixes;		/* path -> its subject prefix */
	int git_history;		/* 0 unknown, 1 git log answers, -1 it does not */
};

/* One patch: candidates (increasing), its MAINTAINERS entry if grouped so;
 * or the C++ form of __DECLARE_FLEX_ARRAY() the others need (no candidate). */
struct mail {
	size_t *cands, nr;
	int cxx_form;
	size_t entry;			/* by_maintainer: the entry, or (size_t)-1 */
	char *subject;
	struct strbuf text;		/* message, '---' notes, diffstat and diff */
	struct strbuf to, cc;
};

/* "Name <mail>" split; -1 when it is not that. */
static int split_ident(const char *s, char **name, char **email)
{
	const char *lt = strrchr(s, '<'), *gt = lt ? strchr(lt, '>') : NULL;
	const char *end = lt;

	if (!lt || !gt || gt == lt + 1 || gt[1])
		return -1;
	while (end > s && end[-1] == ' ')
		end--;
	if (end == s)
		return -1;
	*name = xstrndup(s, (size_t)(end - s));
	*email = xstrndup(lt + 1, (size_t)(gt - lt - 1));
	return 0;
}

static char *config_string(git_config *cfg, const char *key)
{
	git_buf b = { 0 };
	char *s = NULL;

	if (cfg && !git_config_get_string_buf(&b, cfg, key) && b.size)
		s = xstrndup(b.ptr, b.size);
	git_buf_dispose(&b);
	return s;
}

/* --from, else git's author variables, else user.name and user.email (the
 * repository's configuration, then the user's): what git format-patch takes. */
static int identity(struct series *s)
{
	const char *n = getenv("GIT_AUTHOR_NAME"), *e = getenv("GIT_AUTHOR_EMAIL");
	git_repository *repo = NULL;
	git_config *cfg = NULL, *snap = NULL;

	if (s->o->from) {
		if (split_ident(s->o->from, &s->name, &s->email) < 0)
			return error("--from: '%s' is not 'Name <mail>'", s->o->from);
		return 0;
	}
	if (n && *n && e && *e) {
		s->name = xstrdup(n);
		s->email = xstrdup(e);
		return 0;
	}
	if (s->o->root && !git_repository_open_ext(&repo, s->o->root, 0, NULL))
		git_repository_config_snapshot(&snap, repo);
	else if (!git_config_open_default(&cfg))
		git_config_snapshot(&snap, cfg);
	s->name = config_string(snap, "user.name");
	s->email = config_string(snap, "user.email");
	git_config_free(snap);
	git_config_free(cfg);
	git_repository_free(repo);
	if (!s->name || !s->email)
		return error("--format-patch: who is the author? give --from='Name <mail>' or set git config "
			     "user.name and user.email");
	return 0;
}

/* The length of a subject's prefix: "scsi: megaraid_sas: " of "scsi:
 * megaraid_sas: Fix x"; 0 when it has none. */
static size_t prefix_len(const char *s, size_t n)
{
	size_t i = 0, end = 0;

	for (;;) {
		size_t j = i;

		while (j < n && s[j] != ':' && s[j] != ' ')
			j++;
		if (j == i || j + 1 >= n || s[j] != ':' || s[j + 1] != ' ')
			return end;
		end = i = j + 2;
	}
}

/*
 * The prefix most used in the last 100 subjects of the path's history
 * (ties: the most recent), or NULL. A tree-wide prefix says nothing about
 * the file; reverts and merges are not the file's convention either.
 */
static char *prefix_from_history(struct series *s, const char *path)
{
	const char *argv[] = { "git", "-C", s->o->root, "log", "--no-merges", "-n", "100", "--format=%s", "--", path, NULL };
	struct strbuf out = STRBUF_INIT;
	const char *best = NULL, *p;
	size_t best_len = 0, best_n = 0;
	char *r = NULL;

	if (s->git_history < 0 || run_capture(argv, &out) < 0) {
		s->git_history = -1;	/* not a git work tree, or no git: asked once */
		strbuf_release(&out);
		return NULL;
	}
	s->git_history = 1;
	for (p = out.buf; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
		size_t len = prefix_len(p, strcspn(p, "\n")), n = 0;

		if (!len || !strncmp(p, "treewide: ", 10))
			continue;
		for (const char *q = out.buf; *q; q = strchr(q, '\n') ? strchr(q, '\n') + 1 : q + strlen(q))
			n += prefix_len(q, strcspn(q, "\n")) == len && !strncmp(q, p, len);
		if (n > best_n) {
			best = p;
			best_len = len;
			best_n = n;
		}
	}
	if (best)
		r = xstrndup(best, best_len);
	strbuf_release(&out);
	return r;
}

/*
 * "scsi: aacraid: " from drivers/scsi/aacraid/aacraid.h, "hpfs: " from
 * fs/hpfs/hpfs.h; with unit (a file's own entry), the unit in place of the
 * last directory: "scsi: mvumi: " for drivers/scsi/mvumi.h, "ethtool: " for
 * include/linux/ethtool.h.
 */
static void prefix_from_path(const char *path, const char *unit, struct strbuf *sb)
{
	char *p = xstrdup(path[0] == '.' && path[1] == '/' ? path + 2 : path), *last = strrchr(p, '/');
	char *first, *save = NULL;

	if (!last) {
		if (unit)
			strbuf_addf(sb, "%s: ", unit);
		free(p);
		return;
	}
	*last = '\0';
	last = strrchr(p, '/');
	first = strtok_r(p, "/", &save);
	if (first && !strcmp(first, "drivers"))
		first = strtok_r(NULL, "/", &save);
	else if (first && (!strcmp(first, "fs") || !strcmp(first, "include") || !strcmp(first, "arch")))
		first = NULL;	/* fs/hpfs: the driver alone */
	if (first)
		strbuf_addf(sb, "%s: ", first);
	if (unit) {
		if (!first || strcmp(unit, first))
			strbuf_addf(sb, "%s: ", unit);
	} else if (last && (!first || strcmp(last + 1, first)))
		strbuf_addf(sb, "%s: ", last + 1);
	else if (!last && !first)
		strbuf_addf(sb, "%s: ", p);
	free(p);
}

/* The most specific MAINTAINERS entry of path (not the catch-all), or -1. */
static long entry_of(const struct series *s, const char *path, const char **pattern)
{
	struct maintainers_match *m;
	size_t n = s->have_mt ? maintainers_find(&s->mt, path, &m) : 0;
	long e = -1;

	if (n && m[0].depth >= 0) {
		e = (long)m[0].entry;
		if (pattern)
			*pattern = m[0].pattern;
	}
	if (s->have_mt)
		free(m);
	return e;
}

/*
 * Without history: the directory the file's MAINTAINERS entry covers read
 * as a path (a file pattern: the entry's first directory; none: the file's
 * name is the unit); without an entry, the file's own path.
 */
static void prefix_from_maintainers(const struct series *s, const char *path, struct strbuf *sb)
{
	const char *pattern = NULL, *dir = NULL, *base = strrchr(path, '/');
	long e = entry_of(s, path, &pattern);
	struct strbuf d = STRBUF_INIT;

	/* the pattern that matched names a directory: a trailing '/', or the path goes on below it */
	if (e >= 0 && pattern && !strpbrk(pattern, "*?[") &&
	    (pattern[strlen(pattern) - 1] == '/' || path[strlen(pattern)] == '/'))
		dir = pattern;
	/* else the entry's code directory: not its documentation, tools or headers */
	for (size_t k = 0; e >= 0 && !dir && k < s->mt.e[e].nr_tag; k++) {
		const char *t = s->mt.e[e].tag[k];

		if (t[0] == 'F' && t[1] != '*' && !strpbrk(t + 1, "*?[") && t[strlen(t) - 1] == '/' &&
		    strncmp(t + 1, "Documentation/", 14) && strncmp(t + 1, "tools/", 6) &&
		    strncmp(t + 1, "samples/", 8) && strncmp(t + 1, "include/", 8))
			dir = t + 1;
	}
	if (dir) {
		strbuf_addstr(&d, dir);
		if (d.buf[d.len - 1] != '/')
			strbuf_addch(&d, '/');
		strbuf_addch(&d, 'x');	/* a file in it */
		prefix_from_path(d.buf, NULL, sb);
	} else if (e >= 0 || !strncmp(path, "include/", 8)) {
		/* a file of its own, or a shared header: its name ("ethtool: ") */
		strbuf_add(&d, base ? base + 1 : path, strcspn(base ? base + 1 : path, "."));
		prefix_from_path(path, d.buf, sb);
	} else {
		prefix_from_path(path, NULL, sb);
	}
	strbuf_release(&d);
}

static const char *subject_prefix(struct series *s, const char *path)
{
	struct strmap_entry *me;
	int added;
	char *p = NULL;

	if ((me = strmap_find(&s->prefixes, path)))
		return me->value;
	if (s->o->root) {
		p = prefix_from_history(s, path);
		if (!p && s->git_history > 0) {	/* a new file: its directory's history */
			char *dir = xstrdup(path), *sl = strrchr(dir, '/');

			if (sl) {
				sl[1] = '\0';
				p = prefix_from_history(s, dir);
			}
			free(dir);
		}
	}
	if (!p) {
		struct strbuf sb = STRBUF_INIT;

		prefix_from_maintainers(s, path, &sb);
		p = strbuf_detach(&sb);
	}
	me = strmap_put(&s->prefixes, xstrdup(path), &added);
	me->value = p;
	return p;
}

/* Appends text wrapped at width columns; "\n" ends a paragraph line, lines
 * that start with a blank (lists, code) are kept as they are. */
static void add_wrapped(struct strbuf *sb, const char *text, size_t width)
{
	while (*text) {
		size_t line = strcspn(text, "\n"), col = 0;

		if (*text == ' ') {
			strbuf_add(sb, text, line);
		} else {
			for (size_t i = 0; i < line;) {
				size_t w = i;

				while (w < line && text[w] != ' ')
					w++;
				if (col && col + 1 + (w - i) > width) {
					strbuf_addch(sb, '\n');
					col = 0;
				} else if (col) {
					strbuf_addch(sb, ' ');
					col++;
				}
				strbuf_add(sb, text + i, w - i);
				col += w - i;
				i = w;
				while (i < line && text[i] == ' ')
					i++;
			}
		}
		strbuf_addch(sb, '\n');
		text += line + (text[line] == '\n');
	}
}

static const char *path_of(const struct series *s, uint32_t file)
{
	const char *p = s->o->canon && s->o->canon[file] ? s->o->canon[file] : s->fl->path[file];

	return p[0] == '.' && p[1] == '/' ? p + 2 : p;
}

/* The uses of kind k of candidate c, one "  path:line: expression" each, under a heading. */
static void list_uses(const struct series *s, size_t c, int k, int k2, const char *heading, struct strbuf *msg)
{
	const struct fix_plan *fp = s->fp;
	int first = 1;

	for (uint32_t i = fp->us.target_start[c]; i < fp->us.target_start[c + 1]; i++) {
		const struct use *x = &fp->us.u[fp->us.by_target[i]];
		const char *rewritten;

		if (x->target != c || (x->kind != k && x->kind != k2))
			continue;
		if (first) {
			strbuf_addch(msg, '\n');
			strbuf_addstr(msg, heading);
			strbuf_addch(msg, '\n');
		}
		first = 0;
		strbuf_addf(msg, "  %s:%u: %s", path_of(s, x->file), x->line, x->what);
		rewritten = x->kind == U_SIZE_REWRITE ? fix_rewrite_of(fp, x) : NULL;
		if (rewritten && !*rewritten) {
			strbuf_addstr(msg, ": the count's '- 1' dropped");
		} else if (rewritten) {
			/* one line: checkpatch lets a line starting 'path:' pass 75 columns */
			strbuf_addstr(msg, " -> ");
			strbuf_add_squeezed(msg, rewritten, strlen(rewritten));
		}
		strbuf_addch(msg, '\n');
	}
}

/* "struct s", a typedef's name, the struct an anonymous member is in */
static const char *struct_name(const struct use_target *t, struct strbuf *sb)
{
	strbuf_reset(sb);
	if (!strstr(t->record, "<anonymous>"))
		strbuf_addstr(sb, t->record);
	else if (t->typedef_name)
		strbuf_addstr(sb, t->typedef_name);
	else if (t->tag)
		strbuf_addf(sb, "%s %s", t->tag_kw ? t->tag_kw : "struct", t->tag);
	else
		return NULL;	/* a member of an anonymous type: the array is named instead */
	return sb->buf;
}

/* One record (a union's members, a struct's); members of anonymous types: one file. */
static int same_struct(const struct use_target *a, const struct use_target *b)
{
	struct strbuf na = STRBUF_INIT, nb = STRBUF_INIT;
	int same = a->res_file == b->res_file;

	if (same && struct_name(a, &na) && struct_name(b, &nb))
		same = a->rec_line == b->rec_line && !strcmp(na.buf, nb.buf);
	else if (same)
		same = !struct_name(a, &na) && !struct_name(b, &nb);
	strbuf_release(&na);
	strbuf_release(&nb);
	return same;
}

/* What this patch does to candidate c, as paragraphs to wrap. */
static void describe(const struct series *s, size_t c, int again, struct strbuf *msg)
{
	const struct candidate *cd = &s->fp->cand[c];
	const struct use_target *t = cd->t;
	struct strbuf nm = STRBUF_INIT;
	const char *name = struct_name(t, &nm);

	if (!name)
		name = "an anonymous struct";
	if (t->kind == K_ZERO_LENGTH_NOT_LAST) {
		strbuf_addf(msg, "The zero-length array '%s' is not the last member of %s: the members after it "
			    "overlap its elements, which is undefined behaviour. Move it to the end as a flexible "
			    "array member, so the compiler rejects a member after it.\n", t->member, name);
		goto out;
	}
	if (again)	/* the previous array's struct, the same kind */
		strbuf_addf(msg, "Likewise the %s array '%s'.\n", t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length",
			    t->member);
	else
		strbuf_addf(msg, "Replace the %s array '%s' in %s with a flexible array member: the older style "
			    "is deprecated, it defeats bounds checking (-fstrict-flex-arrays, FORTIFY_SOURCE, "
			    "UBSAN_BOUNDS)%s.\n", t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length", t->member, name,
			    t->kind == K_ONE_ELEMENT ? " and every size computed from it has to remember 'count - 1'" : "");
	if (cd->as_union && t->uapi) {
		strbuf_addf(msg, "\nThe header is UAPI: user space keeps '%s[1]' and the struct's size, in a union "
			    "with the flexible array member '%s_flex' that the kernel's uses now index.\n",
			    t->member, t->member);
		goto out;
	}
	if (cd->as_union) {
		strbuf_addf(msg, "\nThe one element stays, as '%s' in a union with the flexible array, so the size of "
			    "%s does not change and no size computed from it changes value", cd->placeholder ? cd->placeholder : "?",
			    name);
		if (cd->union_why)
			strbuf_addf(msg, " (%s%s%s)", cd->union_why, cd->union_use ? ": " : "",
				    cd->union_use ? cd->union_use->what : "");
		strbuf_addstr(msg, ".\n");
		goto out;
	}
	if (t->kind == K_ZERO_LENGTH && !again)
		strbuf_addf(msg, "\nA zero-length array and a flexible array member have the same size and "
			    "offset: the size of %s does not change.\n", name);
	if (cd->nr_rewrites)
		list_uses(s, c, U_SIZE_REWRITE, U_SIZE_REWRITE,
			  "Size expressions rewritten (struct_size() counts the elements exactly, offsetof() the "
			  "bytes before the array):", msg);
	if (t->kind == K_ONE_ELEMENT)
		list_uses(s, c, U_SIZE_CHANGES, U_SIZE_BLOCKS, LISTED_HEADING, msg);
	list_uses(s, c, U_MINUS_ONE_KEPT, U_MINUS_ONE_KEPT,
		  "These '- 1' counts are left as written (right when they count the elements after the "
		  "first); review them:", msg);
out:
	strbuf_release(&nm);
}

/* The file a patch is named after: its first struct's, or the macro's */
static const char *mail_path(const struct series *s, const struct mail *m)
{
	return path_of(s, m->cxx_form ? s->fp->cxx_form.file : s->fp->cand[m->cands[0]].t->res_file);
}

static void make_subject(struct series *s, struct mail *m)
{
	const struct use_target *t = m->nr ? s->fp->cand[m->cands[0]].t : NULL;
	struct strbuf sb = STRBUF_INIT;
	struct strbuf nm = STRBUF_INIT;
	int kinds = 0;

	strbuf_addstr(&sb, subject_prefix(s, mail_path(s, m)));
	if (m->cxx_form) {
		strbuf_addstr(&sb, "Give __DECLARE_FLEX_ARRAY() a C++ form");
		m->subject = strbuf_detach(&sb);
		return;
	}
	for (size_t k = 0; k < m->nr; k++)
		kinds |= 1 << s->fp->cand[m->cands[k]].t->kind;
	if (m->nr == 1 && t->kind == K_ZERO_LENGTH_NOT_LAST)
		strbuf_addf(&sb, "Move zero-length array '%s' to the end of %s", t->member,
			    struct_name(t, &nm) ? nm.buf : "its struct");
	else if (m->nr == 1 && struct_name(t, &nm))
		strbuf_addf(&sb, "Replace %s array with flexible-array member in %s",
			    t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length", nm.buf);
	else if (m->nr == 1)	/* a member of an anonymous type: the array by its name */
		strbuf_addf(&sb, "Replace %s array '%s' with flexible-array member",
			    t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length", t->member);
	else if (kinds == 1 << K_ONE_ELEMENT || kinds == 1 << K_ZERO_LENGTH)
		strbuf_addf(&sb, "Replace %s arrays with flexible-array members",
			    kinds == 1 << K_ONE_ELEMENT ? "one-element" : "zero-length");
	else
		strbuf_addstr(&sb, "Replace fake flexible arrays with flexible-array members");
	if (m->nr > 1 && m->entry == (size_t)-1) {	/* one struct's, or one file's */
		const char *base = strrchr(path_of(s, t->res_file), '/');

		if (struct_name(t, &nm))
			strbuf_addf(&sb, " in %s", nm.buf);
		else
			strbuf_addf(&sb, " in %s", base ? base + 1 : path_of(s, t->res_file));
	}
	strbuf_release(&nm);
	m->subject = strbuf_detach(&sb);
}

/* Is the address (len bytes of a) one of the list's already? */
static int has_address(const struct strbuf *list, const char *a, size_t len)
{
	for (const char *p = list->buf; p && *p; p = strstr(p, ",\n    ") ? strstr(p, ",\n    ") + 6 : NULL)
		if (!strncmp(p, a, len) && (!p[len] || p[len] == ','))
			return 1;
	return 0;
}

/* Addresses of tag letter 'tag' of the entries covering path, each once, into out ("a, b"). */
static void add_addresses(const struct series *s, const char *path, const char *tags, int catch_all,
			  struct strbuf *out)
{
	struct maintainers_match *mm;
	size_t n = maintainers_find(&s->mt, path, &mm);

	for (size_t i = 0; i < n; i++) {
		const struct maintainers_entry *e = &s->mt.e[mm[i].entry];

		if ((mm[i].depth < 0) != catch_all)
			continue;
		for (size_t k = 0; k < e->nr_tag; k++) {
			const char *a = e->tag[k] + 1;
			size_t len = strlen(a);

			if (!strchr(tags, e->tag[k][0]) || !strchr(a, '@'))
				continue;
			if (strchr(a, '(') && a[len - 1] == ')')	/* "list (moderated)" */
				len = (size_t)(strchr(a, '(') - a);
			while (len && a[len - 1] == ' ')
				len--;
			if (has_address(out, a, len))
				continue;
			if (out->len)
				strbuf_addstr(out, ",\n    ");
			strbuf_add(out, a, len);
		}
	}
	free(mm);
}

/* To: the maintainers (M:) of every entry but the catch-all; Cc: reviewers
 * (R:) and lists (L:), the catch-all's list last. */
static void addresses(const struct series *s, struct mail *m)
{
	for (size_t k = 0; k < m->nr + m->cxx_form; k++) {
		const char *path = k < m->nr ? path_of(s, s->fp->cand[m->cands[k]].t->res_file) : mail_path(s, m);

		add_addresses(s, path, "M", 0, &m->to);
		add_addresses(s, path, "RL", 0, &m->cc);
		add_addresses(s, path, "L", 1, &m->cc);
	}
	if (!m->to.len)		/* nobody maintains it: to the lists */
		strbuf_swap(&m->to, &m->cc);
}

/* git's --stat: names padded to the longest, bars scaled to fit 72 columns. */
static void diffstat(const char *diff, struct strbuf *out)
{
	struct row { char *file; size_t add, del; } *rows = NULL;
	size_t nr = 0, alloc = 0, tadd = 0, tdel = 0, name_w = 0, most = 0, count_w = 1, bar_w;
	const char *p = diff;

	for (; *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : p + strlen(p)) {
		size_t len = strcspn(p, "\n");

		if (!strncmp(p, "+++ b/", 6)) {
			ALLOC_GROW(rows, nr + 1, alloc);
			rows[nr].file = xstrndup(p + 6, len - 6);
			rows[nr].add = rows[nr].del = 0;
			name_w = len - 6 > name_w ? len - 6 : name_w;
			nr++;
		} else if (nr && *p == '+' && strncmp(p, "+++ ", 4)) {
			rows[nr - 1].add++;
		} else if (nr && *p == '-' && strncmp(p, "--- ", 4)) {
			rows[nr - 1].del++;
		}
	}
	for (size_t k = 0; k < nr; k++) {
		most = rows[k].add + rows[k].del > most ? rows[k].add + rows[k].del : most;
		tadd += rows[k].add;
		tdel += rows[k].del;
	}
	for (size_t m = most; m >= 10; m /= 10)
		count_w++;
	bar_w = name_w + count_w + 5 < 72 - 10 ? 72 - (name_w + count_w + 5) : 10;
	for (size_t k = 0; k < nr; k++) {
		size_t a = rows[k].add, d = rows[k].del;

		if (most > bar_w) {	/* scaled; a change is never drawn as nothing */
			a = a ? (a * bar_w + most - 1) / most : 0;
			d = d ? (d * bar_w + most - 1) / most : 0;
		}
		strbuf_addf(out, " %-*s | %*zu ", (int)name_w, rows[k].file, (int)count_w, rows[k].add + rows[k].del);
		for (size_t i = 0; i < a; i++)
			strbuf_addch(out, '+');
		for (size_t i = 0; i < d; i++)
			strbuf_addch(out, '-');
		strbuf_addch(out, '\n');
		free(rows[k].file);
	}
	strbuf_addf(out, " %zu file%s changed, %zu insertion%s(+), %zu deletion%s(-)\n", nr, nr == 1 ? "" : "s",
		    tadd, tadd == 1 ? "" : "s", tdel, tdel == 1 ? "" : "s");
	free(rows);
}

static void make_text(struct series *s, struct mail *m)
{
	struct strbuf msg = STRBUF_INIT, diff = STRBUF_INIT;
	size_t users = m->cxx_form ? fix_plan_cxx_form_users(s->fp) : 0;

	if (m->cxx_form)
		strbuf_addf(&msg, "__DECLARE_FLEX_ARRAY() puts an empty struct before the array so that a flexible "
			    "array can be a union's member or a struct's only one. C gives an empty struct no bytes, "
			    "C++ gives it one: an array written with the macro would move (and its struct grow) for "
			    "C++ programs that include these headers. Under C++ the macro now declares 'TYPE NAME[0]' "
			    "(g++ and clang++ take a zero-length array as an extension), the layout those programs "
			    "had; arrays the headers already write with the macro get the place C gives them."
			    "\n\nThe patches after this one write %zu UAPI array%s with the macro.\n",
			    users, users == 1 ? "" : "s");
	for (size_t k = 0; k < m->nr; k++) {
		const struct use_target *t = s->fp->cand[m->cands[k]].t, *prev = k ? s->fp->cand[m->cands[k - 1]].t : NULL;
		int again = prev && prev->kind == t->kind && t->kind != K_ZERO_LENGTH_NOT_LAST && same_struct(prev, t);

		if (k)
			strbuf_addch(&msg, '\n');
		describe(s, m->cands[k], again, &msg);
	}
	if (fix_plan_needs_cxx_form(s->fp, m->cands, m->nr))
		strbuf_addstr(&msg, "\n__DECLARE_FLEX_ARRAY() is given its C++ form first, in an earlier patch of "
			      "this series: with the C form the array would move for C++ users of this header.\n");
	add_wrapped(&m->text, msg.buf, WRAP);
	if (s->o->signoff)
		strbuf_addf(&m->text, "\nSigned-off-by: %s <%s>\n", s->name, s->email);
	strbuf_addstr(&m->text, "---\n");
	strbuf_reset(&msg);
	strbuf_addf(&msg, "Made with flexfix %s (fix).", FLEXFIX_VERSION);
	if (s->o->verified)
		strbuf_addf(&msg, " %s", s->o->verified);
	if (m->cxx_form)	/* its rule wants a body in parentheses, which a declaration cannot take */
		strbuf_addstr(&msg, " checkpatch.pl says \"Macros with complex values should be enclosed in "
			      "parentheses\" of the C++ form: it declares a member, which parentheses would not let "
			      "compile.");
	strbuf_addch(&msg, '\n');
	add_wrapped(&m->text, msg.buf, WRAP);
	strbuf_addch(&m->text, '\n');
	fix_plan_diff(s->fp, m->cands, m->nr, m->cxx_form ? FIX_EDITS_CXX_FORM : FIX_EDITS_OWN, &diff, FE_DIFF_INDEX);
	diffstat(diff.buf, &m->text);
	strbuf_addch(&m->text, '\n');
	strbuf_add(&m->text, diff.buf, diff.len);
	strbuf_release(&msg);
	strbuf_release(&diff);
}

static void add_headers(struct strbuf *out, const struct series *s, const char *date, const char *subject,
			const struct strbuf *to, const struct strbuf *cc)
{
	strbuf_addf(out, "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
		    "From: %s <%s>\nDate: %s\nSubject: %s\n", s->name, s->email, date, subject);
	if (to->len)
		strbuf_addf(out, "To: %s\n", to->buf);
	if (cc->len)
		strbuf_addf(out, "Cc: %s\n", cc->buf);
	strbuf_addch(out, '\n');
}

/* A folder that is new or empty: an earlier run's patches would mix with these. */
static int empty_folder(const char *dir)
{
	DIR *d;
	struct dirent *de;
	int used = 0;

	if (mkdir(dir, 0777) < 0 && errno != EEXIST)
		return error("%s: %s", dir, strerror(errno));
	if (!(d = opendir(dir)))
		return error("%s: %s", dir, strerror(errno));
	while (!used && (de = readdir(d)))
		used = strcmp(de->d_name, ".") && strcmp(de->d_name, "..");
	closedir(d);
	if (used)
		return error("%s: not empty (an earlier run's patches would mix with these): give an empty "
			     "or new folder", dir);
	return 0;
}

/* The patches, in the order of their first struct. */
static size_t group(struct series *s, struct mail **out)
{
	struct mail *m = NULL;
	size_t nr = 0, alloc = 0;

	/* first, the macro's C++ form, when a patch after it writes a UAPI array with the macro */
	if (fix_plan_cxx_form_users(s->fp)) {
		ALLOC_GROW(m, nr + 1, alloc);
		memset(&m[nr], 0, sizeof(m[nr]));
		m[nr].entry = (size_t)-1;
		m[nr++].cxx_form = 1;
	}
	for (size_t c = 0; c < s->fp->nr_cand; c++) {
		long e = -1;
		size_t k = nr;

		if (!s->fp->cand[c].converted)
			continue;
		if (s->o->by_maintainer)
			e = entry_of(s, path_of(s, s->fp->cand[c].t->res_file), NULL);
		if (e >= 0)
			for (k = 0; k < nr && (m[k].cxx_form || m[k].entry != (size_t)e); k++)
				;
		else	/* the arrays of one struct (of one file's anonymous types) go together */
			for (k = 0; k < nr && (m[k].cxx_form || !same_struct(s->fp->cand[m[k].cands[0]].t,
									 s->fp->cand[c].t)); k++)
				;
		if (k == nr) {
			ALLOC_GROW(m, nr + 1, alloc);
			memset(&m[nr], 0, sizeof(m[nr]));
			m[nr].entry = (size_t)e;
			nr++;
		}
		m[k].cands = xrealloc_array(m[k].cands, m[k].nr + 1, sizeof(*m[k].cands));
		m[k].cands[m[k].nr++] = c;
	}
	*out = m;
	return nr;
}

static void cover_letter(struct series *s, struct mail *m, size_t nr, const char *date, struct strbuf *out)
{
	struct strbuf msg = STRBUF_INIT, diff = STRBUF_INIT, subject = STRBUF_INIT, to = STRBUF_INIT, cc = STRBUF_INIT;
	size_t counts[3] = { 0 }, refused = 0, nr_all = 0, *all;
	const char *prefix = NULL;

	for (size_t c = 0; c < s->fp->nr_cand; c++) {
		const struct candidate *cd = &s->fp->cand[c];

		if (cd->converted)
			counts[cd->t->kind == K_ZERO_LENGTH_NOT_LAST ? 2 : cd->as_union]++;
		else
			refused += cd->t->in_scope;
	}
	/* one prefix for the series when every patch has it */
	for (size_t k = 0; k < nr; k++) {
		const char *p = subject_prefix(s, mail_path(s, &m[k]));

		prefix = !k || (prefix && !strcmp(prefix, p)) ? p : NULL;
	}
	strbuf_addf(&subject, "[PATCH 0/%zu] %sReplace fake flexible arrays with flexible-array members", nr,
		    prefix ? prefix : "");
	for (size_t k = 0; k < nr; k++) {
		if (m[k].to.len)
			strbuf_addf(&to, "%s%s", to.len ? ",\n    " : "", m[k].to.buf);
		if (m[k].cc.len)
			strbuf_addf(&cc, "%s%s", cc.len ? ",\n    " : "", m[k].cc.buf);
	}
	add_headers(out, s, date, subject.buf, &to, &cc);
	strbuf_addf(&msg, "This series replaces %zu zero-length and one-element arrays with flexible array "
		    "members, as C99 spells them, so that the compiler's bounds checking "
		    "(-fstrict-flex-arrays, FORTIFY_SOURCE, UBSAN_BOUNDS) sees their real size.\n\n",
		    counts[0] + counts[1] + counts[2]);
	if (counts[0])
		strbuf_addf(&msg, "  %zu converted to '[]', their size expressions rewritten or listed\n",
			    counts[0]);
	if (counts[1])
		strbuf_addf(&msg, "  %zu kept in a union with their one element: the size stays\n",
			    counts[1]);
	if (counts[2])
		strbuf_addf(&msg, "  %zu zero-length arrays moved to the end of their struct\n", counts[2]);
	if (refused) {	/* why, by reason, most frequent first (flexfix fix's notes say where) */
		const char **why = xmalloc(refused * sizeof(*why));
		size_t nr_why = 0, *n = xcalloc(refused, sizeof(*n));

		for (size_t c = 0; c < s->fp->nr_cand; c++) {
			const char *w;
			size_t k = 0;

			if (s->fp->cand[c].converted || !s->fp->cand[c].t->in_scope)
				continue;
			w = fix_refusal_class(&s->fp->cand[c]);
			while (k < nr_why && strcmp(why[k], w))
				k++;
			if (k == nr_why)
				why[nr_why++] = w;
			n[k]++;
		}
		strbuf_addf(&msg, "\n%zu other array%s under the same paths %s not converted here:", refused,
			    refused == 1 ? "" : "s", refused == 1 ? "is" : "are");
		for (size_t done = 0; done < nr_why; done++) {
			size_t best = 0;

			for (size_t k = 1; k < nr_why; k++)
				if (n[k] > n[best])
					best = k;
			strbuf_addf(&msg, "%s %s (%zu)", done ? ";" : "", why[best], n[best]);
			n[best] = 0;
		}
		strbuf_addstr(&msg, ".\n");
		free(why);
		free(n);
	}
	strbuf_addf(&msg, "\nMade with flexfix %s (fix --format-patch --cover-letter).", FLEXFIX_VERSION);
	if (s->o->verified)
		strbuf_addf(&msg, " %s", s->o->verified);
	else
		strbuf_addstr(&msg, " The series was not built by flexfix (fix --verify was not given).");
	strbuf_addch(&msg, '\n');
	add_wrapped(out, msg.buf, WRAP);
	strbuf_addf(out, "\n%s (%zu):\n", s->name, nr);
	for (size_t k = 0; k < nr; k++) {
		/* shortlog's: wrapped, continuation lines under the first */
		strbuf_reset(&msg);
		add_wrapped(&msg, m[k].subject, WRAP - 4);
		for (const char *p = msg.buf; *p;) {
			size_t line = strcspn(p, "\n");

			strbuf_addf(out, "%s%.*s\n", p == msg.buf ? "  " : "    ", (int)line, p);
			p += line + (p[line] == '\n');
		}
	}
	for (size_t k = 0; k < nr; k++)
		nr_all += m[k].nr;
	all = xmalloc((nr_all + 1) * sizeof(*all));
	nr_all = 0;
	for (size_t c = 0; c < s->fp->nr_cand; c++)
		if (s->fp->cand[c].converted)
			all[nr_all++] = c;
	fix_plan_diff(s->fp, all, nr_all, FIX_EDITS_ALL, &diff, 0);
	strbuf_addch(out, '\n');
	diffstat(diff.buf, out);
	strbuf_addf(out, "\n-- \nflexfix %s\n\n", FLEXFIX_VERSION);
	free(all);
	strbuf_release(&msg);
	strbuf_release(&diff);
	strbuf_release(&subject);
	strbuf_release(&to);
	strbuf_release(&cc);
}

/* A file name from a subject, as git format-patch makes it. */
static void file_name(struct strbuf *sb, const char *dir, size_t n, const char *subject)
{
	int dash = 0;

	strbuf_addf(sb, "%s/%04zu-", dir, n);
	for (const char *p = subject; *p && sb->len < strlen(dir) + 6 + 52; p++) {
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_' ||
		    *p == '.') {
			if (dash && sb->buf[sb->len - 1] != '-')
				strbuf_addch(sb, '-');
			strbuf_addch(sb, *p);
			dash = 0;
		} else {
			dash = 1;
		}
	}
	while (sb->buf[sb->len - 1] == '.' || sb->buf[sb->len - 1] == '-')
		sb->buf[--sb->len] = '\0';
	strbuf_addstr(sb, ".patch");
}

/* One mail written (its path kept in written[] to remove on a later failure); path released. */
static int write_mail(struct strbuf *path, const struct strbuf *text, char **written, size_t *nr_written)
{
	int r = write_new_file(path->buf, text->buf, text->len);

	if (!r)
		written[(*nr_written)++] = strbuf_detach(path);
	strbuf_release(path);
	return r < 0 ? -1 : 0;
}

int mail_write_series(const struct fix_plan *fp, const struct file_list *fl, const struct mail_options *o)
{
	struct series s = { .o = o, .fp = fp, .fl = fl, .prefixes = STRMAP_INIT };
	struct mail *m = NULL;
	size_t nr = 0, nr_written = 0;
	char date[64], **written = NULL;
	time_t now = time(NULL);
	int ret = 0;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S %z", localtime(&now));
	if (identity(&s) < 0 || empty_folder(o->dir) < 0) {
		ret = -1;
		goto out;
	}
	s.have_mt = o->root && maintainers_load(&s.mt, o->root) > 0;
	if (o->by_maintainer && !s.have_mt) {
		ret = error("--group=maintainer: no MAINTAINERS file at the project's top (%s)",
			    o->root ? o->root : "no project root");
		goto out;
	}
	nr = group(&s, &m);
	written = xmalloc((nr + 2) * sizeof(*written));
	for (size_t k = 0; k < nr; k++) {
		make_subject(&s, &m[k]);
		make_text(&s, &m[k]);
		if (o->by_maintainer)
			addresses(&s, &m[k]);
	}
	if (o->cover_letter && nr) {
		struct strbuf text = STRBUF_INIT, path = STRBUF_INIT;

		cover_letter(&s, m, nr, date, &text);
		strbuf_addf(&path, "%s/0000-cover-letter.patch", o->dir);
		ret = write_mail(&path, &text, written, &nr_written);
		strbuf_release(&text);
	}
	for (size_t k = 0; k < nr && !ret; k++) {
		struct strbuf text = STRBUF_INIT, path = STRBUF_INIT, subject = STRBUF_INIT;

		if (nr > 1 || o->cover_letter)
			strbuf_addf(&subject, "[PATCH %zu/%zu] %s", k + 1, nr, m[k].subject);
		else
			strbuf_addf(&subject, "[PATCH] %s", m[k].subject);
		add_headers(&text, &s, date, subject.buf, &m[k].to, &m[k].cc);
		strbuf_add(&text, m[k].text.buf, m[k].text.len);
		strbuf_addf(&text, "-- \nflexfix %s\n\n", FLEXFIX_VERSION);
		file_name(&path, o->dir, k + 1, m[k].subject);
		ret = write_mail(&path, &text, written, &nr_written);
		strbuf_release(&text);
		strbuf_release(&subject);
	}
	/* all or none: a series with a hole would apply without an error */
	for (size_t k = 0; k < nr_written; k++) {
		if (ret < 0)
			unlink(written[k]);
		free(written[k]);
	}
	if (ret < 0 && nr_written)
		error(nr_written == 1 ? "%s: the %zu patch written before the failure was removed" :
				        "%s: the %zu patches written before the failure were removed", o->dir, nr_written);
out:
	for (size_t k = 0; k < nr; k++) {
		free(m[k].cands);
		free(m[k].subject);
		strbuf_release(&m[k].text);
		strbuf_release(&m[k].to);
		strbuf_release(&m[k].cc);
	}
	free(m);
	free(written);
	for (size_t i = 0; i < s.prefixes.size; i++)
		if (s.prefixes.e[i].key) {
			free((char *)s.prefixes.e[i].key);
			free(s.prefixes.e[i].value);
		}
	strmap_release(&s.prefixes);
	if (s.have_mt)
		maintainers_release(&s.mt);
	free(s.name);
	free(s.email);
	return ret;
}
