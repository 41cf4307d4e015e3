// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix report: the campaign as one static, self-contained HTML page (no
 * script, no network): totals by kind, a table per subsystem (the fake
 * flexible arrays left by kind, flexible arrays embedded where their end is
 * not the end, __counted_by() coverage of the flexible arrays), then every
 * finding with its evidence and its source line. What is not measured yet
 * (the -fstrict-flex-arrays levels) is said so on the page.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "builtin.h"
#include "diag.h"
#include "engine.h"
#include "gitrev.h"
#include "options.h"
#include "report.h"
#include "inplace.h"
#include "rewrite.h"
#include "strbuf.h"
#include "vec.h"
#include "walk.h"

static const char report_head[] =
"usage: flexfix report --html=OUT.html [options] [path...]\n"
"   or: flexfix report --html=OUT.html [options] --compare TREE TREE...\n"
"   or: flexfix report --html=OUT.html [options] --rev REV --rev REV... [REPO]\n"
"\n"
"Writes the campaign's page: the fake flexible arrays left, by kind and by\n"
"subsystem, the structs ending with a flexible array embedded before other\n"
"members or in arrays, the __counted_by() coverage of the flexible arrays, and\n"
"each finding with its evidence and source line. One static HTML file, no\n"
"script, nothing loaded from the network.\n"
"Given several trees (--compare, oldest first) or several revisions of the git\n"
"repository at or above REPO (--rev, read without a checkout), the page starts\n"
"with the counts over them (an SVG chart and its table, and the fake flexible\n"
"arrays per subsystem in each), then details the last one.\n"
"\n";

enum { O_HTML = 256, O_DEPTH, O_TITLE, O_EXCLUDE, O_COMPARE, O_REV };

static const struct opt report_opts[] = {
	{ "html", 0, "FILE", O_HTML, "the page to write (replaced atomically)" },
	{ "depth", 0, "N", O_DEPTH, "directory depth of a subsystem (default 2)" },
	{ "title", 0, "TEXT", O_TITLE, "the page's title (default: the paths)" },
	{ "exclude", 0, "GLOB", O_EXCLUDE, "skip matching paths or names (repeatable)" },
	{ "compare", 0, NULL, O_COMPARE, "the paths are trees to compare, oldest first" },
	{ "rev", 0, "REV", O_REV, "a git revision to compare (repeatable, oldest first)" },
	OPT_JOBS("worker threads (default: online CPUs)"),
	OPT_HELP,
};

static const char report_tail[] =
"\n"
"exit status: 0 written, 2 usage error or a path or file that could not be\n"
"read or written\n";

/* The columns of the page's tables, in order. */
static const int columns[] = { K_ZERO_LENGTH_NOT_LAST, K_ONE_ELEMENT, K_ZERO_LENGTH, K_FLEX_NOT_AT_END };
#define NR_COLUMNS (sizeof(columns) / sizeof(columns[0]))

struct row {
	char *dir;
	size_t count[NR_COLUMNS];
	size_t flexible, counted;	/* true flexible arrays; with __counted_by() */
};

static void html(struct strbuf *sb, const char *s, size_t n)
{
	for (size_t i = 0; i < n && s[i]; i++) {
		switch (s[i]) {
		case '<': strbuf_addstr(sb, "&lt;"); break;
		case '>': strbuf_addstr(sb, "&gt;"); break;
		case '&': strbuf_addstr(sb, "&amp;"); break;
		case '"': strbuf_addstr(sb, "&quot;"); break;
		default:
			if ((unsigned char)s[i] < ' ' && s[i] != '\t')
				strbuf_addch(sb, ' ');
			else
				strbuf_addch(sb, s[i]);
		}
	}
}

static void htmls(struct strbuf *sb, const char *s)
{
	struct strbuf u = STRBUF_INIT;

	strbuf_add_utf8(&u, s, strlen(s));	/* the page is UTF-8 whatever the bytes */
	html(sb, u.buf, u.len);
	strbuf_release(&u);
}

