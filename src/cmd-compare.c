// SPDX-License-Identifier: GPL-2.0-only
#include <getopt.h>
#include <json-c/json.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "builtin.h"
#include "compare.h"
#include "diag.h"
#include "options.h"
#include "engine.h"
#include "gitrev.h"
#include "strbuf.h"
#include "vec.h"
#include "report.h"

static const char compare_head[] =
"usage: flexfix compare [options] OLD NEW\n"
"   or: flexfix compare [options] --rev OLD --rev NEW [REPO]\n"
"\n"
"Join the fake flexible arrays ([0], [1], misplaced [0]) of an OLD tree to a\n"
"NEW one, by record and member (a record that moved to another file is\n"
"followed), and say what became of each: converted (to [], DECLARE_FLEX_ARRAY,\n"
"with or without __counted_by, or a size-keeping union), kept, changed (other\n"
"size or type, no longer a trailing array), removed (struct or member gone);\n"
"and which NEW has that OLD did not (new). Then counts per directory.\n"
"OLD and NEW are two directories, or with --rev two revisions of the git\n"
"repository at or above REPO (default: .), read without a checkout.\n"
"\n";

enum { O_REV = 256, O_FORMAT, O_SUMMARY, O_DEPTH, O_CLASSES, O_UAPI, O_EXCLUDE, O_FOLLOW, O_STATS };

static const struct opt compare_opts[] = {
	{ "rev", 0, "REV", O_REV,
	  "a revision (give it twice: OLD, then NEW)" },
	{ "format", 0, "FMT", O_FORMAT,
	  "text (default) or json" },
	{ "summary", 0, NULL, O_SUMMARY,
	  "only the counts per directory" },
	{ "depth", 0, "N", O_DEPTH,
	  "directory depth of the counts (default 2)" },
	{ "classes", 0, "C1,C2", O_CLASSES,
	  "list only these classes (converted, kept, changed,\n"
	  "removed, new); the counts keep them all" },
	{ "uapi", 0, "GLOB", O_UAPI,
	  "also treat matching paths as UAPI headers (repeatable)" },
	{ "exclude", 0, "GLOB", O_EXCLUDE,
	  "skip matching paths or names (repeatable)" },
	{ "follow", 0, NULL, O_FOLLOW,
	  "follow symbolic links (directories)" },
	{ "stats", 0, NULL, O_STATS,
	  "files read and scanned per tree, time (stderr)" },
	OPT_JOBS("worker threads (default: online CPUs)"),
	OPT_HELP,
};

static const char compare_tail[] =
"\n"
"exit status: 0 NEW has no new fake flexible array, 1 it has, 2 usage error,\n"
"a tree or revision that could not be read, or a tree without .c or .h files\n"
"";

/* One tree: its files' scan and how its paths are cut to tree paths. */
struct tree {
	struct file_list fl;
	struct gitrev git;
	struct engine_result er;
	const struct file_result **res;	/* in path order; may point into the other tree's results */
	struct cmp_side side;
	char *name;			/* a directory's name as given, without trailing '/' */
	int is_git;
};

static int parse_classes(const char *arg, unsigned *mask)
{
	*mask = 0;
	while (*arg) {
		size_t n = strcspn(arg, ",");
		int c;

		for (c = 0; c < CMP_NR_CLASSES; c++)
			if (strlen(cmp_class_name[c]) == n && !strncmp(arg, cmp_class_name[c], n))
				break;
		if (c == CMP_NR_CLASSES)
			return error("unknown class '%.*s' (converted, kept, changed, removed, new)", (int)n, arg);
		*mask |= 1u << c;
		arg += n + (arg[n] == ',');
	}
	return 0;
}

/* "[1]", "[0x1]", "[0] not last", "[]", "DECLARE_FLEX_ARRAY __counted_by(n)" */
static void add_form(struct strbuf *sb, const struct finding *f)
{
	if (f->kind == K_FLEXIBLE || f->kind == K_FLEXIBLE_NOT_LAST) {
		strbuf_addstr(sb, (f->flags & FF_DECLARE_FLEX) ? "DECLARE_FLEX_ARRAY" : "[]");
		if (f->counted_by)
			strbuf_addf(sb, " __counted_by(%s)", f->counted_by);
		if (f->kind == K_FLEXIBLE_NOT_LAST)
			strbuf_addstr(sb, " not last");
		return;
	}
	strbuf_addf(sb, "[%s]", f->size ? f->size : "?");
	if (f->kind == K_ZERO_LENGTH_NOT_LAST)
		strbuf_addstr(sb, " not last");
}

