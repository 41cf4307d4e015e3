// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "gitrev.h"
#include "strbuf.h"
#include "vec.h"

struct walk_ctx {
	struct gitrev *g;
	const struct walk_options *o;
	size_t alloc_oid;
	struct strbuf path;
};

static int git_fail(const char *what)
{
	const git_error *e = git_error_last();

	return error("%s: %s", what, e && e->message ? e->message : "libgit2 error");
}

static int add_entry(const char *root, const git_tree_entry *te, void *payload)
{
	struct walk_ctx *w = payload;
	struct gitrev *g = w->g;
	const char *name = git_tree_entry_name(te);
	git_filemode_t mode = git_tree_entry_filemode(te);

	if (git_tree_entry_type(te) != GIT_OBJECT_BLOB || (mode != GIT_FILEMODE_BLOB &&
							   mode != GIT_FILEMODE_BLOB_EXECUTABLE))
		return 0;	/* trees are walked into; links and submodules are not files */
	if (!walk_wanted_source(name))
		return 0;
	strbuf_reset(&w->path);
	strbuf_addstr(&w->path, root);
	strbuf_addstr(&w->path, name);
	if (walk_excluded(w->path.buf, w->o))
		return 0;
	ALLOC_GROW(g->fl.path, g->fl.nr + 1, g->fl.alloc);
	ALLOC_GROW(g->oid, g->fl.nr + 1, w->alloc_oid);
	g->fl.path[g->fl.nr] = xstrdup(w->path.buf);
	git_oid_cpy(&g->oid[g->fl.nr], git_tree_entry_id(te));
	g->fl.nr++;
	return 0;
}

static int read_blob(void *ctx, int worker, size_t i, const char **data, size_t *len, const char **why)
{
	struct gitrev *g = ctx;
	git_repository **repo = &g->worker_repo[worker];
	git_blob **blob = &g->worker_blob[worker];

	if (worker < 0 || worker >= g->nr_workers) {
		*why = "no reader for this worker";
		return -1;
	}
	if (!*repo && git_repository_open(repo, g->repo_dir) < 0) {
		*why = "cannot open the repository";
		return -1;
	}
	git_blob_free(*blob);
	*blob = NULL;
	if (git_blob_lookup(blob, *repo, &g->oid[i]) < 0) {
		*why = "cannot read the blob";
		return -1;
	}
	*data = git_blob_rawcontent(*blob);
	*len = (size_t)git_blob_rawsize(*blob);
	return 0;
}

struct path_oid {
	char *path;
	git_oid oid;
};

static int cmp_path_oid(const void *a, const void *b)
{
	return strcmp(((const struct path_oid *)a)->path, ((const struct path_oid *)b)->path);
}

/* Paths sort as walk_paths() sorts them (git's tree order differs around '/'). */
static void sort_files(struct gitrev *g)
{
	size_t n = g->fl.nr;
	struct path_oid *po = xmalloc((n ? n : 1) * sizeof(*po));

	for (size_t i = 0; i < n; i++) {
		po[i].path = g->fl.path[i];
		po[i].oid = g->oid[i];
	}
	qsort(po, n, sizeof(*po), cmp_path_oid);
	for (size_t i = 0; i < n; i++) {
		g->fl.path[i] = po[i].path;
		g->oid[i] = po[i].oid;
	}
	free(po);
}

int gitrev_load(struct gitrev *g, const char *dir, const char *rev, const struct walk_options *o, int jobs)
{
	git_repository *repo = NULL;
	git_object *obj = NULL;
	git_tree *tree = NULL;
	git_buf found = { 0 };
	struct walk_ctx w = { .g = g, .o = o, .path = STRBUF_INIT };
	int ret = 0;

	memset(g, 0, sizeof(*g));
	g->rev = rev;
	git_libgit2_init();
	/* blobs are read once each: caching them only grows memory */
	git_libgit2_opts(GIT_OPT_ENABLE_CACHING, 0);
	if (git_repository_discover(&found, dir, 0, NULL) < 0 || git_repository_open(&repo, found.ptr) < 0) {
		git_buf_dispose(&found);
		return git_fail(dir);
	}
	g->repo_dir = xstrdup(found.ptr);
	git_buf_dispose(&found);
	if (git_revparse_single(&obj, repo, rev) < 0 || git_object_peel((git_object **)&tree, obj, GIT_OBJECT_TREE) < 0) {
		ret = git_fail(rev);
		goto out;
	}
	if (git_tree_walk(tree, GIT_TREEWALK_PRE, add_entry, &w) < 0) {
		ret = git_fail(rev);
		goto out;
	}
	sort_files(g);
	g->nr_workers = jobs > 0 ? jobs : 1;
	g->worker_repo = xcalloc((size_t)g->nr_workers, sizeof(*g->worker_repo));
	g->worker_blob = xcalloc((size_t)g->nr_workers, sizeof(*g->worker_blob));
	g->reader.read = read_blob;
	g->reader.ctx = g;
out:
	strbuf_release(&w.path);
	git_tree_free(tree);
	git_object_free(obj);
	git_repository_free(repo);
	return ret;
}

void gitrev_filter(struct gitrev *g, const unsigned char *keep)
{
	size_t w = 0;

	for (size_t r = 0; r < g->fl.nr; r++) {
		if (!keep[r]) {
			free(g->fl.path[r]);
			continue;
		}
		g->fl.path[w] = g->fl.path[r];
		g->oid[w++] = g->oid[r];
	}
	g->fl.nr = w;
}

void gitrev_release(struct gitrev *g)
{
	for (int k = 0; k < g->nr_workers; k++) {
		git_blob_free(g->worker_blob[k]);
		git_repository_free(g->worker_repo[k]);
	}
	free(g->worker_repo);
	free(g->worker_blob);
	free(g->oid);
	free(g->repo_dir);
	file_list_release(&g->fl);
	memset(g, 0, sizeof(*g));
}
