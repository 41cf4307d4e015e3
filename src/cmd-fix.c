// SPDX-License-Identifier: GPL-2.0-only
/*
 * flexfix fix: convert fake flexible arrays, usage sites included, as a
 * unified diff (default) or in place. What is not converted is said, with
 * the reason and the use that stopped it.
 */
#include <errno.h>
#include <getopt.h>
#include <unistd.h>
#include <git2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "builtin.h"
#include "diag.h"
#include "fix.h"
#include "inplace.h"
#include "listed.h"
#include "mail.h"
#include "options.h"
#include "strbuf.h"
#include "vec.h"
#include "verify.h"

static const char fix_head[] =
"usage: flexfix fix [options] [path...]\n"
"\n"
"Convert zero-length and one-element trailing arrays to flexible array members,\n"
"with the size computations that counted the one element (struct_size()), a\n"
"misplaced [0] moved last, multi-declarator lines split, UAPI's C-only\n"
"__DECLARE_FLEX_ARRAY() given its C++ form when an array is written with it.\n"
"Prints a unified diff (git apply / patch -p1) unless --in-place; notes on\n"
"stderr say what was converted, which expressions change value, and what was\n"
"not converted and why.\n"
"\n";

enum { O_IN_PLACE = 256, O_PORTABLE, O_KERNEL, O_FORCE, O_FORMAT_PATCH, O_UAPI, O_VERIFY, O_KBUILD, O_CCMDS,
       O_CC, O_KINDS, O_ROOT, O_NO_ROOT, O_TIMEOUT, O_FORM, O_COVER, O_SIGNOFF, O_FROM, O_GROUP };

static const struct opt fix_opts[] = {
	{ "in-place", 0, NULL, O_IN_PLACE,
	  "rewrite the files (atomically; refused for a file changed\n"
	  "since it was read)" },
	{ "portable", 0, NULL, O_PORTABLE,
	  "no kernel helpers: plain [] and sizeof arithmetic (default\n"
	  "when no include/linux/overflow.h is found above the paths)" },
	{ "kernel", 0, NULL, O_KERNEL,
	  "kernel helpers even without include/linux/overflow.h" },
	{ "format-patch", 0, "DIR", O_FORMAT_PATCH,
	  "the conversion as mails in DIR (a new or empty folder), as\n"
	  "git format-patch writes them: one patch per struct,\n"
	  "[PATCH n/m], index lines, the author from --from, else\n"
	  "GIT_AUTHOR_NAME/EMAIL, else git config user.name/email;\n"
	  "subject prefixes from the file's git history (the one\n"
	  "most used), else its MAINTAINERS entry, else its path" },
	{ "cover-letter", 0, NULL, O_COVER,
	  "with --format-patch: a 0000-cover-letter.patch (totals,\n"
	  "forms, what --verify proved, shortlog, diffstat)" },
	{ "signoff", 0, NULL, O_SIGNOFF,
	  "with --format-patch: a Signed-off-by: line (the author)" },
	{ "from", 0, "IDENT", O_FROM,
	  "with --format-patch: the author, 'Name <mail>'" },
	{ "group", 0, "HOW", O_GROUP,
	  "with --format-patch: 'struct' (default: a patch each) or\n"
	  "'maintainer' (a patch per MAINTAINERS entry, To: its\n"
	  "maintainers, Cc: its reviewers and lists)" },
	{ "form", 0, "FORM", O_FORM,
	  "how a [1] is converted: 'rewrite' ([] and every size\n"
	  "expression rewritten, or refused), 'union' (the element\n"
	  "kept in a union with the flexible array: the struct's\n"
	  "size stays, nothing else is edited), 'auto' (default:\n"
	  "rewrite unless something needs the old size: a UAPI\n"
	  "header, a sizeof() that is not rewritten, an object of\n"
	  "the struct, a declaration [] cannot take; then union)" },
	{ "uapi", 0, "GLOB", O_UAPI,
	  "also treat matching paths as UAPI headers (repeatable;\n"
	  "as scan's and guard's): their [1] arrays take the union\n"
	  "form under --form=auto, union { T m[1];\n"
	  "__DECLARE_FLEX_ARRAY(T, m_flex); } (user space keeps the\n"
	  "name and the size, kernel users move to m_flex)" },
	{ "force", 0, NULL, O_FORCE,
	  "convert [1] arrays used as flexible even when a sizeof()\n"
	  "would change value (the notes list them)" },
	{ "root", 0, "DIR", O_ROOT,
	  "the project whose every file is searched for uses (default:\n"
	  "the git work tree's top, else the nearest directory above\n"
	  "with include/linux/); only the structs under the paths given\n"
	  "are converted" },
	{ "no-root", 0, NULL, O_NO_ROOT,
	  "search the paths given only (each conversion says so)" },
	{ "kinds", 0, "K,...", O_KINDS,
	  "convert only these kinds (zero-length, zero-length-not-last,\n"
	  "one-element)" },
	{ "verify", 0, NULL, O_VERIFY,
	  "build the objects before and after the conversion (with\n"
	  "--kbuild, --compile-commands or --cc, as flexfix verify)\n"
	  "and drop the structs whose conversion changes code the\n"
	  "patch does not explain" },
	{ "kbuild", 0, "DIR", O_KBUILD,
	  "--verify: the kernel build directory (as verify)" },
	{ "compile-commands", 0, "FILE", O_CCMDS,
	  "--verify: a compile_commands.json (as verify)" },
	{ "cc", 0, "CMD", O_CC,
	  "--verify: the compiler for the touched .c files (as verify)" },
	{ "timeout", 0, "S", O_TIMEOUT,
	  "--verify: seconds a compile may take (default 900)" },
	OPT_JOBS("worker threads for the scan (and compilers for --verify)"),
	OPT_HELP,
};

