// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix check: the compiler's arguments, as kbuild gives them to its
 * checker (make C=1 CHECK=flexfix runs "flexfix $(CHECKFLAGS) $(c_flags)
 * file.c", which main() sends here). The #includes are followed through
 * the -I, -iquote, -isystem, -idirafter and -include flags (no #if is
 * evaluated: every branch's headers are read), so the definitions the file
 * sees are there; the findings of the file and of the headers it includes
 * with quotes from its own directory are printed as GCC does. Exit 0 like
 * sparse, so make goes on; --Werror: 1 when there is a finding.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "builtin.h"
#include "diag.h"
#include "engine.h"
#include "options.h"
#include "report.h"
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"
#include "walk.h"

static const char check_head[] =
"usage: flexfix check [options] [compiler options] file.c...\n"
"   or: flexfix [compiler options] file.c...   (make C=1 CHECK=flexfix)\n"
"\n"
"Reads a C file as the compiler would be asked to, following its #includes\n"
"through -I, -iquote, -isystem, -idirafter and -include (every #if branch's),\n"
"and prints the fake flexible arrays of the file and of the headers it\n"
"includes with \"...\" from its own directory, as GCC prints warnings.\n"
"Other compiler options (-D, -W, -f, -m, -o, ...) are taken and ignored.\n"
"The options below are written with '=' (--kinds=K), as the compiler's are.\n"
"\n";

enum { O_WERROR = 256, O_HEADERS, O_KINDS };

static const struct opt check_opts[] = {
	{ "Werror", 0, NULL, O_WERROR, "exit 1 when something is reported" },
	{ "headers", 0, "local|all", O_HEADERS, "all: also report the headers found through the -I paths" },
	{ "kinds", 0, "K,...", O_KINDS, "report only these kinds (as scan; default: scan's)" },
	OPT_HELP,
};

static const char check_tail[] =
"\n"
"exit status: 0 done (findings or not, like sparse), 1 findings with --Werror,\n"
"2 usage error or a file that could not be read\n";

/* Options that take the next word as their value: skipped with it. */
static const char *const value_options[] = {
	"-o", "-MF", "-MT", "-MQ", "-x", "-D", "-U", "--param", "-Xassembler", "-Xlinker", "-Xpreprocessor",
	"-aux-info", "-isysroot", "-imultiarch", "-iprefix", "-iwithprefix", "-iwithprefixbefore", "-imultilib",
	"-A", "-L", "-l", "-T", "-e", "-u", "-z", "-G", "-arch", NULL,
};

struct search {
	struct strbuf *quote, *angle;	/* directories, in order */
	size_t nr_quote, nr_angle;
	struct file_list fl;
	struct strmap seen;		/* real path -> index + 1 in fl */
	unsigned char *reported;	/* per file: its findings are printed */
	size_t alloc_reported;
	int all;
};

static void add_dir(struct strbuf **v, size_t *nr, const char *dir)
{
	*v = xrealloc_array(*v, *nr + 1, sizeof(**v));
	strbuf_init(&(*v)[*nr]);
	strbuf_addstr(&(*v)[(*nr)++], dir);
}

/* "./a/./b//c" -> "a/b/c": the names the findings give ("a/../b" stays, as in GCC's messages). */
static void tidy(struct strbuf *p)
{
	size_t n = 0;

	for (size_t i = 0; i < p->len;) {
		if (p->buf[i] == '.' && (i == 0 || p->buf[i - 1] == '/') && p->buf[i + 1] == '/') {
			i += 2;
		} else if (p->buf[i] == '/' && n && p->buf[n - 1] == '/') {
			i++;
		} else {
			p->buf[n++] = p->buf[i++];
		}
	}
	p->buf[n] = '\0';
	p->len = n;
}

/* Lists a file once (by its real path); its index, or -1 when it is not a regular file. */
static long add_file(struct search *s, const char *path, int reported)
{
	char real[PATH_MAX];
	struct strmap_entry *e;
	struct stat st;
	int added;

	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode) || !realpath(path, real))
		return -1;
	e = strmap_find(&s->seen, real);
	if (!e) {
		e = strmap_put(&s->seen, xstrdup(real), &added);
		ALLOC_GROW(s->fl.path, s->fl.nr + 1, s->fl.alloc);
		s->fl.path[s->fl.nr] = xstrdup(path);
		ALLOC_GROW(s->reported, s->fl.nr + 1, s->alloc_reported);
		s->reported[s->fl.nr] = 0;
		e->value = (void *)(s->fl.nr + 1);
		s->fl.nr++;
	}
	if (reported || s->all)
		s->reported[(size_t)e->value - 1] = 1;
	return (long)(size_t)e->value - 1;
}

