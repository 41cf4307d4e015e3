// SPDX-License-Identifier: GPL-2.0-only
/*
 * visibility: which files of the run can see which declaring files, read
 * from their #include lines (see visibility.h).
 */
#include <stdlib.h>
#include <string.h>
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"
#include "visibility.h"

/*
 * Can a file of a kernel tree see a header at all? Not one of another
 * architecture (arch/A/ is built with arch/A/include only) nor, between
 * tools/ and the rest, one of the other side (tools/ has its own copies of
 * the kernel's headers). Paths relative to the project's root.
 */
int may_see(const char *file, const char *header)
{
	int ft = !strncmp(file, "tools/", 6), ht = !strncmp(header, "tools/", 6);

	if (ft != ht)
		return 0;
	if (ft) {
		file += 6;
		header += 6;
	}
	if (!strncmp(file, "arch/", 5) && !strncmp(header, "arch/", 5)) {
		const char *fe = strchr(file + 5, '/'), *he = strchr(header + 5, '/');

		return fe && he && fe - file == he - header && !memcmp(file, header, (size_t)(fe - file));
	}
	return 1;
}

/* "lib/../drv/a.h" -> "drv/a.h"; with tail set (a name matched as any
 * path's end) the leading "../" and "./" go too. */
static void normalize_path(struct strbuf *sb, int tail)
{
	char *out = sb->buf, *p = sb->buf;
	size_t len = 0;

	while (*p) {
		char *e = strchr(p, '/');
		size_t n = e ? (size_t)(e - p) : strlen(p);

		if ((n == 1 && p[0] == '.') || n == 0) {
			/* nothing */
		} else if (n == 2 && p[0] == '.' && p[1] == '.' && len && !(len >= 2 && out[len - 1] == '.' &&
			   out[len - 2] == '.' && (len == 2 || out[len - 3] == '/'))) {
			while (len && out[len - 1] != '/')
				len--;	/* drop the last component */
			if (len)
				len--;
		} else if (!(tail && n == 2 && p[0] == '.' && p[1] == '.' && !len)) {
			if (len)
				out[len++] = '/';
			memmove(out + len, p, n);
			len += n;
		}
		p += n + (e != NULL);
	}
	sb->len = len;
	sb->buf[len] = '\0';
}

/* Bytes of the leading directories paths a and b share ("arch/x86/" of two files under it). */
size_t shared_dirs(const char *a, const char *b)
{
	size_t n = 0;

	for (size_t k = 0; a[k] && a[k] == b[k]; k++)
		if (a[k] == '/')
			n = k + 1;
	return n;
}

/*
 * Which files see which declaring file: the file itself, and files
 * that include it directly or through other headers of the run. Includes
 * are matched by name: "x.h" next to the file first, else the file of the
 * run whose path ends with the included name and shares the most leading
 * directories with the includer (arch/x86/ code includes arch/x86's
 * <asm/x.h>, tools/ code tools/'s copy), the first in sorted order of those.
 * A .c file included by another (not a header) is part of it: it also sees
 * what its includer sees.
 */
