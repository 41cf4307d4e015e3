// SPDX-License-Identifier: GPL-2.0-only
#include <dirent.h>
#include <errno.h>
#include <git2.h>
#include <limits.h>
#include <unistd.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "diag.h"
#include "strbuf.h"
#include "vec.h"
#include "walk.h"

/* A file or directory by (device, inode): the same one however it is named. */
struct file_id {
	dev_t dev;
	ino_t ino;
};

struct walk {
	struct file_list *fl;
	const struct walk_options *o;
	struct file_id *id;		/* per file of fl, while walking */
	size_t alloc_id;
	struct file_id *dirs;		/* the directories being walked, outermost first */
	size_t nr_dirs, alloc_dirs;
};

static void add(struct walk *w, const char *path, dev_t dev, ino_t ino)
{
	struct file_list *fl = w->fl;

	ALLOC_GROW(fl->path, fl->nr + 1, fl->alloc);
	ALLOC_GROW(w->id, fl->nr + 1, w->alloc_id);
	w->id[fl->nr].dev = dev;
	w->id[fl->nr].ino = ino;
	fl->path[fl->nr++] = xstrdup(path);
}

int walk_excluded(const char *path, const struct walk_options *o)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	for (size_t i = 0; i < o->nr_exclude; i++)
		if (!fnmatch(o->exclude[i], path, 0) || !fnmatch(o->exclude[i], base, 0))
			return 1;
	return 0;
}

int walk_wanted_source(const char *name)
{
	size_t n = strlen(name);

	return n > 2 && name[n - 2] == '.' && (name[n - 1] == 'c' || name[n - 1] == 'h');
}

static int walk_dir(struct walk *w, struct strbuf *path, int depth)
{
	DIR *d = opendir(path->buf);
	struct dirent *de;
	struct stat dst;
	size_t len = path->len;
	int ret = 0;

	if (!d)
		return error("%s: %s", path->buf, strerror(errno));
	if (depth > 256) {
		closedir(d);
		return error("%s: directories nested too deeply", path->buf);
	}
	if (fstat(dirfd(d), &dst) < 0) {
		ret = error("%s: %s", path->buf, strerror(errno));
		closedir(d);
		return ret;
	}
	/* a link (--follow) back to a directory being walked would never end */
	for (size_t k = 0; k < w->nr_dirs; k++)
		if (w->dirs[k].dev == dst.st_dev && w->dirs[k].ino == dst.st_ino) {
			closedir(d);
			warning("%s: a link back to a directory above it, not walked again", path->buf);
			return 0;
		}
	ALLOC_GROW(w->dirs, w->nr_dirs + 1, w->alloc_dirs);
	w->dirs[w->nr_dirs].dev = dst.st_dev;
	w->dirs[w->nr_dirs++].ino = dst.st_ino;
	while ((de = readdir(d))) {
		const char *name = de->d_name;
		unsigned char type = de->d_type;
		dev_t dev = dst.st_dev;
		ino_t ino = de->d_ino;

		if (name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2]) || !strcmp(name, ".git")))
			continue;
		path->len = len;
		path->buf[len] = '\0';
		if (len && path->buf[len - 1] != '/')
			strbuf_addch(path, '/');
		strbuf_addstr(path, name);
		if (walk_excluded(path->buf, w->o))
			continue;
		if (type == DT_UNKNOWN || (type == DT_LNK && w->o->follow)) {
			struct stat st;

			if ((w->o->follow ? stat : lstat)(path->buf, &st) < 0) {
				ret |= error("%s: %s", path->buf, strerror(errno));
				continue;
			}
			type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG :
			       S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
			dev = st.st_dev;
			ino = st.st_ino;
		}
		if (type == DT_DIR)
			ret |= walk_dir(w, path, depth + 1);
		else if (type == DT_REG && walk_wanted_source(name))
			add(w, path->buf, dev, ino);
	}
	w->nr_dirs--;
	closedir(d);
	path->len = len;
	path->buf[len] = '\0';
	return ret;
}

