// SPDX-License-Identifier: GPL-2.0-only
/*
 * verify: objects of a patch, built before and after, compared (see
 * cmd-verify.c for the user's view and verify.h for the interface).
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <git2.h>
#include <json-c/json.h>
#include "arena.h"
#include "diag.h"
#include "elfcmp.h"
#include "layout.h"
#include "lex.h"
#include "parse.h"
#include "patch.h"
#include "report.h"
#include "inplace.h"
#include "rewrite.h"
#include "run.h"
#include "strbuf.h"
#include "treepath.h"
#include "vec.h"
#include "builtin.h"
#include "sizedeps.h"
#include "listed.h"
#include "verify.h"

/* ---- small string sets ---- */

struct names {
	char **s;
	size_t nr, alloc;
};

static int names_has(const struct names *n, const char *s, size_t len)
{
	for (size_t k = 0; k < n->nr; k++)
		if (strlen(n->s[k]) == len && !memcmp(n->s[k], s, len))
			return 1;
	return 0;
}

static int names_add(struct names *n, const char *s, size_t len)
{
	if (names_has(n, s, len))
		return 0;
	ALLOC_GROW(n->s, n->nr + 1, n->alloc);
	n->s[n->nr++] = xstrndup(s, len);
	return 1;
}

static void names_release(struct names *n)
{
	for (size_t k = 0; k < n->nr; k++)
		free(n->s[k]);
	free(n->s);
	memset(n, 0, sizeof(*n));
}

/* ---- one object to build twice ---- */

struct job {
	char *obj;			/* as the build names it */
	char *source;			/* the .c, absolute, in the user's tree */
	struct run_args argv[2];	/* before, after */
	char *cwd[2];
	char *out[2];			/* objects written */
	char *log[2];
	int status[2];
	uint8_t timed_out[2];		/* killed after --timeout seconds */
	struct object o[2];
	int loaded;
	const char *load_error;		/* the objects were built but could not be read */
	struct object_diff diff;
};

struct verify_ctx {
	struct verify_options *o;
	struct patch_set ps;
	char *root;			/* the user's tree (absolute) */
	char *tmp, *after;		/* temporary directory, the patched copy in it */
	char *logs;			/* where failed builds' logs are kept, made when one fails */
	char *build;			/* kbuild directory (absolute) */
	struct job *jobs;
	size_t nr_jobs, alloc_jobs;
	struct names touched;		/* relative paths */
	struct names changed_funcs;	/* functions whose lines the patch changed */
	struct names changed_idents;	/* identifiers on changed lines */
	struct names structs;		/* "struct x" defined on changed lines */
	struct names moved;		/* members whose offset changed */
	struct names same_layout;	/* "struct x": changed records where only an array's bound changed, not the size */
	struct names bound_only;	/* the same, the size changed ('[1]' -> '[]') */
	struct listed_sites listed;	/* value changes fix listed (options, the patch's messages) */
	struct names listed_funcs;	/* the functions holding them */
	struct strbuf listed_why;	/* "\nNAME\tpath:line: what" for each */
	int trouble;
};

static int is_header(const char *p)
{
	size_t n = strlen(p);

	return n > 2 && !strcmp(p + n - 2, ".h");
}

static int is_c(const char *p)
{
	size_t n = strlen(p);

	return n > 2 && !strcmp(p + n - 2, ".c");
}

static char *path_join(const char *a, const char *b)
{
	struct strbuf sb = STRBUF_INIT;

	strbuf_addf(&sb, "%s/%s", a, b);
	return strbuf_detach(&sb);
}

