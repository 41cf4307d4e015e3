// SPDX-License-Identifier: GPL-2.0-only
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "baseline.h"
#include "builtin.h"
#include "diag.h"
#include "engine.h"
#include "fix.h"
#include "options.h"
#include "vec.h"

static const char scan_head[] =
"usage: flexfix scan [options] [path...]\n"
"\n"
"Find every trailing array of every struct and union under the paths (files,\n"
"directories: .c and .h files; '-' reads a list of paths from stdin) and\n"
"classify it. Default path: the current directory.\n"
"\n";

enum { O_ALL = 256, O_KINDS, O_FORMAT, O_SUMMARY, O_DEPTH, O_STATS, O_UAPI, O_EXCLUDE, O_FOLLOW,
       O_BASELINE, O_EXPLAIN, O_ROOT, O_NO_ROOT };

static const struct opt scan_opts[] = {
	{ "all", 0, NULL, O_ALL,
	  "also show flexible, fixed-trailing and unparsed notes" },
	{ "kinds", 0, "K1,K2", O_KINDS,
	  "show only these kinds (see below)" },
	{ "format", 0, "FMT", O_FORMAT,
	  "text (default, GCC style), json, sarif" },
	{ "summary", 0, NULL, O_SUMMARY,
	  "counts per kind per directory instead of findings" },
	{ "depth", 0, "N", O_DEPTH,
	  "directory depth for --summary (default 2)" },
	{ "stats", 0, NULL, O_STATS,
	  "print files, bytes, structs, parse notes and time to stderr" },
	{ "uapi", 0, "GLOB", O_UAPI,
	  "also treat matching paths as UAPI headers (repeatable)" },
	{ "exclude", 0, "GLOB", O_EXCLUDE,
	  "skip matching paths or names (repeatable)" },
	{ "follow", 0, NULL, O_FOLLOW,
	  "follow symbolic links" },
	OPT_JOBS("worker threads (default: online CPUs)"),
	{ "explain", 0, NULL, O_EXPLAIN,
	  "with each fake flexible array, the uses found in the\n"
	  "project's files, the verdict (flexible-use, fixed-use,\n"
	  "unknown) and what 'flexfix fix' would do" },
	{ "root", 0, "DIR", O_ROOT,
	  "--explain: the project searched for uses (default: the git\n"
	  "work tree's top, else the nearest directory above with\n"
	  "include/linux/)" },
	{ "no-root", 0, NULL, O_NO_ROOT,
	  "--explain: search the paths given only" },
	{ "write-baseline", 0, "FILE", O_BASELINE,
	  "write the keys of the findings shown (warnings and\n"
	  "errors) for 'flexfix guard --baseline'" },
	OPT_HELP,
};

static void usage(FILE *out)
{
	opt_usage(out, scan_head, scan_opts, ARRAY_SIZE(scan_opts), "\nkinds:\n");
	for (int k = 0; k < K_COUNT; k++)
		fprintf(out, "  %-22s %-7s %s%s\n", kind_info[k].name, severity_name(kind_info[k].sev),
			kind_info[k].help, kind_info[k].shown ? "" : " (--all)");
	fputs("\nexit status: 0 no finding of the selected kinds, 1 findings, 2 usage or I/O error\n", out);
}

