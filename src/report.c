// SPDX-License-Identifier: GPL-2.0-only
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <json-c/json.h>
#include "report.h"
#include "strbuf.h"
#include "vec.h"

const struct kind_info kind_info[K_COUNT] = {
#define X(id, name, sev, shown, help) [id] = { name, sev, shown, help },
#include "kinds.def"
#undef X
};

const char *severity_name(enum severity s)
{
	return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note";
}

int kind_by_name(const char *name, size_t len)
{
	for (int k = 0; k < K_COUNT; k++)
		if (strlen(kind_info[k].name) == len && !memcmp(kind_info[k].name, name, len))
			return k;
	return -1;
}

int parse_kinds(const char *arg, int *selected)
{
	memset(selected, 0, K_COUNT * sizeof(*selected));
	while (*arg) {
		size_t n = strcspn(arg, ",");
		int k = kind_by_name(arg, n);

		if (k < 0) {
			fprintf(stderr, "flexfix: unknown kind '%.*s'\n", (int)n, arg);
			return -1;
		}
		selected[k] = 1;
		arg += n + (arg[n] == ',');
	}
	return 0;
}

char *report_strdup(struct finding_list *l, const char *s, size_t len)
{
	return arena_strndup(l->arena, s, len);
}

static const char *vformat(struct finding_list *l, const char *fmt, va_list ap)
{
	struct strbuf sb = STRBUF_INIT;
	char tmp[512];
	int n = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	const char *r;

	if (n < 0)
		BUG("vsnprintf failed");
	if ((size_t)n < sizeof(tmp))
		return report_strdup(l, tmp, (size_t)n);
	strbuf_add(&sb, tmp, sizeof(tmp) - 1);	/* very long names: cut, never overflow */
	r = report_strdup(l, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

struct finding *report_add(struct finding_list *l, int kind, const char *path, uint32_t line,
			   uint32_t col, uint32_t off, const char *fmt, ...)
{
	struct finding *f;
	va_list ap;

	ALLOC_GROW(l->f, l->nr + 1, l->alloc);
	f = &l->f[l->nr++];
	memset(f, 0, sizeof(*f));
	f->kind = (uint16_t)kind;
	f->path = path;
	f->line = line;
	f->col = col;
	f->off = off;
	va_start(ap, fmt);
	f->msg = vformat(l, fmt, ap);
	va_end(ap);
	return f;
}

void report_note(struct finding_list *l, struct finding *f, const char *path, uint32_t line,
		 uint32_t col, const char *fmt, ...)
{
	struct fnote *n;
	va_list ap;

	if (f->nr_notes == f->alloc_notes) {
		/* notes are few: grow inside the arena, old block abandoned */
		uint32_t alloc = f->alloc_notes ? f->alloc_notes * 2 : 2;
		struct fnote *nn = arena_alloc(l->arena, alloc * sizeof(*nn));

		if (f->nr_notes)
			memcpy(nn, f->notes, f->nr_notes * sizeof(*nn));
		f->notes = nn;
		f->alloc_notes = alloc;
	}
	n = &f->notes[f->nr_notes++];
	n->path = path;
	n->line = line;
	n->col = col;
	va_start(ap, fmt);
	n->msg = vformat(l, fmt, ap);
	va_end(ap);
}

static int cmp_finding(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->path, y->path);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	if (x->kind != y->kind)
		return x->kind < y->kind ? -1 : 1;
	return strcmp(x->msg, y->msg);
}

void report_sort(struct finding *f, size_t nr)
{
	if (nr > 1)
		qsort(f, nr, sizeof(*f), cmp_finding);
}

static void print_text(FILE *out, struct finding *const *f, size_t nr)
{
	for (size_t i = 0; i < nr; i++) {
		const struct finding *x = f[i];

		fprintf(out, "%s:%u:%u: %s: %s [flexfix-%s]\n", x->path, x->line, x->col,
			severity_name(kind_info[x->kind].sev), x->msg, kind_info[x->kind].name);
		for (uint32_t k = 0; k < x->nr_notes; k++) {
			const struct fnote *n = &x->notes[k];

			fprintf(out, "%s:%u:%u: note: %s\n", n->path ? n->path : x->path, n->line,
				n->col, n->msg);
		}
	}
}

json_object *json_text(const char *s)
{
	struct strbuf sb = STRBUF_INIT;
	json_object *o;
	size_t n, i = 0;

	if (!s)
		return NULL;
	n = strlen(s);
	while (i < n && utf8_len((const unsigned char *)s + i, n - i))
		i += utf8_len((const unsigned char *)s + i, n - i);
	if (i == n)
		return json_object_new_string(s);
	strbuf_add_utf8(&sb, s, n);
	o = json_object_new_string(sb.buf);
	strbuf_release(&sb);
	return o;
}

static void add_str(json_object *o, const char *key, const char *val)
{
	if (val)
		json_object_object_add(o, key, json_text(val));
}

static json_object *finding_json(const struct finding *x)
{
	json_object *o = json_object_new_object(), *notes = json_object_new_array();

	add_str(o, "path", x->path);
	json_object_object_add(o, "line", json_object_new_int64(x->line));
	json_object_object_add(o, "column", json_object_new_int64(x->col));
	json_object_object_add(o, "offset", json_object_new_int64(x->off));
	add_str(o, "kind", kind_info[x->kind].name);
	add_str(o, "severity", severity_name(kind_info[x->kind].sev));
	add_str(o, "message", x->msg);
	add_str(o, "struct", x->record);
	add_str(o, "container", x->container);
	add_str(o, "member", x->member);
	add_str(o, "element_type", x->elem_type);
	add_str(o, "size", x->size);
	json_object_object_add(o, "uapi", json_object_new_boolean(x->uapi));
	add_str(o, "condition", x->cond);
	add_str(o, "verdict", x->verdict);
	for (uint32_t k = 0; k < x->nr_notes; k++) {
		json_object *n = json_object_new_object();

		add_str(n, "path", x->notes[k].path ? x->notes[k].path : x->path);
		json_object_object_add(n, "line", json_object_new_int64(x->notes[k].line));
		json_object_object_add(n, "column", json_object_new_int64(x->notes[k].col));
		add_str(n, "message", x->notes[k].msg);
		json_object_array_add(notes, n);
	}
	json_object_object_add(o, "notes", notes);
	return o;
}

static void print_json(FILE *out, struct finding *const *f, size_t nr, const char *version)
{
	json_object *root = json_object_new_object(), *arr = json_object_new_array();

	json_object_object_add(root, "tool", json_object_new_string("flexfix"));
	json_object_object_add(root, "version", json_object_new_string(version));
	json_object_object_add(root, "schema", json_object_new_int(1));
	for (size_t i = 0; i < nr; i++)
		json_object_array_add(arr, finding_json(f[i]));
	json_object_object_add(root, "findings", arr);
	fputs(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE), out);
	fputc('\n', out);
	json_object_put(root);
}