static const char fix_tail[] =
"\n"
"exit status: 0 done, 2 usage or I/O error\n";

/* Is use x of candidate c a value change fix lists? '[0]' and '[]' have the
 * same size: only a '[1]' converted without the union changes a value. */
static int lists_value_change(const struct candidate *cd, size_t c, const struct use *x)
{
	return x->target == c && (x->kind == U_SIZE_CHANGES || x->kind == U_SIZE_BLOCKS) &&
	       cd->t->kind == K_ONE_ELEMENT && !cd->as_union;
}

/* The notes, written at once (stderr is unbuffered: a write per fprintf cost 0.3 s for 50,000 notes). */
/* "path:line:col: note: " */
static void add_note_place(struct strbuf *sb, const char *path, uint32_t line, uint32_t col)
{
	strbuf_addstr(sb, path);
	strbuf_addch(sb, ':');
	strbuf_addu(sb, line);
	strbuf_addch(sb, ':');
	strbuf_addu(sb, col);
	strbuf_addstr(sb, ": note: ");
}

/* The array as notes name it: a member of an anonymous record by its path
 * from the named record holding it ("'by_type.raw.data' in 'struct el'"),
 * not as "'data' in 'struct <anonymous>'". */
static void note_names(const struct fix_plan *fp, const struct use_target *t, const char **member, const char **record)
{
	const struct finding *f = &fp->er->res[t->res_file].findings.f[t->res_finding];

	*member = t->member;
	*record = t->record;
	if (strstr(t->record, "<anonymous>") && f->owner && f->mpath) {
		*member = f->mpath;
		*record = f->owner;
	}
}