static int column_of(int kind)
{
	for (size_t c = 0; c < NR_COLUMNS; c++)
		if (columns[c] == kind)
			return (int)c;
	return -1;
}

static struct row *row_of(struct row **rows, size_t *nr, size_t *alloc, const char *path, int depth)
{
	size_t len;

	while (path[0] == '.' && path[1] == '/')
		path += 2;
	len = report_dir_prefix(path, depth);
	if (!len)
		path = ".", len = 1;
	for (size_t r = 0; r < *nr; r++)
		if (strlen((*rows)[r].dir) == len && !memcmp((*rows)[r].dir, path, len))
			return &(*rows)[r];
	ALLOC_GROW(*rows, *nr + 1, *alloc);
	memset(&(*rows)[*nr], 0, sizeof(**rows));
	(*rows)[*nr].dir = xstrndup(path, len);
	return &(*rows)[(*nr)++];
}

static int cmp_row(const void *a, const void *b)
{
	return strcmp(((const struct row *)a)->dir, ((const struct row *)b)->dir);
}

static void table_row(struct strbuf *sb, const struct row *r, const char *id)
{
	size_t sum = 0;

	strbuf_addf(sb, "<tr%s%s%s><th>", id ? " id=\"" : "", id ? id : "", id ? "\"" : "");
	htmls(sb, r->dir);
	strbuf_addstr(sb, "</th>");
	for (size_t c = 0; c < NR_COLUMNS; c++) {
		strbuf_addf(sb, "<td class=\"n%s\" data-kind=\"%s\">%zu</td>", r->count[c] ? " some" : "",
			    kind_info[columns[c]].name, r->count[c]);
		if (columns[c] != K_FLEX_NOT_AT_END)
			sum += r->count[c];
	}
	strbuf_addf(sb, "<td class=\"n\" data-kind=\"fake\">%zu</td>", sum);
	strbuf_addf(sb, "<td class=\"n\">%zu / %zu</td></tr>\n", r->counted, r->flexible);
}

/* One tree of the page: its counts; for the last one, also its findings. */
struct tree {
	const char *name;		/* as given: paths, a directory or a revision */
	size_t strip;			/* bytes of a finding's path before the tree's own */
	int is_git;
	struct gitrev git;
	struct file_list fl;
	struct engine_result er;
	int ran;
	struct finding **f;
	size_t nr_f;
	struct row *rows, total;
	size_t nr_rows, alloc_rows;
};

static const struct file_list *tree_files(const struct tree *t)
{
	return t->is_git ? &t->git.fl : &t->fl;
}

static int cmp_path(const void *key, const void *elem)
{
	return strcmp(key, *(char *const *)elem);
}

/* path's text, from the file system or from the revision's blob. */
static int tree_read(struct tree *t, const char *path, struct strbuf *text)
{
	const char *data, *why;
	char **hit;
	size_t len;

	if (!t->is_git)
		return strbuf_read_path(path, text);
	hit = bsearch(path, t->git.fl.path, t->git.fl.nr, sizeof(char *), cmp_path);
	if (!hit || t->git.reader.read(t->git.reader.ctx, 0, (size_t)(hit - t->git.fl.path), &data, &len, &why) < 0)
		return -1;
	strbuf_add(text, data, len);
	return 0;
}

/* Line `line` of path, read once per file (the findings come sorted by file). */
static const char *source_line(struct tree *t, const char *path, uint32_t line, size_t *len,
			       char **cached_path, struct strbuf *text)
{
	const char *p;

	if (!*cached_path || strcmp(*cached_path, path)) {
		free(*cached_path);
		*cached_path = xstrdup(path);
		strbuf_reset(text);
		if (tree_read(t, path, text) < 0)
			strbuf_reset(text);
	}
	p = text->buf;
	for (uint32_t l = 1; p && l < line; l++) {
		p = memchr(p, '\n', text->len - (size_t)(p - text->buf));
		if (p)
			p++;
	}
	if (!p || !text->len)
		return NULL;
	*len = strcspn(p, "\n");
	return p;
}

