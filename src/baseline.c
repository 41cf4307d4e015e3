// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "baseline.h"
#include "strbuf.h"
#include "vec.h"

char *baseline_key(const struct finding *f, const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	if (path[0] == '.' && path[1] == '/')
		path += 2;
	strbuf_addf(&sb, "%s\t%s\t%s%s%s\t%s", kind_info[f->kind].name, path, f->record ? f->record : "",
		    f->container ? " in " : "", f->container ? f->container : "", f->member ? f->member : "");
	return strbuf_detach(&sb);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int baseline_write(FILE *out, struct finding *const *f, size_t nr)
{
	struct baseline b = { 0 };

	fputs("# flexfix baseline: kind, path, struct, member (tab-separated); see flexfix(1)\n", out);
	for (size_t i = 0; i < nr; i++) {
		if (kind_info[f[i]->kind].sev == SEV_NOTE)
			continue;
		ALLOC_GROW(b.key, b.nr + 1, b.alloc);
		b.key[b.nr++] = baseline_key(f[i], f[i]->path);
	}
	if (b.nr > 1)
		qsort(b.key, b.nr, sizeof(*b.key), cmp_str);
	for (size_t i = 0; i < b.nr; i++)
		if (!i || strcmp(b.key[i], b.key[i - 1]))
			fprintf(out, "%s\n", b.key[i]);
	baseline_release(&b);
	return ferror(out) ? -1 : 0;
}

int baseline_load(struct baseline *b, const char *file)
{
	FILE *in = fopen(file, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	memset(b, 0, sizeof(*b));
	if (!in)
		return error("%s: %s", file, strerror(errno));
	while ((n = getline(&line, &cap, in)) > 0) {
		while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (!n || line[0] == '#')
			continue;
		ALLOC_GROW(b->key, b->nr + 1, b->alloc);
		b->key[b->nr++] = xstrdup(line);
	}
	free(line);
	fclose(in);
	if (b->nr > 1)
		qsort(b->key, b->nr, sizeof(*b->key), cmp_str);
	return 0;
}

int baseline_has(const struct baseline *b, const char *key)
{
	return b->nr && bsearch(&key, b->key, b->nr, sizeof(*b->key), cmp_str) != NULL;
}

void baseline_release(struct baseline *b)
{
	for (size_t i = 0; i < b->nr; i++)
		free(b->key[i]);
	free(b->key);
	memset(b, 0, sizeof(*b));
}
