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
#include "options.h"
#include "report.h"
#include "rewrite.h"
#include "strbuf.h"
#include "vec.h"
#include "walk.h"

static const char report_head[] =
"usage: flexfix report --html=OUT.html [options] [path...]\n"
"\n"
"Writes the campaign's page: the fake flexible arrays left, by kind and by\n"
"subsystem, the structs ending with a flexible array embedded before other\n"
"members or in arrays, the __counted_by() coverage of the flexible arrays, and\n"
"each finding with its evidence and source line. One static HTML file, no\n"
"script, nothing loaded from the network.\n"
"\n";

enum { O_HTML = 256, O_DEPTH, O_TITLE, O_EXCLUDE };

static const struct opt report_opts[] = {
	{ "html", 0, "FILE", O_HTML, "the page to write (replaced atomically)" },
	{ "depth", 0, "N", O_DEPTH, "directory depth of a subsystem (default 2)" },
	{ "title", 0, "TEXT", O_TITLE, "the page's title (default: the paths)" },
	{ "exclude", 0, "GLOB", O_EXCLUDE, "skip matching paths or names (repeatable)" },
	{ "jobs", 'j', "N", 'j', "worker threads (default: online CPUs)" },
	{ "help", 'h', NULL, 'h', "this text" },
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

	if (path[0] == '.' && path[1] == '/')
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

/* Line `line` of path, read once per file (the findings come sorted by file). */
static const char *source_line(const char *path, uint32_t line, size_t *len, char **cached_path, struct strbuf *text)
{
	const char *p;

	if (!*cached_path || strcmp(*cached_path, path)) {
		free(*cached_path);
		*cached_path = xstrdup(path);
		strbuf_reset(text);
		if (strbuf_read_path(path, text) < 0)
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

static const char style[] =
"body{font:14px/1.4 sans-serif;margin:2em;color:#222}"
"h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em}"
"table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.2em .6em}"
"td.n{text-align:right;font-variant-numeric:tabular-nums}td.some{background:#fde8e8}"
"thead th{background:#f3f3f3}tr#total th,tr#total td{font-weight:bold;border-top:2px solid #888}"
".f{margin:.6em 0;padding:.4em .6em;border-left:4px solid #d33}.f.warning{border-color:#e90}"
".where{font-family:monospace}.msg{margin-left:.5em}pre{margin:.3em 0;background:#f7f7f7;padding:.3em}"
".note{font-family:monospace;color:#555;margin-left:1.5em}.missing{color:#777;font-style:italic}";

int cmd_report(int argc, char **argv)
{
	const char *out_path = NULL, *title = NULL, *dot = ".";
	struct walk_options wo = { 0 };
	struct engine_options eo = { 0 };
	struct file_list fl = { 0 };
	struct engine_result er;
	struct finding **f = NULL;
	struct row *rows = NULL, total = { .dir = "total" };
	size_t nr_rows = 0, alloc_rows = 0, alloc_ex = 0, nr_f, nr_shown = 0;
	int depth = 2, c, ret = EXIT_CLEAN, all[K_COUNT];
	struct strbuf page = STRBUF_INIT, text = STRBUF_INIT, t = STRBUF_INIT;
	char *cached = NULL, date[64];
	time_t now = time(NULL);
	struct opt_parser op = OPT_PARSER(report_opts);

	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_HTML: out_path = optarg; break;
		case O_TITLE: title = optarg; break;
		case O_DEPTH:
			depth = atoi(optarg);
			if (depth < 1) {
				fputs("flexfix: --depth wants a number >= 1\n", stderr);
				return EXIT_TROUBLE;
			}
			break;
		case O_EXCLUDE:
			ALLOC_GROW(wo.exclude, wo.nr_exclude + 1, alloc_ex);
			wo.exclude[wo.nr_exclude++] = optarg;
			break;
		case 'j':
			if (parse_jobs(optarg, &eo.jobs) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			opt_usage(stdout, report_head, report_opts, ARRAY_SIZE(report_opts), report_tail);
			return EXIT_CLEAN;
		default:
			opt_usage(stderr, report_head, report_opts, ARRAY_SIZE(report_opts), report_tail);
			return EXIT_TROUBLE;
		}
	}
	if (!out_path) {
		fputs("flexfix report: --html=FILE is required (the page is the report)\n", stderr);
		free(wo.exclude);
		return EXIT_TROUBLE;
	}
	if (walk_paths(&fl, optind < argc ? (const char *const *)argv + optind : &dot,
		       optind < argc ? (size_t)(argc - optind) : 1, &wo) < 0)
		ret = EXIT_TROUBLE;
	if (!fl.nr) {
		error("%s: no C file to report on", optind < argc ? argv[optind] : dot);
		ret = EXIT_TROUBLE;	/* an empty page would pass for a clean tree */
		goto out;
	}
	if (engine_run(&fl, &eo, &er) < 0)
		ret = EXIT_TROUBLE;
	for (int k = 0; k < K_COUNT; k++)
		all[k] = 1;
	nr_f = engine_selected_findings(&er, NULL, all, &f);
	for (size_t i = 0; i < nr_f; i++) {
		struct row *r = row_of(&rows, &nr_rows, &alloc_rows, f[i]->path, depth);
		int col = column_of(f[i]->kind);

		if (col >= 0) {
			r->count[col]++;
			total.count[col]++;
		} else if (f[i]->kind == K_FLEXIBLE) {
			r->flexible++;
			total.flexible++;
			r->counted += f[i]->counted_by != NULL;
			total.counted += f[i]->counted_by != NULL;
		}
	}
	if (nr_rows > 1)
		qsort(rows, nr_rows, sizeof(*rows), cmp_row);
	for (int i = optind; i < argc && !title; i++)
		strbuf_addf(&t, "%s%s", i > optind ? " " : "", argv[i]);
	strftime(date, sizeof(date), "%Y-%m-%d %H:%M UTC", gmtime(&now));
	strbuf_addstr(&page, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>flexfix: ");
	htmls(&page, title ? title : t.len ? t.buf : dot);
	strbuf_addf(&page, "</title>\n<style>%s</style></head>\n<body>\n<h1>Flexible arrays: ", style);
	htmls(&page, title ? title : t.len ? t.buf : dot);
	strbuf_addf(&page, "</h1>\n<p>flexfix %s, %s: %zu files read.</p>\n", FLEXFIX_VERSION, date, fl.nr);
	strbuf_addstr(&page, "<h2>By subsystem</h2>\n<table id=\"subsystems\"><thead><tr><th>directory</th>");
	for (size_t k = 0; k < NR_COLUMNS; k++)
		strbuf_addf(&page, "<th title=\"%s\">%s</th>", kind_info[columns[k]].help, kind_info[columns[k]].name);
	strbuf_addstr(&page, "<th>fake flexible arrays</th><th>__counted_by / flexible arrays</th></tr></thead>\n<tbody>\n");
	for (size_t r = 0; r < nr_rows; r++)
		table_row(&page, &rows[r], NULL);
	table_row(&page, &total, "total");
	strbuf_addstr(&page, "</tbody></table>\n");
	strbuf_addstr(&page, "<p class=\"missing\">What would trap at -fstrict-flex-arrays=1, 2 and 3: not measured "
		      "(flexfix does not compute the levels yet).</p>\n");
	strbuf_addstr(&page, "<h2>Findings</h2>\n");
	for (size_t i = 0; i < nr_f; i++) {
		const struct finding *x = f[i];
		const char *line;
		size_t len = 0;

		if (column_of(x->kind) < 0)
			continue;	/* flexible arrays are counted, not listed */
		nr_shown++;
		strbuf_addf(&page, "<div class=\"f %s\" data-kind=\"%s\"><span class=\"where\">",
			    severity_name(kind_info[x->kind].sev), kind_info[x->kind].name);
		htmls(&page, x->path);
		strbuf_addf(&page, ":%u:%u</span><span class=\"msg\">", x->line, x->col);
		htmls(&page, x->msg);
		strbuf_addf(&page, " [flexfix-%s]</span>\n", kind_info[x->kind].name);
		if ((line = source_line(x->path, x->line, &len, &cached, &text))) {
			strbuf_addstr(&page, "<pre>");
			strbuf_reset(&t);
			strbuf_add_utf8(&t, line, len);
			html(&page, t.buf, t.len);
			strbuf_addstr(&page, "</pre>\n");
		}
		for (uint32_t k = 0; k < x->nr_notes; k++) {
			strbuf_addstr(&page, "<div class=\"note\">");
			htmls(&page, x->notes[k].path ? x->notes[k].path : x->path);
			strbuf_addf(&page, ":%u:%u: note: ", x->notes[k].line, x->notes[k].col);
			htmls(&page, x->notes[k].msg);
			strbuf_addstr(&page, "</div>\n");
		}
		strbuf_addstr(&page, "</div>\n");
	}
	if (!nr_shown)
		strbuf_addstr(&page, "<p>None.</p>\n");
	strbuf_addstr(&page, "</body></html>\n");
	if (write_new_file(out_path, page.buf, page.len) < 0)
		ret = EXIT_TROUBLE;
	free(f);
	engine_result_release(&er);
out:
	for (size_t r = 0; r < nr_rows; r++)
		free(rows[r].dir);
	free(rows);
	free(cached);
	strbuf_release(&page);
	strbuf_release(&text);
	strbuf_release(&t);
	free(wo.exclude);
	file_list_release(&fl);
	return ret;
}