static const char *fact_form(const struct member_fact *mf)
{
	switch (mf->akind) {
	case AK_NONE: return "not an array";
	case AK_FLEX: return "[] not last";
	case AK_ZERO: return "[0] not last";
	case AK_ONE: return "[1] not last";
	default: return "a fixed-size array, not last";
	}
}

/* What happened, in words: "[1] -> []", "[0]", "struct gone". */
static void entry_detail(struct strbuf *sb, const struct cmp_entry *e)
{
	if (e->cls == CMP_NEW) {
		add_form(sb, e->new);
		return;
	}
	add_form(sb, e->old);
	if (e->cls == CMP_KEPT)
		return;
	if (e->cls == CMP_REMOVED) {
		strbuf_addf(sb, ", %s gone", e->gone);
		return;
	}
	strbuf_addstr(sb, " -> ");
	if (e->fact) {
		strbuf_addstr(sb, fact_form(e->fact));
		return;
	}
	add_form(sb, e->new);
	if (e->renamed)
		strbuf_addf(sb, " '%s'", e->new->mpath);
	if (e->new->placeholder && e->cls == CMP_CONVERTED)
		strbuf_addf(sb, ", size kept by '%s'", e->new->placeholder);
	if (!e->old->elem_type || !e->new->elem_type || strcmp(e->old->elem_type, e->new->elem_type))
		strbuf_addf(sb, ", element '%s' -> '%s'", e->old->elem_type ? e->old->elem_type : "?",
			    e->new->elem_type ? e->new->elem_type : "?");
}

static const char *record_name(const struct finding *f)
{
	return f->owner ? f->owner : f->record;
}

static uint32_t new_line(const struct cmp_entry *e)
{
	return e->new ? e->new->line : e->fact ? e->fact->line : 0;
}

static void print_text(const struct compare_result *cr, const struct tree *newt, unsigned classes)
{
	struct strbuf sb = STRBUF_INIT;

	for (size_t i = 0; i < cr->nr; i++) {
		const struct cmp_entry *e = &cr->e[i];
		const struct finding *f = e->old ? e->old : e->new;

		if (!(classes & (1u << e->cls)))
			continue;
		strbuf_reset(&sb);
		entry_detail(&sb, e);
		printf("%s:%u:%u: %s: '%s' in '%s' (%s)", e->old ? e->old_path : e->new_path, f->line, f->col,
		       cmp_class_name[e->cls], f->mpath, record_name(f), sb.buf);
		if (e->old && e->new_path && (e->moved || new_line(e) != e->old->line))
			printf(" (%s %s:%u)", newt->side.name, e->new_path, new_line(e));
		putchar('\n');
	}
	strbuf_release(&sb);
}

static void print_totals(struct cmp_total *rows, size_t nr)
{
	size_t w = strlen("directory");

	for (size_t i = 0; i < nr; i++)
		if (strlen(rows[i].dir) > w)
			w = strlen(rows[i].dir);
	printf("%-*s %16s %9s %6s %7s %7s %5s %15s\n", (int)w, "directory", "remaining-before", "converted",
	       "kept", "changed", "removed", "new", "remaining-after");
	for (size_t i = 0; i < nr; i++)
		printf("%-*s %16zu %9zu %6zu %7zu %7zu %5zu %15zu\n", (int)w, rows[i].dir, rows[i].before,
		       rows[i].count[CMP_CONVERTED], rows[i].count[CMP_KEPT], rows[i].count[CMP_CHANGED],
		       rows[i].count[CMP_REMOVED], rows[i].count[CMP_NEW], rows[i].after);
}