static double now(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * --explain: the usage analysis of 'fix' (nothing is written), shown as
 * notes under each finding it is about.
 */
static void explain_findings(const struct file_list *fl, struct engine_result *er, const char *first_path,
			     int jobs, const uint8_t *in_scope, const char *const *canon, const uint8_t *tools)
{
	struct fix_options fo = { 0 };
	struct fix_plan fp;

	fo.portable = !kernel_tree_above(first_path);
	fo.observe_fixed = 1;
	fo.sizes_of_one_element_only = 1;
	fo.jobs = jobs;
	fo.in_scope = in_scope;
	fo.canon = canon;
	if (fix_plan_build(&fp, fl, er, &fo) < 0)
		return;
	for (size_t c = 0; c < fp.nr_cand; c++) {
		const struct candidate *cd = &fp.cand[c];
		struct file_result *r = &er->res[cd->t->res_file];
		struct finding *f = &r->findings.f[cd->t->res_finding];

		if (!cd->t->in_scope)
			continue;
		f->verdict = cd->nr_flex ? "flexible-use" : cd->nr_fixed ? "fixed-use" : "unknown";
		if (cd->t->kind == K_FIXED_TRAILING && cd->nr_flex)
			f->flags |= FF_SHOW;	/* a [N] used as [N] is shown only when asked for */
		if (cd->t->kind == K_ONE_ELEMENT && cd->t->says_variable)
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col,
				    "used as flexible: its declaration's comment says its length varies");
		if (cd->t->kind == K_ONE_ELEMENT && cd->t->size_runtime)
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col,
				    "used as flexible: the comment on its size macro %s (1 unless the includer sets it) "
				    "says the number is read at run time", cd->t->size_macro);
		if (cd->family)
			report_note(&r->findings, f, NULL, cd->family->t->line, cd->family->t->col,
				    "used as flexible: '%s' starts with '%s' as '%s' does, whose '%s' is used as flexible",
				    cd->t->record, cd->t->head_type, cd->family->t->record, cd->family->t->member);
		for (uint32_t k = fp.us.target_start[c]; k < fp.us.target_start[c + 1]; k++) {
			const struct use *x = &fp.us.u[fp.us.by_target[k]];
			const char *what = use_kind_text(x, cd->t);

			if ((cd->t->kind == K_ZERO_LENGTH || cd->t->kind == K_ZERO_LENGTH_NOT_LAST) &&
			    (x->kind == U_SIZE_CHANGES || x->kind == U_SIZE_BLOCKS || x->kind == U_BY_VALUE))
				continue;	/* '[0]' and '[]' have one size and no storage: no value changes, no elements
					 * held by an object (files are not read for these) */

			report_note(&r->findings, f, fl->path[x->file], x->line, x->col, "%s%s '%s'", what,
				    x->guess ? " (guessed from the member name)" : "", x->what);
		}
		if (tools[cd->t->res_file])
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col,
				    "verdict %s; fix: not converted: declared under tools/, whose copies follow the "
				    "kernel's own headers (converted when tools/ is named)", f->verdict);
		else if (cd->converted && cd->as_union)
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col,
				    "verdict %s; fix: converted in the union form that keeps the struct's size (%s)",
				    f->verdict, cd->union_why ? cd->union_why : "--form=union");
		else if (cd->converted)
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col,
				    "verdict %s; fix: converted, %zu size expression%s rewritten, %zu value change%s listed",
				    f->verdict, cd->nr_rewrites, cd->nr_rewrites == 1 ? "" : "s", cd->nr_changes,
				    cd->nr_changes == 1 ? "" : "s");
		else if (cd->refusal_use)
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col, "verdict %s; fix: not converted: %s at %s:%u",
				    f->verdict, cd->refusal ? cd->refusal : "?", fl->path[cd->refusal_use->file],
				    cd->refusal_use->line);
		else
			report_note(&r->findings, f, NULL, cd->t->line, cd->t->col, "verdict %s; fix: not converted: %s",
				    f->verdict, cd->refusal ? cd->refusal : "?");
	}
	debug_time("explain notes");
	fix_plan_release(&fp);
	debug_time("explain release");
}

