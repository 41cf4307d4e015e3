// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix fix: convert fake flexible arrays, usage sites included, as a
 * unified diff (default) or in place. What is not converted is said, with
 * the reason and the use that stopped it.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <time.h>
#include <unistd.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "builtin.h"
#include "diag.h"
#include "fix.h"
#include "strbuf.h"
#include "vec.h"
#include "verify.h"

static const char fix_usage[] =
"usage: flexfix fix [options] [path...]\n"
"\n"
"Convert zero-length and one-element trailing arrays to flexible array members,\n"
"with the size computations that counted the one element (struct_size()), a\n"
"misplaced [0] moved last, multi-declarator lines split. Prints a unified diff\n"
"(git apply / patch -p1) unless --in-place; notes on stderr say what was\n"
"converted, which expressions change value, and what was not converted and why.\n"
"\n"
"  --in-place          rewrite the files (atomically; refused for a file changed\n"
"                      since it was read)\n"
"  --portable          no kernel helpers: plain [] and sizeof arithmetic (default\n"
"                      when no include/linux/overflow.h is found above the paths)\n"
"  --kernel            kernel helpers even without include/linux/overflow.h\n"
"  --format-patch=DIR  one mailbox patch per struct in DIR, a new or empty folder\n"
"                      (git am takes them),\n"
"                      with a subject from the path and the rewrites listed\n"
"  --form=FORM         how a [1] is converted: 'rewrite' ([] and every size\n"
"                      expression rewritten, or refused), 'union' (the element\n"
"                      kept in a union with the flexible array: the struct's\n"
"                      size stays, nothing else is edited), 'auto' (default:\n"
"                      rewrite unless something needs the old size: a UAPI\n"
"                      header, a sizeof() that is not rewritten, an object of\n"
"                      the struct, a declaration [] cannot take; then union)\n"
"  --uapi=GLOB         also treat matching paths as UAPI headers (repeatable;\n"
"                      as scan's and guard's): their [1] arrays take the union\n"
"                      form under --form=auto, union { T m[1];\n"
"                      __DECLARE_FLEX_ARRAY(T, m_flex); } (user space keeps the\n"
"                      name and the size, kernel users move to m_flex)\n"
"  --force             convert [1] arrays used as flexible even when a sizeof()\n"
"                      would change value (the notes list them)\n"
"  --root=DIR          the project whose every file is searched for uses (default:\n"
"                      the git work tree's top, else the nearest directory above\n"
"                      with include/linux/); only the structs under the paths given\n"
"                      are converted\n"
"  --no-root           search the paths given only (each conversion says so)\n"
"  --kinds=K,...       convert only these kinds (zero-length, zero-length-not-last,\n"
"                      one-element)\n"
"  --verify            build the objects before and after the conversion (with\n"
"                      --kbuild=DIR, --compile-commands=FILE or --cc=CMD, as\n"
"                      flexfix verify) and drop the structs whose conversion\n"
"                      changes code the patch does not explain (--timeout=S:\n"
"                      seconds a compile may take, default 900)\n"
"  -j, --jobs=N        worker threads for the scan (and compilers for --verify)\n"
"\n"
"exit status: 0 done, 2 usage or I/O error\n";

