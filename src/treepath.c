// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "strbuf.h"
#include "treepath.h"

int path_stays_inside(const char *rel)
{
	long depth = 0;

	if (!*rel || rel[0] == '/')
		return 0;
	for (const char *p = rel; *p;) {
		size_t n = strcspn(p, "/");

		if (n == 2 && p[0] == '.' && p[1] == '.') {
			if (--depth < 0)
				return 0;
		} else if (n && !(n == 1 && p[0] == '.')) {
			depth++;
		}
		p += n + (p[n] == '/');
	}
	return 1;
}

/* Is the real path of link under the real root? */
static int leads_inside(const char *real_root, const char *link)
{
	char real[PATH_MAX];
	size_t n = strlen(real_root);

	if (!realpath(link, real))
		return 0;	/* dangling or a loop: not followed */
	return !strncmp(real, real_root, n) && (real[n] == '/' || !real[n] || n == 1);
}

int tree_path_check(const char *root, const char *rel, int no_dir_links, const char **why)
{
	char real_root[PATH_MAX];
	struct strbuf p = STRBUF_INIT;
	int ret = 0;

	*why = NULL;
	if (!path_stays_inside(rel)) {
		*why = "the path leaves the tree (absolute or '..')";
		return -1;
	}
	if (!realpath(root, real_root)) {
		*why = "the tree cannot be resolved";
		return -1;
	}
	strbuf_addstr(&p, root);
	for (const char *c = rel; *c && !ret;) {
		size_t n = strcspn(c, "/");
		int last = !c[n];
		struct stat st;

		strbuf_addch(&p, '/');
		strbuf_add(&p, c, n);
		c += n + !last;
		if (lstat(p.buf, &st) < 0)
			break;	/* not there (a new file): nothing to follow below */
		if (!S_ISLNK(st.st_mode))
			continue;
		if (no_dir_links && !last) {
			*why = "a directory on the way is a symbolic link";
			ret = -1;
		} else if (!leads_inside(real_root, p.buf)) {
			*why = "a symbolic link on the way leads out of the tree";
			ret = -1;
		}
	}
	strbuf_release(&p);
	return ret;
}