static int mkdir_parents(const char *path)
{
	char *p = xstrdup(path);

	for (char *s = strchr(p + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = '\0';
		if (mkdir(p, 0755) < 0 && errno != EEXIST) {
			free(p);
			return -1;
		}
		*s = '/';
	}
	free(p);
	return 0;
}

/* ---- the patch: touched files, the patched copy, what it changes ---- */

/* The file's path in the tree ("./x/y.c" as "x/y.c": fix of "." writes those). */
static const char *pfile_path(const struct pfile *f)
{
	const char *p = f->new_path ? f->new_path : f->old_path;

	while (p[0] == '.' && p[1] == '/')
		p += 2;
	return p;
}

/* Functions of a file as [first line, last line] with their names. */
struct func_range {
	char *name;
	uint32_t first, last;
	uint32_t params_tok;		/* its '(': parameters and body are [params_tok, body_end] */
	uint32_t body_tok, body_end;	/* tokens of the body, in the lexed source */
};

static size_t find_functions(const struct source *src, struct func_range **out)
{
	const struct token *t = src->tok;
	size_t n = 0, alloc = 0;

	*out = NULL;
	for (uint32_t k = 0, name; (name = lex_next_function(src, &k)) != NO_TOK;) {
		uint32_t body = t[name + 1].match + 1;

		ALLOC_GROW(*out, n + 1, alloc);
		(*out)[n].name = xstrndup(src->buf + t[name].off, t[name].len);
		(*out)[n].first = t[name].line;
		(*out)[n].last = t[t[body].match].line;
		(*out)[n].params_tok = name + 1;
		(*out)[n].body_tok = body;
		(*out)[n].body_end = t[body].match;
		n++;
	}
	return n;
}

static void free_functions(struct func_range *f, size_t n)
{
	for (size_t k = 0; k < n; k++)
		free(f[k].name);
	free(f);
}

/* The functions of the file at path, read into text and lexed into src
 * (released by the caller either way); -1 when it cannot be read or lexed. */
static int read_functions(const char *path, struct strbuf *text, struct source *src, struct arena *arena,
			  struct func_range **fr, size_t *nf)
{
	memset(src, 0, sizeof(*src));
	*fr = NULL;
	*nf = 0;
	if (strbuf_read_path(path, text) < 0)
		return -1;
	strbuf_grow(text, LEX_PADDING + 1);
	memset(text->buf + text->len, 0, LEX_PADDING + 1);
	if (lex_source(src, path, text->buf, text->len, arena) < 0)
		return -1;
	*nf = find_functions(src, fr);
	return 0;
}

/* What the changed lines of one image touch: functions, identifiers, structs. */
static void changed_in_image(struct verify_ctx *v, const char *path, const char *text, size_t len,
			     const uint32_t *lines, size_t nr_lines)
{
	struct source src;
	struct parse_result pr;
	struct arena arena = ARENA_INIT;
	struct func_range *fr;
	size_t nf;
	uint8_t *changed;
	char *buf = xmalloc(len + LEX_PADDING + 1);

	memcpy(buf, text, len);
	memset(buf + len, 0, LEX_PADDING + 1);
	memset(&src, 0, sizeof(src));
	memset(&pr, 0, sizeof(pr));
	if (lex_source(&src, path, buf, len, &arena) < 0)
		goto out;
	/* changed[line]: one pass over the tokens, not one per changed line */
	changed = xcalloc(src.tok[src.nr_tok - 1].line + 2, 1);
	for (size_t k = 0; k < nr_lines; k++)
		if (lines[k] <= src.tok[src.nr_tok - 1].line)
			changed[lines[k]] = 1;
	nf = find_functions(&src, &fr);
	for (size_t f = 0; f < nf; f++)
		for (uint32_t l = fr[f].first; l <= fr[f].last; l++)
			if (changed[l]) {
				names_add(&v->changed_funcs, fr[f].name, strlen(fr[f].name));
				break;
			}
	free_functions(fr, nf);
	for (size_t t = 0; t < src.nr_tok; t++)
		if (src.tok[t].kind == TK_IDENT && changed[src.tok[t].line])
			names_add(&v->changed_idents, src.buf + src.tok[t].off, src.tok[t].len);
	parse_source(&src, &pr);
	for (size_t r = 0; r < pr.nr_rec; r++) {
		const struct record *rec = &pr.rec[r];
		uint32_t l = src.tok[rec->kw_tok].line, b = src.tok[rec->close_tok].line;
		struct strbuf key = STRBUF_INIT;

		while (l <= b && !changed[l])
			l++;
		if (l > b)
			continue;
		if (rec->tag_tok != NO_TOK)
			strbuf_addf(&key, "%s %.*s", rec->is_union ? "union" : "struct", (int)src.tok[rec->tag_tok].len,
				    src.buf + src.tok[rec->tag_tok].off);
		else if (rec->typedef_tok != NO_TOK)
			strbuf_addf(&key, "typedef %.*s", (int)src.tok[rec->typedef_tok].len,
				    src.buf + src.tok[rec->typedef_tok].off);
		if (key.len)
			names_add(&v->structs, key.buf, key.len);
		strbuf_release(&key);
	}
	free(changed);
	parse_result_release(&pr);
out:
	source_release(&src);
	arena_release(&arena);
	free(buf);
}

/*
 * The post-image as written into the copy verify builds: after each hunk
 * that adds or removes lines, '#line N' gives the next line its number
 * before the patch, so __LINE__ in the code the patch did not touch
 * (WARN(), printk indexes, debug prints) keeps its value and is no change.
 * Not inside a macro continued with a backslash: the directive moves down.
 */
static void keep_line_numbers(const struct pfile *f, const int32_t *shifts, const struct image *img, struct strbuf *out)
{
	const char *path = pfile_path(f), *dot = strrchr(path, '.');
	size_t line = 1, h = 0;
	const char *p = img->buf, *end = img->buf + img->len;

	if (!dot || (strcmp(dot, ".c") && strcmp(dot, ".h")) || f->is_new) {
		strbuf_add(out, img->buf, img->len);
		return;
	}
	for (; h <= f->nr_h; h++) {
		/* the first line after hunk h, in the post-image and before the patch */
		int64_t post = 0, pre = 0;

		if (h < f->nr_h) {
			const struct hunk *k = &f->h[h];

			post = (int64_t)(k->new_len ? k->new_start + k->new_len : k->new_start + 1) + shifts[h];
			pre = (int64_t)(k->old_len ? k->old_start + k->old_len : k->old_start + 1) + shifts[h];
		}
		/* copy the lines up to post (all of them after the last hunk) */
		while (p < end && (h == f->nr_h || (int64_t)line < post)) {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			const char *next = nl ? nl + 1 : end;

			strbuf_add(out, p, (size_t)(next - p));
			p = next;
			line++;
		}
		if (h == f->nr_h || p >= end || post == pre)
			continue;
		/* a line continued by a backslash takes the next one with it */
		while (p < end && out->len >= 2 && out->buf[out->len - 2] == '\\' && out->buf[out->len - 1] == '\n') {
			const char *nl = memchr(p, '\n', (size_t)(end - p));
			const char *next = nl ? nl + 1 : end;

			strbuf_add(out, p, (size_t)(next - p));
			p = next;
			line++;
			pre++;
		}
		if (p < end && (!out->len || out->buf[out->len - 1] == '\n'))
			strbuf_addf(out, "#line %lld\n", (long long)pre);
	}
}

/* The copy of the tree with the patch applied; what its lines change. */
static int make_after_tree(struct verify_ctx *v)
{
	const char *cp[] = { "cp", "-al", v->root, v->after, NULL };

	if (run_wait(cp, NULL, NULL) != 0)
		return error("%s: cannot make a hard-linked copy in %s", v->root, v->tmp);
	for (size_t i = 0; i < v->ps.nr_f; i++) {
		const struct pfile *f = &v->ps.f[i];
		struct strbuf old = STRBUF_INIT, written = STRBUF_INIT;
		struct image img;
		char *src_path, *dst_path;
		uint32_t *removed = NULL, *added = NULL;
		int32_t *shifts;
		size_t nr_removed = 0, nr_added = 0, a1 = 0, a2 = 0;

		if (f->is_binary)
			return error("%s: binary patches cannot be verified", pfile_path(f));
		/* the copy keeps the tree's links: a write through one would land where it points */
		for (int side = 0; side < 2; side++) {
			const char *p = side ? f->new_path : f->old_path, *why;

			if (p && tree_path_check(v->root, p, 1, &why) < 0)
				return error("%s: %s: %s; refused", v->o->patch_name, p, why);
		}
		names_add(&v->touched, pfile_path(f), strlen(pfile_path(f)));
		src_path = path_join(v->root, f->old_path ? f->old_path : f->new_path);
		dst_path = path_join(v->after, pfile_path(f));
		if (!f->is_new && strbuf_read_path(src_path, &old) < 0) {
			error("%s: %s", src_path, strerror(errno));
			free(src_path);
			free(dst_path);
			return -1;
		}
		memset(&img, 0, sizeof(img));
		shifts = xcalloc(f->nr_h + 1, sizeof(*shifts));
		if (patch_apply_shifted(&v->ps, f, old.buf ? old.buf : "", old.len, &img, shifts) < 0) {
			free(shifts);
			error("%s: the patch does not apply to %s", v->o->patch_name, src_path);
			strbuf_release(&old);
			free(src_path);
			free(dst_path);
			return -1;
		}
		if (!f->is_deleted)
			keep_line_numbers(f, shifts, &img, &written);
		/* a new file, not a write into the hard link the copy shares with the tree */
		if (f->is_deleted ? unlink(dst_path) < 0 && error("%s: %s", dst_path, strerror(errno)) :
		    mkdir_parents(dst_path) < 0 ? error("%s: %s", dst_path, strerror(errno)) :
		    write_new_file(dst_path, written.buf ? written.buf : "", written.len)) {
			strbuf_release(&written);
			free(shifts);
			image_release(&img);
			strbuf_release(&old);
			free(src_path);
			free(dst_path);
			return -1;
		}
		for (size_t h = 0; h < f->nr_h; h++)
			for (size_t k = 0; k < f->h[h].nr; k++) {
				const struct hline *l = &f->h[h].l[k];

				if (l->kind == '-') {
					ALLOC_GROW(removed, nr_removed + 1, a1);
					removed[nr_removed++] = (uint32_t)((int64_t)l->old_no + shifts[h]);
				} else if (l->kind == '+') {
					ALLOC_GROW(added, nr_added + 1, a2);
					added[nr_added++] = (uint32_t)((int64_t)l->new_no + shifts[h]);
				}
			}
		if (!f->is_new)
			changed_in_image(v, src_path, old.buf ? old.buf : "", old.len, removed, nr_removed);
		if (!f->is_deleted)
			changed_in_image(v, dst_path, img.buf, img.len, added, nr_added);
		free(removed);
		free(added);
		free(shifts);
		image_release(&img);
		strbuf_release(&old);
		strbuf_release(&written);
		free(src_path);
		free(dst_path);
	}
	return 0;
}

/*
 * The functions holding the value changes fix listed: they change with the
 * patch as much as the lines it edits. A site's line is in the file before
 * the patch; a site in a macro's body is in no function and explains nothing.
 */
static void listed_functions(struct verify_ctx *v)
{
	size_t root_len = strlen(v->root);
	uint8_t *done = xcalloc(v->listed.nr + 1, 1);

	for (size_t k = 0; k < v->listed.nr; k++) {
		const char *rel = v->listed.s[k].path, *why;
		struct strbuf text = STRBUF_INIT;
		struct source src;
		struct arena arena = ARENA_INIT;
		struct func_range *fr = NULL;
		size_t nf = 0;
		char *path;

		if (done[k])
			continue;
		while (rel[0] == '.' && rel[1] == '/')
			rel += 2;
		if (!strncmp(rel, v->root, root_len) && rel[root_len] == '/')
			rel += root_len + 1;
		if (!path_stays_inside(rel) || tree_path_check(v->root, rel, 0, &why) < 0) {
			warning("%s:%u: a listed value change outside %s: not counted", v->listed.s[k].path,
				v->listed.s[k].line, v->root);
			continue;
		}
		path = path_join(v->root, rel);
		read_functions(path, &text, &src, &arena, &fr, &nf);	/* none: no site counted */
		/* every site of this file, with the one reading */
		for (size_t s = k; s < v->listed.nr; s++) {
			const struct listed_site *x = &v->listed.s[s];
			int found = 0;

			if (done[s] || strcmp(x->path, v->listed.s[k].path))
				continue;
			done[s] = 1;
			for (size_t f = 0; f < nf && !found; f++) {
				if (x->line < fr[f].first || x->line > fr[f].last)
					continue;
				found = 1;
				names_add(&v->listed_funcs, fr[f].name, strlen(fr[f].name));
				strbuf_addf(&v->listed_why, "\n%s\t%s:%u: %s", fr[f].name, rel, x->line, x->what);
			}
		}
		free_functions(fr, nf);
		source_release(&src);
		arena_release(&arena);
		strbuf_release(&text);
		free(path);
	}
	free(done);
}

/* "NAME (path:line: what)" for each listed site in function NAME, into out
 * once (NAME and its NAME.cold both changed) */
static void listed_site_of(const struct verify_ctx *v, const char *name, size_t len, struct strbuf *out)
{
	struct strbuf one = STRBUF_INIT;

	for (const char *p = v->listed_why.buf; (p = strchr(p, '\n')); p++) {
		const char *e;

		if (strncmp(p + 1, name, len) || p[1 + len] != '\t')
			continue;
		p += 2 + len;
		e = p + strcspn(p, "\n");
		strbuf_reset(&one);
		strbuf_addf(&one, "%.*s (%.*s)", (int)len, name, (int)(e - p), p);
		if (!strstr(out->buf, one.buf))
			strbuf_addf(out, "%s%s", out->len ? ", " : "", one.buf);
		p = e - 1;
	}
	strbuf_release(&one);
}

/* ---- commands ---- */

/*
 * Replaces the path 'from' by 'to' in one word of a command where it stands
 * alone: followed by '/', '=', ',' or the end (-I/x/y, -fmacro-prefix-map=/x=).
 */
static void replace_path(struct strbuf *s, const char *from, const char *to)
{
	struct strbuf out = STRBUF_INIT;
	size_t n = strlen(from);

	for (size_t i = 0; i < s->len;) {
		char next = i + n < s->len ? s->buf[i + n] : '\0';

		if (strchr("/=,", next) && !strncmp(s->buf + i, from, n)) {	/* strchr finds the '\0' too: the end */
			strbuf_addstr(&out, to);
			i += n;
		} else {
			strbuf_addch(&out, s->buf[i++]);
		}
	}
	strbuf_swap(s, &out);
	strbuf_release(&out);
}

/* Every word of args with the tree's path replaced by the patched copy's. */
static void args_to_copy(struct run_args *args, const char *root, const char *after)
{
	for (size_t k = 0; k < args->nr; k++) {
		struct strbuf w = STRBUF_INIT;

		strbuf_addstr(&w, args->v[k]);
		replace_path(&w, root, after);
		run_args_set(args, k, w.buf);
		strbuf_release(&w);
	}
}

/* A file name as a compiler argument: "-x.c" would be an option. */
static void add_file_arg(struct run_args *args, const char *file)
{
	struct strbuf w = STRBUF_INIT;

	strbuf_addf(&w, "%s%s", file[0] == '-' ? "./" : "", file);
	run_args_add(args, w.buf);
	strbuf_release(&w);
}

static struct job *add_job(struct verify_ctx *v, const char *obj)
{
	struct job *j;

	for (size_t k = 0; k < v->nr_jobs; k++)
		if (!strcmp(v->jobs[k].obj, obj))
			return NULL;
	ALLOC_GROW(v->jobs, v->nr_jobs + 1, v->alloc_jobs);
	j = &v->jobs[v->nr_jobs++];
	memset(j, 0, sizeof(*j));
	j->obj = xstrdup(obj);
	for (int a = 0; a < 2; a++) {
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s/obj/%zu.%s.o", v->tmp, v->nr_jobs, a ? "after" : "before");
		j->out[a] = strbuf_detach(&sb);
		strbuf_addf(&sb, "%s/obj/%zu.%s.log", v->tmp, v->nr_jobs, a ? "after" : "before");
		j->log[a] = strbuf_detach(&sb);
	}
	return j;
}

/*
 * Before and after commands from a build's recorded compile command (its
 * words): the object and the dependency file into the temporary directory,
 * -g for the layouts (code does not change with -g), the tree's paths
 * turned into the copy's for after.
 */
static void set_commands(struct verify_ctx *v, struct job *j, const struct run_args *cmd, const char *obj_word,
			 const char *cwd_before, const char *cwd_after)
{
	for (int a = 0; a < 2; a++) {
		struct run_args *args = &j->argv[a];
		struct strbuf dep = STRBUF_INIT;

		run_args_copy(args, cmd);
		strbuf_addf(&dep, "-Wp,-MMD,%s.d", j->out[a]);
		for (size_t k = 0; k < args->nr; k++)
			if (!strcmp(args->v[k], obj_word))
				run_args_set(args, k, j->out[a]);
			else if (!strncmp(args->v[k], "-Wp,-MMD,", 9))
				run_args_set(args, k, dep.buf);
		run_args_insert(args, 1, "-g");
		if (a)
			args_to_copy(args, v->root, v->after);
		j->cwd[a] = xstrdup(a ? cwd_after : cwd_before);
		strbuf_release(&dep);
	}
}

/* ---- kbuild ---- */

struct cmd_file {
	char *obj, *cmd, *source;
	struct names deps;
};

static int read_cmd_file(const char *path, struct cmd_file *cf)
{
	struct strbuf sb = STRBUF_INIT;
	char *line, *save = NULL;
	int in_deps = 0;

	memset(cf, 0, sizeof(*cf));
	if (strbuf_read_path(path, &sb) < 0)
		return -1;
	for (line = strtok_r(sb.buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *p;

		if (!strncmp(line, "cmd_", 4) && (p = strstr(line, " := ")) && !cf->cmd) {
			cf->obj = xstrndup(line + 4, (size_t)(p - line - 4));
			/* make's escaping in .cmd files: $$ is $ */
			{
				struct strbuf c = STRBUF_INIT;

				for (const char *q = p + 4; *q; q++) {
					strbuf_addch(&c, *q);
					if (q[0] == '$' && q[1] == '$')
						q++;
				}
				cf->cmd = strbuf_detach(&c);
			}
		} else if (!strncmp(line, "source_", 7) && (p = strstr(line, " := "))) {
			cf->source = xstrdup(p + 4);
		} else if (!strncmp(line, "deps_", 5)) {
			in_deps = 1;
		} else if (in_deps) {
			char *w = line;

			while (*w == ' ' || *w == '\t')
				w++;
			if (!*w) {
				in_deps = 0;
				continue;
			}
			if (*w != '$') {
				size_t n = strcspn(w, " \\");

				names_add(&cf->deps, w, n);
			}
		}
	}
	strbuf_release(&sb);
	return cf->cmd ? 0 : -1;
}

static void cmd_file_release(struct cmd_file *cf)
{
	free(cf->obj);
	free(cf->cmd);
	free(cf->source);
	names_release(&cf->deps);
}

/* Does the recorded file name f name the tree's file rel? */
static int names_tree_file(const struct verify_ctx *v, const char *f, const char *rel)
{
	size_t n = strlen(v->root);

	if (!strncmp(f, v->root, n) && f[n] == '/' && !strcmp(f + n + 1, rel))
		return 1;
	if (f[0] == '.' && f[1] == '/')
		f += 2;
	return !strcmp(f, rel);
}

static void kbuild_consider(struct verify_ctx *v, const char *cmd_path, const struct names *wanted_objs)
{
	struct cmd_file cf;
	int take = 0;

	if (read_cmd_file(cmd_path, &cf) < 0)
		return;
	if (wanted_objs) {
		take = names_has(wanted_objs, cf.obj, strlen(cf.obj));
	} else {
		for (size_t t = 0; t < v->touched.nr && !take; t++) {
			const char *rel = v->touched.s[t];

			if (cf.source && names_tree_file(v, cf.source, rel))
				take = 1;
			for (size_t d = 0; d < cf.deps.nr && !take && is_header(rel); d++)
				take = names_tree_file(v, cf.deps.s[d], rel);
		}
	}
	if (take && cf.source && strstr(cf.cmd, " -c ")) {
		struct run_args words = RUN_ARGS_INIT;
		const char *why;
		struct job *j;

		if (run_split(cf.cmd, &words, 1, &why) < 0)
			warning("%s: the recorded command has %s, which flexfix does not run; %s not compared", cmd_path,
				why, cf.obj);
		else if ((j = add_job(v, cf.obj))) {
			j->source = cf.source[0] == '/' ? xstrdup(cf.source) : path_join(v->root, cf.source);
			set_commands(v, j, &words, cf.obj, v->build, !strcmp(v->build, v->root) ? v->after : v->build);
		}
		run_args_release(&words);
	}
	cmd_file_release(&cf);
}

static void kbuild_walk(struct verify_ctx *v, const char *dir, const struct names *wanted_objs, int depth)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d || depth > 24) {
		if (d)
			closedir(d);
		return;
	}
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		char *p;

		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || !strcmp(e->d_name, "source"))
			continue;
		p = path_join(dir, e->d_name);
		if (e->d_type == DT_DIR && e->d_name[0] != '.')
			kbuild_walk(v, p, wanted_objs, depth + 1);
		else if (e->d_name[0] == '.' && n > 6 && !strcmp(e->d_name + n - 6, ".o.cmd"))
			kbuild_consider(v, p, wanted_objs);
		free(p);
	}
	closedir(d);
}