static void print_notes(const struct fix_plan *fp, const struct file_list *fl, const char *unsearched)
{
	for (size_t c = 0; c < fp->nr_cand; c++) {
		const struct candidate *cd = &fp->cand[c];

		if (!cd->t->in_scope)
			continue;	/* a struct of the project outside the paths given */
		if (cd->converted && cd->as_union) {
			if (cd->t->uapi)
				fprintf(stderr, "%s:%u:%u: note: converted '%s' in '%s' to a union of '%s[1]' (user space "
					"keeps its name and the size) and the flexible array member '%s_flex' (the "
					"kernel's uses moved to it)", cd->t->path, cd->t->line, cd->t->col, cd->t->member,
					cd->t->record, cd->t->member, cd->t->member);
			else
				fprintf(stderr, "%s:%u:%u: note: converted '%s' in '%s' to a flexible array member in a "
					"union with its one element '%s': the struct's size stays", cd->t->path, cd->t->line,
					cd->t->col, cd->t->member, cd->t->record, cd->placeholder ? cd->placeholder : "?");
			if (cd->union_why)
				fprintf(stderr, " (%s", cd->union_why);
			if (cd->union_why && cd->union_use)
				fprintf(stderr, " at %s:%u: %s", fl->path[cd->union_use->file], cd->union_use->line,
					cd->union_use->what);
			fprintf(stderr, "%s\n", cd->union_why ? ")" : "");
			if (unsearched)
				fprintf(stderr, "%s:%u:%u: note: uses outside the paths given were not looked for (%s)\n",
					cd->t->path, cd->t->line, cd->t->col, unsearched);
		} else if (cd->converted) {
			fprintf(stderr, "%s:%u:%u: note: converted '%s' in '%s' to a flexible array member", cd->t->path,
				cd->t->line, cd->t->col, cd->t->member, cd->t->record);
			if (cd->nr_rewrites)
				fprintf(stderr, "; %zu size expression%s rewritten", cd->nr_rewrites,
					cd->nr_rewrites > 1 ? "s" : "");
			fputc('\n', stderr);
			if (unsearched)
				fprintf(stderr, "%s:%u:%u: note: uses outside the paths given were not looked for (%s)\n",
					cd->t->path, cd->t->line, cd->t->col, unsearched);
			if (cd->t->in_array)
				fprintf(stderr, "%s:%u:%u: note: %s: with '[]' as with '[0]' (no size or offset changes; an "
					"array of structs ending with a flexible array member is a GNU C extension)\n",
					cd->t->path, cd->t->line, cd->t->col, cd->t->in_array);
			for (uint32_t k = fp->us.target_start[c]; k < fp->us.target_start[c + 1]; k++) {
				const struct use *x = &fp->us.u[fp->us.by_target[k]];

				/* '[0]' and '[]' have the same size: only a '[1]' changes a value */
				if (x->target == c && (x->kind == U_SIZE_CHANGES || x->kind == U_SIZE_BLOCKS) &&
				    cd->t->kind == K_ONE_ELEMENT)
					fprintf(stderr, "%s:%u:%u: note: value changes (one element less): %s\n",
						fl->path[x->file], x->line, x->col, x->what);
				else if (x->target == c && x->kind == U_MINUS_ONE_KEPT)
					fprintf(stderr, "%s:%u:%u: note: '- 1' kept as written (right if it counts the "
						"elements after the first; review): %s\n", fl->path[x->file], x->line, x->col,
						x->what);
			}
		} else {
			fprintf(stderr, "%s:%u:%u: note: not converted: '%s' in '%s': %s", cd->t->path, cd->t->line, cd->t->col,
				cd->t->member, cd->t->record, cd->refusal ? cd->refusal : "?");
			if (cd->refusal_use)
				fprintf(stderr, " at %s:%u (%s)", fl->path[cd->refusal_use->file], cd->refusal_use->line,
					cd->refusal_use->what);
			fputc('\n', stderr);
		}
	}
	/* what could not be read is not edited: say so where it is */
	for (size_t i = 0; i < fp->er->nr; i++) {
		const struct finding_list *fs = &fp->er->res[i].findings;

		for (size_t k = 0; (!fp->o->in_scope || fp->o->in_scope[i]) && k < fs->nr; k++)
			if (fs->f[k].kind == K_UNPARSED)
				fprintf(stderr, "%s:%u:%u: note: %s; nothing there is converted\n", fs->f[k].path,
					fs->f[k].line, fs->f[k].col, fs->f[k].msg);
	}
}