static json_object *site_json(const char *path, const struct finding *f)
{
	json_object *o = json_object_new_object();

	json_object_object_add(o, "path", json_text(path));
	json_object_object_add(o, "line", json_object_new_int64(f->line));
	json_object_object_add(o, "column", json_object_new_int64(f->col));
	json_object_object_add(o, "kind", json_text(kind_info[f->kind].name));
	if (f->size)
		json_object_object_add(o, "size", json_text(f->size));
	if (f->elem_type)
		json_object_object_add(o, "element_type", json_text(f->elem_type));
	json_object_object_add(o, "struct", json_text(f->record));
	if (f->kind == K_FLEXIBLE)
		json_object_object_add(o, "declare_flex_array", json_object_new_boolean(!!(f->flags & FF_DECLARE_FLEX)));
	if (f->counted_by)
		json_object_object_add(o, "counted_by", json_text(f->counted_by));
	if (f->placeholder)
		json_object_object_add(o, "size_kept_by", json_text(f->placeholder));
	return o;
}

static void print_json(const struct compare_result *cr, const struct tree *oldt, const struct tree *newt,
		       unsigned classes, struct cmp_total *rows, size_t nr_rows, int summary)
{
	json_object *root = json_object_new_object(), *arr = json_object_new_array(), *tot = json_object_new_array();
	struct strbuf sb = STRBUF_INIT;

	json_object_object_add(root, "tool", json_text("flexfix"));
	json_object_object_add(root, "version", json_text(FLEXFIX_VERSION));
	json_object_object_add(root, "schema", json_object_new_int(1));
	json_object_object_add(root, "old", json_text(oldt->side.name));
	json_object_object_add(root, "new", json_text(newt->side.name));
	for (size_t i = 0; i < cr->nr && !summary; i++) {
		const struct cmp_entry *e = &cr->e[i];
		const struct finding *f = e->old ? e->old : e->new;
		json_object *o;

		if (!(classes & (1u << e->cls)))
			continue;
		o = json_object_new_object();
		strbuf_reset(&sb);
		entry_detail(&sb, e);
		json_object_object_add(o, "class", json_text(cmp_class_name[e->cls]));
		json_object_object_add(o, "record", json_text(record_name(f)));
		json_object_object_add(o, "member", json_text(f->mpath));
		json_object_object_add(o, "detail", json_text(sb.buf));
		if (e->old)
			json_object_object_add(o, "old", site_json(e->old_path, e->old));
		if (e->new)
			json_object_object_add(o, "new", site_json(e->new_path, e->new));
		else if (e->fact) {
			json_object *n = json_object_new_object();

			json_object_object_add(n, "path", json_text(e->new_path));
			json_object_object_add(n, "line", json_object_new_int64(e->fact->line));
			json_object_object_add(n, "column", json_object_new_int64(e->fact->col));
			json_object_object_add(n, "form", json_text(fact_form(e->fact)));
			json_object_object_add(o, "new", n);
		}
		json_object_object_add(o, "moved", json_object_new_boolean(e->moved));
		json_object_object_add(o, "renamed", json_object_new_boolean(e->renamed));
		if (e->gone)
			json_object_object_add(o, "gone", json_text(e->gone));
		json_object_array_add(arr, o);
	}
	for (size_t i = 0; i < nr_rows; i++) {
		json_object *o = json_object_new_object();

		json_object_object_add(o, "directory", json_text(rows[i].dir));
		json_object_object_add(o, "remaining_before", json_object_new_int64((int64_t)rows[i].before));
		for (int c = 0; c < CMP_NR_CLASSES; c++)
			json_object_object_add(o, cmp_class_name[c], json_object_new_int64((int64_t)rows[i].count[c]));
		json_object_object_add(o, "remaining_after", json_object_new_int64((int64_t)rows[i].after));
		json_object_array_add(tot, o);
	}
	if (!summary)
		json_object_object_add(root, "entries", arr);
	else
		json_object_put(arr);
	json_object_object_add(root, "totals", tot);
	fputs(json_object_to_json_string_ext(root, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED |
					     JSON_C_TO_STRING_NOSLASHESCAPE), stdout);
	fputc('\n', stdout);
	json_object_put(root);
	strbuf_release(&sb);
}

/* A directory: walk it; paths are cut to the part below it. */
static int load_dir(struct tree *t, const char *dir, const struct walk_options *wo)
{
	size_t len = strlen(dir);

	while (len > 1 && dir[len - 1] == '/')
		len--;
	t->name = xstrndup(dir, len);
	t->side.name = t->name;
	t->side.strip = len + (dir[len - 1] != '/');
	return walk_paths(&t->fl, &dir, 1, wo);
}