int cmd_scan(int argc, char **argv)
{
	struct engine_options eo = { 0 };
	struct walk_options wo = { 0 };
	struct file_list fl = { 0 };
	struct engine_result er;
	const char **uapi = NULL;
	size_t nr_uapi = 0, alloc_uapi = 0, alloc_ex = 0, nr_out = 0;
	int selected[K_COUNT], summary = 0, stats = 0, depth = 2, c, ret = EXIT_CLEAN, explain = 0;
	enum format fmt = FORMAT_TEXT;
	struct finding **out = NULL;
	double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID), t_walk;
	const char *dot = ".", *baseline = NULL, *root = NULL;
	struct project pj = { 0 };
	int no_root = 0;
	struct opt_parser op = OPT_PARSER(scan_opts);

	for (int k = 0; k < K_COUNT; k++)
		selected[k] = kind_info[k].shown;
	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_ALL:
			for (int k = 0; k < K_COUNT; k++)
				selected[k] = 1;
			break;
		case O_KINDS:
			if (parse_kinds(optarg, selected) < 0)
				return EXIT_TROUBLE;
			break;
		case O_FORMAT:
			if (report_format_by_name(optarg, &fmt) < 0)
				return EXIT_TROUBLE;
			break;
		case O_SUMMARY:
			summary = 1;
			break;
		case O_DEPTH:
			depth = atoi(optarg);
			if (depth < 1) {
				fprintf(stderr, "flexfix: --depth wants a number >= 1\n");
				return EXIT_TROUBLE;
			}
			break;
		case O_STATS:
			stats = 1;
			break;
		case O_UAPI:
			ALLOC_GROW(uapi, nr_uapi + 1, alloc_uapi);
			uapi[nr_uapi++] = optarg;
			break;
		case O_EXCLUDE:
			ALLOC_GROW(wo.exclude, wo.nr_exclude + 1, alloc_ex);
			wo.exclude[wo.nr_exclude++] = optarg;
			break;
		case O_FOLLOW:
			wo.follow = 1;
			break;
		case O_BASELINE:
			baseline = optarg;
			break;
		case O_EXPLAIN:
			explain = 1;
			break;
		case O_ROOT:
			root = optarg;
			break;
		case O_NO_ROOT:
			no_root = 1;
			break;
		case 'j':
			if (parse_jobs(optarg, &eo.jobs) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			usage(stdout);
			return EXIT_CLEAN;
		default:
			usage(stderr);
			return EXIT_TROUBLE;
		}
	}
	if (summary && fmt == FORMAT_SARIF) {
		fputs("flexfix: --summary is a table (--format=text) or JSON (--format=json), not SARIF\n", stderr);
		free(uapi);
		free(wo.exclude);
		return EXIT_TROUBLE;
	}
	eo.ao.uapi_globs = uapi;
	eo.ao.nr_uapi_globs = nr_uapi;
	eo.ao.keep_includes = explain;
	eo.ao.name_keys = explain;

	if (explain) {
		/* the uses may be anywhere in the project: its files are read too, not shown */
		if (walk_project(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
				 optind < argc ? (size_t)(argc - optind) : 1, &wo, root, no_root) < 0)
			ret = EXIT_TROUBLE;
		eo.in_scope = pj.in_scope;
	} else if (walk_paths(&fl, optind < argc ? (const char *const *)argv + optind : &dot,
			      optind < argc ? (size_t)(argc - optind) : 1, &wo) < 0) {
		ret = EXIT_TROUBLE;
	}
	t_walk = now(CLOCK_MONOTONIC) - t0;
	debug_time("walk");
	if (engine_run(&fl, &eo, &er) < 0)
		ret = EXIT_TROUBLE;

	debug_time("scan");
	if (explain) {
		uint8_t *tools = xcalloc(fl.nr + 1, 1);

		project_tools_copies(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
				     optind < argc ? (size_t)(argc - optind) : 1, tools);
		explain_findings(&fl, &er, optind < argc ? argv[optind] : dot, eo.jobs, pj.in_scope,
				 (const char *const *)pj.canon, tools);
		free(tools);
	}
	nr_out = engine_selected_findings(&er, pj.in_scope, selected, &out);
	if (baseline) {
		FILE *bf = fopen(baseline, "w");

		if (!bf || baseline_write(bf, out, nr_out) < 0 || fclose(bf)) {
			error("%s: cannot write baseline", baseline);
			ret = EXIT_TROUBLE;
		}
	}
	debug_time("sort");
	if (summary) {
		int columns[K_COUNT];

		/* what scan can find of the kinds asked for (not guard's) */
		for (int k = 0; k < K_COUNT; k++)
			columns[k] = selected[k] && k != K_MEMBER_AFTER_FLEX && k != K_FAKE_FLEX_SIZE && k != K_FIXED_ADDED;
		report_summary(stdout, fmt, out, nr_out, depth, columns);
	} else {
		/* SARIF: locations from the project's root, however the paths were given */
		char *top = fmt != FORMAT_SARIF ? NULL : root ? xstrdup(root) :
			    walk_find_root(optind < argc ? argv[optind] : dot);

		report_print(stdout, fmt, out, nr_out, top, 0);
		free(top);
	}
	debug_time("print");
	for (size_t i = 0; i < nr_out && ret == EXIT_CLEAN; i++)
		if (out[i]->kind != K_UNPARSED)
			ret = EXIT_FINDINGS;

	if (stats) {
		struct rusage ru;
		double wall = now(CLOCK_MONOTONIC) - t0, cpu = now(CLOCK_PROCESS_CPUTIME_ID) - c0;

		getrusage(RUSAGE_SELF, &ru);
		fprintf(stderr,
			"flexfix: %zu files (%zu skipped), %.1f MB, %.1f M tokens, %zu structs/unions, %zu members, "
			"%zu unparsed, %zu names (%zu flexible, %zu ambiguous), %zu findings shown\n"
			"flexfix: %.2f s wall (walk %.2f s, files %.2f s, merge %.2f s), %.2f s CPU, %.0f MB/s, peak RSS %ld MB\n",
			er.total.files, er.total.skipped, (double)er.total.bytes / 1e6, (double)er.total.tokens / 1e6,
			er.total.records, er.total.members, er.total.unparsed, er.index.names, er.index.flexible,
			er.index.ambiguous, nr_out, wall, t_walk, er.t_files, er.t_merge, cpu, wall > 0 ? (double)er.total.bytes / 1e6 / wall : 0.0,
			ru.ru_maxrss / 1024);
	}
	free(out);
	free(uapi);
	free(wo.exclude);
	engine_result_release(&er);
	project_release(&pj, fl.nr);
	file_list_release(&fl);
	debug_time("release");
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