uint64_t *include_visibility(size_t nf, const char *const *paths, const struct engine_result *er,
			     const uint32_t *seed_file, const uint32_t *seed_slot, size_t nr_seeds, size_t words)
{
	uint64_t *bits = xcalloc(nf * words + 1, sizeof(*bits));
	uint32_t **inc = xcalloc(nf + 1, sizeof(*inc));
	size_t *nr_inc = xcalloc(nf + 1, sizeof(*nr_inc));
	/* path and path-suffix ("linux/x.h", "x.h") -> the files ending with it, last in sorted order first */
	size_t size = 1, nr_keys = 0, nr_ends = 0;
	struct { const char *s; size_t n; uint32_t last; } *map;
	struct { uint32_t file, next; } *ends;	/* ends[0] is no file: 'next' 0 ends a list */

	for (size_t i = 0; i < nf; i++)
		for (const char *p = paths[i]; p; p = strchr(p, '/') ? strchr(p, '/') + 1 : NULL)
			nr_keys++;	/* the path and what follows each '/', as inserted below */
	while (size < nr_keys * 2 + 2)
		size <<= 1;
	map = xcalloc(size, sizeof(*map));
	ends = xcalloc(nr_keys + 1, sizeof(*ends));
	for (size_t i = 0; i < nf; i++) {
		const char *path = paths[i];

		for (const char *p = path; p; p = strchr(p, '/') ? strchr(p, '/') + 1 : NULL) {
			size_t n = strlen(p);
			uint32_t h = strmap_hash(p, n) & (uint32_t)(size - 1);

			while (map[h].s && !(map[h].n == n && !memcmp(map[h].s, p, n)))
				h = (h + 1) & (uint32_t)(size - 1);
			map[h].s = p;
			map[h].n = n;
			ends[++nr_ends].file = (uint32_t)i;
			ends[nr_ends].next = map[h].last;
			map[h].last = (uint32_t)nr_ends;
		}
	}
	/* a declaring file sees its own */
	for (size_t c = 0; c < nr_seeds; c++)
		bits[seed_file[c] * words + seed_slot[c] / 64] |= 1ull << (seed_slot[c] % 64);
	for (size_t i = 0; i < nf; i++) {
		const char *path = paths[i], *slash;
		struct strbuf key = STRBUF_INIT;
		size_t alloc = 0;

		slash = strrchr(path, '/');
		for (size_t d = 0; d < er->res[i].nr_includes; d++) {
			const char *name = er->res[i].includes[d];
			long hit = -1;

			/* "x.h" next to the file, else any file ending with the name */
			for (int pass = 0; pass < 2 && hit < 0; pass++) {
				uint32_t h;

				strbuf_reset(&key);
				if (!pass && !slash)
					continue;
				if (!pass)
					strbuf_add(&key, path, (size_t)(slash - path) + 1);
				strbuf_addstr(&key, name);
				normalize_path(&key, pass);
				h = strmap_hash(key.buf, key.len) & (uint32_t)(size - 1);
				while (map[h].s && !(map[h].n == key.len && !memcmp(map[h].s, key.buf, key.len)))
					h = (h + 1) & (uint32_t)(size - 1);
				if (!map[h].s)
					continue;
				for (uint32_t e = map[h].last, best = 0; e; e = ends[e].next) {
					const char *there = paths[ends[e].file];
					size_t shared = shared_dirs(path, there);

					if (!pass ? strlen(there) == key.len :	/* next to the file: that very path */
					    hit < 0 || shared >= best) {	/* ties: the first in sorted order */
						hit = ends[e].file;
						best = (uint32_t)shared;
					}
				}
			}
			if (hit >= 0 && (size_t)hit != i) {
				ALLOC_GROW(inc[i], nr_inc[i] + 1, alloc);
				inc[i][nr_inc[i]++] = (uint32_t)hit;
			}
		}
		strbuf_release(&key);
	}
	/* a file sees what the files it includes see: pushed along reversed
	 * include edges from the declaring files, each file again only when its
	 * bits grew */
	{
		uint32_t *start = xcalloc(nf + 2, sizeof(*start)), *from, *queue = xmalloc((nf + 1) * sizeof(*queue));
		uint8_t *queued = xcalloc(nf + 1, 1), *inherits = xcalloc(nf + 1, 1);
		size_t head = 0, tail = 0, nr_edges = 0;

		for (size_t i = 0; i < nf; i++) {
			const char *p = paths[i];
			size_t n = strlen(p);

			inherits[i] = n > 2 && !strcmp(p + n - 2, ".c");
		}
		for (size_t i = 0; i < nf; i++)
			for (size_t k = 0; k < nr_inc[i]; k++) {
				start[inc[i][k] + 2]++;
				nr_edges++;
				if (inherits[inc[i][k]]) {
					start[i + 2]++;
					nr_edges++;
				}
			}
		for (size_t i = 2; i <= nf + 1; i++)
			start[i] += start[i - 1];
		from = xmalloc((nr_edges + 1) * sizeof(*from));
		for (size_t i = 0; i < nf; i++)
			for (size_t k = 0; k < nr_inc[i]; k++) {
				from[start[inc[i][k] + 1]++] = (uint32_t)i;
				if (inherits[inc[i][k]])
					from[start[i + 1]++] = inc[i][k];
			}
		for (size_t i = 0; i < nf; i++)
			for (size_t w = 0; w < words; w++)
				if (bits[i * words + w]) {
					queue[tail++] = (uint32_t)i;
					queued[i] = 1;
					break;
				}
		while (head != tail) {
			uint32_t j = queue[head];

			head = head == nf ? 0 : head + 1;
			queued[j] = 0;
			for (uint32_t e = start[j]; e < start[j + 1]; e++) {
				uint32_t i = from[e];
				int grew = 0;

				for (size_t w = 0; w < words; w++) {
					uint64_t add = bits[j * words + w] & ~bits[i * words + w];

					bits[i * words + w] |= add;
					grew |= add != 0;
				}
				if (grew && !queued[i]) {
					queue[tail] = i;
					tail = tail == nf ? 0 : tail + 1;
					queued[i] = 1;
				}
			}
		}
		/* a header sees what every file including it sees ('xfs_ondisk.h', included after the
		 * format headers it checks, includes none of them): once, from the bits above */
		{
			/* the headers that gain, with what: only they are kept until all are known */
			uint64_t *all = xmalloc((words + 1) * sizeof(*all)), *more = NULL;
			uint32_t *gains = NULL;
			size_t nr_gains = 0, alloc_gains = 0, alloc_more = 0;

			for (size_t j = 0; j < nf; j++) {
				uint64_t any = 0;

				if (inherits[j] || start[j] == start[j + 1])
					continue;	/* a .c, or included by none */
				for (size_t w = 0; w < words; w++)
					all[w] = ~0ull;
				for (uint32_t e = start[j]; e < start[j + 1]; e++)
					for (size_t w = 0; w < words; w++)
						all[w] &= bits[from[e] * words + w];
				for (size_t w = 0; w < words; w++)
					any |= all[w] &= ~bits[j * words + w];
				if (!any)
					continue;
				ALLOC_GROW(gains, nr_gains + 1, alloc_gains);
				ALLOC_GROW(more, (nr_gains + 1) * words, alloc_more);
				gains[nr_gains] = (uint32_t)j;
				memcpy(more + nr_gains++ * words, all, words * sizeof(*all));
			}
			for (size_t g = 0; g < nr_gains; g++)
				for (size_t w = 0; w < words; w++)
					bits[gains[g] * words + w] |= more[g * words + w];
			free(all);
			free(more);
			free(gains);
		}
		free(inherits);
		free(start);
		free(from);
		free(queue);
		free(queued);
	}
	for (size_t i = 0; i < nf; i++)
		free(inc[i]);
	free(inc);
	free(nr_inc);
	free(map);
	free(ends);
	return bits;
}