static void print_notes(const struct fix_plan *fp, const struct file_list *fl, const char *unsearched)
{
	struct strbuf out = STRBUF_INIT;
	size_t nr = fix_plan_cxx_form_users(fp);

	if (nr) {
		const struct file_result *r = &fp->er->res[fp->cxx_form.file];

		add_note_place(&out, r->path, r->flex_macro_line, 1);
		strbuf_addf(&out, "__DECLARE_FLEX_ARRAY() given its C++ form, 'TYPE NAME[0]' under '#ifdef __cplusplus': "
			    "C++ gives the C form's empty struct a byte, which would move the %zu UAPI array%s "
			    "converted with it for C++ users\n", nr, nr == 1 ? "" : "s");
	}

	for (size_t c = 0; c < fp->nr_cand; c++) {
		const struct candidate *cd = &fp->cand[c];
		const char *member, *record;

		note_names(fp, cd->t, &member, &record);
		if (out.len > 1 << 20) {	/* written as it grows: a million notes are never held whole */
			fwrite(out.buf, 1, out.len, stderr);
			strbuf_reset(&out);
		}
		if (!cd->t->in_scope)
			continue;	/* a struct of the project outside the paths given */
		if (!cd->converted) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addf(&out, "not converted: '%s' in '%s': %s", member, record,
				  cd->refusal ? cd->refusal : "?");
			if (cd->refusal_use)
				strbuf_addf(&out, " at %s:%u (%s)", fl->path[cd->refusal_use->file], cd->refusal_use->line,
					  cd->refusal_use->what);
			strbuf_addch(&out, '\n');
			continue;
		}
		add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
		if (cd->as_union) {
			if (cd->t->uapi)
				strbuf_addf(&out, "converted '%s' in '%s' to a union of '%s[1]' (user space keeps its name "
					  "and the size) and the flexible array member '%s_flex' (the kernel's uses moved "
					  "to it)", member, record, cd->t->member, cd->t->member);
			else
				strbuf_addf(&out, "converted '%s' in '%s' to a flexible array member in a union with its one "
					  "element '%s': the %s's size stays", member, record,
					  cd->placeholder ? cd->placeholder : "?",
					  strncmp(cd->t->record, "union ", 6) ? "struct" : "union");
			if (cd->union_why)
				strbuf_addf(&out, " (%s", cd->union_why);
			if (cd->union_why && cd->union_use)
				strbuf_addf(&out, " at %s:%u: %s", fl->path[cd->union_use->file], cd->union_use->line,
					  cd->union_use->what);
			strbuf_addf(&out, "%s\n", cd->union_why ? ")" : "");
		} else {
			strbuf_addstr(&out, "converted '");
			strbuf_addstr(&out, member);
			strbuf_addstr(&out, "' in '");
			strbuf_addstr(&out, record);
			strbuf_addstr(&out, "' to a flexible array member");
			if (cd->nr_rewrites)
				strbuf_addf(&out, "; %zu size expression%s rewritten", cd->nr_rewrites,
					  cd->nr_rewrites > 1 ? "s" : "");
			strbuf_addch(&out, '\n');
		}
		if (unsearched) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addstr(&out, "uses outside the paths given were not looked for (");
			strbuf_addstr(&out, unsearched);
			strbuf_addstr(&out, ")\n");
		}
		if (cd->t->size_macro) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addf(&out, "its size was %s, 1 by default ('#ifndef %s'): the header's spelling of a variable "
				    "size, as %s; the macro stays defined\n", cd->t->size_macro, cd->t->size_macro,
				    cd->t->size_runtime ? "the macro's comment says (the number is read at run time)" :
				    "its uses show");
		}
		if (cd->family) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addf(&out, "no use of its own: '%s' starts with '%s' as '%s' does (line %u), whose '%s' is "
				  "used as flexible\n", cd->t->record, cd->t->head_type, cd->family->t->record,
				  cd->family->t->line, cd->family->t->member);
		}
		if (cd->as_union)
			continue;
		if (cd->t->in_array) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addf(&out, "%s: with '[]' as with '[0]' (no size or offset changes; an array of structs "
				  "ending with a flexible array member is a GNU C extension)\n", cd->t->in_array);
		}
		if (cd->t->overlapped) {
			add_note_place(&out, cd->t->path, cd->t->line, cd->t->col);
			strbuf_addf(&out, "%s: the members after it overlap its elements with '[]' as with '[0]' (no "
				  "size or offset changes; a GNU C extension g++ rejects, outside UAPI headers only)\n",
				  cd->t->overlapped);
		}
		for (uint32_t k = fp->us.target_start[c]; k < fp->us.target_start[c + 1]; k++) {
			const struct use *x = &fp->us.u[fp->us.by_target[k]];
			const char *rewritten;

			if (lists_value_change(cd, c, x)) {
				add_note_place(&out, fl->path[x->file], x->line, x->col);
				strbuf_addf(&out, LISTED_NOTE ": %s\n", x->what);
			} else if (x->target == c && x->kind == U_SIZE_REWRITE && !cd->as_union &&
				   (rewritten = fix_rewrite_of(fp, x))) {
				add_note_place(&out, fl->path[x->file], x->line, x->col);
				if (!*rewritten) {
					strbuf_addf(&out, "size rewritten: '%s': the count's '- 1' dropped\n", x->what);
					continue;
				}
				strbuf_addf(&out, "size rewritten: '%s' -> '", x->what);
				strbuf_add_squeezed(&out, rewritten, strlen(rewritten));
				strbuf_addf(&out, "'%s\n", strstr(rewritten, "offsetof(") ?
					    " (offsetof(): the bytes before the array; where the struct has padding "
					    "after its one element, the old value counted that padding too)" : "");
			} else if (x->target == c && x->kind == U_MINUS_ONE_KEPT) {
				add_note_place(&out, fl->path[x->file], x->line, x->col);
				strbuf_addf(&out, "'- 1' kept as written (right if it counts the elements after the first; "
					  "review): %s\n", x->what);
			}
		}
	}
	/* what could not be read is not edited: say so where it is */
	for (size_t i = 0; i < fp->er->nr; i++) {
		const struct finding_list *fs = &fp->er->res[i].findings;

		for (size_t k = 0; (!fp->o->in_scope || fp->o->in_scope[i]) && k < fs->nr; k++)
			if (fs->f[k].kind == K_UNPARSED) {
				add_note_place(&out, fs->f[k].path, fs->f[k].line, fs->f[k].col);
				strbuf_addf(&out, "%s; nothing there is converted\n", fs->f[k].msg);
			}
	}
	fwrite(out.buf, 1, out.len, stderr);
	strbuf_release(&out);
}