static int kbuild_jobs(struct verify_ctx *v)
{
	struct names dirs = { 0 }, objs = { 0 };
	int whole = 0;
	struct strbuf jflag = STRBUF_INIT;
	const char **argv;
	size_t n = 0;
	int rc;

	if (v->o->objects) {
		for (const char *p = v->o->objects; *p;) {
			size_t k = strcspn(p, ",");

			names_add(&objs, p, k);
			p += k + (p[k] == ',');
		}
		for (size_t k = 0; k < objs.nr; k++)
			names_add(&dirs, objs.s[k], strlen(objs.s[k]));	/* make builds these targets */
	} else {
		for (size_t t = 0; t < v->touched.nr; t++) {
			const char *rel = v->touched.s[t], *slash = strrchr(rel, '/');

			if (!strncmp(rel, "include/", 8) || strstr(rel, "/include/")) {
				whole = 1;	/* headers for everyone: every object built so far */
				continue;
			}
			if (slash) {
				struct strbuf d = STRBUF_INIT;
				struct stat st;
				char *abs;

				strbuf_add(&d, rel, (size_t)(slash - rel) + 1);
				abs = path_join(v->root, d.buf);
				if (!stat(abs, &st))
					names_add(&dirs, d.buf, d.len);
				free(abs);
				strbuf_release(&d);
			}
		}
	}
	/* make what the configuration builds in those directories (up to date: quick) */
	argv = xmalloc((dirs.nr + 8) * sizeof(*argv));
	argv[n++] = "make";
	argv[n++] = "-s";
	argv[n++] = "-k";
	argv[n++] = "-C";
	argv[n++] = v->build;
	strbuf_addf(&jflag, "-j%d", v->o->jobs);
	argv[n++] = jflag.buf;
	for (size_t k = 0; k < dirs.nr; k++)
		argv[n++] = dirs.s[k];
	argv[n] = NULL;
	if (dirs.nr) {
		char *log = path_join(v->tmp, "make.log");

		if (!v->o->quiet && !v->o->json)
			fprintf(stderr, "flexfix: make -C %s %zu target%s (objects the configuration builds)\n", v->build,
				dirs.nr, dirs.nr == 1 ? "" : "s");
		rc = run_wait(argv, NULL, log);
		if (rc)
			warning("%s: make exited with %d; see %s (the objects it built are compared)", v->build, rc, log);
		free(log);
	}
	if (whole || v->o->objects) {
		kbuild_walk(v, v->build, v->o->objects ? &objs : NULL, 0);
	} else {
		for (size_t k = 0; k < dirs.nr; k++) {
			char *p = path_join(v->build, dirs.s[k]);

			kbuild_walk(v, p, NULL, 0);
			free(p);
		}
	}
	free(argv);
	strbuf_release(&jflag);
	names_release(&dirs);
	names_release(&objs);
	return 0;
}

/* ---- compile_commands.json and --cc ---- */

/*
 * Before and after commands from a compile command's words: its own -o
 * dropped, the object and a dependency file into the temporary directory,
 * -g for the layouts, the tree's paths turned into the copy's for after.
 */
static void plain_commands(struct verify_ctx *v, struct job *j, const struct run_args *cmd, const char *cwd)
{
	for (int a = 0; a < 2; a++) {
		struct run_args *args = &j->argv[a];
		struct strbuf c = STRBUF_INIT;

		run_args_copy(args, cmd);
		for (size_t k = 1; k < args->nr;)
			if (!strcmp(args->v[k], "-o")) {
				run_args_remove(args, k);
				if (k < args->nr)
					run_args_remove(args, k);
			} else if (!strncmp(args->v[k], "-o", 2)) {
				run_args_remove(args, k);
			} else {
				k++;
			}
		run_args_insert(args, 1, "-g");
		run_args_add(args, "-o");
		run_args_add(args, j->out[a]);
		run_args_add(args, "-MD");
		run_args_add(args, "-MF");
		strbuf_addf(&c, "%s.d", j->out[a]);
		run_args_add(args, c.buf);
		strbuf_reset(&c);
		strbuf_addstr(&c, cwd);
		if (a) {
			args_to_copy(args, v->root, v->after);
			replace_path(&c, v->root, v->after);
		}
		j->cwd[a] = strbuf_detach(&c);
	}
}

static int compile_commands_jobs(struct verify_ctx *v)
{
	json_object *root = json_object_from_file(v->o->compile_commands);
	size_t n;

	if (!root || !json_object_is_type(root, json_type_array))
		return error("%s: not a compile_commands.json array", v->o->compile_commands);
	n = json_object_array_length(root);
	for (size_t i = 0; i < n; i++) {
		json_object *e = json_object_array_get_idx(root, i), *x;
		const char *dir = NULL, *file = NULL;
		struct strbuf obj = STRBUF_INIT;
		struct run_args cmd = RUN_ARGS_INIT;
		const char *why = NULL;
		char *abs_file;
		struct job *j;

		if (json_object_object_get_ex(e, "directory", &x))
			dir = json_object_get_string(x);
		if (json_object_object_get_ex(e, "file", &x))
			file = json_object_get_string(x);
		if (!dir || !file)
			continue;
		if (json_object_object_get_ex(e, "arguments", &x) && json_object_is_type(x, json_type_array)) {
			for (size_t k = 0; k < json_object_array_length(x); k++)
				run_args_add(&cmd, json_object_get_string(json_object_array_get_idx(x, k)));
		} else if (json_object_object_get_ex(e, "command", &x)) {
			if (run_split(json_object_get_string(x), &cmd, 0, &why) < 0) {
				warning("%s: the command for %s has %s, which flexfix does not run; not compared",
					v->o->compile_commands, file, why);
				run_args_release(&cmd);
				continue;
			}
		}
		if (!cmd.nr)
			continue;
		abs_file = file[0] == '/' ? xstrdup(file) : path_join(dir, file);
		if (json_object_object_get_ex(e, "output", &x))
			strbuf_addstr(&obj, json_object_get_string(x));
		else
			strbuf_add(&obj, file, strlen(file) - (is_c(file) ? 2 : 0)), strbuf_addstr(&obj, ".o");
		j = add_job(v, obj.buf);
		if (j) {
			j->source = abs_file;
			abs_file = NULL;
			plain_commands(v, j, &cmd, dir);
		}
		free(abs_file);
		run_args_release(&cmd);
		strbuf_release(&obj);
	}
	json_object_put(root);
	return 0;
}

static int cc_jobs(struct verify_ctx *v)
{
	struct names files = { 0 };
	struct run_args cc = RUN_ARGS_INIT;
	const char *why;

	if (run_split(v->o->cc, &cc, 0, &why) < 0) {
		run_args_release(&cc);
		return error("--cc=%s: %s (flexfix runs the compiler itself, without a shell)", v->o->cc, why);
	}

	if (v->o->objects) {
		for (const char *p = v->o->objects; *p;) {
			size_t k = strcspn(p, ",");

			names_add(&files, p, k);
			p += k + (p[k] == ',');
		}
	} else {
		for (size_t t = 0; t < v->touched.nr; t++)
			if (is_c(v->touched.s[t]))
				names_add(&files, v->touched.s[t], strlen(v->touched.s[t]));
			else if (is_header(v->touched.s[t]))
				warning("%s: --cc compiles the touched .c files only; name the files that include it with --objects",
					v->touched.s[t]);
	}
	for (size_t k = 0; k < files.nr; k++) {
		struct strbuf obj = STRBUF_INIT;
		struct run_args cmd = RUN_ARGS_INIT;
		struct job *j;

		strbuf_add(&obj, files.s[k], strlen(files.s[k]) - (is_c(files.s[k]) ? 2 : 0));
		strbuf_addstr(&obj, ".o");
		j = add_job(v, obj.buf);
		if (j) {
			run_args_copy(&cmd, &cc);
			run_args_add(&cmd, "-c");
			add_file_arg(&cmd, files.s[k]);
			j->source = path_join(v->root, files.s[k]);
			plain_commands(v, j, &cmd, v->root);
		}
		run_args_release(&cmd);
		strbuf_release(&obj);
	}
	names_release(&files);
	run_args_release(&cc);
	return 0;
}