static size_t fake_sum(const struct row *r)
{
	size_t sum = 0;

	for (size_t c = 0; c < NR_COLUMNS; c++)
		if (columns[c] != K_FLEX_NOT_AT_END)
			sum += r->count[c];
	return sum;
}

/* Reads and scans one tree; its counts by subsystem. -1 when nothing could be. */
static int tree_run(struct tree *t, const char *const *paths, size_t nr_paths, const char *repo,
		    const struct walk_options *wo, struct engine_options *eo, int depth)
{
	int all[K_COUNT], ret = 0;

	if (t->is_git) {
		if (gitrev_load(&t->git, repo, t->name, wo, eo->jobs) < 0)
			return -1;
		eo->reader = &t->git.reader;
	} else {
		eo->reader = NULL;
		if (walk_paths(&t->fl, paths, nr_paths, wo) < 0)
			ret = -1;
	}
	if (!tree_files(t)->nr) {
		error("%s: no C file to report on", t->name);
		return -1;	/* an empty page would pass for a clean tree */
	}
	if (engine_run(tree_files(t), eo, &t->er) < 0)
		ret = -1;
	t->ran = 1;
	for (int k = 0; k < K_COUNT; k++)
		all[k] = 1;
	t->nr_f = engine_selected_findings(&t->er, NULL, all, &t->f);
	for (size_t i = 0; i < t->nr_f; i++) {
		const char *path = t->f[i]->path;
		struct row *r;
		int col = column_of(t->f[i]->kind);

		if (t->strip && strlen(path) > t->strip)
			path += t->strip;
		r = row_of(&t->rows, &t->nr_rows, &t->alloc_rows, path, depth);
		if (col >= 0) {
			r->count[col]++;
			t->total.count[col]++;
		} else if (t->f[i]->kind == K_FLEXIBLE) {
			r->flexible++;
			t->total.flexible++;
			r->counted += t->f[i]->counted_by != NULL;
			t->total.counted += t->f[i]->counted_by != NULL;
		}
	}
	if (t->nr_rows > 1)
		qsort(t->rows, t->nr_rows, sizeof(*t->rows), cmp_row);
	return ret;
}

/* Keeps the counts, lets the files and findings go. */
static void tree_release_results(struct tree *t)
{
	free(t->f);
	t->f = NULL;
	if (t->ran)
		engine_result_release(&t->er);
	t->ran = 0;
	if (t->is_git)
		gitrev_release(&t->git);
	else
		file_list_release(&t->fl);
	memset(t->is_git ? (void *)&t->git : (void *)&t->fl, 0, t->is_git ? sizeof(t->git) : sizeof(t->fl));
}

static void tree_release(struct tree *t)
{
	tree_release_results(t);
	for (size_t r = 0; r < t->nr_rows; r++)
		free(t->rows[r].dir);
	free(t->rows);
}

/* The lines of the chart: the fake total, each column, __counted_by(). */
static const struct {
	const char *label;
	int col;		/* a column; -1 the fake total; -2 the counted flexible arrays */
	const char *color;
} chart_lines[] = {
	{ "fake flexible arrays", -1, "#222" },
	{ "one-element", 1, "#d33" },
	{ "zero-length", 2, "#e90" },
	{ "zero-length-not-last", 0, "#93c" },
	{ "flex-not-at-end", 3, "#39c" },
	{ "with __counted_by()", -2, "#3a3" },
};

static size_t chart_value(const struct tree *t, int col)
{
	return col >= 0 ? t->total.count[col] : col == -1 ? fake_sum(&t->total) : t->total.counted;
}