static int walk_one(struct walk *w, const char *arg)
{
	struct stat st;
	struct strbuf path = STRBUF_INIT;
	int ret;

	if (stat(arg, &st) < 0)
		return error("%s: %s", arg, strerror(errno));
	if (!S_ISDIR(st.st_mode)) {
		add(w, arg, st.st_dev, st.st_ino);	/* named explicitly: read whatever its extension */
		return 0;
	}
	strbuf_addstr(&path, arg);
	while (path.len > 1 && path.buf[path.len - 1] == '/')
		path.buf[--path.len] = '\0';
	ret = walk_dir(w, &path, 0);
	strbuf_release(&path);
	return ret;
}

struct listed {
	char *path;
	struct file_id id;
	size_t order;			/* place in path order */
};

static int cmp_path(const void *a, const void *b)
{
	return strcmp(((const struct listed *)a)->path, ((const struct listed *)b)->path);
}

static int cmp_id(const void *a, const void *b)
{
	const struct listed *x = a, *y = b;

	if (x->id.dev != y->id.dev)
		return x->id.dev < y->id.dev ? -1 : 1;
	if (x->id.ino != y->id.ino)
		return x->id.ino < y->id.ino ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static int cmp_order(const void *a, const void *b)
{
	const struct listed *x = a, *y = b;

	return x->order < y->order ? -1 : x->order > y->order;
}

/*
 * Sorted by path, each file once however it was named ("d" and "./d", a
 * link to a directory walked twice): the first name in path order stays.
 */
static void sort_unique(struct walk *w)
{
	struct file_list *fl = w->fl;
	struct listed *l = xmalloc((fl->nr + 1) * sizeof(*l));
	size_t n = 0;

	for (size_t i = 0; i < fl->nr; i++) {
		l[i].path = fl->path[i];
		l[i].id = w->id[i];
	}
	qsort(l, fl->nr, sizeof(*l), cmp_path);
	for (size_t i = 0; i < fl->nr; i++)
		l[i].order = i;
	qsort(l, fl->nr, sizeof(*l), cmp_id);
	for (size_t i = 0; i < fl->nr; i++) {
		if (n && l[n - 1].id.dev == l[i].id.dev && l[n - 1].id.ino == l[i].id.ino)
			free(l[i].path);
		else
			l[n++] = l[i];
	}
	qsort(l, n, sizeof(*l), cmp_order);
	for (size_t i = 0; i < n; i++)
		fl->path[i] = l[i].path;
	fl->nr = n;
	free(l);
}

int walk_paths(struct file_list *fl, const char *const *args, size_t nr_args,
	       const struct walk_options *o)
{
	struct walk w = { fl, o, NULL, 0, NULL, 0, 0 };
	int ret = 0;

	if (fl->nr)
		BUG("walk_paths into a list that has files");
	for (size_t i = 0; i < nr_args; i++) {
		if (!strcmp(args[i], "-")) {
			char *line = NULL;
			size_t cap = 0;
			ssize_t n;

			while ((n = getline(&line, &cap, stdin)) > 0) {
				while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
					line[--n] = '\0';
				if (n)
					ret |= walk_one(&w, line);
			}
			free(line);
			continue;
		}
		ret |= walk_one(&w, args[i]);
	}
	sort_unique(&w);
	free(w.id);
	free(w.dirs);
	return ret ? -1 : 0;
}

void file_list_release(struct file_list *fl)
{
	for (size_t i = 0; i < fl->nr; i++)
		free(fl->path[i]);
	free(fl->path);
	memset(fl, 0, sizeof(*fl));
}

/* Absolute path of the directory holding path (itself when a directory). */
static char *dir_of(const char *path)
{
	char *abs = realpath(path, NULL), *slash;
	struct stat st;

	if (abs && !stat(abs, &st) && !S_ISDIR(st.st_mode) && (slash = strrchr(abs, '/')))
		*(slash == abs ? slash + 1 : slash) = '\0';
	return abs;
}

/* The git work tree's top or the nearest directory with include/linux/ above dir. */
static char *find_root(const char *dir, const char **how)
{
	git_buf found = { 0 };
	git_repository *repo = NULL;
	char *root = NULL, *d;

	git_libgit2_init();
	if (git_repository_discover(&found, dir, 0, NULL) == 0 && git_repository_open(&repo, found.ptr) == 0 &&
	    git_repository_workdir(repo)) {
		root = xstrdup(git_repository_workdir(repo));
		if (strlen(root) > 1 && root[strlen(root) - 1] == '/')
			root[strlen(root) - 1] = '\0';
		*how = "git work tree";
	}
	git_repository_free(repo);
	git_buf_dispose(&found);
	if (root)
		return root;
	for (d = xstrdup(dir); ;) {
		struct strbuf sb = STRBUF_INIT;
		struct stat st;
		char *slash;
		int ok;

		strbuf_addf(&sb, "%s/include/linux", d);
		ok = !stat(sb.buf, &st) && S_ISDIR(st.st_mode);
		strbuf_release(&sb);
		/* a kernel's tools/ has copies of include/linux/: the kernel above it is the project */
		slash = strrchr(d, '/');
		if (ok && slash && !strcmp(slash + 1, "tools")) {
			strbuf_add(&sb, d, (size_t)(slash - d));
			strbuf_addstr(&sb, "/include/linux");
			ok = stat(sb.buf, &st) || !S_ISDIR(st.st_mode);
			strbuf_release(&sb);
		}
		if (ok) {
			*how = "kernel tree";
			return d;
		}
		slash = strrchr(d, '/');
		if (!slash || slash == d)
			break;
		*slash = '\0';
	}
	free(d);
	return NULL;
}

char *walk_find_root(const char *path)
{
	char *dir = dir_of(path), *root = NULL;
	const char *how;

	if (dir)
		root = find_root(dir, &how);
	free(dir);
	return root;
}

/* root (absolute) as a path from the current directory: "." or "../.." when above it. */
static char *spell_from_cwd(const char *root)
{
	char cwd[PATH_MAX];
	size_t n = strlen(root);
	struct strbuf sb = STRBUF_INIT;

	if (!getcwd(cwd, sizeof(cwd)) || strncmp(cwd, root, n) || (cwd[n] && cwd[n] != '/' && strcmp(root, "/")))
		return xstrdup(root);
	for (const char *p = cwd + n; *p; p++)
		if (*p == '/' && p[1])
			strbuf_addstr(&sb, sb.len ? "/.." : "..");
	if (!sb.len)
		strbuf_addch(&sb, '.');
	return strbuf_detach(&sb);
}

/* path relative to root (both absolute), or NULL when it is not below it. */
static const char *below(const char *path, const char *root)
{
	size_t n = strlen(root);

	if (!strcmp(root, "/"))
		return path + 1;
	if (strncmp(path, root, n) || (path[n] && path[n] != '/'))
		return NULL;
	return path[n] ? path + n + 1 : path + n;
}

int walk_project(struct file_list *fl, struct project *pj, const char *const *args, size_t nr_args,
		 const struct walk_options *o, const char *root_opt, int no_root)
{
	char *root = NULL, **rel = NULL;
	struct file_list all = { 0 };
	int ret = walk_paths(fl, args, nr_args, o), whole = 0;
	size_t given = fl->nr, prefix;

	memset(pj, 0, sizeof(*pj));
	if (!no_root && nr_args && strcmp(args[0], "-")) {
		char *d = root_opt ? realpath(root_opt, NULL) : dir_of(args[0]);

		if (root_opt && !d)
			return error("%s: %s", root_opt, strerror(errno));
		pj->how = "--root";
		root = root_opt ? d : d ? find_root(d, &pj->how) : NULL;
		if (!root_opt)
			free(d);
	}
	/* every path given must be below the root; one that is the root is the whole project */
	rel = xcalloc(nr_args + 1, sizeof(*rel));
	for (size_t i = 0; root && i < nr_args; i++) {
		char *abs = realpath(args[i], NULL);
		const char *r = abs ? below(abs, root) : NULL;

		if (!r) {
			free(root);
			root = NULL;
		} else {
			rel[i] = xstrdup(r);
			whole |= !*r;
		}
		free(abs);
	}
	pj->in_scope = xmalloc(given + 1);
	memset(pj->in_scope, 1, given + 1);
	if (!root) {
		for (size_t i = 0; i < nr_args; i++)
			free(rel[i]);
		free(rel);
		return ret;
	}
	pj->root = spell_from_cwd(root);
	free(root);
	/* the given files from the root, through the argument each came from */
	pj->canon = xcalloc(given + 1, sizeof(*pj->canon));
	for (size_t k = 0; k < given; k++) {
		for (size_t i = 0; i < nr_args && !pj->canon[k]; i++) {
			size_t n = strlen(args[i]);
			struct strbuf sb = STRBUF_INIT;

			while (n > 1 && args[i][n - 1] == '/')
				n--;
			if (strncmp(fl->path[k], args[i], n) || (fl->path[k][n] && fl->path[k][n] != '/'))
				continue;
			strbuf_addstr(&sb, rel[i]);
			strbuf_addstr(&sb, fl->path[k] + n + (!*rel[i] && fl->path[k][n] == '/'));
			pj->canon[k] = strbuf_detach(&sb);
		}
		if (!pj->canon[k])
			pj->canon[k] = xstrdup(fl->path[k]);
	}
	if (!whole) {
		const char *r = pj->root;

		if (walk_paths(&all, &r, 1, o) < 0)
			ret = -1;
		prefix = strlen(pj->root) + 1;
		for (size_t k = 0; k < all.nr; k++) {
			const char *p = all.path[k] + (strlen(all.path[k]) > prefix ? prefix : 0);
			int mine = 0;

			for (size_t i = 0; i < nr_args && !mine; i++) {
				size_t n = strlen(rel[i]);

				mine = !strncmp(p, rel[i], n) && (!p[n] || p[n] == '/');
			}
			if (mine) {
				free(all.path[k]);
				continue;	/* listed already, as given */
			}
			ALLOC_GROW(fl->path, fl->nr + 1, fl->alloc);
			pj->canon = xrealloc_array(pj->canon, fl->nr + 2, sizeof(*pj->canon));
			pj->canon[fl->nr] = xstrdup(p);
			if (!strcmp(pj->root, ".")) {	/* "./lib/x.c" is "lib/x.c", as given paths are */
				fl->path[fl->nr++] = xstrdup(p);
				free(all.path[k]);
			} else {
				fl->path[fl->nr++] = all.path[k];
			}
		}
		free(all.path);
		pj->in_scope = xrealloc(pj->in_scope, fl->nr + 1);
		memset(pj->in_scope + given, 0, fl->nr - given + 1);
	}
	for (size_t i = 0; i < nr_args; i++)
		free(rel[i]);
	free(rel);
	return ret;
}

void project_release(struct project *pj, size_t nr_files)
{
	for (size_t i = 0; pj->canon && i < nr_files; i++)
		free(pj->canon[i]);
	free(pj->canon);
	free(pj->root);
	free(pj->in_scope);
	memset(pj, 0, sizeof(*pj));
}

/*
 * A kernel tree's tools/ holds copies of kernel headers that follow their
 * originals (and user-space programs with their own conventions): unless a
 * path given is under tools/, its files are searched for uses but nothing
 * declared there is converted. Marks those files of the list among the
 * paths given (marks[k] = 1), returns their number.
 */
size_t project_tools_copies(const struct file_list *fl, const struct project *pj, const char *const *args,
			    size_t nr_args, uint8_t *marks)
{
	char *root, *tools;
	size_t n = 0, len;
	struct stat st;

	if (!pj->root || !pj->canon || !(root = realpath(pj->root, NULL)))
		return 0;
	tools = xmalloc(strlen(root) + 16);
	sprintf(tools, "%s/include/linux", root);	/* a kernel's layout */
	if (stat(tools, &st) < 0 || !S_ISDIR(st.st_mode)) {
		free(root);
		free(tools);
		return 0;
	}
	sprintf(tools, "%s/tools", root);
	len = strlen(tools);
	for (size_t i = 0; i < nr_args; i++) {
		char *abs = realpath(args[i], NULL);
		int named = abs && !strncmp(abs, tools, len) && (!abs[len] || abs[len] == '/');

		free(abs);
		if (named) {
			free(root);
			free(tools);
			return 0;
		}
	}
	for (size_t k = 0; k < fl->nr; k++)
		if (pj->in_scope[k] && pj->canon[k] && !strncmp(pj->canon[k], "tools/", 6)) {
			marks[k] = 1;
			n++;
		}
	free(root);
	free(tools);
	return n;
}
