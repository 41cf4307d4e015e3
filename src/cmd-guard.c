// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix guard: check a patch for new fake flexible arrays. Each touched
 * file is looked at before and after the patch (whole files from the tree or
 * from git when they are at hand, else what the hunks show), both images
 * go through the scan pipeline, and findings are compared by struct and
 * member, never by line: what the post-image has and the pre-image had not
 * is added, the reverse is removed.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "baseline.h"
#include "builtin.h"
#include "options.h"
#include "engine.h"
#include "patch.h"
#include "run.h"
#include "strbuf.h"
#include "treepath.h"
#include "uses.h"
#include "vec.h"

static const char guard_head[] =
"usage: flexfix guard [options] [patch...]\n"
"\n"
"Check a unified diff (git diff, diff -u, git format-patch mailbox, quilt series\n"
"directory or 'series' file; stdin when no patch is named) for what it adds:\n"
"trailing [0] and [1] arrays, members after a trailing array, flexible structs\n"
"embedded before other members or used as array elements, size computations\n"
"that count a one-element array's element (n - 1). Lines point at the\n"
"post-image; a summary of what is added and removed goes to stderr.\n"
"\n";

enum { O_TREE = 256, O_NO_TREE, O_REV, O_STRICT, O_BASELINE, O_FORMAT, O_UAPI, O_ALLOW_EMPTY };

static const struct opt guard_opts[] = {
	{ "tree", 0, "DIR", O_TREE,
	  "read whole files from DIR (default: the git work tree\n"
	  "around the current directory, if any)" },
	{ "no-tree", 0, NULL, O_NO_TREE,
	  "use only what the hunks show" },
	{ "rev", 0, "REV", O_REV,
	  "read pre-images from git revision REV (git show REV:path)" },
	{ "strict", 0, NULL, O_STRICT,
	  "also report new fixed-size trailing arrays" },
	{ "baseline", 0, "FILE", O_BASELINE,
	  "findings listed there do not fail the check\n"
	  "(written by 'flexfix scan --write-baseline FILE')" },
	{ "format", 0, "FMT", O_FORMAT,
	  "text (default), json, sarif" },
	{ "uapi", 0, "GLOB", O_UAPI,
	  "treat matching paths as UAPI headers too" },
	{ "allow-empty", 0, NULL, O_ALLOW_EMPTY,
	  "input with no diff in it passes (else it is an error:\n"
	  "a failed 'git diff' must not pass a CI check)" },
	OPT_HELP,
};

static const char guard_tail[] =
"\n"
"exit status: 0 the patch adds no problem, 1 it adds one, 2 usage or input error\n"
"";

struct side {
	struct image im;
	size_t res;			/* index in its world */
	int present;
};

struct gfile {
	const struct patch_set *ps;
	const struct pfile *pf;
	const char *path;		/* post-image name (pre-image name when deleted) */
	int partial;			/* images per hunk, from the hunks alone */
	struct side *pre, *post;
	size_t nr_sides;
	uint32_t *added;		/* post-image lines the patch adds, ascending */
	size_t nr_added, alloc_added;
};

struct world {
	struct file_result *res;
	const struct image **img;	/* the text each result was made from */
	size_t nr, alloc, alloc_img;
};

struct guard {
	const char *tree;
	const char *rev;
	int strict;
	struct analyze_options ao;
	struct buffer_analyzer ba;
	struct arena results;
	struct world pre, post;
	struct gfile *files;
	size_t nr_files, alloc_files;
	char **context;			/* headers read for definitions only */
	size_t nr_context, alloc_context;
	struct image *context_img;	/* their text, kept for the usage stage */
	struct finding_list out;	/* what the patch adds, in guard's words */
	struct finding *removed;
	size_t nr_removed, alloc_removed;
	int errors;
};

static int is_source(const char *p)
{
	size_t n = p ? strlen(p) : 0;

	return n > 2 && p[n - 2] == '.' && (p[n - 1] == 'c' || p[n - 1] == 'h');
}


static char *default_tree(void)
{
	const char *argv[] = { "git", "rev-parse", "--show-toplevel", NULL };
	struct strbuf sb = STRBUF_INIT;

	if (run_capture(argv, &sb) < 0 || !sb.len) {
		strbuf_release(&sb);
		return NULL;
	}
	while (sb.len && sb.buf[sb.len - 1] == '\n')
		sb.buf[--sb.len] = '\0';
	return strbuf_detach(&sb);
}