/* "scsi: aacraid: " from drivers/scsi/aacraid/aacraid.h, "hpfs: " from fs/hpfs/hpfs.h */
static void subject_prefix(const char *path, struct strbuf *sb)
{
	char *p = xstrdup(path[0] == '.' && path[1] == '/' ? path + 2 : path), *last = strrchr(p, '/');
	char *first, *save = NULL;

	if (!last) {
		free(p);
		return;
	}
	*last = '\0';
	last = strrchr(p, '/');
	first = strtok_r(p, "/", &save);
	if (first && !strcmp(first, "drivers"))
		first = strtok_r(NULL, "/", &save);
	else if (first && (!strcmp(first, "fs") || !strcmp(first, "include") || !strcmp(first, "arch")))
		first = NULL;	/* fs/hpfs: the driver alone */
	if (first)
		strbuf_addf(sb, "%s: ", first);
	if (last && (!first || strcmp(last + 1, first)))
		strbuf_addf(sb, "%s: ", last + 1);
	else if (!last && !first)
		strbuf_addf(sb, "%s: ", p);
	free(p);
}

static void diffstat(const char *diff, struct strbuf *out)
{
	const char *p = diff;
	char file[1024] = "";
	size_t add = 0, del = 0, files = 0, tadd = 0, tdel = 0;
	struct strbuf rows = STRBUF_INIT;

	for (;;) {
		const char *nl = strchr(p, '\n');
		int end = !*p;

		if (end || !strncmp(p, "diff --git ", 11)) {
			if (*file) {
				strbuf_addf(&rows, " %s | %zu %.*s%.*s\n", file, add + del, (int)add,
					    "++++++++++++++++++++++++++++++++++++++++", (int)del,
					    "----------------------------------------");
				files++;
				tadd += add;
				tdel += del;
			}
			add = del = 0;
			if (end)
				break;
		}
		if (!strncmp(p, "+++ b/", 6))
			snprintf(file, sizeof(file), "%.*s", (int)((nl ? nl : p + strlen(p)) - p - 6), p + 6);
		else if (*p == '+' && strncmp(p, "+++ ", 4))
			add++;
		else if (*p == '-' && strncmp(p, "--- ", 4))
			del++;
		if (!nl)
			p += strlen(p);
		else
			p = nl + 1;
	}
	strbuf_addstr(out, rows.buf);
	strbuf_addf(out, " %zu file%s changed, %zu insertion%s(+), %zu deletion%s(-)\n", files, files == 1 ? "" : "s",
		    tadd, tadd == 1 ? "" : "s", tdel, tdel == 1 ? "" : "s");
	strbuf_release(&rows);
}

/*
 * The edits of some candidates only, as file edits (for --in-place) or as a
 * diff: --format-patch makes one patch per struct, --verify drops structs.
 * cands: candidate numbers in increasing order.
 */