static int by_count(const void *a, const void *b)
{
	const struct reason_count { const char *why; size_t n; } *x = a, *y = b;

	return x->n != y->n ? (x->n < y->n ? 1 : -1) : strcmp(x->why, y->why);
}

/* The refusals by reason, most frequent first: one line a reason. */
static void print_refusal_totals(const struct fix_plan *fp)
{
	struct reason_count { const char *why; size_t n; } *r = NULL;
	size_t nr = 0, alloc = 0;

	for (size_t c = 0; c < fp->nr_cand; c++) {
		const char *why;
		size_t k = 0;

		if (fp->cand[c].converted || !fp->cand[c].t->in_scope)
			continue;
		why = fix_refusal_class(&fp->cand[c]);
		while (k < nr && strcmp(r[k].why, why))
			k++;
		if (k == nr) {
			ALLOC_GROW(r, nr + 1, alloc);
			r[nr].why = why;
			r[nr++].n = 0;
		}
		r[k].n++;
	}
	if (nr)
		qsort(r, nr, sizeof(*r), by_count);
	for (size_t k = 0; k < nr; k++)
		fprintf(stderr, "flexfix:   %5zu not converted: %s\n", r[k].n, r[k].why);
	free(r);
}

/* What the builds showed, summed over verify runs, for the patches' notes. */
struct proof {
	size_t identical, expected;
	struct strbuf changed;		/* "obj (what changed)", the first few */
	size_t nr_changed;
};

/* verify of a diff: its exit status (0 fine, 1 unexpected, 2 trouble);
 * when fine, its objects counted in pr. */
static int verify_diff(const struct verify_options *base, const char *diff, size_t len, const char *what,
		       const struct listed_sites *listed, struct proof *pr)
{
	struct verify_options vo = *base;
	struct verify_result vr;
	int r;

	vo.listed = listed;
	vo.patch_name = what;
	vo.patch_text = xstrndup(diff, len);
	vo.patch_len = len;
	vo.quiet = 1;
	r = verify_run(&vo, &vr, stderr);
	for (size_t k = 0; r == 0 && k < vr.nr; k++) {
		pr->identical += vr.obj[k].verdict == VV_IDENTICAL;
		if (vr.obj[k].verdict != VV_EXPECTED)
			continue;
		pr->expected++;
		if (pr->nr_changed++ < 8)
			strbuf_addf(&pr->changed, "%s %s (%s)", pr->changed.len ? ";" : "", vr.obj[k].name,
				    vr.obj[k].summary);
	}
	verify_result_release(&vr);
	return r;
}

/* The value changes the notes list for candidates cands: verify counts the
 * functions holding them as changed by the patch. */
static void listed_of(const struct fix_plan *fp, const struct file_list *fl, const size_t *cands, size_t nr,
		      struct listed_sites *ls)
{
	for (size_t k = 0; k < nr; k++) {
		size_t c = cands[k];

		for (uint32_t i = fp->us.target_start[c]; i < fp->us.target_start[c + 1]; i++) {
			const struct use *x = &fp->us.u[fp->us.by_target[i]];

			if (lists_value_change(&fp->cand[c], c, x))
				listed_add(ls, fl->path[x->file], strlen(fl->path[x->file]), x->line, x->what,
					   strlen(x->what));
		}
	}
}

/*
 * fix --verify: the whole conversion first; when something changed that the
 * patch does not explain, each struct alone, and those with an unexpected
 * change are dropped (not converted, with a note). Returns -1 on trouble;
 * *proved: what the builds showed, for the patches.
 */