/* ---- building ---- */

static int depfile_has(const struct verify_ctx *v, const char *depfile, const char *cwd)
{
	struct strbuf sb = STRBUF_INIT;
	char *save = NULL;
	int found = 0;

	if (strbuf_read_path(depfile, &sb) < 0)
		return 0;
	for (char *w = strtok_r(sb.buf, " \t\n\\", &save); w && !found; w = strtok_r(NULL, " \t\n\\", &save)) {
		char real[PATH_MAX], *abs = w[0] == '/' ? xstrdup(w) : path_join(cwd, w);

		if (realpath(abs, real))
			for (size_t t = 0; t < v->touched.nr && !found; t++)
				found = is_header(v->touched.s[t]) && names_tree_file(v, real, v->touched.s[t]);
		free(abs);
	}
	strbuf_release(&sb);
	return found;
}

static void progress(const struct verify_ctx *v, size_t done, size_t total)
{
	if (v->o->quiet || v->o->json || !isatty(2))
		return;
	fprintf(stderr, "\rflexfix: building %zu/%zu", done, total);
	if (done == total)
		fputc('\n', stderr);
}

static double seconds_since(const struct timespec *t0)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - t0->tv_sec) + (double)(now.tv_nsec - t0->tv_nsec) / 1e9;
}

/*
 * Runs the commands (side a of jobs [0, n)), at most o->jobs at once; one
 * that runs longer than o->timeout seconds is killed (status 124), and an
 * interrupt (run_interrupted) kills them all.
 */
static void run_builds(struct verify_ctx *v, int *sides, size_t n_sides)
{
	size_t next = 0, done = 0, running = 0;
	pid_t *pids = xcalloc(n_sides + 1, sizeof(*pids));
	struct timespec *start = xcalloc(n_sides + 1, sizeof(*start));

	while (done < n_sides && !run_interrupted) {
		int st;
		pid_t pid;

		while (running < (size_t)v->o->jobs && next < n_sides) {
			struct job *j = &v->jobs[sides[next] / 2];
			int a = sides[next] % 2;

			clock_gettime(CLOCK_MONOTONIC, &start[next]);
			pid = run_spawn((const char *const *)j->argv[a].v, j->cwd[a], j->log[a]);
			if (pid < 0) {
				j->status[a] = 127;
				next++;
				progress(v, ++done, n_sides);
				continue;
			}
			pids[next++] = pid;
			running++;
		}
		pid = waitpid(-1, &st, WNOHANG);
		if (pid < 0 && errno != EINTR)
			break;
		if (pid <= 0) {
			/* none has finished: look at the clock, then sleep a little */
			struct timespec tick = { 0, 10 * 1000 * 1000 };

			for (size_t k = 0; k < next; k++)
				if (pids[k] > 0 && !v->jobs[sides[k] / 2].timed_out[sides[k] % 2] &&
				    seconds_since(&start[k]) > v->o->timeout) {
					v->jobs[sides[k] / 2].timed_out[sides[k] % 2] = 1;
					run_kill(pids[k]);
				}
			nanosleep(&tick, NULL);
			continue;
		}
		for (size_t k = 0; k < next; k++)
			if (pids[k] == pid) {
				struct job *j = &v->jobs[sides[k] / 2];
				int a = sides[k] % 2;

				j->status[a] = j->timed_out[a] ? 124 : run_status(st);
				pids[k] = 0;
			}
		running--;
		progress(v, ++done, n_sides);
	}
	for (size_t k = 0; k < next; k++)
		if (pids[k] > 0) {
			run_kill(pids[k]);
			waitpid(pids[k], NULL, 0);
		}
	free(pids);
	free(start);
}

/* A failed build's log, moved out of the temporary directory (removed at
 * the end) into one that stays; its path, or NULL when it cannot be kept. */
static const char *keep_log(struct verify_ctx *v, struct job *j, int a)
{
	struct strbuf name = STRBUF_INIT;
	char *dst;

	if (!v->logs) {
		const char *base = getenv("TMPDIR");
		struct strbuf sb = STRBUF_INIT;

		strbuf_addf(&sb, "%s/flexfix-logs.XXXXXX", base && *base ? base : "/tmp");
		if (!mkdtemp(sb.buf)) {
			strbuf_release(&sb);
			return NULL;
		}
		v->logs = strbuf_detach(&sb);
	}
	for (const char *p = j->obj; *p; p++)
		strbuf_addch(&name, *p == '/' ? '_' : *p);
	strbuf_addstr(&name, a ? ".after.log" : ".before.log");
	dst = path_join(v->logs, name.buf);
	strbuf_release(&name);
	if (rename(j->log[a], dst) < 0) {
		free(dst);
		return NULL;
	}
	free(j->log[a]);
	j->log[a] = dst;
	return dst;
}

static char *first_line_of(const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	char *nl;

	if (strbuf_read_path(path, &sb) < 0 || !sb.len) {
		strbuf_release(&sb);
		return xstrdup("(no output)");
	}
	/* the first line that says error, else the first */
	nl = strstr(sb.buf, "error");
	if (nl) {
		char *start = nl;

		while (start > sb.buf && start[-1] != '\n')
			start--;
		memmove(sb.buf, start, strlen(start) + 1);
	}
	nl = strchr(sb.buf, '\n');
	if (nl)
		*nl = '\0';
	return strbuf_detach(&sb);
}

/* ---- expectations ---- */

static size_t base_len(const char *sym)
{
	return strcspn(sym, ".");
}

static char *disassemble(const char *obj, const struct obj_sym *sym);

/* Same instructions, addresses left out (a call to a function of the same
 * section that moved: the assembler wrote its displacement, no relocation)? */