static const char *sarif_level(enum severity s)
{
	return s == SEV_ERROR ? "error" : s == SEV_WARNING ? "warning" : "note";
}

static json_object *sarif_location(const char *path, uint32_t line, uint32_t col, const char *msg)
{
	json_object *loc = json_object_new_object(), *phys = json_object_new_object();
	json_object *art = json_object_new_object(), *reg = json_object_new_object();
	struct strbuf uri = STRBUF_INIT;

	/* SARIF wants URIs: percent-encode what a URI may not hold */
	for (const char *p = path; *p; p++) {
		unsigned char c = (unsigned char)*p;

		if (c <= ' ' || c >= 0x7f || strchr("%#?[]\"<>\\^`{|}", c))
			strbuf_addf(&uri, "%%%02X", c);
		else
			strbuf_addch(&uri, c);
	}
	add_str(art, "uri", uri.buf);
	strbuf_release(&uri);
	json_object_object_add(reg, "startLine", json_object_new_int64(line));
	json_object_object_add(reg, "startColumn", json_object_new_int64(col));
	json_object_object_add(phys, "artifactLocation", art);
	json_object_object_add(phys, "region", reg);
	json_object_object_add(loc, "physicalLocation", phys);
	if (msg) {
		json_object *m = json_object_new_object();

		add_str(m, "text", msg);
		json_object_object_add(loc, "message", m);
	}
	return loc;
}