static void side_of(struct tree *t, const struct file_list *fl)
{
	t->res = xmalloc((fl->nr ? fl->nr : 1) * sizeof(*t->res));
	for (size_t i = 0; i < t->er.nr; i++) {
		report_sort(t->er.res[i].findings.f, t->er.res[i].findings.nr);
		t->res[i] = &t->er.res[i];
	}
	t->side.res = t->res;
	t->side.nr = t->er.nr;
}

/*
 * NEW from git: blobs OLD has at the same path are not scanned again, their
 * results are OLD's. The engine reads only the others.
 */
static int scan_new_rev(struct tree *newt, const struct tree *oldt, struct engine_options *eo)
{
	size_t n = newt->git.fl.nr, k = 0, o = 0;
	unsigned char *keep = xcalloc(n ? n : 1, 1);
	const struct file_result **res = xcalloc(n ? n : 1, sizeof(*res));
	int ret;

	for (size_t i = 0; i < n; i++) {
		int c = 1;

		while (o < oldt->git.fl.nr && (c = strcmp(oldt->git.fl.path[o], newt->git.fl.path[i])) < 0)
			o++;
		if (!c && git_oid_equal(&oldt->git.oid[o], &newt->git.oid[i]))
			res[i] = oldt->res[o];
		else
			keep[i] = 1;
	}
	gitrev_filter(&newt->git, keep);
	eo->reader = &newt->git.reader;
	ret = engine_run(&newt->git.fl, eo, &newt->er);
	for (size_t i = 0; i < n; i++) {
		if (!keep[i])
			continue;
		report_sort(newt->er.res[k].findings.f, newt->er.res[k].findings.nr);
		res[i] = &newt->er.res[k++];
	}
	free(keep);
	newt->res = res;
	newt->side.res = res;
	newt->side.nr = n;
	return ret;
}

static void tree_release(struct tree *t)
{
	free(t->res);
	free(t->name);
	engine_result_release(&t->er);
	file_list_release(&t->fl);
	if (t->is_git)
		gitrev_release(&t->git);
}