static int same_disassembly(const struct job *j, const struct obj_sym *a, const struct obj_sym *b)
{
	char *x = disassemble(j->out[0], a), *y = disassemble(j->out[1], b);
	int same = *x && !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

/*
 * Does function change c differ only where its relocations point into
 * other changed symbols of the object ('+0x39: lancer_cmd_read_file.cold+30'
 * became 'be_set_rxnfc.cold+27': a shared cold section moved because a
 * function there changed size)? The first of them in *whom; 0 when not.
 */
static int follows_changed(const struct job *j, size_t c, const char **whom)
{
	const struct object_diff *d = &j->diff;
	const struct obj_sym *a = d->ch[c].before, *b = d->ch[c].after;
	int differ = 0;

	if (!a || !b || !d->ch[c].func || a->size != b->size || a->nr_rel != b->nr_rel ||
	    (memcmp(a->bytes, b->bytes, a->size) && !same_disassembly(j, a, b)))
		return 0;
	for (size_t k = 0; k < a->nr_rel; k++) {
		int inside = 0;

		if (a->rel[k].off != b->rel[k].off || a->rel[k].type != b->rel[k].type)
			return 0;
		if (!strcmp(a->rel[k].target, b->rel[k].target))
			continue;
		/* both targets in changed symbols (by the name before '.', '+' or '-') */
		for (int side = 0; side < 2; side++) {
			const char *t = side ? b->rel[k].target : a->rel[k].target;
			size_t n = strcspn(t, ".+-");

			for (size_t o = 0; o < d->nr; o++)
				if (o != c && base_len(d->ch[o].name) == n && !strncmp(d->ch[o].name, t, n)) {
					inside++;
					if (!differ)
						*whom = d->ch[o].name;
					break;
				}
		}
		if (inside < 1)
			return 0;
		differ = 1;
	}
	return differ;
}

struct file_functions {
	const struct func_range *fr;
	size_t nf;
};

static int defined_in_file(const char *name, size_t len, void *ctx)
{
	const struct file_functions *ff = ctx;

	for (size_t f = 0; f < ff->nf; f++)
		if (strlen(ff->fr[f].name) == len && !memcmp(ff->fr[f].name, name, len))
			return 1;
	return 0;
}

static int function_changed(const struct job *j, const char *name)
{
	for (size_t c = 0; c < j->diff.nr; c++)
		if (j->diff.ch[c].func && base_len(j->diff.ch[c].name) == strlen(name) &&
		    !strncmp(j->diff.ch[c].name, name, strlen(name)))
			return 1;
	return 0;
}

static const struct layout_member *member_named(const struct layout *l, const char *name);

/* Same size, and every member at its offset with its size. */
static int same_record(const struct layout *a, const struct layout *b)
{
	if (a->size != b->size || a->nr_m != b->nr_m)
		return 0;
	for (size_t k = 0; k < a->nr_m; k++) {
		const struct layout_member *mb = member_named(b, a->m[k].name);

		if (!mb || mb->off != a->m[k].off || mb->size != a->m[k].size)
			return 0;
	}
	return 1;
}

/*
 * Records that hold a record of 'same_layout' by value, at any depth up to
 * HOLD_DEPTH, every record on the way of the same layout before and after:
 * the layouts of the records named (level 0), of their members' records
 * (level 1), and so on, each level read once from each object.
 */
#define HOLD_DEPTH 4
struct holders {
	struct layouts before[HOLD_DEPTH], after[HOLD_DEPTH];
};

static const struct layout *holders_find(const struct layouts *ls, const char *name)
{
	const struct layout *l = NULL;

	for (int d = 0; d < HOLD_DEPTH && !l; d++)
		l = layouts_find(&ls[d], name);
	return l;
}

static void holders_load(struct verify_ctx *v, const struct job *j, struct holders *h, struct names *want)
{
	const char *err;

	for (int d = 0; d < HOLD_DEPTH && want->nr; d++) {
		struct names next = { 0 };

		layouts_load(&h->before[d], j->out[0], (const char *const *)want->s, want->nr, &err);
		layouts_load(&h->after[d], j->out[1], (const char *const *)want->s, want->nr, &err);
		for (size_t k = 0; k < h->after[d].nr; k++)
			for (size_t m = 0; m < h->after[d].l[k].nr_m; m++) {
				const char *r = h->after[d].l[k].m[m].record;

				if (r && !names_has(&v->same_layout, r, strlen(r)) && !holders_find(h->after, r))
					names_add(&next, r, strlen(r));
			}
		names_release(want);
		*want = next;
	}
	names_release(want);
}

/* Does record 'name' hold a same-layout record (the path into *why: "r.inner")? */
static int holds_same_layout(struct verify_ctx *v, const struct holders *h, const char *name, int depth,
			     struct strbuf *why)
{
	const struct layout *a = holders_find(h->before, name), *b = holders_find(h->after, name);

	if (!a || !b || !same_record(a, b) || depth >= HOLD_DEPTH)
		return 0;
	for (size_t m = 0; m < b->nr_m; m++) {
		const char *r = b->m[m].record;
		size_t at = why->len;

		if (!r)
			continue;
		strbuf_addf(why, "%s%s", at ? "." : "", b->m[m].name);
		if (names_has(&v->same_layout, r, strlen(r))) {
			strbuf_addf(why, "\t%s", r);
			return 1;
		}
		if (holds_same_layout(v, h, r, depth + 1, why))
			return 1;
		why->len = at;
		why->buf[at] = '\0';
	}
	return 0;
}

/*
 * Into 'codegen': changed functions that name a record whose patch changed
 * only an array's bound (every member at its offset, of its type) and whose
 * code uses no size that changed: the record's own size only when it did
 * not change ('[0]' -> '[]', the union that keeps the size), and every other
 * type whose size it uses (sizeof, objects by value, pointer steps and
 * casts: sizedeps.c) the same in both objects' debug information; or that
 * use a type (as sizedeps.c reads them) holding such a record by value, of
 * one layout before and after (holds_same_layout()). What is
 * left is the compiler scheduling differently around a bound it no longer
 * knows, which the report says as such. A size the reading cannot name
 * keeps the function unexpected.
 */
/* Token t starts 'struct X' or 'union X': its key into *key (reset first). */
static int record_at(const struct source *src, uint32_t t, struct strbuf *key)
{
	if ((src->tok[t].kw != KW_STRUCT && src->tok[t].kw != KW_UNION) || src->tok[t + 1].kind != TK_IDENT)
		return 0;
	strbuf_reset(key);
	strbuf_addf(key, "%s %.*s", src->tok[t].kw == KW_STRUCT ? "struct" : "union", (int)src->tok[t + 1].len,
		    src->buf + src->tok[t + 1].off);
	return 1;
}

struct codegen_candidate {
	size_t f;
	char *record;		/* what the report names: "struct rec", "struct box, which holds struct rec (r)" */
	struct size_deps deps;
};

/* Function f as a candidate, the sizes it uses read; their types into *types. */
static void add_candidate(struct codegen_candidate **cand, size_t *nc, size_t *alloc, const struct source *src,
			  const struct func_range *fr, size_t f, struct file_functions *ff, char *record, struct names *types)
{
	struct codegen_candidate *c;

	ALLOC_GROW(*cand, *nc + 1, *alloc);
	c = &(*cand)[(*nc)++];
	c->f = f;
	c->record = record;
	size_deps_read(src, fr[f].params_tok, fr[f].body_tok, fr[f].body_end, defined_in_file, ff, &c->deps);
	for (size_t d = 0; d < c->deps.nr; d++)
		names_add(types, c->deps.d[d].type, strlen(c->deps.d[d].type));
}

static void codegen_functions(struct verify_ctx *v, const struct job *j, const struct source *src,
			      const struct func_range *fr, size_t nf, const struct names *exp, struct names *codegen,
			      struct strbuf *records)
{
	struct codegen_candidate *cand = NULL;
	size_t nc = 0, alloc = 0;
	struct names need = { 0 };
	struct file_functions ff = { fr, nf };
	struct layouts before = { 0 }, after = { 0 };
	struct codegen_candidate *pend = NULL;	/* functions naming no such record: one that holds one? */
	size_t np = 0, alloc_p = 0;
	struct names want = { 0 };		/* the types they use: holders? */
	struct strbuf key = STRBUF_INIT, why = STRBUF_INIT;
	struct holders h;
	const char *err;

	memset(&h, 0, sizeof(h));
	for (size_t f = 0; f < nf; f++) {
		int found = 0;

		if (names_has(exp, fr[f].name, strlen(fr[f].name)) || !function_changed(j, fr[f].name))
			continue;
		for (uint32_t t = fr[f].params_tok; t < fr[f].body_end && !found; t++)
			found = record_at(src, t, &key) &&
				(names_has(&v->same_layout, key.buf, key.len) || names_has(&v->bound_only, key.buf, key.len));
		if (found) {
			add_candidate(&cand, &nc, &alloc, src, fr, f, &ff, xstrdup(key.buf), &need);
		} else if (v->same_layout.nr) {
			/* a record that holds one by value, its own layout unchanged: with the
			 * changed record's type inside it, GCC may take other access paths */
			add_candidate(&pend, &np, &alloc_p, src, fr, f, &ff, NULL, &want);
		}
	}
	if (np)
		holders_load(v, j, &h, &want);
	names_release(&want);
	for (size_t p = 0; p < np; p++) {
		for (size_t d = 0; d < pend[p].deps.nr && !pend[p].record; d++) {
			const char *type = pend[p].deps.d[d].type, *tab;

			strbuf_reset(&why);
			if (!strncmp(type, "name ", 5) || !holds_same_layout(v, &h, type, 0, &why))
				continue;
			tab = strchr(why.buf, '\t');	/* "r\tstruct rec": "struct box, which holds struct rec (r)" */
			strbuf_reset(&key);
			strbuf_addf(&key, "%s, which holds %s (%.*s)", type, tab + 1, (int)(tab - why.buf), why.buf);
			pend[p].record = xstrdup(key.buf);
		}
		if (!pend[p].record) {
			size_deps_release(&pend[p].deps);
			continue;
		}
		for (size_t d = 0; d < pend[p].deps.nr; d++)
			names_add(&need, pend[p].deps.d[d].type, strlen(pend[p].deps.d[d].type));
		ALLOC_GROW(cand, nc + 1, alloc);
		cand[nc++] = pend[p];
	}
	free(pend);
	for (int d = 0; d < HOLD_DEPTH; d++) {
		layouts_release(&h.before[d]);
		layouts_release(&h.after[d]);
	}
	strbuf_release(&key);
	strbuf_release(&why);
	if (nc && need.nr) {
		layouts_load(&before, j->out[0], (const char *const *)need.s, need.nr, &err);
		layouts_load(&after, j->out[1], (const char *const *)need.s, need.nr, &err);
	}
	for (size_t c = 0; c < nc; c++) {
		int ok = !cand[c].deps.unknown;

		for (size_t d = 0; d < cand[c].deps.nr && ok; d++) {
			const struct size_dep *dep = &cand[c].deps.d[d];
			const struct layout *a = layouts_find(&before, dep->type), *b = layouts_find(&after, dep->type);

			if (names_has(&v->bound_only, dep->type, strlen(dep->type)))
				ok = !(dep->use & SD_SIZE);
			else if (names_has(&v->same_layout, dep->type, strlen(dep->type)))
				continue;
			else if (a && b)
				ok = same_record(a, b);
			else	/* in neither: the type of an object declared here, which is no record */
				ok = !a && !b && !(dep->use & SD_NAMED);
		}
		/* records: "\nNAME\tstruct TAG" for each, to say which */
		if (ok && names_add(codegen, fr[cand[c].f].name, strlen(fr[cand[c].f].name)))
			strbuf_addf(records, "\n%s\t%s", fr[cand[c].f].name, cand[c].record);
		size_deps_release(&cand[c].deps);
		free(cand[c].record);
	}
	free(cand);
	names_release(&need);
	layouts_release(&before);
	layouts_release(&after);
}

/*
 * Functions of the object's source: expected when changed by the patch, when
 * they use a moved member, or when they call an expected function. In
 * 'codegen' (not in exp): see codegen_functions().
 */
static void expected_functions(struct verify_ctx *v, const struct job *j, struct names *exp, struct names *codegen,
			       struct strbuf *records)
{
	struct strbuf text = STRBUF_INIT;
	struct source src;
	struct arena arena = ARENA_INIT;
	struct func_range *fr = NULL;
	size_t nf = 0;
	char *after_src;
	int more = 1;

	for (size_t k = 0; k < v->changed_funcs.nr; k++)
		names_add(exp, v->changed_funcs.s[k], strlen(v->changed_funcs.s[k]));
	for (size_t k = 0; k < v->listed_funcs.nr; k++)
		names_add(exp, v->listed_funcs.s[k], strlen(v->listed_funcs.s[k]));
	if (!j->source)
		return;
	after_src = xstrdup(j->source);
	{
		struct strbuf p = STRBUF_INIT;

		strbuf_addstr(&p, after_src);
		replace_path(&p, v->root, v->after);
		free(after_src);
		after_src = strbuf_detach(&p);
	}
	if (read_functions(after_src, &text, &src, &arena, &fr, &nf) < 0)
		goto out;
	while (more) {
		more = 0;
		for (size_t f = 0; f < nf; f++) {
			if (names_has(exp, fr[f].name, strlen(fr[f].name)))
				continue;
			for (uint32_t t = fr[f].body_tok; t < fr[f].body_end; t++) {
				const struct token *tk = &src.tok[t];

				if (tk->kind != TK_IDENT)
					continue;
				if ((tok_is(&src.tok[t - 1], P_ARROW) || tok_is(&src.tok[t - 1], '.')) &&
				    names_has(&v->moved, src.buf + tk->off, tk->len)) {
					more |= names_add(exp, fr[f].name, strlen(fr[f].name));
					break;
				}
				if (tok_is(&src.tok[t + 1], '(') && names_has(exp, src.buf + tk->off, tk->len)) {
					more |= names_add(exp, fr[f].name, strlen(fr[f].name));
					break;
				}
			}
		}
	}
	if (v->same_layout.nr || v->bound_only.nr)
		codegen_functions(v, j, &src, fr, nf, exp, codegen, records);
out:
	free_functions(fr, nf);
	source_release(&src);
	arena_release(&arena);
	strbuf_release(&text);
	free(after_src);
}

/* ---- reports ---- */

/* objdump of one symbol, addresses dropped so moved code compares equal.
 * (--disassemble=SYM with -r shows other functions' relocations in
 * binutils 2.40: the symbol's range in its section is given instead.) */
/*
 * One instruction of objdump's output, normalized: the address goes; in
 * "jmp 4c <f+0x4c>" the address goes, the symbol stays; a value a REL
 * relocation (i386) stored in the bytes, "$0x1670" of 'R_386_32 .text', is
 * the relocation's addend, which elfcmp compares by target: it becomes
 * "<reloc>" (when a function between moved, it is all that differs), and so
 * does the place objdump shows for a relocated jump ('je <f.cold+0x30>').
 */
struct insn {
	uint64_t addr;
	uint8_t bytes[16];
	unsigned nr_bytes;
	struct strbuf text;
};

static void insn_flush(struct insn *in, struct strbuf *norm)
{
	if (!in->text.len)
		return;
	strbuf_add(norm, in->text.buf, in->text.len);
	strbuf_addch(norm, '\n');
	strbuf_reset(&in->text);
}

/* '    3700:\tc7 46 0c 70 16 00 00   \tmovl   $0x1670,0xc(%esi)' */
static void insn_read(struct insn *in, const char *l)
{
	char *e;
	const char *c;

	in->addr = strtoull(l, &e, 16);
	c = *e == ':' ? e + 1 : l;
	in->nr_bytes = 0;
	while (*c == '\t' || *c == ' ')
		c++;
	while (in->nr_bytes < sizeof(in->bytes) && isxdigit((unsigned char)c[0]) && isxdigit((unsigned char)c[1]) &&
	       c[2] == ' ') {
		in->bytes[in->nr_bytes++] = (uint8_t)strtoul((char[]){ c[0], c[1], 0 }, NULL, 16);
		c += 3;
	}
	while (*c == ' ' || *c == '\t')
		c++;
	for (; *c; c++) {
		if (isxdigit((unsigned char)*c) && (c == l || c[-1] == ' ' || c[-1] == '\t')) {
			const char *x = c;

			while (isxdigit((unsigned char)*x))
				x++;
			if (x[0] == ' ' && x[1] == '<') {
				c = x;
				continue;
			}
		}
		strbuf_addch(&in->text, *c == '\t' ? ' ' : *c);
	}
}

/* '\t\t\t3703: R_386_32\t.text': a REL relocation's stored addend in the instruction before */
static void insn_reloc(struct insn *in, const char *l)
{
	uint64_t at = strtoull(l, NULL, 16), v = 0;
	struct strbuf hex = STRBUF_INIT;
	char *p;

	if (!in->text.len || at < in->addr || at - in->addr + 4 > in->nr_bytes)
		return;
	/* 'je <f+0x3083>' into another section: the place shown is the relocation's, compared by target */
	if ((p = strchr(in->text.buf, '<')) != NULL && strchr(p, '>')) {
		struct strbuf t = STRBUF_INIT;

		strbuf_add(&t, in->text.buf, (size_t)(p - in->text.buf));
		strbuf_addstr(&t, "<reloc>");
		strbuf_addstr(&t, strchr(p, '>') + 1);
		strbuf_swap(&t, &in->text);
		strbuf_release(&t);
	}
	for (int k = 3; k >= 0; k--)
		v = v << 8 | in->bytes[at - in->addr + (uint64_t)k];
	if (!v)
		return;	/* RELA: the addend is in the relocation */
	strbuf_addf(&hex, "0x%llx", (unsigned long long)v);
	p = strstr(in->text.buf, hex.buf);
	if (p && !isxdigit((unsigned char)p[hex.len])) {
		struct strbuf t = STRBUF_INIT;

		strbuf_add(&t, in->text.buf, (size_t)(p - in->text.buf));
		strbuf_addstr(&t, "<reloc>");
		strbuf_addstr(&t, p + hex.len);
		strbuf_swap(&t, &in->text);
		strbuf_release(&t);
	}
	strbuf_release(&hex);
}

static char *disassemble(const char *obj, const struct obj_sym *sym)
{
	struct strbuf out = STRBUF_INIT, norm = STRBUF_INIT, start = STRBUF_INIT, stop = STRBUF_INIT;
	const char *argv[] = { "objdump", "-d", "-r", "--insn-width=16", NULL, NULL, "-j", NULL, obj, NULL };
	struct insn in = { 0, { 0 }, 0, STRBUF_INIT };
	char *save = NULL;
	int inside = 0;

	if (!sym)
		return xstrdup("");
	strbuf_addf(&start, "--start-address=%#llx", (unsigned long long)sym->value);
	strbuf_addf(&stop, "--stop-address=%#llx", (unsigned long long)(sym->value + sym->size));
	argv[4] = start.buf;
	argv[5] = stop.buf;
	argv[7] = sym->section;
	run_capture(argv, &out);
	strbuf_release(&start);
	strbuf_release(&stop);
	for (char *l = out.buf ? strtok_r(out.buf, "\n", &save) : NULL; l; l = strtok_r(NULL, "\n", &save)) {
		if (strstr(l, ">:") && strchr(l, '<')) {
			inside = 1;
			continue;
		}
		if (!inside)
			continue;
		if (strstr(l, ": R_")) {	/* relocations: compared by target in elfcmp */
			insn_reloc(&in, l);
			continue;
		}
		insn_flush(&in, &norm);
		insn_read(&in, l);
	}
	insn_flush(&in, &norm);
	strbuf_release(&in.text);
	strbuf_release(&out);
	if (!norm.buf)
		return xstrdup("");
	return strbuf_detach(&norm);
}

static int print_diff_line(const git_diff_delta *d, const git_diff_hunk *h, const git_diff_line *l, void *payload)
{
	int *left = payload;

	(void)d;
	(void)h;
	if ((l->origin == '+' || l->origin == '-') && *left > 0) {
		printf("    %c %.*s", l->origin, (int)l->content_len, l->content);
		if (!l->content_len || l->content[l->content_len - 1] != '\n')
			putchar('\n');
		if (--*left == 0)
			printf("    ...\n");
	}
	return 0;
}

static void show_code_diff(const struct job *j, const struct sym_change *ch)
{
	char *a = disassemble(j->out[0], ch->before), *b = disassemble(j->out[1], ch->after);
	git_patch *patch = NULL;
	git_diff_options opts = GIT_DIFF_OPTIONS_INIT;
	int left = 8;

	opts.context_lines = 0;
	git_libgit2_init();
	if (git_patch_from_buffers(&patch, a, strlen(a), "before", b, strlen(b), "after", &opts) == 0 && patch) {
		size_t nh = git_patch_num_hunks(patch);

		for (size_t h = 0; h < nh; h++) {
			size_t nl = (size_t)git_patch_num_lines_in_hunk(patch, h);

			for (size_t k = 0; k < nl; k++) {
				const git_diff_line *l;

				if (git_patch_get_line_in_hunk(&l, patch, h, k) == 0)
					print_diff_line(NULL, NULL, l, &left);
			}
		}
	}
	git_patch_free(patch);
	git_libgit2_shutdown();
	if (left == 8 && ch->before && ch->after) {
		/* the same instructions: what differs is where they point (objdump -d hides that) */
		const struct obj_sym *x = ch->before, *y = ch->after;
		size_t n = x->nr_rel > y->nr_rel ? x->nr_rel : y->nr_rel;

		for (size_t k = 0; k < n && left > 0; k++) {
			const struct obj_reloc *rx = k < x->nr_rel ? &x->rel[k] : NULL, *ry = k < y->nr_rel ? &y->rel[k] : NULL;

			if (rx && ry && rx->off == ry->off && !strcmp(rx->target, ry->target))
				continue;
			if (rx)
				printf("    - +%#x: %s\n", rx->off, rx->target);
			if (ry)
				printf("    + +%#x: %s\n", ry->off, ry->target);
			if ((left -= 2) <= 0)
				printf("    ...\n");
		}
		if (left == 8 && x->size != y->size)
			printf("    size %llu -> %llu\n", (unsigned long long)x->size, (unsigned long long)y->size);
	}
	free(a);
	free(b);
}

/* Bytes that differ under equal relocations: the same instructions when
 * objdump, which names branch targets, shows the same text. */
static void drop_equal_disassembly(struct job *j)
{
	size_t keep = 0;

	for (size_t c = 0; c < j->diff.nr; c++) {
		struct sym_change *ch = &j->diff.ch[c];
		int same = 0;

		if (ch->bytes_only && ch->func)
			same = same_disassembly(j, ch->before, ch->after);
		if (!same)
			j->diff.ch[keep++] = *ch;
	}
	j->diff.nr = keep;
}

static const struct layout_member *member_named(const struct layout *l, const char *name)
{
	for (size_t k = 0; k < l->nr_m; k++)
		if (!strcmp(l->m[k].name, name))
			return &l->m[k];
	return NULL;
}

/* Members after an array of no elements in a struct share its elements' bytes. */
static void overlaps(const struct layout *l, const char *when, struct strbuf *out, int is_union)
{
	if (is_union)
		return;
	for (size_t k = 0; k + 1 < l->nr_m; k++)
		if (l->m[k].array_open)
			for (size_t n = k + 1; n < l->nr_m; n++)
				if (l->m[n].off >= l->m[k].off)
					strbuf_addf(out, "  %s: '%s' (offset %llu, %llu bytes) overlaps the elements of '%s' (offset %llu)\n",
						    when, l->m[n].name, (unsigned long long)l->m[n].off,
						    (unsigned long long)l->m[n].size, l->m[k].name,
						    (unsigned long long)l->m[k].off);
}

/*
 * The size-keeping union form: new member n shares its offset with an array
 * that is flexible after and held exactly n's bytes before ('T m[1]' became
 * 'union { T item; DECLARE_FLEX_ARRAY(T, m); }').
 */
static int union_placeholder(const struct layout *a, const struct layout *b, const struct layout_member *n)
{
	for (size_t k = 0; k < b->nr_m; k++) {
		const struct layout_member *was;

		if (!b->m[k].array_open || b->m[k].off != n->off || !(was = member_named(a, b->m[k].name)))
			continue;
		if (!was->array_open && was->off == n->off && was->size == n->size)
			return 1;
	}
	return 0;
}

/*
 * Did only arrays change between a and b: every member kept its offset, size
 * and type (qualifiers, typedef names), but for an array's bounds, and any
 * new member is the union form's placeholder? Then the record holds the same
 * values where it did ('u32 n' -> 's32 n' or 'volatile u32 n' would not).
 */
static int only_arrays_changed(const struct layout *a, const struct layout *b)
{
	for (size_t k = 0; k < a->nr_m; k++) {
		const struct layout_member *ma = &a->m[k], *mb = member_named(b, ma->name);

		if (!mb || ma->off != mb->off || strcmp(ma->type, mb->type))
			return 0;
		if (!ma->array_open && !mb->array_open && ma->size != mb->size)
			return 0;
	}
	for (size_t k = 0; k < b->nr_m; k++)
		if (!member_named(a, b->m[k].name) && !b->m[k].array_open && !union_placeholder(a, b, &b->m[k]))
			return 0;
	return 1;
}

/* Compares one struct's layouts; returns 1 when it changed otherwise than a conversion does. */
static int compare_layout(struct verify_ctx *v, const struct layout *a, const struct layout *b, struct strbuf *out)
{
	int odd = 0, moved = 0;
	int is_union = !strncmp(a->name, "union ", 6);

	strbuf_addf(out, "layout: %s  size %llu -> %llu", a->name, (unsigned long long)a->size,
		    (unsigned long long)b->size);
	if (b->size > a->size)
		odd = 1;
	for (size_t k = 0; k < a->nr_m; k++) {
		const struct layout_member *ma = &a->m[k], *mb = member_named(b, ma->name);

		if (!mb) {
			if (!odd)
				strbuf_addch(out, '\n');
			strbuf_addf(out, "  '%s' is gone\n", ma->name);
			odd = 1;
			continue;
		}
		if (ma->off != mb->off) {
			moved = 1;
			names_add(&v->moved, ma->name, strlen(ma->name));
			if (!ma->array_open && !mb->array_open)
				odd = 1;
		}
	}
	if (!moved && !odd) {
		strbuf_addstr(out, ", member offsets unchanged\n");
		if (only_arrays_changed(a, b))
			names_add(a->size == b->size ? &v->same_layout : &v->bound_only, a->name, strlen(a->name));
	} else {
		strbuf_addch(out, '\n');
		for (size_t k = 0; k < a->nr_m; k++) {
			const struct layout_member *ma = &a->m[k], *mb = member_named(b, ma->name);

			if (mb && ma->off != mb->off)
				strbuf_addf(out, "  %-16s offset %llu -> %llu (%+lld)%s\n", ma->name,
					    (unsigned long long)ma->off, (unsigned long long)mb->off,
					    (long long)mb->off - (long long)ma->off,
					    ma->array_open || mb->array_open ? "" : "  [unexpected]");
		}
	}
	for (size_t k = 0; k < b->nr_m; k++)
		if (!member_named(a, b->m[k].name)) {
			int placeholder = union_placeholder(a, b, &b->m[k]);

			strbuf_addf(out, "  '%s' is new%s\n", b->m[k].name, b->m[k].array_open ? "" :
				    placeholder ? " (the one element the array held, beside it in a union)" : "  [unexpected]");
			odd |= !b->m[k].array_open && !placeholder;
		}
	overlaps(a, "before", out, is_union);
	overlaps(b, "after", out, is_union);
	return odd;
}

/* ---- the run ---- */

static void remove_tmp(const char *tmp)
{
	const char *rm[] = { "rm", "-rf", "--", tmp, NULL };

	if (tmp && !getenv("FLEXFIX_KEEP_TMP"))
		run_wait(rm, NULL, NULL);
}

/* Copies that a killed verify left (its pid file names a process that is
 * gone, and the directory is ours) are removed before a new one is made. */
static void remove_stale_copies(const char *base)
{
	DIR *d = opendir(base);
	struct dirent *e;

	while (d && (e = readdir(d))) {
		struct strbuf pidfile = STRBUF_INIT, text = STRBUF_INIT;
		struct stat st;
		char *dir;
		long pid;

		if (strncmp(e->d_name, "flexfix-verify.", 15))
			continue;
		dir = path_join(base, e->d_name);
		strbuf_addf(&pidfile, "%s/pid", dir);
		if (!lstat(dir, &st) && S_ISDIR(st.st_mode) && st.st_uid == geteuid() &&
		    !strbuf_read_path(pidfile.buf, &text) && (pid = strtol(text.buf, NULL, 10)) > 0 &&
		    kill((pid_t)pid, 0) < 0 && errno == ESRCH)
			remove_tmp(dir);
		strbuf_release(&pidfile);
		strbuf_release(&text);
		free(dir);
	}
	if (d)
		closedir(d);
}

static int make_tmp(struct verify_ctx *v)
{
	const char *base = getenv("TMPDIR");
	struct strbuf sb = STRBUF_INIT;
	char *objdir, *pidfile;
	FILE *f;

	base = base && *base ? base : "/tmp";
	remove_stale_copies(base);
	strbuf_addf(&sb, "%s/flexfix-verify.XXXXXX", base);
	if (!mkdtemp(sb.buf)) {
		strbuf_release(&sb);
		return error("cannot make a temporary directory: %s", strerror(errno));
	}
	v->tmp = strbuf_detach(&sb);
	v->after = path_join(v->tmp, "after");
	objdir = path_join(v->tmp, "obj");
	mkdir(objdir, 0755);
	free(objdir);
	/* whose copy this is, for remove_stale_copies() after a crash */
	pidfile = path_join(v->tmp, "pid");
	f = fopen(pidfile, "w");
	if (f) {
		fprintf(f, "%ld\n", (long)getpid());
		fclose(f);
	}
	free(pidfile);
	return 0;
}

static char *real_dir(const char *p)
{
	char buf[PATH_MAX];

	return realpath(p, buf) ? xstrdup(buf) : NULL;
}

int verify_parse_timeout(const char *arg, int *seconds)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (end == arg || *end || n < 1 || n > 86400)
		return error("--timeout=%s: a number of seconds from 1 to 86400", arg);
	*seconds = (int)n;
	return 0;
}