static void print_sarif(FILE *out, struct finding *const *f, size_t nr, const char *version)
{
	json_object *root = json_object_new_object(), *runs = json_object_new_array();
	json_object *run = json_object_new_object(), *tool = json_object_new_object();
	json_object *driver = json_object_new_object(), *rules = json_object_new_array();
	json_object *results = json_object_new_array();

	add_str(root, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	add_str(root, "version", "2.1.0");
	add_str(driver, "name", "flexfix");
	add_str(driver, "version", version);
	add_str(driver, "informationUri", "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays");
	for (int k = 0; k < K_COUNT; k++) {
		json_object *r = json_object_new_object(), *sd = json_object_new_object();
		json_object *cfg = json_object_new_object();
		char id[64];

		snprintf(id, sizeof(id), "flexfix-%s", kind_info[k].name);
		add_str(r, "id", id);
		add_str(sd, "text", kind_info[k].help);
		json_object_object_add(r, "shortDescription", sd);
		add_str(cfg, "level", sarif_level(kind_info[k].sev));
		json_object_object_add(r, "defaultConfiguration", cfg);
		json_object_array_add(rules, r);
	}
	json_object_object_add(driver, "rules", rules);
	json_object_object_add(tool, "driver", driver);
	json_object_object_add(run, "tool", tool);
	/* columns are 1-based bytes; equal to code points on ASCII lines */
	add_str(run, "columnKind", "unicodeCodePoints");
	for (size_t i = 0; i < nr; i++) {
		const struct finding *x = f[i];
		json_object *res = json_object_new_object(), *msg = json_object_new_object();
		json_object *locs = json_object_new_array(), *fp = json_object_new_object();
		char id[64];
		struct strbuf key = STRBUF_INIT;

		snprintf(id, sizeof(id), "flexfix-%s", kind_info[x->kind].name);
		add_str(res, "ruleId", id);
		json_object_object_add(res, "ruleIndex", json_object_new_int(x->kind));
		add_str(res, "level", sarif_level(kind_info[x->kind].sev));
		add_str(msg, "text", x->msg);
		json_object_object_add(res, "message", msg);
		json_object_array_add(locs, sarif_location(x->path, x->line, x->col, NULL));
		json_object_object_add(res, "locations", locs);
		if (x->nr_notes) {
			json_object *rel = json_object_new_array();

			for (uint32_t k = 0; k < x->nr_notes; k++)
				json_object_array_add(rel, sarif_location(x->notes[k].path ? x->notes[k].path : x->path,
									   x->notes[k].line, x->notes[k].col,
									   x->notes[k].msg));
			json_object_object_add(res, "relatedLocations", rel);
		}
		/* stable across line moves: what, where (file), which struct and member */
		strbuf_addf(&key, "%s:%s:%s:%s", kind_info[x->kind].name, x->path,
			    x->record ? x->record : "", x->member ? x->member : "");
		add_str(fp, "flexfix/v1", key.buf);
		strbuf_release(&key);
		json_object_object_add(res, "partialFingerprints", fp);
		json_object_array_add(results, res);
	}
	json_object_object_add(run, "results", results);
	json_object_array_add(runs, run);
	json_object_object_add(root, "runs", runs);
	fputs(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE), out);
	fputc('\n', out);
	json_object_put(root);
}