static int verify_conversion(struct fix_plan *fp, const struct file_list *fl, const struct verify_options *vo,
			     char **proved)
{
	size_t *cands = xmalloc((fp->nr_cand + 1) * sizeof(*cands)), nr = 0, dropped = 0;
	struct strbuf diff = STRBUF_INIT, text = STRBUF_INIT;
	struct proof pr = { 0, 0, STRBUF_INIT, 0 };
	struct listed_sites listed = { 0 };
	int r;

	for (size_t c = 0; c < fp->nr_cand; c++)
		if (fp->cand[c].converted)
			cands[nr++] = c;
	fix_plan_diff(fp, cands, nr, FIX_EDITS_ALL, &diff, 0);
	listed_of(fp, fl, cands, nr, &listed);
	r = diff.len ? verify_diff(vo, diff.buf, diff.len, "the conversion", &listed, &pr) : 0;
	fprintf(stderr, "flexfix: verify of the conversion (%zu struct%s): %s\n", nr, nr == 1 ? "" : "s",
		r == 0 ? "no unexpected change" : r == 1 ? "unexpected changes; checking each struct" : "failed");
	for (size_t k = 0; r == 1 && k < nr; k++) {
		struct candidate *cd = &fp->cand[cands[k]];
		int one;

		strbuf_reset(&diff);
		fix_plan_diff(fp, &cands[k], 1, FIX_EDITS_ALL, &diff, 0);
		listed_release(&listed);
		listed_of(fp, fl, &cands[k], 1, &listed);
		one = verify_diff(vo, diff.buf, diff.len, cd->t->record, &listed, &pr);
		if (one == 1) {
			cd->converted = 0;
			cd->refusal = "verify: the objects changed in ways the conversion does not explain";
			cd->refusal_use = NULL;
			dropped++;
		} else if (one) {
			r = 2;
		}
	}
	strbuf_addstr(&text, r == 0 ? "The whole conversion was built before and after with the project's compiler "
		      "and flags (flexfix verify): " : "Each struct's conversion was built before and after alone with "
		      "the project's compiler and flags (flexfix verify): ");
	if (!pr.identical && !pr.expected)
		strbuf_addstr(&text, "no object built from the changed files was found: nothing was compared.");
	else if (pr.expected)
		strbuf_addf(&text, "%zu object%s compiled to the same code, %zu changed only where the conversion "
			    "explains it:%s%s.", pr.identical, pr.identical == 1 ? "" : "s", pr.expected, pr.changed.buf,
			    pr.nr_changed > 8 ? "; and more" : "");
	else
		strbuf_addf(&text, "no change in the generated code of %zu object%s.", pr.identical,
			    pr.identical == 1 ? "" : "s");
	if (dropped)
		strbuf_addf(&text, " %zu struct%s whose conversion changed code otherwise %s left out.", dropped,
			    dropped == 1 ? "" : "s", dropped == 1 ? "was" : "were");
	*proved = r == 2 ? NULL : strbuf_detach(&text);
	strbuf_release(&text);
	strbuf_release(&pr.changed);
	strbuf_release(&diff);
	listed_release(&listed);
	free(cands);
	return r == 2 ? -1 : 0;
}