static const char *const verdict_names[] = { "identical", "changed as expected", "unexpected", "build failed" };

int verify_run(struct verify_options *o, struct verify_result *r, FILE *out)
{
	struct verify_ctx v;
	struct layouts *lay = NULL;
	int *sides;
	size_t n_sides = 0;
	int ret = EXIT_CLEAN, caught = 0;
	json_object *jroot = NULL, *jobjs = NULL, *jlay = NULL;
	struct strbuf layout_text = STRBUF_INIT;

	memset(&v, 0, sizeof(v));
	strbuf_init(&v.listed_why);
	memset(r, 0, sizeof(*r));
	v.o = o;
	if (o->jobs < 1) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		o->jobs = n > 0 ? (int)n : 1;
	}
	listed_from_mail(&v.listed, o->patch_text, o->patch_len);
	for (size_t k = 0; o->listed && k < o->listed->nr; k++) {
		const struct listed_site *x = &o->listed->s[k];

		listed_add(&v.listed, x->path, strlen(x->path), x->line, x->what, strlen(x->what));
	}
	patch_parse(&v.ps, o->patch_name, o->patch_text, o->patch_len);
	o->patch_text = NULL;
	if (v.ps.errors || !v.ps.nr_f) {
		if (!v.ps.nr_f)
			error("%s: no file changes in the patch", o->patch_name);
		patch_set_release(&v.ps);
		listed_release(&v.listed);
		return EXIT_TROUBLE;
	}
	if (o->kbuild) {
		char *src_link = path_join(o->kbuild, "source");

		v.build = real_dir(o->kbuild);
		if (!v.build) {
			free(src_link);
			patch_set_release(&v.ps);
			listed_release(&v.listed);
			return error("%s: %s", o->kbuild, strerror(errno)), EXIT_TROUBLE;
		}
		v.root = real_dir(o->tree ? o->tree : src_link);
		if (!v.root && !o->tree)
			v.root = xstrdup(v.build);	/* an in-tree build */
		free(src_link);
	} else {
		v.root = real_dir(o->tree ? o->tree : ".");
	}
	if (!v.root) {
		error("%s: %s", o->tree ? o->tree : ".", strerror(errno));
		ret = EXIT_TROUBLE;
		goto out;
	}
	if (o->timeout <= 0)
		o->timeout = VERIFY_TIMEOUT;
	listed_functions(&v);
	/* from here an interrupt stops the children and removes the copy (out:) */
	run_signals_catch();
	caught = 1;
	if (make_tmp(&v) < 0 || make_after_tree(&v) < 0 || run_interrupted) {
		ret = EXIT_TROUBLE;
		goto out;
	}
	if ((o->kbuild ? kbuild_jobs(&v) : o->compile_commands ? compile_commands_jobs(&v) : cc_jobs(&v)) < 0 ||
	    run_interrupted) {
		ret = EXIT_TROUBLE;
		goto out;
	}
	if (!v.nr_jobs) {
		if (!o->quiet)
			fprintf(out, "flexfix: no object of this build uses the files the patch touches\n");
		goto out;
	}
	/* before first: with compile_commands every object, whose dependencies tell which to compare */
	sides = xmalloc(2 * v.nr_jobs * sizeof(*sides));
	for (size_t k = 0; k < v.nr_jobs; k++)
		sides[n_sides++] = (int)(2 * k);
	if (!o->json && !o->quiet) {
		const char *argv[] = { v.jobs[0].argv[0].v[0], "--version", NULL };
		struct strbuf ver = STRBUF_INIT;

		run_capture_within(argv, &ver, o->timeout);
		fprintf(out, "flexfix: building %zu object%s before and after (%.*s%s%s)\n", v.nr_jobs,
			v.nr_jobs == 1 ? "" : "s", (int)strcspn(ver.buf ? ver.buf : "?", "\n"), ver.buf ? ver.buf : "?",
			o->kbuild ? ", the configuration of " : "", o->kbuild ? o->kbuild : "");
		fflush(out);
		strbuf_release(&ver);
	}
	run_builds(&v, sides, n_sides);
	n_sides = 0;
	for (size_t k = 0; k < v.nr_jobs; k++) {
		struct job *j = &v.jobs[k];
		int take = 1;

		if (o->compile_commands && !o->objects && !j->status[0]) {
			int own = 0;
			struct strbuf d = STRBUF_INIT;

			for (size_t t = 0; t < v.touched.nr && !own; t++)
				own = j->source && names_tree_file(&v, j->source, v.touched.s[t]);
			strbuf_addf(&d, "%s.d", j->out[0]);
			take = own || depfile_has(&v, d.buf, j->cwd[0]);
			strbuf_release(&d);
		}
		if (!take) {
			j->status[0] = -1;	/* not ours: left out */
			continue;
		}
		if (!j->status[0])
			sides[n_sides++] = (int)(2 * k + 1);
	}
	run_builds(&v, sides, n_sides);
	free(sides);
	if (run_interrupted) {
		ret = EXIT_TROUBLE;
		goto out;
	}

	/* objects, then layouts (which tell the moved members), then verdicts */
	lay = xcalloc(2 * v.nr_jobs + 1, sizeof(*lay));
	for (size_t k = 0; k < v.nr_jobs; k++) {
		struct job *j = &v.jobs[k];
		const char *err = NULL;

		if (j->status[0] < 0 || j->status[0] || j->status[1])
			continue;
		if (object_load(&j->o[0], j->out[0], o->strict, &err) < 0 ||
		    object_load(&j->o[1], j->out[1], o->strict, &err) < 0) {
			error("%s: %s", j->obj, err);
			j->load_error = err;
			continue;
		}
		j->loaded = 1;
		object_compare(&j->o[0], &j->o[1], &j->diff);
		drop_equal_disassembly(j);
		if (v.structs.nr) {
			layouts_load(&lay[2 * k], j->out[0], (const char *const *)v.structs.s, v.structs.nr, &err);
			layouts_load(&lay[2 * k + 1], j->out[1], (const char *const *)v.structs.s, v.structs.nr, &err);
		}
	}
	if (o->json) {
		jroot = json_object_new_object();
		jobjs = json_object_new_array();
		jlay = json_object_new_array();
	}
	for (size_t s = 0; s < v.structs.nr; s++)
		for (size_t k = 0; k < v.nr_jobs; k++) {
			const struct layout *a = layouts_find(&lay[2 * k], v.structs.s[s]);
			const struct layout *b = layouts_find(&lay[2 * k + 1], v.structs.s[s]);
			struct strbuf t = STRBUF_INIT;

			if (!a || !b)
				continue;
			if (compare_layout(&v, a, b, &t)) {
				r->structs_unexpected = xrealloc_array(r->structs_unexpected, r->nr_structs_unexpected + 1,
								       sizeof(*r->structs_unexpected));
				r->structs_unexpected[r->nr_structs_unexpected++] = xstrdup(a->name);
			}
			strbuf_addstr(&layout_text, t.buf);
			if (jlay) {
				json_object *jl = json_object_new_object();

				json_object_object_add(jl, "struct", json_text(a->name));
				json_object_object_add(jl, "size_before", json_object_new_int64((int64_t)a->size));
				json_object_object_add(jl, "size_after", json_object_new_int64((int64_t)b->size));
				json_object_object_add(jl, "report", json_text(t.buf));
				json_object_array_add(jlay, jl);
			}
			strbuf_release(&t);
			break;	/* one object shows it */
		}
	for (size_t k = 0; k < v.nr_jobs; k++) {
		struct job *j = &v.jobs[k];
		struct verify_object *vo;
		struct names exp = { 0 }, codegen = { 0 };
		struct strbuf cg = STRBUF_INIT, records = STRBUF_INIT, lv = STRBUF_INIT;
		struct strbuf sum = STRBUF_INIT;
		size_t nr_changed = 0;
		json_object *jo = NULL, *jch = NULL;

		if (j->status[0] < 0)
			continue;
		ALLOC_GROW(r->obj, r->nr + 1, r->alloc);
		vo = &r->obj[r->nr++];
		memset(vo, 0, sizeof(*vo));
		vo->name = xstrdup(j->obj);
		if (jobjs) {
			jo = json_object_new_object();
			jch = json_object_new_array();
			json_object_object_add(jo, "object", json_text(j->obj));
		}
		if (j->load_error) {
			vo->verdict = VV_FAILED;
			strbuf_addf(&sum, "not compared: %s", j->load_error);
		} else if (!j->loaded) {
			int a = j->status[0] ? 0 : 1;
			char *why = first_line_of(j->log[a]);
			const char *log = keep_log(&v, j, a);

			if (j->timed_out[a]) {
				free(why);
				why = xstrdup("the compiler did not finish within the --timeout");
			}
			vo->verdict = VV_FAILED;
			strbuf_addf(&sum, "build failed %s the patch: %s", a ? "after" : "before", why);
			error("%s: the compiler failed %s the patch: %s (log: %s)", j->obj, a ? "after" : "before", why,
			      log ? log : "not kept");
			free(why);
		} else {
			expected_functions(&v, j, &exp, &codegen, &records);
			for (size_t c = 0; c < j->diff.nr; c++) {
				const struct sym_change *ch = &j->diff.ch[c];
				size_t bl = base_len(ch->name);
				int ok = ch->func ? names_has(&exp, ch->name, bl) : names_has(&v.changed_idents, ch->name, bl);
				const char *whom = NULL;

				if (!ok && ch->func && names_has(&codegen, ch->name, bl)) {
					struct strbuf key = STRBUF_INIT;
					const char *rec;

					strbuf_addf(&key, "\n%.*s\t", (int)bl, ch->name);
					rec = strstr(records.buf, key.buf);
					ok = 1;
					strbuf_addf(&cg, "%s%s", cg.len ? ", " : "", ch->name);
					if (rec) {
						rec += key.len;
						strbuf_addf(&cg, " (%.*s)", (int)strcspn(rec, "\n"), rec);
					}
					strbuf_release(&key);
				}
				if (!ok && follows_changed(j, c, &whom))
					ok = names_has(&exp, whom, base_len(whom)) ||	/* as the one it follows */
					     names_has(&codegen, whom, base_len(whom));
				nr_changed++;
				if (ok && ch->func && names_has(&v.listed_funcs, ch->name, bl) &&
				    !names_has(&v.changed_funcs, ch->name, bl))
					listed_site_of(&v, ch->name, bl, &lv);
				if (!ok) {
					struct strbuf u = STRBUF_INIT;

					strbuf_addstr(&u, ch->name);
					if (whom)
						strbuf_addf(&u, " (follows %s)", whom);
					vo->unexpected = xrealloc_array(vo->unexpected, vo->nr_unexpected + 1, sizeof(*vo->unexpected));
					vo->unexpected[vo->nr_unexpected++] = strbuf_detach(&u);
				}
				if (jch) {
					json_object *jc = json_object_new_object();

					json_object_object_add(jc, "symbol", json_text(ch->name));
					json_object_object_add(jc, "kind", json_text(
						ch->kind == SC_CHANGED ? "changed" : ch->kind == SC_ADDED ? "added" : "removed"));
					json_object_object_add(jc, "function", json_object_new_boolean(ch->func));
					json_object_object_add(jc, "expected", json_object_new_boolean(ok));
					if (ok && ch->func && !names_has(&exp, ch->name, bl) && names_has(&codegen, ch->name, bl))
						json_object_object_add(jc, "code_generation_only", json_object_new_boolean(1));
					if (ok && ch->func && names_has(&v.listed_funcs, ch->name, bl) &&
					    !names_has(&v.changed_funcs, ch->name, bl))
						json_object_object_add(jc, "listed_value_change", json_object_new_boolean(1));
					json_object_array_add(jch, jc);
				}
			}
			if (!nr_changed && !j->diff.other_sections) {
				vo->verdict = VV_IDENTICAL;
				strbuf_addstr(&sum, "identical");
			} else {
				vo->verdict = vo->nr_unexpected || j->diff.other_sections ? VV_UNEXPECTED : VV_EXPECTED;
				strbuf_addf(&sum, "%zu symbol%s changed:", nr_changed, nr_changed == 1 ? "" : "s");
				for (size_t c = 0; c < j->diff.nr; c++) {
					const struct sym_change *ch = &j->diff.ch[c];

					strbuf_addf(&sum, "%s %s%s", c ? "," : "", ch->name,
						    ch->kind == SC_ADDED ? " (new)" : ch->kind == SC_REMOVED ? " (gone)" : "");
				}
				if (j->diff.other_sections)
					strbuf_addstr(&sum, "; other sections differ (--strict)");
				if (lv.len)
					strbuf_addf(&sum, "; value changes the patch lists (one element less): %s", lv.buf);
				if (cg.len)
					strbuf_addf(&sum, "; code generation only, around a record whose patch changed only an "
						    "array's bound (no member's offset or type differs, nor any size the "
						    "function uses): %s", cg.buf);
				if (vo->nr_unexpected) {
					strbuf_addstr(&sum, "; not explained by the patch:");
					for (size_t u = 0; u < vo->nr_unexpected; u++)
						strbuf_addf(&sum, "%s %s", u ? "," : "", vo->unexpected[u]);
				}
			}
		}
		vo->summary = strbuf_detach(&sum);
		r->counts[vo->verdict]++;
		if (jo) {
			json_object_object_add(jo, "verdict", json_text(verdict_names[vo->verdict]));
			json_object_object_add(jo, "summary", json_text(vo->summary));
			json_object_object_add(jo, "symbols", jch);
			json_object_array_add(jobjs, jo);
		} else if (!o->quiet) {
			fprintf(out, "%-40s %s\n", j->obj, vo->summary);
			if (j->loaded)
				for (size_t c = 0; c < j->diff.nr; c++)
					if (j->diff.ch[c].kind == SC_CHANGED && j->diff.ch[c].func) {
						fprintf(out, "  %s:\n", j->diff.ch[c].name);
						fflush(out);
						show_code_diff(j, &j->diff.ch[c]);
						fflush(stdout);
					}
		}
		names_release(&exp);
		names_release(&codegen);
		strbuf_release(&cg);
		strbuf_release(&lv);
		strbuf_release(&records);
	}
	if (jroot) {
		json_object *js = json_object_new_object();

		json_object_object_add(jroot, "objects", jobjs);
		json_object_object_add(jroot, "layouts", jlay);
		for (int k = 0; k < 4; k++)
			json_object_object_add(js, k == 0 ? "identical" : k == 1 ? "expected" : k == 2 ? "unexpected" : "failed",
					       json_object_new_int64((int64_t)r->counts[k]));
		json_object_object_add(js, "unexpected_layouts", json_object_new_int64((int64_t)r->nr_structs_unexpected));
		json_object_object_add(jroot, "summary", js);
		fprintf(out, "%s\n", json_object_to_json_string_ext(jroot, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_NOSLASHESCAPE));
		json_object_put(jroot);
	} else if (!o->quiet) {
		size_t unreadable = 0;

		for (size_t k = 0; k < v.nr_jobs; k++)
			unreadable += v.jobs[k].load_error != NULL;
		fputs(layout_text.buf ? layout_text.buf : "", out);
		fprintf(out, "flexfix: %zu identical, %zu changed as expected by the patch, %zu unexpected",
			r->counts[VV_IDENTICAL], r->counts[VV_EXPECTED], r->counts[VV_UNEXPECTED]);
		if (r->nr_structs_unexpected)
			fprintf(out, ", %zu layout%s changed unexpectedly", r->nr_structs_unexpected,
				r->nr_structs_unexpected == 1 ? "" : "s");
		if (r->counts[VV_FAILED] > unreadable)
			fprintf(out, ", %zu failed to build", r->counts[VV_FAILED] - unreadable);
		if (unreadable)
			fprintf(out, ", %zu not readable", unreadable);
		fputc('\n', out);
	}
	if (r->counts[VV_FAILED])
		ret = EXIT_TROUBLE;
	else if (r->counts[VV_UNEXPECTED] || r->nr_structs_unexpected)
		ret = EXIT_FINDINGS;