int report_format_by_name(const char *name, enum format *fmt)
{
	static const char *const names[] = { [FORMAT_TEXT] = "text", [FORMAT_JSON] = "json", [FORMAT_SARIF] = "sarif" };

	for (size_t i = 0; i < ARRAY_SIZE(names); i++)
		if (!strcmp(name, names[i])) {
			*fmt = (enum format)i;
			return 0;
		}
	fprintf(stderr, "flexfix: unknown format '%s' (text, json, sarif)\n", name);
	return -1;
}

void report_print(FILE *out, enum format fmt, struct finding *const *f, size_t nr,
		  const char *version)
{
	switch (fmt) {
	case FORMAT_TEXT:
		print_text(out, f, nr);
		break;
	case FORMAT_JSON:
		print_json(out, f, nr, version);
		break;
	case FORMAT_SARIF:
		print_sarif(out, f, nr, version);
		break;
	}
}

struct dir_count {
	char *dir;
	unsigned count[K_COUNT];
};

static int cmp_dir(const void *a, const void *b)
{
	return strcmp(((const struct dir_count *)a)->dir, ((const struct dir_count *)b)->dir);
}

size_t report_dir_prefix(const char *p, int depth)
{
	const char *slash = strrchr(p, '/');
	size_t end, pos = 0;

	if (!slash)
		return 0;
	end = (size_t)(slash - p);
	for (int level = 0; level < depth; level++) {
		const char *n = memchr(p + pos, '/', end - pos);

		if (!n)
			return end;
		pos = (size_t)(n - p) + 1;
	}
	return pos ? pos - 1 : end;
}

void report_summary(FILE *out, struct finding *const *f, size_t nr, int depth)
{
	struct dir_count *d = NULL, total = { .dir = "total" };
	size_t nr_d = 0, alloc_d = 0;
	int used[K_COUNT] = { 0 };

	/* sorted paths keep a directory's findings mostly adjacent; equal
	 * directories that are not are merged after sorting */
	for (size_t i = 0; i < nr; i++) {
		const char *p = f[i]->path;
		size_t len;

		if (p[0] == '.' && p[1] == '/')
			p += 2;
		len = report_dir_prefix(p, depth);
		if (!len)
			p = ".", len = 1;
		if (!nr_d || strlen(d[nr_d - 1].dir) != len || memcmp(d[nr_d - 1].dir, p, len)) {
			ALLOC_GROW(d, nr_d + 1, alloc_d);
			memset(&d[nr_d], 0, sizeof(d[nr_d]));
			d[nr_d++].dir = xstrndup(p, len);
		}
		d[nr_d - 1].count[f[i]->kind]++;
		total.count[f[i]->kind]++;
		used[f[i]->kind] = 1;
	}
	if (nr_d > 1)
		qsort(d, nr_d, sizeof(*d), cmp_dir);
	/* merge equal neighbours */
	{
		size_t w = 0;

		for (size_t r = 0; r < nr_d; r++) {
			if (w && !strcmp(d[w - 1].dir, d[r].dir)) {
				for (int k = 0; k < K_COUNT; k++)
					d[w - 1].count[k] += d[r].count[k];
				free(d[r].dir);
				continue;
			}
			d[w++] = d[r];
		}
		nr_d = w;
	}
	fprintf(out, "%-40s", "directory");
	for (int k = 0; k < K_COUNT; k++)
		if (used[k])
			fprintf(out, " %*s", (int)strlen(kind_info[k].name) > 8 ? (int)strlen(kind_info[k].name) : 8,
				kind_info[k].name);
	fprintf(out, " %8s\n", "total");
	for (size_t r = 0; r <= nr_d; r++) {
		struct dir_count *x = r < nr_d ? &d[r] : &total;
		unsigned sum = 0;

		fprintf(out, "%-40s", x->dir);
		for (int k = 0; k < K_COUNT; k++) {
			if (!used[k])
				continue;
			fprintf(out, " %*u", (int)strlen(kind_info[k].name) > 8 ? (int)strlen(kind_info[k].name) : 8,
				x->count[k]);
			sum += x->count[k];
		}
		fprintf(out, " %8u\n", sum);
		if (r < nr_d)
			free(x->dir);
	}
	free(d);
}