/* A line per count over the trees, oldest left; each point says its value. */
static void chart(struct strbuf *sb, const struct tree *trees, size_t n)
{
	const int w = 760, h = 360, left = 60, right = 190, top = 20, bottom = 90;
	const int pw = w - left - right, ph = h - top - bottom;
	size_t max = 0, step = 1, ymax;

	for (size_t i = 0; i < n; i++)
		for (size_t l = 0; l < ARRAY_SIZE(chart_lines); l++)
			if (chart_value(&trees[i], chart_lines[l].col) > max)
				max = chart_value(&trees[i], chart_lines[l].col);
	for (size_t k = 0; step * 5 < max; k++)	/* 1, 2, 5, 10, 20, 50, ... */
		step = k % 3 == 0 ? step * 2 : k % 3 == 1 ? step * 5 / 2 : step * 2;
	ymax = max ? (max + step - 1) / step * step : 1;
	strbuf_addf(sb, "<svg id=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		    "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"counts over the trees\">\n", w, h, w, h);
	for (size_t v = 0; v <= ymax; v += step) {
		int y = top + ph - (int)((double)v * ph / (double)ymax);

		strbuf_addf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>"
			    "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" font-size=\"11\">%zu</text>\n",
			    left, y, left + pw, y, left - 6, y + 4, v);
	}
	for (size_t i = 0; i < n; i++) {
		int x = left + (n > 1 ? (int)((double)i * pw / (double)(n - 1)) : pw / 2);

		strbuf_addf(sb, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\" "
			    "transform=\"rotate(-30 %d %d)\">", x, top + ph + 16, x, top + ph + 16);
		htmls(sb, trees[i].name);
		strbuf_addstr(sb, "</text>\n");
	}
	for (size_t l = 0; l < ARRAY_SIZE(chart_lines); l++) {
		int ly = top + 14 + (int)l * 20;

		strbuf_addf(sb, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%d\" points=\"",
			    chart_lines[l].color, chart_lines[l].col == -1 ? 3 : 2);
		for (size_t i = 0; i < n; i++)
			strbuf_addf(sb, "%s%d,%d", i ? " " : "",
				    left + (n > 1 ? (int)((double)i * pw / (double)(n - 1)) : pw / 2),
				    top + ph - (int)((double)chart_value(&trees[i], chart_lines[l].col) * ph / (double)ymax));
		strbuf_addstr(sb, "\"/>\n");
		for (size_t i = 0; i < n; i++) {
			size_t v = chart_value(&trees[i], chart_lines[l].col);

			strbuf_addf(sb, "<circle cx=\"%d\" cy=\"%d\" r=\"3.5\" fill=\"%s\" data-kind=\"%s\" "
				    "data-tree=\"%zu\" data-value=\"%zu\"><title>",
				    left + (n > 1 ? (int)((double)i * pw / (double)(n - 1)) : pw / 2),
				    top + ph - (int)((double)v * ph / (double)ymax), chart_lines[l].color,
				    chart_lines[l].col >= 0 ? kind_info[columns[chart_lines[l].col]].name :
				    chart_lines[l].col == -1 ? "fake" : "counted", i, v);
			htmls(sb, trees[i].name);
			strbuf_addf(sb, ": %zu %s</title></circle>\n", v, chart_lines[l].label);
		}
		strbuf_addf(sb, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>"
			    "<text x=\"%d\" y=\"%d\" font-size=\"12\">%s</text>\n",
			    left + pw + 16, ly, left + pw + 36, ly, chart_lines[l].color, left + pw + 42, ly + 4,
			    chart_lines[l].label);
	}
	strbuf_addstr(sb, "</svg>\n");
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Per subsystem, the fake flexible arrays in each tree, and the change. */
static void subsystems_over(struct strbuf *sb, const struct tree *trees, size_t n)
{
	char **dirs = NULL;
	size_t nr = 0, alloc = 0;

	for (size_t i = 0; i < n; i++)
		for (size_t r = 0; r < trees[i].nr_rows; r++) {
			size_t d = 0;

			while (d < nr && strcmp(dirs[d], trees[i].rows[r].dir))
				d++;
			if (d == nr) {
				ALLOC_GROW(dirs, nr + 1, alloc);
				dirs[nr++] = trees[i].rows[r].dir;
			}
		}
	qsort(dirs, nr, sizeof(*dirs), cmp_str);
	strbuf_addstr(sb, "<table id=\"subsystems-over\"><thead><tr><th>directory</th>");
	for (size_t i = 0; i < n; i++) {
		strbuf_addstr(sb, "<th>");
		htmls(sb, trees[i].name);
		strbuf_addstr(sb, "</th>");
	}
	strbuf_addstr(sb, "<th>change</th></tr></thead>\n<tbody>\n");
	for (size_t d = 0; d < nr; d++) {
		size_t first = 0, last = 0;

		strbuf_addstr(sb, "<tr><th>");
		htmls(sb, dirs[d]);
		strbuf_addstr(sb, "</th>");
		for (size_t i = 0; i < n; i++) {
			size_t v = 0;

			for (size_t r = 0; r < trees[i].nr_rows; r++)
				if (!strcmp(trees[i].rows[r].dir, dirs[d]))
					v = fake_sum(&trees[i].rows[r]);
			if (!i)
				first = v;
			last = v;
			strbuf_addf(sb, "<td class=\"n%s\">%zu</td>", v ? " some" : "", v);
		}
		strbuf_addf(sb, "<td class=\"n\">%s%zu</td></tr>\n", last > first ? "+" : last < first ? "&minus;" : "",
			    last > first ? last - first : first - last);
	}
	strbuf_addstr(sb, "</tbody></table>\n");
	free(dirs);
}