out:
	for (size_t k = 0; k < v.nr_jobs; k++) {
		struct job *j = &v.jobs[k];

		for (int a = 0; a < 2; a++) {
			run_args_release(&j->argv[a]);
			free(j->cwd[a]);
			free(j->out[a]);
			free(j->log[a]);
			object_release(&j->o[a]);
			if (lay)
				layouts_release(&lay[2 * k + a]);
		}
		object_diff_release(&j->diff);
		free(j->obj);
		free(j->source);
	}
	free(lay);
	free(v.jobs);
	strbuf_release(&layout_text);
	remove_tmp(v.tmp);
	if (caught)
		run_signals_release();	/* a signal that came is delivered now, the copy gone */
	free(v.tmp);
	free(v.logs);
	free(v.after);
	free(v.root);
	free(v.build);
	names_release(&v.touched);
	names_release(&v.changed_funcs);
	names_release(&v.changed_idents);
	names_release(&v.structs);
	names_release(&v.moved);
	names_release(&v.same_layout);
	names_release(&v.bound_only);
	names_release(&v.listed_funcs);
	strbuf_release(&v.listed_why);
	listed_release(&v.listed);
	patch_set_release(&v.ps);
	return ret;
}

void verify_result_release(struct verify_result *r)
{
	for (size_t k = 0; k < r->nr; k++) {
		free(r->obj[k].name);
		free(r->obj[k].summary);
		for (size_t u = 0; u < r->obj[k].nr_unexpected; u++)
			free(r->obj[k].unexpected[u]);
		free(r->obj[k].unexpected);
	}
	free(r->obj);
	for (size_t k = 0; k < r->nr_structs_unexpected; k++)
		free(r->structs_unexpected[k]);
	free(r->structs_unexpected);
	memset(r, 0, sizeof(*r));
}
