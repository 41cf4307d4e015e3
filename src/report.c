// SPDX-License-Identifier: GPL-2.0-only
#include <limits.h>
#include <stdarg.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <json-c/json.h>
#include "builtin.h"
#include "report.h"
#include "strmap.h"
#include "strbuf.h"
#include "vec.h"

const struct kind_info kind_info[K_COUNT] = {
#define X(id, name, sev, shown, help, fix) [id] = { name, sev, shown, help, fix },
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
	add_str(o, "counted_by", x->counted_by);
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

/* What print_sarif() needs besides the findings: the base of relative URIs,
 * the text of the last file read (columns and snippets). */
struct sarif_ctx {
	char *root;			/* absolute, no trailing '/' */
	char *cwd;			/* where relative paths start: the current directory or the root */
	char *text_path;		/* the file text holds, or NULL */
	struct strbuf text;
	int text_ok;
};

static void add_uri_escaped(struct strbuf *uri, const char *path)
{
	/* SARIF wants URIs: percent-encode what a URI may not hold */
	for (const char *p = path; *p; p++) {
		unsigned char c = (unsigned char)*p;

		if (c <= ' ' || c >= 0x7f || strchr("%#?[]\"<>\\^`{|}", c))
			strbuf_addf(uri, "%%%02X", c);
		else
			strbuf_addch(uri, c);
	}
}

/* path as an absolute path without "." and ".." components, into sb */
static void absolute(const struct sarif_ctx *sc, const char *path, struct strbuf *sb)
{
	struct strbuf in = STRBUF_INIT;

	if (path[0] != '/')
		strbuf_addf(&in, "%s/", sc->cwd);
	strbuf_addstr(&in, path);
	strbuf_reset(sb);
	for (const char *p = in.buf; *p;) {
		size_t n = strcspn(p, "/");

		if (n == 2 && p[0] == '.' && p[1] == '.') {
			char *sl = sb->len ? strrchr(sb->buf, '/') : NULL;

			if (sl) {
				sb->len = (size_t)(sl - sb->buf);
				sb->buf[sb->len] = '\0';
			}
		} else if (n && !(n == 1 && p[0] == '.')) {
			strbuf_addch(sb, '/');
			strbuf_add(sb, p, n);
		}
		p += n + (p[n] == '/');
	}
	if (!sb->len)
		strbuf_addch(sb, '/');
	strbuf_release(&in);
}

/* The path from the root (a relative URI on SRCROOT), or NULL when outside it. */
static const char *from_root(const struct sarif_ctx *sc, const char *abs)
{
	size_t n = strlen(sc->root);

	if (!strcmp(sc->root, "/"))
		return abs + 1;
	if (strncmp(abs, sc->root, n) || abs[n] != '/')
		return NULL;
	return abs + n + 1;
}

/* Line `line` of the file (NULL when it cannot be read), its length in *len. */
static const char *line_of(struct sarif_ctx *sc, const char *path, uint32_t line, size_t *len)
{
	const char *p;

	if (!sc->text_path || strcmp(sc->text_path, path)) {
		free(sc->text_path);
		sc->text_path = xstrdup(path);
		strbuf_reset(&sc->text);
		sc->text_ok = strbuf_read_path(path, &sc->text) == 0;
	}
	if (!sc->text_ok || !line)
		return NULL;
	p = sc->text.buf;
	for (uint32_t l = 1; l < line; l++) {
		p = memchr(p, '\n', sc->text.len - (size_t)(p - sc->text.buf));
		if (!p)
			return NULL;
		p++;
	}
	*len = strcspn(p, "\n");
	if (*len && p[*len - 1] == '\r')
		(*len)--;
	return p;
}

/* A byte column as UTF-16 code units, what columnKind utf16CodeUnits says
 * (GitHub's reading): a character past U+FFFF counts two, an invalid byte one. */
static uint32_t utf16_column(const char *text, size_t len, uint32_t col)
{
	uint32_t units = 1;

	for (size_t i = 0; i + 1 < col && i < len;) {
		size_t n = utf8_len((const unsigned char *)text + i, len - i);

		units += n == 4 ? 2 : 1;
		i += n ? n : 1;
	}
	return units;
}

static json_object *sarif_location(struct sarif_ctx *sc, const char *path, uint32_t line, uint32_t col,
				   const char *msg, int snippet)
{
	json_object *loc = json_object_new_object(), *phys = json_object_new_object();
	json_object *art = json_object_new_object(), *reg = json_object_new_object();
	struct strbuf uri = STRBUF_INIT, abs = STRBUF_INIT;
	const char *rel, *text;
	size_t len = 0;

	absolute(sc, path, &abs);
	rel = from_root(sc, abs.buf);
	if (!rel)
		strbuf_addstr(&uri, "file://");
	add_uri_escaped(&uri, rel ? rel : abs.buf);
	add_str(art, "uri", uri.buf);
	if (rel)
		add_str(art, "uriBaseId", "SRCROOT");
	text = line_of(sc, path, line, &len);
	json_object_object_add(reg, "startLine", json_object_new_int64(line));
	json_object_object_add(reg, "startColumn", json_object_new_int64(text ? utf16_column(text, len, col) : col));
	if (text && snippet) {
		json_object *sn = json_object_new_object();
		struct strbuf t = STRBUF_INIT;

		strbuf_add_utf8(&t, text, len);
		add_str(sn, "text", t.buf);
		json_object_object_add(reg, "snippet", sn);
		strbuf_release(&t);
	}
	json_object_object_add(phys, "artifactLocation", art);
	json_object_object_add(phys, "region", reg);
	json_object_object_add(loc, "physicalLocation", phys);
	if (msg) {
		json_object *m = json_object_new_object();

		add_str(m, "text", msg);
		json_object_object_add(loc, "message", m);
	}
	strbuf_release(&uri);
	strbuf_release(&abs);
	return loc;
}

static json_object *text_object(const char *text)
{
	json_object *o = json_object_new_object();

	add_str(o, "text", text);
	return o;
}

#define HELP_URI "https://www.kernel.org/doc/html/latest/process/deprecated.html#zero-length-and-one-element-arrays"

static json_object *sarif_rules(void)
{
	json_object *rules = json_object_new_array();

	for (int k = 0; k < K_COUNT; k++) {
		json_object *r = json_object_new_object(), *cfg = json_object_new_object(), *help;
		struct strbuf full = STRBUF_INIT, md = STRBUF_INIT;
		char id[64];

		snprintf(id, sizeof(id), "flexfix-%s", kind_info[k].name);
		add_str(r, "id", id);
		{	/* SARIF's friendly name is Pascal case: ZeroLengthNotLast */
			char name[64];
			size_t n = 0;

			for (const char *p = kind_info[k].name; *p && n + 1 < sizeof(name); p++)
				if (*p != '-')
					name[n++] = p == kind_info[k].name || p[-1] == '-' ? (char)(*p - 'a' + 'A') : *p;
			name[n] = '\0';
			add_str(r, "name", name);
		}
		json_object_object_add(r, "shortDescription", text_object(kind_info[k].help));
		strbuf_addf(&full, "%c%s.", kind_info[k].help[0] - 'a' + 'A', kind_info[k].help + 1);
		json_object_object_add(r, "fullDescription", text_object(full.buf));
		strbuf_addf(&full, " %s", kind_info[k].fix);
		help = text_object(full.buf);
		strbuf_addf(&md, "%c%s.\n\n%s\n\nSee [Zero-length and one-element arrays](%s) in the kernel's "
			    "deprecated interfaces.", kind_info[k].help[0] - 'a' + 'A', kind_info[k].help + 1,
			    kind_info[k].fix, HELP_URI);
		add_str(help, "markdown", md.buf);
		json_object_object_add(r, "help", help);
		add_str(r, "helpUri", HELP_URI);
		add_str(cfg, "level", sarif_level(kind_info[k].sev));
		json_object_object_add(r, "defaultConfiguration", cfg);
		json_object_array_add(rules, r);
		strbuf_release(&full);
		strbuf_release(&md);
	}
	return rules;
}

/*
 * Locations are relative to SRCROOT (the project's root: root, else the
 * current directory), so fingerprints and URIs do not depend on how the
 * paths were given; a file outside it is a file:// URI. Columns are
 * converted from bytes to UTF-16 code units where the file can be read.
 */
static void print_sarif(FILE *out, struct finding *const *f, size_t nr, const char *root, int paths_from_root)
{
	json_object *jroot = json_object_new_object(), *runs = json_object_new_array();
	json_object *run = json_object_new_object(), *tool = json_object_new_object();
	json_object *driver = json_object_new_object(), *results = json_object_new_array();
	json_object *bases = json_object_new_object(), *src = json_object_new_object();
	struct sarif_ctx sc = { .text = STRBUF_INIT };
	struct strmap keys = STRMAP_INIT;
	struct strbuf uri = STRBUF_INIT, abs = STRBUF_INIT;
	char cwd[PATH_MAX], *real = root ? realpath(root, NULL) : NULL;

	sc.cwd = xstrdup(getcwd(cwd, sizeof(cwd)) ? cwd : "/");
	sc.root = real ? real : xstrdup(sc.cwd);
	if (paths_from_root) {
		free(sc.cwd);
		sc.cwd = xstrdup(sc.root);
	}
	add_str(jroot, "$schema", "https://json.schemastore.org/sarif-2.1.0.json");
	add_str(jroot, "version", "2.1.0");
	add_str(driver, "name", "flexfix");
	add_str(driver, "version", FLEXFIX_VERSION);
	add_str(driver, "informationUri", HELP_URI);
	json_object_object_add(driver, "rules", sarif_rules());
	json_object_object_add(tool, "driver", driver);
	json_object_object_add(run, "tool", tool);
	strbuf_addstr(&uri, "file://");
	add_uri_escaped(&uri, sc.root);
	if (uri.buf[uri.len - 1] != '/')
		strbuf_addch(&uri, '/');
	add_str(src, "uri", uri.buf);
	json_object_object_add(src, "description", text_object("the project's root"));
	json_object_object_add(bases, "SRCROOT", src);
	json_object_object_add(run, "originalUriBaseIds", bases);
	add_str(run, "columnKind", "utf16CodeUnits");
	for (size_t i = 0; i < nr; i++) {
		const struct finding *x = f[i];
		json_object *res = json_object_new_object(), *locs = json_object_new_array();
		json_object *fp = json_object_new_object();
		struct strmap_entry *e;
		const char *rel;
		char id[64];
		struct strbuf key = STRBUF_INIT;
		int added;

		snprintf(id, sizeof(id), "flexfix-%s", kind_info[x->kind].name);
		add_str(res, "ruleId", id);
		json_object_object_add(res, "ruleIndex", json_object_new_int(x->kind));
		add_str(res, "level", sarif_level(kind_info[x->kind].sev));
		json_object_object_add(res, "message", text_object(x->msg));
		json_object_array_add(locs, sarif_location(&sc, x->path, x->line, x->col, NULL, 1));
		json_object_object_add(res, "locations", locs);
		if (x->nr_notes) {
			json_object *rel_locs = json_object_new_array();

			for (uint32_t k = 0; k < x->nr_notes; k++)
				json_object_array_add(rel_locs, sarif_location(&sc, x->notes[k].path ? x->notes[k].path : x->path,
									       x->notes[k].line, x->notes[k].col,
									       x->notes[k].msg, 0));
			json_object_object_add(res, "relatedLocations", rel_locs);
		}
		/* stable across line moves and invocation paths: what, which file from
		 * the root, which member of which named struct; the n-th of equal keys */
		absolute(&sc, x->path, &abs);
		rel = from_root(&sc, abs.buf);
		strbuf_addf(&key, "%s:%s:%s:%s", kind_info[x->kind].name, rel ? rel : abs.buf,
			    x->owner ? x->owner : x->record ? x->record : "",
			    x->mpath ? x->mpath : x->member ? x->member : "");
		e = strmap_put(&keys, key.buf, &added);
		if (added) {
			e->key = strbuf_detach(&key);
			e->value = (void *)1;
		} else {
			e->value = (void *)((size_t)e->value + 1);
			strbuf_addf(&key, ":%zu", (size_t)e->value);
		}
		add_str(fp, "flexfix/v2", added ? e->key : key.buf);
		strbuf_release(&key);
		json_object_object_add(res, "partialFingerprints", fp);
		json_object_array_add(results, res);
	}
	json_object_object_add(run, "results", results);
	json_object_array_add(runs, run);
	json_object_object_add(jroot, "runs", runs);
	fputs(json_object_to_json_string_ext(jroot, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED | JSON_C_TO_STRING_NOSLASHESCAPE), out);
	fputc('\n', out);
	json_object_put(jroot);
	for (size_t i = 0; i < keys.size; i++)
		free((char *)keys.e[i].key);
	strmap_release(&keys);
	strbuf_release(&uri);
	strbuf_release(&abs);
	strbuf_release(&sc.text);
	free(sc.text_path);
	free(sc.root);
	free(sc.cwd);
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

void report_print(FILE *out, enum format fmt, struct finding *const *f, size_t nr, const char *root,
		  int paths_from_root)
{
	switch (fmt) {
	case FORMAT_TEXT:
		print_text(out, f, nr);
		break;
	case FORMAT_JSON:
		print_json(out, f, nr, FLEXFIX_VERSION);
		break;
	case FORMAT_SARIF:
		print_sarif(out, f, nr, root, paths_from_root);
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

void report_summary(FILE *out, enum format fmt, struct finding *const *f, size_t nr, int depth, const int *columns)
{
	struct dir_count *d = NULL, total = { .dir = "total" };
	size_t nr_d = 0, alloc_d = 0;
	json_object *jroot = NULL, *jdirs = NULL, *jcols = NULL;

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
	/* the columns are the kinds asked for, whatever the data: scripts read them by position */
	if (fmt == FORMAT_JSON) {
		jroot = json_object_new_object();
		jdirs = json_object_new_array();
		jcols = json_object_new_array();
		for (int k = 0; k < K_COUNT; k++)
			if (columns[k])
				json_object_array_add(jcols, json_text(kind_info[k].name));
		json_object_object_add(jroot, "depth", json_object_new_int(depth));
		json_object_object_add(jroot, "columns", jcols);
		json_object_object_add(jroot, "directories", jdirs);
	} else {
		fprintf(out, "%-40s", "directory");
		for (int k = 0; k < K_COUNT; k++)
			if (columns[k])
				fprintf(out, " %*s", (int)strlen(kind_info[k].name) > 8 ? (int)strlen(kind_info[k].name) : 8,
					kind_info[k].name);
		fprintf(out, " %8s\n", "total");
	}
	for (size_t r = 0; r <= nr_d; r++) {
		struct dir_count *x = r < nr_d ? &d[r] : &total;
		json_object *jrow = NULL, *jcounts = NULL;
		unsigned sum = 0;

		if (jroot) {
			jrow = json_object_new_object();
			jcounts = json_object_new_object();
		} else {
			fprintf(out, "%-40s", x->dir);
		}
		for (int k = 0; k < K_COUNT; k++) {
			if (!columns[k])
				continue;
			if (jcounts)
				json_object_object_add(jcounts, kind_info[k].name, json_object_new_int64(x->count[k]));
			else
				fprintf(out, " %*u", (int)strlen(kind_info[k].name) > 8 ? (int)strlen(kind_info[k].name) : 8,
					x->count[k]);
			sum += x->count[k];
		}
		if (jrow) {
			if (r < nr_d)
				json_object_object_add(jrow, "directory", json_text(x->dir));
			json_object_object_add(jrow, "counts", jcounts);
			json_object_object_add(jrow, "total", json_object_new_int64(sum));
			if (r < nr_d)
				json_object_array_add(jdirs, jrow);
			else
				json_object_object_add(jroot, "total", jrow);
		} else {
			fprintf(out, " %8u\n", sum);
		}
		if (r < nr_d)
			free(x->dir);
	}
	if (jroot) {
		fputs(json_object_to_json_string_ext(jroot, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
						      JSON_C_TO_STRING_NOSLASHESCAPE), out);
		fputc('\n', out);
		json_object_put(jroot);
	}
	free(d);
}