/* The file an #include names, searched as the compiler would; -1 when not found. */
static long resolve(struct search *s, const char *from, const char *name, int quote, int reported)
{
	struct strbuf p = STRBUF_INIT;
	long idx = -1;

	if (name[0] == '/') {
		strbuf_addstr(&p, name);
		idx = add_file(s, p.buf, 0);
	}
	if (idx < 0 && quote) {	/* the includer's directory first */
		const char *sl = strrchr(from, '/');

		strbuf_reset(&p);
		if (sl)
			strbuf_add(&p, from, (size_t)(sl - from) + 1);
		strbuf_addstr(&p, name);
		tidy(&p);
		idx = add_file(s, p.buf, reported);
	}
	for (size_t d = 0; idx < 0 && quote && d < s->nr_quote; d++) {
		strbuf_reset(&p);
		strbuf_addf(&p, "%s/%s", s->quote[d].buf, name);
		tidy(&p);
		idx = add_file(s, p.buf, 0);
	}
	for (size_t d = 0; idx < 0 && d < s->nr_angle; d++) {
		strbuf_reset(&p);
		strbuf_addf(&p, "%s/%s", s->angle[d].buf, name);
		tidy(&p);
		idx = add_file(s, p.buf, 0);
	}
	strbuf_release(&p);
	return idx;
}

/* Adds the files file k includes (every #include line, whatever #if it is under). */
static void follow(struct search *s, size_t k)
{
	struct strbuf text = STRBUF_INIT;
	char *from = xstrdup(s->fl.path[k]);
	int reported = s->reported[k];

	if (strbuf_read_path(from, &text) < 0) {
		free(from);
		strbuf_release(&text);
		return;		/* the engine says it cannot be read */
	}
	for (const char *p = text.buf; *p; p += strcspn(p, "\n") + (p[strcspn(p, "\n")] == '\n')) {
		const char *q = p + strspn(p, " \t");
		char close;
		size_t len;

		if (*q != '#')
			continue;
		q += 1 + strspn(q + 1, " \t");
		if (strncmp(q, "include", 7))
			continue;
		q += 7;
		q += strspn(q, " \t");
		if (*q != '"' && *q != '<')
			continue;	/* a computed include: not followed */
		close = *q == '"' ? '"' : '>';
		len = strcspn(q + 1, close == '"' ? "\"\n" : ">\n");
		if (q[1 + len] == close && len) {
			char *name = xstrndup(q + 1, len);

			/* reported: "x.h" or "sub/x.h" beside the file, not "../x.h" */
			resolve(s, from, name, close == '"', reported && close == '"' && !strstr(name, ".."));
			free(name);
		}
	}
	free(from);
	strbuf_release(&text);
}

static int is_value_option(const char *a)
{
	for (size_t i = 0; value_options[i]; i++)
		if (!strcmp(a, value_options[i]))
			return 1;
	return 0;
}