static void world_add(struct guard *g, struct world *w, const char *path, const struct image *im, size_t *idx)
{
	struct file_result *res;

	ALLOC_GROW(w->res, w->nr + 1, w->alloc);
	ALLOC_GROW(w->img, w->nr + 1, w->alloc_img);
	w->img[w->nr] = im;
	res = &w->res[w->nr];
	if (analyze_buffer(&g->ba, res, path, im->buf, im->len, &g->ao, &g->results) < 0) {
		error("%s: not a text file (NUL byte), skipped", path);
		g->errors++;
	}
	/* partial images: findings and their same-file notes to real lines */
	if (im->line_no) {
		for (size_t k = 0; k < res->findings.nr; k++) {
			struct finding *f = &res->findings.f[k];

			if (f->line && f->line <= im->nr_lines)
				f->line = im->line_no[f->line - 1];
			if (f->other_line && f->other_line <= im->nr_lines)
				f->other_line = im->line_no[f->other_line - 1];
			for (uint32_t n = 0; n < f->nr_notes; n++)
				if (!f->notes[n].path && f->notes[n].line && f->notes[n].line <= im->nr_lines)
					f->notes[n].line = im->line_no[f->notes[n].line - 1];
		}
	}
	if (idx)
		*idx = w->nr;
	w->nr++;
}

/* Headers a touched file includes, read for their definitions (one level). */
static void note_includes(struct guard *g, const char *path)
{
	const struct source *src = &g->ba.src;
	const char *slash = strrchr(path, '/');

	for (size_t i = 0; i < src->nr_dirs; i++) {
		const struct directive *d = &src->dirs[i];
		struct strbuf sb = STRBUF_INIT;
		const char *name = src->buf + d->off;
		struct stat st;

		if (d->kind != DIR_INCLUDE)
			continue;
		/* "x.h" next to the file, <x/y.h> under include/ */
		if (d->off > 0 && src->buf[d->off - 1] == '"' && slash)
			strbuf_addf(&sb, "%.*s/%.*s", (int)(slash - path), path, (int)d->len, name);
		else if (d->off > 0 && src->buf[d->off - 1] == '"')
			strbuf_add(&sb, name, d->len);
		else
			strbuf_addf(&sb, "include/%.*s", (int)d->len, name);
		{
			struct strbuf full = STRBUF_INIT;
			const char *why;
			int seen;

			strbuf_addf(&full, "%s/%s", g->tree, sb.buf);
			seen = tree_path_check(g->tree, sb.buf, 0, &why) < 0;	/* never read outside the tree */
			for (size_t k = 0; k < g->nr_context && !seen; k++)
				seen = !strcmp(g->context[k], sb.buf);
			for (size_t k = 0; k < g->nr_files && !seen; k++)
				seen = g->files[k].path && !strcmp(g->files[k].path, sb.buf);
			if (!seen && !stat(full.buf, &st) && S_ISREG(st.st_mode)) {
				ALLOC_GROW(g->context, g->nr_context + 1, g->alloc_context);
				g->context[g->nr_context++] = strbuf_detach(&sb);
			}
			strbuf_release(&full);
		}
		strbuf_release(&sb);
	}
}

static void empty_image(struct image *im)
{
	memset(im, 0, sizeof(*im));
	im->buf = xcalloc(1, LEX_PADDING + 1);
}

/* May the tree's file rel be read (no link on the way leads out)? Said when not. */
static int inside_tree(const struct guard *g, const char *rel)
{
	const char *why;

	if (tree_path_check(g->tree, rel, 0, &why) == 0)
		return 1;
	warning("%s/%s: %s; not read", g->tree, rel, why);
	return 0;
}

