// SPDX-License-Identifier: GPL-2.0-only
#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "diag.h"
#include "strbuf.h"
#include "vec.h"
#include "walk.h"

static void add(struct file_list *fl, const char *path)
{
	ALLOC_GROW(fl->path, fl->nr + 1, fl->alloc);
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

static int walk_dir(struct file_list *fl, struct strbuf *path, const struct walk_options *o, int depth)
{
	DIR *d = opendir(path->buf);
	struct dirent *de;
	size_t len = path->len;
	int ret = 0;

	if (!d)
		return error("%s: %s", path->buf, strerror(errno));
	if (depth > 256) {
		closedir(d);
		return error("%s: directories nested too deeply", path->buf);
	}
	while ((de = readdir(d))) {
		const char *name = de->d_name;
		unsigned char type = de->d_type;

		if (name[0] == '.' && (!name[1] || (name[1] == '.' && !name[2]) || !strcmp(name, ".git")))
			continue;
		path->len = len;
		path->buf[len] = '\0';
		if (len && path->buf[len - 1] != '/')
			strbuf_addch(path, '/');
		strbuf_addstr(path, name);
		if (walk_excluded(path->buf, o))
			continue;
		if (type == DT_UNKNOWN || (type == DT_LNK && o->follow)) {
			struct stat st;

			if ((o->follow ? stat : lstat)(path->buf, &st) < 0) {
				ret |= error("%s: %s", path->buf, strerror(errno));
				continue;
			}
			type = S_ISDIR(st.st_mode) ? DT_DIR : S_ISREG(st.st_mode) ? DT_REG :
			       S_ISLNK(st.st_mode) ? DT_LNK : DT_UNKNOWN;
		}
		if (type == DT_DIR)
			ret |= walk_dir(fl, path, o, depth + 1);
		else if (type == DT_REG && walk_wanted_source(name))
			add(fl, path->buf);
	}
	closedir(d);
	path->len = len;
	path->buf[len] = '\0';
	return ret;
}

static int walk_one(struct file_list *fl, const char *arg, const struct walk_options *o)
{
	struct stat st;
	struct strbuf path = STRBUF_INIT;
	int ret;

	if (stat(arg, &st) < 0)
		return error("%s: %s", arg, strerror(errno));
	if (!S_ISDIR(st.st_mode)) {
		add(fl, arg);	/* named explicitly: read whatever its extension */
		return 0;
	}
	strbuf_addstr(&path, arg);
	while (path.len > 1 && path.buf[path.len - 1] == '/')
		path.buf[--path.len] = '\0';
	ret = walk_dir(fl, &path, o, 0);
	strbuf_release(&path);
	return ret;
}

static int cmp_path(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int walk_paths(struct file_list *fl, const char *const *args, size_t nr_args,
	       const struct walk_options *o)
{
	int ret = 0;

	for (size_t i = 0; i < nr_args; i++) {
		if (!strcmp(args[i], "-")) {
			char *line = NULL;
			size_t cap = 0;
			ssize_t n;

			while ((n = getline(&line, &cap, stdin)) > 0) {
				while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
					line[--n] = '\0';
				if (n)
					ret |= walk_one(fl, line, o);
			}
			free(line);
			continue;
		}
		ret |= walk_one(fl, args[i], o);
	}
	if (fl->nr > 1)
		qsort(fl->path, fl->nr, sizeof(*fl->path), cmp_path);
	/* the same file named twice is read once */
	if (fl->nr > 1) {
		size_t w = 1;

		for (size_t r = 1; r < fl->nr; r++) {
			if (!strcmp(fl->path[r], fl->path[w - 1]))
				free(fl->path[r]);
			else
				fl->path[w++] = fl->path[r];
		}
		fl->nr = w;
	}
	return ret ? -1 : 0;
}

void file_list_release(struct file_list *fl)
{
	for (size_t i = 0; i < fl->nr; i++)
		free(fl->path[i]);
	free(fl->path);
	memset(fl, 0, sizeof(*fl));
}