int cmd_check(int argc, char **argv)
{
	struct search s = { .seen = STRMAP_INIT };
	struct strbuf *after = NULL;
	size_t nr_after = 0, nr_sources = 0, nr_out = 0;
	const char **forced = NULL;
	size_t nr_forced = 0;
	int werror = 0, selected[K_COUNT], ret = EXIT_CLEAN;
	struct engine_options eo = { 0 };
	struct engine_result er;
	struct finding **out = NULL;

	for (int k = 0; k < K_COUNT; k++)
		selected[k] = kind_info[k].shown;
	forced = xmalloc((size_t)argc * sizeof(*forced));
	/* first pass: options; sources are added after the directories are known */
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v;
		int id = opt_match(check_opts, ARRAY_SIZE(check_opts), a, &v);

		if (id == -2) {
			fprintf(stderr, "flexfix: %s wants a value: %s=...\n", a, a);
			ret = EXIT_TROUBLE;
			goto out;
		} else if (id == 'h') {
			opt_usage(stdout, check_head, check_opts, ARRAY_SIZE(check_opts), check_tail);
			ret = EXIT_CLEAN;
			goto out;
		} else if (id == O_WERROR) {
			werror = 1;
		} else if (id == O_HEADERS) {
			if (strcmp(v, "all") && strcmp(v, "local")) {
				fprintf(stderr, "flexfix: --headers takes 'local' or 'all', not '%s'\n", v);
				ret = EXIT_TROUBLE;
				goto out;
			}
			s.all = !strcmp(v, "all");
		} else if (id == O_KINDS) {
			if (parse_kinds(v, selected) < 0) {
				ret = EXIT_TROUBLE;
				goto out;
			}
		} else if (!strncmp(a, "-I", 2) || !strcmp(a, "-isystem") || !strcmp(a, "-iquote") ||
			   !strcmp(a, "-idirafter")) {
			const char *dir = a[1] == 'I' ? a + 2 : NULL;

			if ((!dir || !*dir) && i + 1 < argc)
				dir = argv[++i];
			if (!dir || !*dir) {
				fprintf(stderr, "flexfix: %s: a directory is missing\n", a);
				ret = EXIT_TROUBLE;
				goto out;
			}
			if (!strcmp(a, "-iquote"))
				add_dir(&s.quote, &s.nr_quote, dir);
			else if (!strcmp(a, "-idirafter"))
				add_dir(&after, &nr_after, dir);
			else
				add_dir(&s.angle, &s.nr_angle, dir);
		} else if (!strcmp(a, "-include") || !strcmp(a, "-imacros")) {
			if (i + 1 < argc)
				forced[nr_forced++] = argv[++i];
		} else if (is_value_option(a)) {
			i++;
		} else if (a[0] == '-') {
			/* -D..., -W..., -f..., -m..., -O2, -nostdinc, -c, ...: the compiler's */
		} else {
			nr_sources++;
		}
	}
	for (size_t d = 0; d < nr_after; d++)
		add_dir(&s.angle, &s.nr_angle, after[d].buf);
	if (!nr_sources) {
		fputs("flexfix check: no source file given\n", stderr);
		opt_usage(stderr, check_head, check_opts, ARRAY_SIZE(check_opts), check_tail);
		ret = EXIT_TROUBLE;
		goto out;
	}
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if ((!strcmp(a, "-I") || !strcmp(a, "-isystem") || !strcmp(a, "-iquote") || !strcmp(a, "-idirafter") ||
		     !strcmp(a, "-include") || !strcmp(a, "-imacros") || is_value_option(a)) && i + 1 < argc)
			i++;
		else if (a[0] != '-' && add_file(&s, a, 1) < 0) {
			error("%s: %s", a, errno ? strerror(errno) : "not a regular file");
			ret = EXIT_TROUBLE;
		}
	}
	for (size_t k = 0; k < nr_forced; k++)	/* found as the compiler finds them: here, then the -I paths */
		if (resolve(&s, "", forced[k], 1, 0) < 0) {
			error("%s: -include: %s", forced[k], strerror(ENOENT));
			ret = EXIT_TROUBLE;
		}
	for (size_t k = 0; k < s.fl.nr; k++)	/* breadth first; the list grows as it is read */
		follow(&s, k);
	if (engine_run(&s.fl, &eo, &er) < 0)
		ret = EXIT_TROUBLE;
	nr_out = engine_selected_findings(&er, s.reported, selected, &out);
	report_print(stdout, FORMAT_TEXT, out, nr_out, NULL, 0);
	if (werror && ret == EXIT_CLEAN)
		for (size_t i = 0; i < nr_out && ret == EXIT_CLEAN; i++)
			if (out[i]->kind != K_UNPARSED)
				ret = EXIT_FINDINGS;
	free(out);
	engine_result_release(&er);
out:
	for (size_t d = 0; d < s.nr_quote; d++)
		strbuf_release(&s.quote[d]);
	for (size_t d = 0; d < s.nr_angle; d++)
		strbuf_release(&s.angle[d]);
	for (size_t d = 0; d < nr_after; d++)
		strbuf_release(&after[d]);
	free(s.quote);
	free(s.angle);
	free(after);
	free(forced);
	for (size_t i = 0; i < s.seen.size; i++)
		free((char *)s.seen.e[i].key);
	strmap_release(&s.seen);
	free(s.reported);
	file_list_release(&s.fl);
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