/* Whole pre- and post-images of a file, when the tree or git has them. */
static int full_images(struct guard *g, struct gfile *gf, struct image *pre, struct image *post)
{
	const struct pfile *pf = gf->pf;
	struct strbuf sb = STRBUF_INIT, path = STRBUF_INIT;
	int ok = -1;

	empty_image(pre);
	empty_image(post);
	if (pf->is_new) {	/* everything is in the hunks */
		image_release(post);
		ok = patch_apply(gf->ps, pf, "", 0, 0, post);
	} else if (pf->is_deleted) {
		image_release(pre);
		ok = patch_apply(gf->ps, pf, "", 0, 1, pre);
	} else if (g->rev) {
		const char *argv[6];
		struct strbuf spec = STRBUF_INIT;

		strbuf_addf(&spec, "%s:%s", g->rev, pf->old_path);
		argv[0] = "git";
		argv[1] = "-C";
		argv[2] = g->tree ? g->tree : ".";
		argv[3] = "show";
		argv[4] = spec.buf;
		argv[5] = NULL;
		if (run_capture(argv, &sb) == 0) {
			image_release(pre);
			image_release(post);
			ok = patch_apply(gf->ps, pf, sb.buf, sb.len, 0, post);
			if (!ok)
				ok = patch_apply(gf->ps, pf, post->buf, post->len, 1, pre);
		}
		strbuf_release(&spec);
	} else if (g->tree) {
		/*
		 * The tree may hold either image: the patch not applied yet (a
		 * mailbox) or applied (git diff). Try both; when both fit (a -U0
		 * hunk checks only the lines of one side), trust the side whose
		 * lines were actually found in the file.
		 */
		struct image a_pre, a_post, b_pre, b_post;
		int fwd = -1, rev = -1;
		size_t plus = 0, minus = 0;

		for (size_t k = 0; k < pf->nr_h; k++)
			for (size_t i = 0; i < pf->h[k].nr; i++) {
				plus += pf->h[k].l[i].kind == '+';
				minus += pf->h[k].l[i].kind == '-';
			}
		memset(&a_pre, 0, sizeof(a_pre));
		memset(&a_post, 0, sizeof(a_post));
		memset(&b_pre, 0, sizeof(b_pre));
		memset(&b_post, 0, sizeof(b_post));
		strbuf_addf(&path, "%s/%s", g->tree, pf->old_path);
		if (inside_tree(g, pf->old_path) && strbuf_read_path(path.buf, &sb) == 0) {
			fwd = patch_apply(gf->ps, pf, sb.buf, sb.len, 0, &a_post);
			if (!fwd)
				fwd = patch_apply(gf->ps, pf, a_post.buf, a_post.len, 1, &a_pre);
		}
		strbuf_reset(&sb);
		strbuf_reset(&path);
		strbuf_addf(&path, "%s/%s", g->tree, pf->new_path);
		if (inside_tree(g, pf->new_path) && strbuf_read_path(path.buf, &sb) == 0) {
			rev = patch_apply(gf->ps, pf, sb.buf, sb.len, 1, &b_pre);
			if (!rev)
				rev = patch_apply(gf->ps, pf, b_pre.buf, b_pre.len, 0, &b_post);
		}
		if (!rev && (fwd || plus >= minus)) {
			image_release(pre);
			image_release(post);
			*pre = b_pre;
			*post = b_post;
			image_release(&a_pre);
			image_release(&a_post);
			ok = 0;
		} else if (!fwd) {
			image_release(pre);
			image_release(post);
			*pre = a_pre;
			*post = a_post;
			image_release(&b_pre);
			image_release(&b_post);
			ok = 0;
		} else {
			image_release(&a_pre);
			image_release(&a_post);
			image_release(&b_pre);
			image_release(&b_post);
		}
	}
	strbuf_release(&sb);
	strbuf_release(&path);
	if (ok) {
		image_release(pre);
		image_release(post);
	}
	return ok;
}

static void add_file(struct guard *g, const struct patch_set *ps, const struct pfile *pf)
{
	struct gfile *gf;
	struct image pre, post;

	ALLOC_GROW(g->files, g->nr_files + 1, g->alloc_files);
	gf = &g->files[g->nr_files++];
	memset(gf, 0, sizeof(*gf));
	gf->ps = ps;
	gf->pf = pf;
	gf->path = pf->new_path ? pf->new_path : pf->old_path;
	for (size_t k = 0; k < pf->nr_h; k++)
		for (size_t i = 0; i < pf->h[k].nr; i++)
			if (pf->h[k].l[i].kind == '+') {
				ALLOC_GROW(gf->added, gf->nr_added + 1, gf->alloc_added);
				gf->added[gf->nr_added++] = pf->h[k].l[i].new_no;
			}
	if (full_images(g, gf, &pre, &post) == 0) {
		gf->nr_sides = 1;
		gf->pre = xcalloc(1, sizeof(*gf->pre));
		gf->post = xcalloc(1, sizeof(*gf->post));
		gf->pre->im = pre;
		gf->post->im = post;
		free(gf->pre->im.line_no);	/* whole files: lines are real lines */
		free(gf->post->im.line_no);
		gf->pre->im.line_no = gf->post->im.line_no = NULL;
		return;
	}
	if (g->tree || g->rev)
		fprintf(stderr, "flexfix: %s: patch does not apply to %s; checked from the hunks alone\n",
			gf->path, g->rev ? g->rev : g->tree);
	gf->partial = 1;
	gf->nr_sides = pf->nr_h;
	gf->pre = xcalloc(pf->nr_h ? pf->nr_h : 1, sizeof(*gf->pre));
	gf->post = xcalloc(pf->nr_h ? pf->nr_h : 1, sizeof(*gf->post));
	for (size_t k = 0; k < pf->nr_h; k++) {
		patch_hunk_image(ps, &pf->h[k], 0, &gf->pre[k].im);
		patch_hunk_image(ps, &pf->h[k], 1, &gf->post[k].im);
	}
}