int cmd_compare(int argc, char **argv)
{
	struct opt_parser op = OPT_PARSER(compare_opts);
	struct engine_options eo = { 0 };
	struct walk_options wo = { 0 };
	struct tree oldt, newt;
	struct compare_result cr;
	struct strmap owners = STRMAP_INIT;
	struct cmp_total *rows = NULL;
	const char *rev[2] = { NULL, NULL }, **uapi = NULL;
	size_t nr_rev = 0, nr_uapi = 0, alloc_uapi = 0, alloc_ex = 0, nr_rows;
	int c, depth = 2, summary = 0, stats = 0, ret = EXIT_CLEAN;
	struct timespec t0, t1;
	unsigned classes = (1u << CMP_NR_CLASSES) - 1;
	enum format fmt = FORMAT_TEXT;
	char *end;

	memset(&oldt, 0, sizeof(oldt));
	memset(&newt, 0, sizeof(newt));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_REV:
			if (nr_rev == 2) {
				error("--rev: give two revisions, OLD and NEW");
				return EXIT_TROUBLE;
			}
			rev[nr_rev++] = optarg;
			break;
		case O_FORMAT:
			if (report_format_by_name(optarg, &fmt) < 0)
				return EXIT_TROUBLE;
			if (fmt == FORMAT_SARIF) {
				error("--format: compare prints text or json");
				return EXIT_TROUBLE;
			}
			break;
		case O_SUMMARY:
			summary = 1;
			break;
		case O_DEPTH:
			depth = (int)strtol(optarg, &end, 10);
			if (*end || depth < 1) {
				error("--depth wants a number >= 1");
				return EXIT_TROUBLE;
			}
			break;
		case O_CLASSES:
			if (parse_classes(optarg, &classes) < 0)
				return EXIT_TROUBLE;
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
		case O_STATS:
			stats = 1;
			break;
		case 'j':
			if (parse_jobs(optarg, &eo.jobs) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			opt_usage(stdout, compare_head, compare_opts, ARRAY_SIZE(compare_opts), compare_tail);
			return EXIT_CLEAN;
		default:
			opt_usage(stderr, compare_head, compare_opts, ARRAY_SIZE(compare_opts), compare_tail);
			return EXIT_TROUBLE;
		}
	}
	if ((nr_rev == 0 && argc - optind != 2) || (nr_rev == 1) || (nr_rev == 2 && argc - optind > 1)) {
		opt_usage(stderr, compare_head, compare_opts, ARRAY_SIZE(compare_opts), compare_tail);
		free(uapi);
		free(wo.exclude);
		return EXIT_TROUBLE;
	}
	eo.ao.uapi_globs = uapi;
	eo.ao.nr_uapi_globs = nr_uapi;
	if (!eo.jobs)
		eo.jobs = online_cpus();
	eo.ao.facts_of_fakes = 1;	/* OLD's records, to tell a move from a namesake */

	/* OLD */
	if (nr_rev) {
		const char *repo = optind < argc ? argv[optind] : ".";

		oldt.is_git = newt.is_git = 1;
		oldt.side.name = rev[0];
		newt.side.name = rev[1];
		if (gitrev_load(&oldt.git, repo, rev[0], &wo, eo.jobs) < 0 ||
		    gitrev_load(&newt.git, repo, rev[1], &wo, eo.jobs) < 0) {
			ret = EXIT_TROUBLE;
			goto out;
		}
		eo.reader = &oldt.git.reader;
		if (engine_run(&oldt.git.fl, &eo, &oldt.er) < 0)
			ret = EXIT_TROUBLE;
		side_of(&oldt, &oldt.git.fl);
	} else {
		if (load_dir(&oldt, argv[optind], &wo) < 0 || load_dir(&newt, argv[optind + 1], &wo) < 0) {
			ret = EXIT_TROUBLE;
			goto out;
		}
		if (engine_run(&oldt.fl, &eo, &oldt.er) < 0)
			ret = EXIT_TROUBLE;
		side_of(&oldt, &oldt.fl);
	}
	if (!oldt.side.nr) {
		error("%s: no .c or .h files", oldt.side.name);
		ret = EXIT_TROUBLE;
		goto out;
	}

	/* NEW, listing the members of OLD's records with fake arrays */
	compare_owners(&owners, &oldt.side);
	eo.ao.fact_owners = &owners;
	eo.ao.facts_of_fakes = 0;
	if (nr_rev) {
		if (scan_new_rev(&newt, &oldt, &eo) < 0)
			ret = EXIT_TROUBLE;
	} else {
		if (engine_run(&newt.fl, &eo, &newt.er) < 0)
			ret = EXIT_TROUBLE;
		side_of(&newt, &newt.fl);
	}
	if (!newt.side.nr) {
		error("%s: no .c or .h files", newt.side.name);
		ret = EXIT_TROUBLE;
		goto out;
	}

	compare_join(&cr, &oldt.side, &newt.side);
	nr_rows = compare_totals(&cr, &newt.side, depth, &rows);
	if (fmt == FORMAT_JSON) {
		print_json(&cr, &oldt, &newt, classes, rows, nr_rows, summary);
	} else {
		if (!summary) {
			print_text(&cr, &newt, classes);
			if (cr.nr)
				putchar('\n');
		}
		print_totals(rows, nr_rows);
	}
	if (stats) {
		clock_gettime(CLOCK_MONOTONIC, &t1);
		fprintf(stderr, "flexfix: %s: %zu files, %zu scanned; %s: %zu files, %zu scanned; "
			"%zu fake flexible arrays before, %zu after; %.2f s\n",
			oldt.side.name, oldt.side.nr, oldt.er.nr, newt.side.name, newt.side.nr, newt.er.nr,
			cr.remaining[0], cr.remaining[1],
			(double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
	}
	if (ret == EXIT_CLEAN && rows[nr_rows - 1].count[CMP_NEW])
		ret = EXIT_FINDINGS;
	free(rows);
	compare_result_release(&cr);
out:
	strmap_release(&owners);
	tree_release(&oldt);
	tree_release(&newt);
	free(uapi);
	free(wo.exclude);
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