static size_t edits_of(const struct fix_plan *fp, const size_t *cands, size_t nr, struct file_edits **out)
{
	struct file_edits *fe = NULL;
	size_t nr_fe = 0, alloc_fe = 0;

	for (size_t k = 0; k < fp->nr_planned; k++) {
		const struct planned_edit *pe = &fp->planned[k];
		size_t f = 0, lo = 0, hi = nr;

		while (lo < hi) {	/* cands are in increasing order */
			size_t mid = lo + (hi - lo) / 2;

			if (cands[mid] < pe->cand)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (lo == nr || cands[lo] != pe->cand)
			continue;
		while (f < nr_fe && strcmp(fe[f].path, pe->path))
			f++;
		if (f == nr_fe) {
			size_t s = 0;

			/* the bytes the plan was made on, never a new read */
			while (s < fp->nr_files && strcmp(fp->files[s].path, pe->path))
				s++;
			if (s == fp->nr_files)
				BUG("an edit of a file the plan did not read");
			ALLOC_GROW(fe, nr_fe + 1, alloc_fe);
			file_edits_copy_source(&fe[nr_fe++], &fp->files[s]);
		}
		file_edits_add(&fe[f], pe->off, pe->end, pe->text);
	}
	*out = fe;
	return nr_fe;
}

static void diff_of(const struct fix_plan *fp, const size_t *cands, size_t nr, struct strbuf *diff)
{
	struct file_edits *fe;
	size_t n = edits_of(fp, cands, nr, &fe);

	for (size_t f = 0; f < n; f++) {
		file_edits_diff(&fe[f], diff, 3);
		file_edits_release(&fe[f]);
	}
	free(fe);
}

/* verify of a diff: its exit status (0 fine, 1 unexpected, 2 trouble). */
static int verify_diff(const struct verify_options *base, const char *diff, size_t len, const char *what)
{
	struct verify_options vo = *base;
	struct verify_result vr;
	int r;

	vo.patch_name = what;
	vo.patch_text = xstrndup(diff, len);
	vo.patch_len = len;
	vo.quiet = 1;
	r = verify_run(&vo, &vr, stderr);
	verify_result_release(&vr);
	return r;
}

/*
 * fix --verify: the whole conversion first; when something changed that the
 * patch does not explain, each struct alone, and those with an unexpected
 * change are dropped (not converted, with a note). Returns -1 on trouble.
 */
static int verify_conversion(struct fix_plan *fp, const struct verify_options *vo)
{
	size_t *cands = xmalloc((fp->nr_cand + 1) * sizeof(*cands)), nr = 0;
	struct strbuf diff = STRBUF_INIT;
	int r;

	for (size_t c = 0; c < fp->nr_cand; c++)
		if (fp->cand[c].converted)
			cands[nr++] = c;
	diff_of(fp, cands, nr, &diff);
	r = diff.len ? verify_diff(vo, diff.buf, diff.len, "the conversion") : 0;
	fprintf(stderr, "flexfix: verify of the conversion (%zu struct%s): %s\n", nr, nr == 1 ? "" : "s",
		r == 0 ? "no unexpected change" : r == 1 ? "unexpected changes; checking each struct" : "failed");
	for (size_t k = 0; r == 1 && k < nr; k++) {
		struct candidate *cd = &fp->cand[cands[k]];
		int one;

		strbuf_reset(&diff);
		diff_of(fp, &cands[k], 1, &diff);
		one = verify_diff(vo, diff.buf, diff.len, cd->t->record);
		if (one == 1) {
			cd->converted = 0;
			cd->refusal = "verify: the objects changed in ways the conversion does not explain";
			cd->refusal_use = NULL;
		} else if (one) {
			r = 2;
		}
	}
	strbuf_release(&diff);
	free(cands);
	return r == 2 ? -1 : 0;
}

static int write_patches(const struct fix_plan *fp, const struct file_list *fl, const char *dir)
{
	const char *name = getenv("GIT_AUTHOR_NAME"), *email = getenv("GIT_AUTHOR_EMAIL");
	int nr = 0, ret = 0;
	char date[64], **written = NULL;
	size_t nr_written = 0, alloc_written = 0;
	time_t now = time(NULL);

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S %z", localtime(&now));
	if (mkdir(dir, 0777) < 0 && errno != EEXIST)
		return error("%s: %s", dir, strerror(errno));
	{
		/* patches of an earlier run would mix with these: an empty or new folder only */
		DIR *d = opendir(dir);
		struct dirent *de;
		int used = 0;

		if (!d)
			return error("%s: %s", dir, strerror(errno));
		while (!used && (de = readdir(d)))
			used = strcmp(de->d_name, ".") && strcmp(de->d_name, "..");
		closedir(d);
		if (used)
			return error("%s: not empty (an earlier run's patches would mix with these): give an empty "
				     "or new folder", dir);
	}
	for (size_t c = 0; c < fp->nr_cand; c++) {
		const struct candidate *cd = &fp->cand[c];
		struct strbuf diff = STRBUF_INIT, subject = STRBUF_INIT, msg = STRBUF_INIT, path = STRBUF_INIT;

		if (!cd->converted || ret < 0)
			continue;
		diff_of(fp, &c, 1, &diff);
		subject_prefix(cd->t->path, &subject);
		if (cd->t->kind == K_ZERO_LENGTH_NOT_LAST)
			strbuf_addf(&subject, "Move zero-length array '%s' to the end of %s", cd->t->member, cd->t->record);
		else
			strbuf_addf(&subject, "Replace %s array with flexible-array member",
				    cd->t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length");
		if (cd->t->kind == K_ZERO_LENGTH_NOT_LAST)
			strbuf_addf(&msg, "The zero-length array '%s' is not the last member of %s: the members\n"
				    "after it overlap its elements, which is undefined behaviour. Move it to the\n"
				    "end as a flexible array member, so the compiler rejects a member after it.\n",
				    cd->t->member, cd->t->record);
		else
			strbuf_addf(&msg, "Replace the %s array '%s' in %s with a flexible array\n"
				    "member: the older style is deprecated, it defeats bounds checking\n"
				    "(-fstrict-flex-arrays, FORTIFY_SOURCE, UBSAN_BOUNDS)%s.\n",
				    cd->t->kind == K_ONE_ELEMENT ? "one-element" : "zero-length", cd->t->member, cd->t->record,
				    cd->t->kind == K_ONE_ELEMENT ? " and every size computed\nfrom it has to remember 'count - 1'" : "");
		if (cd->as_union && cd->t->uapi)
			strbuf_addf(&msg, "\nThe header is UAPI: user space keeps '%s[1]' and the struct's size, in a\n"
				    "union with the flexible array member '%s_flex' that the kernel's\n"
				    "uses now index.\n", cd->t->member, cd->t->member);
		else if (cd->as_union)
			strbuf_addf(&msg, "\nThe one element stays, as '%s' in a union with the flexible array, so\n"
				    "sizeof(%s) does not change and no size computed from it changes\n"
				    "value%s%s%s%s%s.\n", cd->placeholder ? cd->placeholder : "?", cd->t->record,
				    cd->union_why ? " (" : "", cd->union_why ? cd->union_why : "",
				    cd->union_use ? ": " : "", cd->union_use ? cd->union_use->what : "", cd->union_why ? ")" : "");
		if (cd->nr_rewrites)
			strbuf_addf(&msg, "\nSize expressions rewritten (struct_size() counts the elements exactly):\n");
		for (uint32_t k = fp->us.target_start[c]; k < fp->us.target_start[c + 1]; k++) {
			const struct use *x = &fp->us.u[fp->us.by_target[k]];

			if (x->target == c && x->kind == U_SIZE_REWRITE && !cd->as_union)
				strbuf_addf(&msg, "  %s:%u: %s\n", fl->path[x->file], x->line, x->what);
		}
		for (uint32_t k = fp->us.target_start[c], first = 1; k < fp->us.target_start[c + 1]; k++) {
			const struct use *x = &fp->us.u[fp->us.by_target[k]];

			if (x->target != c || (x->kind != U_SIZE_CHANGES && x->kind != U_SIZE_BLOCKS) ||
			    cd->t->kind != K_ONE_ELEMENT || cd->as_union)
				continue;	/* '[0]' and '[]' have the same size; the union keeps it */
			if (first)
				strbuf_addstr(&msg, "\nThese expressions now count one element less; review them:\n");
			first = 0;
			strbuf_addf(&msg, "  %s:%u: %s\n", fl->path[x->file], x->line, x->what);
		}
		for (uint32_t k = fp->us.target_start[c], first = 1; k < fp->us.target_start[c + 1]; k++) {
			const struct use *x = &fp->us.u[fp->us.by_target[k]];

			if (x->target != c || x->kind != U_MINUS_ONE_KEPT || cd->as_union)
				continue;
			if (first)
				strbuf_addstr(&msg, "\nThese '- 1' counts are left as written (right when they count the\n"
					    "elements after the first); review them:\n");
			first = 0;
			strbuf_addf(&msg, "  %s:%u: %s\n", fl->path[x->file], x->line, x->what);
		}
		strbuf_addf(&path, "%s/%04d-%s-%s.patch", dir, ++nr, cd->t->tag ? cd->t->tag : "anonymous", cd->t->member);
		{
			struct strbuf stat = STRBUF_INIT, mail = STRBUF_INIT;

			diffstat(diff.buf, &stat);
			strbuf_addf(&mail, "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n"
				    "From: %s <%s>\nDate: %s\nSubject: [PATCH] %s\n\n%s\nGenerated by flexfix %s.\n---\n%s\n%s-- \nflexfix %s\n\n",
				    name ? name : "flexfix", email ? email : "flexfix@invalid", date, subject.buf, msg.buf,
				    FLEXFIX_VERSION, stat.buf, diff.buf, FLEXFIX_VERSION);
			if (write_new_file(path.buf, mail.buf, mail.len) < 0)
				ret = -1;
			else {
				ALLOC_GROW(written, nr_written + 1, alloc_written);
				written[nr_written++] = xstrdup(path.buf);
			}
			strbuf_release(&stat);
			strbuf_release(&mail);
		}
		strbuf_release(&diff);
		strbuf_release(&subject);
		strbuf_release(&msg);
		strbuf_release(&path);
	}
	/* all or none: a series with a hole would apply without an error */
	for (size_t k = 0; k < nr_written; k++) {
		if (ret < 0)
			unlink(written[k]);
		free(written[k]);
	}
	if (ret < 0 && nr_written)
		error("%s: the %zu patches written before the failure were removed", dir, nr_written);
	free(written);
	return ret;
}

/*
 * A kernel tree's tools/ holds copies of kernel headers that follow their
 * originals (and user-space programs with their own conventions): unless a
 * path given is under tools/, its files are searched for uses but nothing
 * declared there is converted. The number of such files, said in a note.
 */
static size_t leave_tools(const struct file_list *fl, struct project *pj, const char *const *args, size_t nr_args)
{
	char *root, *tools;
	size_t n = 0, len;

	struct stat st;

	if (!pj->root || !pj->canon || !(root = realpath(pj->root, NULL)))
		return 0;
	tools = xmalloc(strlen(root) + 16);
	sprintf(tools, "%s/include/linux", root);	/* a kernel's layout */
	if (stat(tools, &st) < 0 || !S_ISDIR(st.st_mode)) {
		free(root);
		free(tools);
		return 0;
	}
	sprintf(tools, "%s/tools", root);
	len = strlen(tools);
	for (size_t i = 0; i < nr_args; i++) {
		char *abs = realpath(args[i], NULL);
		int named = abs && !strncmp(abs, tools, len) && (!abs[len] || abs[len] == '/');

		free(abs);
		if (named) {
			free(root);
			free(tools);
			return 0;
		}
	}
	for (size_t k = 0; k < fl->nr; k++)
		if (pj->in_scope[k] && pj->canon[k] && !strncmp(pj->canon[k], "tools/", 6)) {
			pj->in_scope[k] = 0;
			n++;
		}
	free(root);
	free(tools);
	return n;
}

int cmd_fix(int argc, char **argv)
{
	enum { O_IN_PLACE = 256, O_PORTABLE, O_KERNEL, O_FORCE, O_FORMAT_PATCH, O_UAPI, O_VERIFY, O_KBUILD, O_CCMDS,
	       O_CC, O_KINDS, O_ROOT, O_NO_ROOT, O_TIMEOUT, O_FORM };
	static const struct option opts[] = {
		{ "in-place", no_argument, NULL, O_IN_PLACE },
		{ "portable", no_argument, NULL, O_PORTABLE },
		{ "kernel", no_argument, NULL, O_KERNEL },
		{ "force", no_argument, NULL, O_FORCE },
		{ "format-patch", required_argument, NULL, O_FORMAT_PATCH },
		{ "uapi", required_argument, NULL, O_UAPI },
		{ "form", required_argument, NULL, O_FORM },
		{ "verify", no_argument, NULL, O_VERIFY },
		{ "kinds", required_argument, NULL, O_KINDS },
		{ "kbuild", required_argument, NULL, O_KBUILD },
		{ "compile-commands", required_argument, NULL, O_CCMDS },
		{ "cc", required_argument, NULL, O_CC },
		{ "timeout", required_argument, NULL, O_TIMEOUT },
		{ "root", required_argument, NULL, O_ROOT },
		{ "no-root", no_argument, NULL, O_NO_ROOT },
		{ "jobs", required_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct engine_options eo = { 0 };
	struct walk_options wo = { 0 };
	struct file_list fl = { 0 };
	struct engine_result er;
	struct fix_options fo = { 0 };
	struct fix_plan fp;
	struct strbuf diff = STRBUF_INIT;
	struct verify_options vo = { 0 };
	int c, in_place = 0, portable = -1, ret = EXIT_CLEAN, verify = 0;
	const char *dot = ".", *patch_dir = NULL, *kinds = NULL, *root = NULL;
	struct project pj;
	int no_root = 0;
	const char **uapi = NULL;
	size_t nr_uapi = 0, alloc_uapi = 0;
	size_t nr_tools = 0;

	optind = 1;
	while ((c = getopt_long(argc, argv, "j:h", opts, NULL)) != -1) {
		switch (c) {
		case O_IN_PLACE: in_place = 1; break;
		case O_PORTABLE: portable = 1; break;
		case O_KERNEL: portable = 0; break;
		case O_FORCE: fo.force = 1; break;
		case O_FORMAT_PATCH: patch_dir = optarg; break;
		case O_VERIFY: verify = 1; break;
		case O_KINDS:
			kinds = optarg;
			if (!*kinds) {
				fprintf(stderr, "flexfix: --kinds: no kind given\n");
				return EXIT_TROUBLE;
			}
			for (const char *p = kinds; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
				int k = kind_by_name(p, strcspn(p, ","));

				if (k != K_ZERO_LENGTH && k != K_ZERO_LENGTH_NOT_LAST && k != K_ONE_ELEMENT) {
					fprintf(stderr, "flexfix: --kinds: '%.*s' is not a kind fix converts (zero-length, "
						"zero-length-not-last, one-element)\n", (int)strcspn(p, ","), p);
					return EXIT_TROUBLE;
				}
			}
			break;
		case O_KBUILD: vo.kbuild = optarg; break;
		case O_CCMDS: vo.compile_commands = optarg; break;
		case O_CC: vo.cc = optarg; break;
		case O_TIMEOUT:
			if (verify_parse_timeout(optarg, &vo.timeout) < 0)
				return EXIT_TROUBLE;
			break;
		case O_ROOT: root = optarg; break;
		case O_NO_ROOT: no_root = 1; break;
		case O_FORM:
			if (!strcmp(optarg, "auto")) {
				fo.form = FORM_AUTO;
			} else if (!strcmp(optarg, "rewrite")) {
				fo.form = FORM_REWRITE;
			} else if (!strcmp(optarg, "union")) {
				fo.form = FORM_UNION;
			} else {
				fprintf(stderr, "flexfix: --form takes 'auto', 'rewrite' or 'union', not '%s'\n", optarg);
				return EXIT_TROUBLE;
			}
			break;
		case O_UAPI:
			if (!strcmp(optarg, "union")) {
				/* it once chose a form here; --form=auto (the default) does that now */
				fprintf(stderr, "flexfix: --uapi takes a path pattern, as in scan and guard; UAPI "
					"headers take the union form under --form=auto (the default)\n");
				return EXIT_TROUBLE;
			}
			ALLOC_GROW(uapi, nr_uapi + 1, alloc_uapi);
			uapi[nr_uapi++] = optarg;
			break;
		case 'j':
			if (parse_jobs(optarg, &eo.jobs) < 0)
				return EXIT_TROUBLE;
			break;
		case 'h':
			fputs(fix_usage, stdout);
			return EXIT_CLEAN;
		default:
			fputs(fix_usage, stderr);
			return EXIT_TROUBLE;
		}
	}
	if (verify && (!!vo.kbuild + !!vo.compile_commands + !!vo.cc) != 1) {
		fputs("flexfix fix --verify: with one of --kbuild, --compile-commands, --cc\n", stderr);
		return EXIT_TROUBLE;
	}
	vo.jobs = eo.jobs;
	fo.jobs = eo.jobs;
	eo.ao.keep_includes = 1;	/* the usage pass follows includes */
	eo.ao.uapi_globs = uapi;
	eo.ao.nr_uapi_globs = nr_uapi;
	eo.ao.name_keys = 1;		/* and reads only the files that name a target */
	eo.hash_contents = 1;		/* every later read is checked to give the same bytes */
	fo.same_as_scan = 1;
	fo.sizes_of_one_element_only = 1;	/* scan --explain reports them all */
	fo.portable = portable >= 0 ? portable : !kernel_tree_above(optind < argc ? argv[optind] : dot);
	git_libgit2_init();
	if (walk_project(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
			 optind < argc ? (size_t)(argc - optind) : 1, &wo, root, no_root) < 0)
		ret = EXIT_TROUBLE;
	nr_tools = leave_tools(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
			       optind < argc ? (size_t)(argc - optind) : 1);
	fo.in_scope = pj.in_scope;
	fo.canon = (const char *const *)pj.canon;
	vo.tree = pj.root ? pj.root : ".";	/* where the patch's paths start */
	eo.in_scope = pj.in_scope;
	debug_time("walk");
	if (engine_run(&fl, &eo, &er) < 0)
		ret = EXIT_TROUBLE;
	debug_stop("scanned");
	debug_time("scan");
	if (fix_plan_build(&fp, &fl, &er, &fo) < 0)
		ret = EXIT_TROUBLE;
	for (size_t k = 0; kinds && k < fp.nr_cand; k++) {
		int found = 0;

		for (const char *p = kinds; *p && !found; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
			found = kind_by_name(p, strcspn(p, ",")) == fp.cand[k].t->kind;
		if (!found && fp.cand[k].converted) {
			fp.cand[k].converted = 0;
			fp.cand[k].refusal = "not among --kinds";
			fp.cand[k].refusal_use = NULL;
		}
	}
	if (verify && ret == EXIT_CLEAN && verify_conversion(&fp, &vo) < 0) {
		ret = EXIT_TROUBLE;	/* nothing is printed or written that was not verified */
		patch_dir = NULL;
		in_place = 0;
		for (size_t k = 0; k < fp.nr_cand; k++)
			fp.cand[k].converted = 0;
	}
	if (patch_dir && write_patches(&fp, &fl, patch_dir) < 0)
		ret = EXIT_TROUBLE;
	if (!patch_dir) {
		size_t *cands = xmalloc((fp.nr_cand + 1) * sizeof(*cands)), nr = 0, nr_fe;
		struct file_edits *fe;

		for (size_t k = 0; k < fp.nr_cand; k++)
			if (fp.cand[k].converted)
				cands[nr++] = k;
		nr_fe = edits_of(&fp, cands, nr, &fe);
		if (in_place)
			debug_stop("write");
		if (in_place && file_edits_write_all(fe, nr_fe) < 0)
			ret = EXIT_TROUBLE;
		for (size_t i = 0; i < nr_fe; i++) {
			if (!in_place)
				file_edits_diff(&fe[i], &diff, 3);
			file_edits_release(&fe[i]);
		}
		free(fe);
		free(cands);
	}
	fputs(diff.buf, stdout);
	print_notes(&fp, &fl, pj.root ? NULL : no_root ? "--no-root" : "no project root found: give --root=DIR");
	if (nr_tools)
		fprintf(stderr, "%s/tools/: note: %zu files (copies of kernel headers, user-space programs) searched "
			"for uses only, nothing declared there converted: they follow their originals; name tools/ "
			"to convert there\n", pj.root, nr_tools);
	if (ret == EXIT_CLEAN) {	/* the totals of what the notes say, one line */
		size_t rewritten = 0, unions = 0, refused = 0;

		for (size_t k = 0; k < fp.nr_cand; k++)
			if (fp.cand[k].t->in_scope) {
				rewritten += fp.cand[k].converted && !fp.cand[k].as_union;
				unions += fp.cand[k].converted && fp.cand[k].as_union;
				refused += !fp.cand[k].converted;
			}
		fprintf(stderr, "flexfix: %zu converted (%zu to a flexible array, %zu in the union that keeps the size), "
			"%zu not converted\n", rewritten + unions, rewritten, unions, refused);
	}
	strbuf_release(&diff);
	fix_plan_release(&fp);
	engine_result_release(&er);
	free(uapi);
	project_release(&pj, fl.nr);
	file_list_release(&fl);
	git_libgit2_shutdown();
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