static int is_added_line(const struct gfile *gf, uint32_t line)
{
	size_t lo = 0, hi = gf->nr_added;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (gf->added[mid] == line)
			return 1;
		if (gf->added[mid] < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

static int problem_kind(const struct guard *g, int k)
{
	return k == K_ZERO_LENGTH_NOT_LAST || k == K_FLEXIBLE_NOT_LAST || k == K_ONE_ELEMENT ||
	       k == K_ZERO_LENGTH || k == K_FLEX_NOT_AT_END || k == K_MEMBER_AFTER_FLEX ||
	       (g->strict && k == K_FIXED_TRAILING);
}

/* Is this finding usable? In a partial image a record cut by the hunk's end
 * says nothing about what is last. */
static int usable(const struct gfile *gf, const struct finding *f)
{
	if (!gf->partial || !(f->flags & FF_OPEN_RECORD))
		return 1;
	return f->kind == K_ZERO_LENGTH_NOT_LAST || f->kind == K_FLEXIBLE_NOT_LAST ||
	       f->kind == K_MEMBER_AFTER_FLEX || f->kind == K_FLEX_NOT_AT_END;
}

static int same_member(const struct finding *a, const struct finding *b)
{
	return !strcmp(a->record ? a->record : "", b->record ? b->record : "") &&
	       !strcmp(a->container ? a->container : "", b->container ? b->container : "") &&
	       !strcmp(a->member ? a->member : "", b->member ? b->member : "");
}

/* pre kinds of this member, as a bit set */
static unsigned kinds_of(const struct guard *g, const struct gfile *gf, const struct file_result *r,
			 const struct finding *like)
{
	unsigned set = 0;

	for (size_t k = 0; k < r->findings.nr; k++) {
		const struct finding *f = &r->findings.f[k];

		if (problem_kind(g, f->kind) && usable(gf, f) && same_member(f, like))
			set |= 1u << f->kind;
	}
	return set;
}

#define BIT(k) (1u << (k))

static const char *where(const struct finding *f, struct strbuf *sb)
{
	strbuf_reset(sb);
	strbuf_addf(sb, "'%s'", f->record ? f->record : "?");
	if (f->container)
		strbuf_addf(sb, " in '%s'", f->container);
	return sb->buf;
}

static void report_added(struct guard *g, const struct gfile *gf, const struct finding *f)
{
	struct strbuf w = STRBUF_INIT;
	struct finding *o;
	int kind = f->kind;
	uint32_t line = f->line, col = f->col;
	const char *m = f->member ? f->member : "?";

	switch (kind) {
	case K_ZERO_LENGTH_NOT_LAST:
	case K_FLEXIBLE_NOT_LAST:
	case K_MEMBER_AFTER_FLEX: {
		const char *what = kind == K_ZERO_LENGTH_NOT_LAST ? "zero-length array" :
				   kind == K_FLEXIBLE_NOT_LAST ? "flexible array member" : "one-element array";

		if (f->other && is_added_line(gf, f->other_line)) {
			line = f->other_line;
			col = f->other_col;
			o = report_add(&g->out, kind, gf->path, line, col, 0, "patch adds member '%s' after %s '%s' in %s",
				       f->other, what, m, where(f, &w));
		} else {
			o = report_add(&g->out, kind, gf->path, line, col, 0, "patch adds %s '%s' before member '%s' in %s",
				       what, m, f->other ? f->other : "?", where(f, &w));
		}
		if (kind == K_MEMBER_AFTER_FLEX)
			report_note(&g->out, o, NULL, f->line, f->col,
				    "if '%s' is used as a flexible array, '%s' overlaps its elements", m,
				    f->other ? f->other : "?");
		break;
	}
	case K_ONE_ELEMENT:
	case K_ZERO_LENGTH:
		o = report_add(&g->out, kind, gf->path, line, col, 0,
			       "patch adds %s array '%s' at the end of %s; use a flexible array member '%s[]'",
			       kind == K_ONE_ELEMENT ? "one-element" : "zero-length", m, where(f, &w), m);
		break;
	case K_FIXED_TRAILING:
		kind = K_FIXED_ADDED;
		o = report_add(&g->out, kind, gf->path, line, col, 0,
			       "patch adds fixed-size array '%s[%s]' at the end of %s; if it is used as a flexible array, declare it '%s[]'",
			       m, f->size ? f->size : "", where(f, &w), m);
		break;
	default:
		o = report_add(&g->out, kind, gf->path, line, col, 0, "patch adds %s", f->msg);
		break;
	}
	o->record = f->record;
	o->container = f->container;
	o->member = f->member;
	o->elem_type = f->elem_type;
	o->size = f->size;
	o->uapi = f->uapi;
	o->cond = f->cond;
	for (uint32_t n = 0; n < f->nr_notes; n++)
		report_note(&g->out, o, f->notes[n].path, f->notes[n].line, f->notes[n].col, "%s", f->notes[n].msg);
	strbuf_release(&w);
}

static void compare(struct guard *g, struct gfile *gf, const struct file_result *pre,
		    const struct file_result *post)
{
	/* added: a problem kind the member did not have; [0] <-> [1] is a restyle */
	for (size_t k = 0; post && k < post->findings.nr; k++) {
		const struct finding *f = &post->findings.f[k];
		unsigned before;

		if (!problem_kind(g, f->kind) || !usable(gf, f))
			continue;
		before = pre ? kinds_of(g, gf, pre, f) : 0;
		if (before & BIT(f->kind))
			continue;
		if ((f->kind == K_ONE_ELEMENT || f->kind == K_ZERO_LENGTH) &&
		    (before & (BIT(K_ONE_ELEMENT) | BIT(K_ZERO_LENGTH))))
			continue;
		/* a [1] with members after it is an ordinary array, unless it ended the struct before */
		if (f->kind == K_MEMBER_AFTER_FLEX && !(before & BIT(K_ONE_ELEMENT)))
			continue;
		report_added(g, gf, f);
	}
	/* removed: progress, counted */
	for (size_t k = 0; pre && k < pre->findings.nr; k++) {
		const struct finding *f = &pre->findings.f[k];
		unsigned after;

		if (!problem_kind(g, f->kind) || !usable(gf, f))
			continue;
		after = post ? kinds_of(g, gf, post, f) : 0;
		if (after & BIT(f->kind))
			continue;
		if ((f->kind == K_ONE_ELEMENT || f->kind == K_ZERO_LENGTH) &&
		    (after & (BIT(K_ONE_ELEMENT) | BIT(K_ZERO_LENGTH) | BIT(K_ZERO_LENGTH_NOT_LAST) |
			      BIT(K_MEMBER_AFTER_FLEX))))
			continue;	/* changed or made worse, not removed */
		ALLOC_GROW(g->removed, g->nr_removed + 1, g->alloc_removed);
		g->removed[g->nr_removed] = *f;
		g->removed[g->nr_removed].path = gf->pf->old_path ? gf->pf->old_path : gf->path;
		g->nr_removed++;
	}
}

/* "n - 1", "n-1", "n - 1U": a '- 1' in an expression's text (not "- 10") */
static int has_minus_one(const char *s)
{
	for (const char *p = strchr(s, '-'); p; p = strchr(p + 1, '-')) {
		const char *q = p + 1;

		while (*q == ' ')
			q++;
		if (*q == '1' && !isalnum((unsigned char)q[1]))
			return 1;
		if (*q == '1' && strchr("uUlL", q[1]))
			return 1;
	}
	return 0;
}

/* The usage stage reads the post world's images, not the file system. */
static int read_image(void *ctx, int worker, size_t i, const char **data, size_t *len, const char **why)
{
	const struct world *w = ctx;

	(void)worker;
	(void)why;
	*data = w->img[i]->buf;
	*len = w->img[i]->len;
	return 0;
}

/*
 * Size computations the patch adds that count a one-element array's element
 * ('sizeof(struct s) + (n - 1) * sizeof(e)', 'struct_size(p, m, n - 1)',
 * 'sizeof(struct s) - sizeof(e)'): the usage stage finds them in the touched
 * files' post-images, through the types it resolves (sizeof(*p), typedefs,
 * the struct seen through the file's includes, or every struct of the patch
 * when only hunks are known).
 */
static void size_checks(struct guard *g)
{
	struct file_list fl = { 0 };
	struct engine_result er = { 0 };
	struct engine_reader rd = { read_image, &g->post };
	uint8_t *visit = xcalloc(g->post.nr + 1, 1);
	struct gfile **owner = xcalloc(g->post.nr + 1, sizeof(*owner));
	struct uses_options uo = { .jobs = 1, .reader = &rd, .visit = visit, .sizes_of_one_element_only = 1 };
	struct use_set us;

	fl.path = xcalloc(g->post.nr + 1, sizeof(*fl.path));
	for (size_t i = 0; i < g->post.nr; i++)
		fl.path[i] = (char *)g->post.res[i].path;
	fl.nr = g->post.nr;
	er.res = g->post.res;
	er.nr = g->post.nr;
	for (size_t i = 0; i < g->nr_files; i++)
		for (size_t k = 0; !g->files[i].pf->is_deleted && k < g->files[i].nr_sides; k++) {
			visit[g->files[i].post[k].res] = 1;
			owner[g->files[i].post[k].res] = &g->files[i];
			uo.all_visible |= g->files[i].partial;	/* hunks only: no includes to follow */
		}
	uses_collect(&us, &fl, &er, &uo, NULL);
	for (size_t k = 0; k < us.nr_u; k++) {
		const struct use *x = &us.u[k];
		const struct use_target *t = &us.t[x->target];
		const struct image *im = g->post.img[x->file];
		uint32_t real = im->line_no && x->line <= im->nr_lines ? im->line_no[x->line - 1] : x->line;
		/* strings that outlive the use set: the scan's; an anonymous struct by its typedef */
		const struct finding *f = &g->post.res[t->res_file].findings.f[t->res_finding];
		const char *name = t->anonymous && f->container ? f->container : f->record;
		struct finding *o;

		if (t->kind != K_ONE_ELEMENT || x->kind != U_SIZE_REWRITE || x->form == SF_SIZEOF_MEMBER ||
		    !owner[x->file] || !is_added_line(owner[x->file], real))
			continue;
		if (x->form == SF_HEADER_BYTES)
			o = report_add(&g->out, K_FAKE_FLEX_SIZE, owner[x->file]->path, real, x->col, x->at_off,
				       "patch adds a size computation with '- 1' for one-element array '%s' of '%s'; make it a flexible array member and use offsetof() + the count",
				       f->member, name);
		else if (x->form == SF_STRUCT_SIZE_MINUS_ONE || has_minus_one(x->what))
			o = report_add(&g->out, K_FAKE_FLEX_SIZE, owner[x->file]->path, real, x->col, x->at_off,
				       "patch adds a size computation with '- 1' for one-element array '%s' of '%s'; make it a flexible array member and use struct_size()",
				       f->member, name);
		else
			o = report_add(&g->out, K_FAKE_FLEX_SIZE, owner[x->file]->path, real, x->col, x->at_off,
				       "patch adds a size computation that takes out one-element array '%s' of '%s'; make it a flexible array member and use offsetof() or struct_size()",
				       f->member, name);
		o->record = name;
		o->member = f->member;
	}
	use_set_release(&us);
	free(fl.path);
	free(owner);
	free(visit);
}

/* A patch file, a directory with a quilt 'series', or a 'series' file. */
/* A patch, a mailbox, stdin, or a quilt series (its file or directory);
 * from_series: an entry of a series, which is a patch and nothing else. */
static int load_input(const char *arg, struct patch_set **sets, size_t *nr, size_t *alloc, int from_series)
{
	struct strbuf sb = STRBUF_INIT, series = STRBUF_INIT;
	struct stat st;
	const char *base = strrchr(arg, '/');

	base = base ? base + 1 : arg;
	if (!strcmp(arg, "-")) {
		if (strbuf_read_stream(stdin, &sb) < 0)
			return error("<stdin>: read error");
	} else if (from_series && !stat(arg, &st) && (S_ISDIR(st.st_mode) || !strcmp(base, "series"))) {
		return error("%s: a quilt series names a series or a directory, not a patch", arg);
	} else if (!stat(arg, &st) && (S_ISDIR(st.st_mode) || !strcmp(base, "series"))) {
		struct strbuf dir = STRBUF_INIT;
		char *line, *save = NULL;
		int ret = 0;

		if (S_ISDIR(st.st_mode)) {
			strbuf_addstr(&dir, arg);
			strbuf_addf(&series, "%s/series", arg);
		} else {
			strbuf_add(&dir, arg, (size_t)(base - arg));
			if (!dir.len)
				strbuf_addch(&dir, '.');
			strbuf_addstr(&series, arg);
		}
		if (strbuf_read_path(series.buf, &sb) < 0) {
			ret = error("%s: %s", series.buf, strerror(errno));
		} else {
			for (line = strtok_r(sb.buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
				struct strbuf p = STRBUF_INIT;
				char *sp;

				while (*line == ' ' || *line == '\t')
					line++;
				if (!*line || *line == '#')
					continue;
				sp = strpbrk(line, " \t");	/* "name.patch -p1" */
				if (sp)
					*sp = '\0';
				strbuf_addf(&p, "%s/%s", dir.buf, line);
				ret |= load_input(p.buf, sets, nr, alloc, 1);
				strbuf_release(&p);
			}
		}
		strbuf_release(&dir);
		strbuf_release(&series);
		strbuf_release(&sb);
		return ret;
	} else if (strbuf_read_path(arg, &sb) < 0) {
		return error("%s: %s", arg, strerror(errno));
	}
	ALLOC_GROW(*sets, *nr + 1, *alloc);
	{
		size_t len = sb.len;

		patch_parse(&(*sets)[(*nr)++], !strcmp(arg, "-") ? "<stdin>" : xstrdup(arg), strbuf_detach(&sb), len);
	}
	return (*sets)[*nr - 1].errors ? -1 : 0;
}

static int cmp_finding_ptr(const void *a, const void *b)
{
	const struct finding *x = *(const struct finding *const *)a, *y = *(const struct finding *const *)b;
	int c = strcmp(x->path, y->path);

	if (c)
		return c;
	return x->line != y->line ? (x->line < y->line ? -1 : 1) : (x->col < y->col ? -1 : x->col > y->col);
}

static void print_summary(struct guard *g, size_t added, size_t accepted)
{
	size_t by_kind[K_COUNT] = { 0 };
	static const char *const noun[K_COUNT] = {
		[K_ONE_ELEMENT] = "one-element array", [K_ZERO_LENGTH] = "zero-length array",
		[K_ZERO_LENGTH_NOT_LAST] = "member after a zero-length array",
		[K_FLEXIBLE_NOT_LAST] = "member after a flexible array",
		[K_MEMBER_AFTER_FLEX] = "member after a one-element array",
		[K_FLEX_NOT_AT_END] = "flexible struct not at the end",
		[K_FIXED_TRAILING] = "fixed-size trailing array",
	};
	int first = 1;

	fprintf(stderr, "flexfix: %zu problem%s added, %zu removed", added, added == 1 ? "" : "s", g->nr_removed);
	for (size_t i = 0; i < g->nr_removed; i++)
		by_kind[g->removed[i].kind]++;
	for (int k = 0; k < K_COUNT; k++) {
		if (!by_kind[k])
			continue;
		fprintf(stderr, "%s%zu %s%s", first ? " (" : ", ", by_kind[k], noun[k] ? noun[k] : kind_info[k].name,
			by_kind[k] > 1 ? "s" : "");
		first = 0;
	}
	if (!first)
		fputc(')', stderr);
	if (accepted)
		fprintf(stderr, "; %zu more accepted by the baseline", accepted);
	fputc('\n', stderr);
}

int cmd_guard(int argc, char **argv)
{
	struct opt_parser op = OPT_PARSER(guard_opts);
	struct guard g;
	struct patch_set *sets = NULL;
	size_t nr_sets = 0, alloc_sets = 0, nr_out = 0, alloc_out = 0, accepted = 0, nr_uapi = 0, alloc_uapi = 0;
	struct finding **out = NULL;
	struct baseline base = { 0 };
	const char *baseline_file = NULL, **uapi = NULL;
	char *tree_alloc = NULL;
	enum format fmt = FORMAT_TEXT;
	int c, no_tree = 0, ret, allow_empty = 0;
	size_t nr_diffs = 0;

	memset(&g, 0, sizeof(g));
	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_TREE: g.tree = optarg; break;
		case O_NO_TREE: no_tree = 1; break;
		case O_REV: g.rev = optarg; break;
		case O_STRICT: g.strict = 1; break;
		case O_ALLOW_EMPTY: allow_empty = 1; break;
		case O_BASELINE: baseline_file = optarg; break;
		case O_UAPI:
			ALLOC_GROW(uapi, nr_uapi + 1, alloc_uapi);
			uapi[nr_uapi++] = optarg;
			break;
		case O_FORMAT:
			if (report_format_by_name(optarg, &fmt) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			opt_usage(stdout, guard_head, guard_opts, ARRAY_SIZE(guard_opts), guard_tail);
			return EXIT_CLEAN;
		default:
			opt_usage(stderr, guard_head, guard_opts, ARRAY_SIZE(guard_opts), guard_tail);
			return EXIT_TROUBLE;
		}
	}
	if (baseline_file && baseline_load(&base, baseline_file) < 0)
		return EXIT_TROUBLE;
	if (no_tree)
		g.tree = NULL;
	else if (!g.tree)
		g.tree = tree_alloc = default_tree();
	g.ao.guard = 1;
	g.ao.keep_includes = 1;	/* the usage stage follows the includes */
	g.ao.uapi_globs = uapi;
	g.ao.nr_uapi_globs = nr_uapi;
	g.out.arena = &g.results;

	if (optind >= argc)
		g.errors |= load_input("-", &sets, &nr_sets, &alloc_sets, 0) < 0;
	for (int i = optind; i < argc; i++)
		g.errors |= load_input(argv[i], &sets, &nr_sets, &alloc_sets, 0) < 0;
	for (size_t s = 0; s < nr_sets; s++)
		nr_diffs += sets[s].nr_f;
	if (!nr_diffs && !allow_empty && !g.errors) {
		/* an empty or non-patch input (a 'git diff' that failed) is no pass */
		for (size_t s = 0; s < nr_sets; s++)
			error("%s: no diff in the input (an intentionally empty one: --allow-empty)", sets[s].name);
		if (!nr_sets)
			error("no diff in the input (an intentionally empty one: --allow-empty)");
		g.errors = 1;
	}

	/* each touched C file, with its images, analysed before and after */
	for (size_t s = 0; s < nr_sets; s++)
		for (size_t i = 0; i < sets[s].nr_f; i++) {
			const struct pfile *pf = &sets[s].f[i];

			if (pf->is_binary || !(is_source(pf->new_path) || is_source(pf->old_path)))
				continue;
			add_file(&g, &sets[s], pf);
		}
	for (size_t i = 0; i < g.nr_files; i++) {
		struct gfile *gf = &g.files[i];

		for (size_t k = 0; k < gf->nr_sides; k++) {
			world_add(&g, &g.pre, gf->pf->old_path ? gf->pf->old_path : gf->path, &gf->pre[k].im, &gf->pre[k].res);
			world_add(&g, &g.post, gf->path, &gf->post[k].im, &gf->post[k].res);
			if (g.tree && !gf->partial)
				note_includes(&g, gf->path);	/* the post-image was lexed last */
		}
	}
	g.context_img = xcalloc(g.nr_context + 1, sizeof(*g.context_img));
	for (size_t i = 0; i < g.nr_context; i++) {
		struct strbuf full = STRBUF_INIT, text = STRBUF_INIT;
		struct image *im = &g.context_img[i];

		strbuf_addf(&full, "%s/%s", g.tree, g.context[i]);
		if (strbuf_read_path(full.buf, &text) == 0) {
			strbuf_grow(&text, LEX_PADDING);
			memset(text.buf + text.len, 0, LEX_PADDING);
			im->len = text.len;
			im->buf = strbuf_detach(&text);
			world_add(&g, &g.pre, g.context[i], im, NULL);
			world_add(&g, &g.post, g.context[i], im, NULL);
		}
		strbuf_release(&text);
		strbuf_release(&full);
	}
	{
		struct index_stats st = { 0 };

		/* a project's size macros, from the images and the context files read */
		index_resolve_spellings(g.pre.res, g.pre.nr);
		index_resolve_spellings(g.post.res, g.post.nr);
		index_resolve_embeddings(g.pre.res, g.pre.nr, &st);
		index_resolve_embeddings(g.post.res, g.post.nr, &st);
	}
	for (size_t i = 0; i < g.nr_files; i++) {
		struct gfile *gf = &g.files[i];

		for (size_t k = 0; k < gf->nr_sides; k++)
			compare(&g, gf, gf->pf->is_new ? NULL : &g.pre.res[gf->pre[k].res],
				gf->pf->is_deleted ? NULL : &g.post.res[gf->post[k].res]);
	}
	/* 'count - 1' sizes on structs that still have a [1] */
	size_checks(&g);

	for (size_t k = 0; k < g.out.nr; k++) {
		char *key = baseline_key(&g.out.f[k], g.out.f[k].path);
		int known = baseline_has(&base, key);

		free(key);
		if (known) {
			accepted++;
			continue;
		}
		ALLOC_GROW(out, nr_out + 1, alloc_out);
		out[nr_out++] = &g.out.f[k];
	}
	if (nr_out > 1)
		qsort(out, nr_out, sizeof(*out), cmp_finding_ptr);
	if (nr_diffs || allow_empty) {	/* no report for no input: it is no result */
		report_print(stdout, fmt, out, nr_out, g.tree, 1);	/* a patch's paths: from its top */
		print_summary(&g, nr_out, accepted);
	}
	ret = g.errors ? EXIT_TROUBLE : nr_out ? EXIT_FINDINGS : EXIT_CLEAN;

	free(out);
	for (size_t i = 0; i < g.nr_files; i++) {
		for (size_t k = 0; k < g.files[i].nr_sides; k++) {
			image_release(&g.files[i].pre[k].im);
			image_release(&g.files[i].post[k].im);
		}
		free(g.files[i].pre);
		free(g.files[i].post);
		free(g.files[i].added);
	}
	free(g.files);
	for (size_t i = 0; i < g.pre.nr; i++)
		file_result_release(&g.pre.res[i]);
	for (size_t i = 0; i < g.post.nr; i++)
		file_result_release(&g.post.res[i]);
	free(g.pre.res);
	free(g.post.res);
	free(g.pre.img);
	free(g.post.img);
	for (size_t i = 0; g.context_img && i < g.nr_context; i++)
		image_release(&g.context_img[i]);
	free(g.context_img);
	for (size_t i = 0; i < g.nr_context; i++)
		free(g.context[i]);
	free(g.context);
	free(g.out.f);
	free(g.removed);
	for (size_t s = 0; s < nr_sets; s++) {
		if (strcmp(sets[s].name, "<stdin>"))
			free((char *)sets[s].name);
		patch_set_release(&sets[s]);
	}
	free(sets);
	free(uapi);
	free(tree_alloc);
	baseline_release(&base);
	buffer_analyzer_release(&g.ba);
	arena_release(&g.results);
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