int cmd_fix(int argc, char **argv)
{
	struct engine_options eo = { 0 };
	struct walk_options wo = { 0 };
	struct file_list fl = { 0 };
	struct engine_result er;
	struct fix_options fo = { 0 };
	struct fix_plan fp;
	struct strbuf diff = STRBUF_INIT;
	struct verify_options vo = { 0 };
	struct mail_options mo = { 0 };
	struct opt_parser op = OPT_PARSER(fix_opts);
	char *proved = NULL;
	int c, in_place = 0, portable = -1, ret = EXIT_CLEAN, verify = 0;
	const char *dot = ".", *kinds = NULL, *root = NULL;
	struct project pj;
	int no_root = 0;
	const char **uapi = NULL;
	size_t nr_uapi = 0, alloc_uapi = 0;
	size_t nr_tools = 0;
	uint8_t *tools;

	while ((c = opt_next(&op, argc, argv)) != -1) {
		switch (c) {
		case O_IN_PLACE: in_place = 1; break;
		case O_PORTABLE: portable = 1; break;
		case O_KERNEL: portable = 0; break;
		case O_FORCE: fo.force = 1; break;
		case O_FORMAT_PATCH: mo.dir = optarg; break;
		case O_COVER: mo.cover_letter = 1; break;
		case O_SIGNOFF: mo.signoff = 1; break;
		case O_FROM: mo.from = optarg; break;
		case O_GROUP:
			if (strcmp(optarg, "struct") && strcmp(optarg, "maintainer")) {
				fprintf(stderr, "flexfix: --group takes 'struct' or 'maintainer', not '%s'\n", optarg);
				return EXIT_TROUBLE;
			}
			mo.by_maintainer = !strcmp(optarg, "maintainer");
			break;
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
			opt_usage(stdout, fix_head, fix_opts, ARRAY_SIZE(fix_opts), fix_tail);
			return EXIT_CLEAN;
		default:
			opt_usage(stderr, fix_head, fix_opts, ARRAY_SIZE(fix_opts), fix_tail);
			return EXIT_TROUBLE;
		}
	}
	if ((mo.cover_letter || mo.signoff || mo.from || mo.by_maintainer) && !mo.dir) {
		fputs("flexfix fix: --cover-letter, --signoff, --from and --group go with --format-patch=DIR\n", stderr);
		return EXIT_TROUBLE;
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
	eo.keep_sources_min = 1 << 20;	/* a large file's tokens serve the usage pass too */
	fo.same_as_scan = 1;
	fo.sizes_of_one_element_only = 1;	/* scan --explain reports them all */
	fo.portable = portable >= 0 ? portable : !kernel_tree_above(optind < argc ? argv[optind] : dot);
	/* a --in-place run killed during its renames: completed before anything is read, else said */
	if (inplace_recover(optind < argc ? (const char *const *)argv + optind : &dot,
			    optind < argc ? (size_t)(argc - optind) : 1, in_place && !mo.dir) < 0) {
		free(uapi);
		return EXIT_TROUBLE;
	}
	git_libgit2_init();
	if (walk_project(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
			 optind < argc ? (size_t)(argc - optind) : 1, &wo, root, no_root) < 0)
		ret = EXIT_TROUBLE;
	tools = xcalloc(fl.nr + 1, 1);
	nr_tools = project_tools_copies(&fl, &pj, optind < argc ? (const char *const *)argv + optind : &dot,
					optind < argc ? (size_t)(argc - optind) : 1, tools);
	for (size_t k = 0; k < fl.nr; k++)
		if (tools[k])
			pj.in_scope[k] = 0;	/* searched for uses only */
	free(tools);
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
	debug_time("fix: plan");
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
	if (verify && ret == EXIT_CLEAN && verify_conversion(&fp, &fl, &vo, &proved) < 0) {
		ret = EXIT_TROUBLE;	/* nothing is printed or written that was not verified */
		mo.dir = NULL;
		in_place = 0;
		for (size_t k = 0; k < fp.nr_cand; k++)
			fp.cand[k].converted = 0;
	}
	mo.root = pj.root;
	mo.canon = (const char *const *)pj.canon;
	mo.verified = proved;
	if (mo.dir && mail_write_series(&fp, &fl, &mo) < 0)
		ret = EXIT_TROUBLE;
	if (!mo.dir) {
		size_t *cands = xmalloc((fp.nr_cand + 1) * sizeof(*cands)), nr = 0, nr_fe;
		struct file_edits *fe;

		for (size_t k = 0; k < fp.nr_cand; k++)
			if (fp.cand[k].converted)
				cands[nr++] = k;
		nr_fe = fix_plan_edits(&fp, cands, nr, FIX_EDITS_ALL, &fe);
		debug_time("fix: edits");
		if (in_place)
			debug_stop("write");
		if (in_place && file_edits_write_all(fe, nr_fe) < 0)
			ret = EXIT_TROUBLE;
		for (size_t i = 0; i < nr_fe; i++) {
			if (!in_place) {
				/* file by file: a large conversion's diff is never held whole */
				file_edits_diff(&fe[i], &diff, 3, 0);
				fwrite(diff.buf, 1, diff.len, stdout);
				strbuf_reset(&diff);
			}
			file_edits_release(&fe[i]);
		}
		free(fe);
		free(cands);
	}
	debug_time("fix: diff");
	print_notes(&fp, &fl, pj.root ? NULL : no_root ? "--no-root" : "no project root found: give --root=DIR");
	debug_time("fix: notes");
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
		print_refusal_totals(&fp);
	}
	strbuf_release(&diff);
	free(proved);
	fix_plan_release(&fp);
	engine_result_release(&er);
	free(uapi);
	project_release(&pj, fl.nr);
	file_list_release(&fl);
	git_libgit2_shutdown();
	debug_time("fix: release");
	if (fflush(stdout) || ferror(stdout))
		return EXIT_TROUBLE;
	return ret;
}