static void table_head(struct strbuf *sb, const char *id, const char *first)
{
	strbuf_addf(sb, "<table id=\"%s\"><thead><tr><th>%s</th>", id, first);
	for (size_t k = 0; k < NR_COLUMNS; k++)
		strbuf_addf(sb, "<th title=\"%s\">%s</th>", kind_info[columns[k]].help, kind_info[columns[k]].name);
	strbuf_addstr(sb, "<th>fake flexible arrays</th><th>__counted_by / flexible arrays</th></tr></thead>\n<tbody>\n");
}

static const char style[] =
"body{font:14px/1.4 sans-serif;margin:2em;color:#222}"
"h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}"
"table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.2em .6em}"
"td.n{text-align:right;font-variant-numeric:tabular-nums}td.some{background:#fde8e8}"
"thead th{background:#f3f3f3}tr#total th,tr#total td{font-weight:bold;border-top:2px solid #888}"
".f{margin:.6em 0;padding:.4em .6em;border-left:4px solid #d33}.f.warning{border-color:#e90}"
".where{font-family:monospace}.msg{margin-left:.5em}pre{margin:.3em 0;background:#f7f7f7;padding:.3em}"
".note{font-family:monospace;color:#555;margin-left:1.5em}.missing{color:#777;font-style:italic}";


static void findings(struct strbuf *page, struct tree *t)
{
	struct strbuf text = STRBUF_INIT, u = STRBUF_INIT;
	char *cached = NULL;
	size_t nr_shown = 0;

	for (size_t i = 0; i < t->nr_f; i++) {
		const struct finding *x = t->f[i];
		const char *line;
		size_t len = 0;

		if (column_of(x->kind) < 0)
			continue;	/* flexible arrays are counted, not listed */
		nr_shown++;
		strbuf_addf(page, "<div class=\"f %s\" data-kind=\"%s\"><span class=\"where\">",
			    severity_name(kind_info[x->kind].sev), kind_info[x->kind].name);
		htmls(page, x->path);
		strbuf_addf(page, ":%u:%u</span><span class=\"msg\">", x->line, x->col);
		htmls(page, x->msg);
		strbuf_addf(page, " [flexfix-%s]</span>\n", kind_info[x->kind].name);
		if ((line = source_line(t, x->path, x->line, &len, &cached, &text))) {
			strbuf_addstr(page, "<pre>");
			strbuf_reset(&u);
			strbuf_add_utf8(&u, line, len);
			html(page, u.buf, u.len);
			strbuf_addstr(page, "</pre>\n");
		}
		for (uint32_t k = 0; k < x->nr_notes; k++) {
			strbuf_addstr(page, "<div class=\"note\">");
			htmls(page, x->notes[k].path ? x->notes[k].path : x->path);
			strbuf_addf(page, ":%u:%u: note: ", x->notes[k].line, x->notes[k].col);
			htmls(page, x->notes[k].msg);
			strbuf_addstr(page, "</div>\n");
		}
		strbuf_addstr(page, "</div>\n");
	}
	if (!nr_shown)
		strbuf_addstr(page, "<p>None.</p>\n");
	free(cached);
	strbuf_release(&text);
	strbuf_release(&u);
}

int cmd_report(int argc, char **argv)
{
	const char *out_path = NULL, *title = NULL, *dot = ".", *repo = ".";
	const char **revs = NULL;
	struct walk_options wo = { 0 };
	struct engine_options eo = { 0 };
	struct tree *trees = NULL, *last;
	size_t nr_trees = 0, nr_revs = 0, alloc_revs = 0, alloc_ex = 0, files = 0;
	int depth = 2, c, ret = EXIT_CLEAN, compare = 0;
	struct strbuf page = STRBUF_INIT, t = STRBUF_INIT;
	char date[64];
	time_t now = time(NULL);
	struct opt_parser op = OPT_PARSER(report_opts);

	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_HTML: out_path = optarg; break;
		case O_TITLE: title = optarg; break;
		case O_COMPARE: compare = 1; break;
		case O_REV:
			ALLOC_GROW(revs, nr_revs + 1, alloc_revs);
			revs[nr_revs++] = optarg;
			break;
		case O_DEPTH:
			depth = atoi(optarg);
			if (depth < 1) {
				fputs("flexfix: --depth wants a number >= 1\n", stderr);
				ret = EXIT_TROUBLE;
				goto out;
			}
			break;
		case O_EXCLUDE:
			ALLOC_GROW(wo.exclude, wo.nr_exclude + 1, alloc_ex);
			wo.exclude[wo.nr_exclude++] = optarg;
			break;
		case 'j':
			if (parse_jobs(optarg, &eo.jobs) < 0) {
				ret = EXIT_TROUBLE;
				goto out;
			}
			break;
		case 'h':
			opt_usage(stdout, report_head, report_opts, ARRAY_SIZE(report_opts), report_tail);
			goto out;
		default:
			opt_usage(stderr, report_head, report_opts, ARRAY_SIZE(report_opts), report_tail);
			ret = EXIT_TROUBLE;
			goto out;
		}
	}
	if (!out_path) {
		fputs("flexfix report: --html=FILE is required (the page is the report)\n", stderr);
		ret = EXIT_TROUBLE;
		goto out;
	}
	if ((compare && nr_revs) || (compare && argc - optind < 2) || nr_revs == 1 || (nr_revs && argc - optind > 1)) {
		fputs("flexfix report: compare two trees or more (--compare TREE TREE...), or two revisions or\n"
		      "more of one repository (--rev REV --rev REV... [REPO]), not both\n", stderr);
		ret = EXIT_TROUBLE;
		goto out;
	}
	if (!eo.jobs)
		eo.jobs = online_cpus();
	/* The trees: the paths as one, each --compare path, or each revision. */
	nr_trees = nr_revs ? nr_revs : compare ? (size_t)(argc - optind) : 1;
	trees = xcalloc(nr_trees, sizeof(*trees));
	for (int i = optind; i < argc && !nr_revs && !compare; i++)
		strbuf_addf(&t, "%s%s", i > optind ? " " : "", argv[i]);
	if (nr_revs && optind < argc)
		repo = argv[optind];
	for (size_t i = 0; i < nr_trees; i++) {
		struct tree *tr = &trees[i];
		const char *path = compare ? argv[optind + (int)i] : NULL;
		size_t len;

		tr->total.dir = "total";
		if (nr_revs) {
			tr->name = revs[i];
			tr->is_git = 1;
		} else if (compare) {
			tr->name = path;
			len = strlen(path);
			while (len > 1 && path[len - 1] == '/')
				len--;
			tr->strip = len + 1;	/* findings' paths are relative to the tree */
		} else {
			tr->name = t.len ? t.buf : dot;
		}
		if (tree_run(tr, compare ? &path : optind < argc ? (const char *const *)argv + optind : &dot,
			     compare ? 1 : optind < argc ? (size_t)(argc - optind) : 1, repo, &wo, &eo, depth) < 0)
			ret = EXIT_TROUBLE;
		if (!tree_files(tr)->nr)
			goto out;
		files += tree_files(tr)->nr;
		if (i + 1 < nr_trees)
			tree_release_results(tr);	/* only the counts of all but the last are shown */
	}
	last = &trees[nr_trees - 1];
	strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&now));
	if (!title && nr_trees == 1)
		title = last->name;
	if (!title) {
		strbuf_reset(&t);
		strbuf_addf(&t, "%s to %s", trees[0].name, last->name);
		title = t.buf;
	}
	strbuf_addstr(&page, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>flexfix: ");
	htmls(&page, title);
	strbuf_addf(&page, "</title>\n<style>%s</style></head>\n<body>\n<h1>Flexible arrays: ", style);
	htmls(&page, title);
	strbuf_addf(&page, "</h1>\n<p>flexfix %s, %s: %zu files read", FLEXFIX_VERSION, date, files);
	if (nr_trees > 1)
		strbuf_addf(&page, " in %zu %s", nr_trees, nr_revs ? "revisions" : "trees");
	strbuf_addstr(&page, ".</p>\n");
	if (nr_trees > 1) {
		strbuf_addf(&page, "<h2>Over the %zu %s</h2>\n", nr_trees, nr_revs ? "revisions" : "trees");
		chart(&page, trees, nr_trees);
		table_head(&page, "trees", nr_revs ? "revision" : "tree");
		for (size_t i = 0; i < nr_trees; i++) {
			struct row r = trees[i].total;
			char id[32];

			r.dir = (char *)trees[i].name;
			snprintf(id, sizeof(id), "tree-%zu", i);
			table_row(&page, &r, id);
		}
		strbuf_addstr(&page, "</tbody></table>\n<h3>Fake flexible arrays by subsystem</h3>\n");
		subsystems_over(&page, trees, nr_trees);
		strbuf_addstr(&page, "<h2>By subsystem in ");
		htmls(&page, last->name);
		strbuf_addstr(&page, "</h2>\n");
	} else {
		strbuf_addstr(&page, "<h2>By subsystem</h2>\n");
	}
	table_head(&page, "subsystems", "directory");
	for (size_t r = 0; r < last->nr_rows; r++)
		table_row(&page, &last->rows[r], NULL);
	table_row(&page, &last->total, "total");
	strbuf_addstr(&page, "</tbody></table>\n");
	strbuf_addstr(&page, "<p class=\"missing\">What would trap at -fstrict-flex-arrays=1, 2 and 3: not measured "
		      "(flexfix does not compute the levels yet).</p>\n");
	strbuf_addstr(&page, "<h2>Findings</h2>\n");
	findings(&page, last);
	strbuf_addstr(&page, "</body></html>\n");
	if (write_new_file(out_path, page.buf, page.len) < 0)
		ret = EXIT_TROUBLE;
out:
	for (size_t i = 0; i < nr_trees; i++)
		tree_release(&trees[i]);
	free(trees);
	free(revs);
	strbuf_release(&page);
	strbuf_release(&t);
	free(wo.exclude);
	return ret;
}
