/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * fix: the conversion of fake flexible arrays, as policy over the usage
 * evidence (uses.c). Each target becomes a candidate with a decision:
 * converted, or refused with the reason and the first use that blocks it.
 * The declarations are rewritten while the usage pass has their file's tokens
 * (a hook), the size expressions the evidence matched are rendered here
 * (struct_size(), or plain sizeof arithmetic when portable). The result is a
 * set of edits per candidate and per file.
 */
#ifndef FLEXFIX_FIX_H
#define FLEXFIX_FIX_H

#include "engine.h"
#include "rewrite.h"
#include "uses.h"

/* fix's decision on one target (same index as the use set's targets). */
struct candidate {
	const struct use_target *t;
	int converted;
	int as_union;			/* the size-keeping form: the one element stays in a union
					 * beside the flexible array (UAPI: 'm[1]' beside 'm_flex') */
	const char *union_refusal;	/* why the union form cannot be written, if so */
	const char *union_why;		/* why the union form was chosen (the size must stay) */
	char *placeholder;		/* the union's one element: 'item' beside 'items' */
	const struct use *union_use;	/* the use that needs the size, if one */
	const struct use *size_use, *object_use, *copy_use;	/* first of each (decide()) */
	int forced;			/* converted by --force despite a shrinking sizeof() */
	int sole;			/* a [0], its struct's only member: DECLARE_FLEX_ARRAY() if used;
					 * 2: the only one in some configurations (the others under #if) */
	int needs_cxx_form;		/* a UAPI array written with __DECLARE_FLEX_ARRAY(), which has no
					 * C++ form in the tree: the plan's cxx_form goes with it */
	size_t nr_refs;			/* resolved uses of its elements (an index, a copy, an argument, ...) */
	const char *refusal;		/* why not, when not converted */
	const char *refusal_class;	/* the refusal without its names and places (fix's totals) ... */
	const char *classed;		/* ... when the refusal is still this one */
	const char *decl_refusal;	/* why its declaration cannot be rewritten, if so */
	const char *not_c;		/* its record declares another member of its name (the compiler rejects it) */
	const struct use *refusal_use;
	const struct candidate *family;	/* a [1] with no use of its own: a record of its file that starts
					 * with the same header and whose array is used as flexible */
	size_t nr_flex, nr_fixed, nr_rewrites, nr_changes;
};

enum fix_form {
	FORM_AUTO,			/* rewrite when every size can be rewritten, else the union */
	FORM_REWRITE,			/* '[]' and the sizes rewritten, or refused */
	FORM_UNION,			/* every '[1]' in the size-keeping union */
};

struct fix_options {
	int portable;			/* no struct_size(): plain sizeof arithmetic */
	int force;
	int form;			/* enum fix_form */
	int observe_fixed;		/* also gather the uses of fixed [N] trailing arrays (never converted) */
	int jobs;			/* threads of the usage pass; 0: online CPUs */
	const uint8_t *in_scope;	/* per file: under the paths given (struct project) */
	const char *const *canon;	/* per file: its path from the project's root */
	int same_as_scan;		/* every later read must give the scan's bytes (engine_options.hash_contents) */
	int sizes_of_one_element_only;	/* fix: the size uses of [0] targets decide nothing (uses_options) */
};

/* An edit the plan made, by candidate: --format-patch makes a patch of each. */
#define CAND_CXX_FORM UINT32_MAX	/* planned_edit.cand of the macro's C++ form */
struct planned_edit {
	uint32_t cand, file;		/* file: index in the list; cand: a candidate or CAND_CXX_FORM */
	const char *path;
	uint32_t off, end;
	const char *text;
};

struct decl_edits;

struct fix_plan {
	struct use_set us;		/* the evidence: us.u, us.nr_u */
	struct candidate *cand;
	size_t nr_cand;
	struct decl_edits *des;		/* per candidate: its declaration's edits */
	struct planned_edit *planned;
	size_t nr_planned, alloc_planned;
	struct file_edits *files;	/* one per file with edits */
	uint32_t *file_of;		/* per file of the list: its index in files + 1, FILE_UNREADABLE, 0 not yet */
	size_t nr_files, alloc_files;
	const struct fix_options *o;
	const struct engine_result *er;
	int stale;			/* a file read for the edits was not the one scanned: nothing is converted */
	const char *spelling;		/* between the brackets of a flexible array: "" or the project's macro */
	const char *flex_macro_c_only;	/* "path:line" of the tree's __DECLARE_FLEX_ARRAY() when none has a C++ form */
	struct {			/* that definition given its C++ form, when it can be (fix.c) */
		const char *before;	/* '#ifdef __cplusplus ... #else', before the definition ... */
		uint32_t file, at, end;	/* ... and its comment, at 'at'; '#endif' at 'end' */
		int planned;		/* a converted candidate needs it: its edits are planned */
	} cxx_form;
	const char **rewritten;		/* per use: the whole expression a size expression became (notes), or NULL */
	struct arena arena;
};

/* Builds the plan for the files of fl, whose scan results are er. */
int fix_plan_build(struct fix_plan *fp, const struct file_list *fl, const struct engine_result *er,
		   const struct fix_options *o);
void fix_plan_release(struct fix_plan *fp);
/* Why a candidate was not converted, without names and places: totals. */
const char *fix_refusal_class(const struct candidate *cd);
/*
 * The edits of some candidates only, as file edits over the bytes the plan
 * was made on (for --in-place) or as a diff (flags: file_edits_diff's):
 * --format-patch makes a patch of each struct, --verify drops structs.
 * cands: candidate numbers in increasing order. which: the candidates'
 * edits with the macro's C++ form when one of them needs it (FIX_EDITS_ALL),
 * without it (FIX_EDITS_OWN: a patch after the one that gives it), or the
 * C++ form alone (FIX_EDITS_CXX_FORM: that patch; cands unused).
 */
enum fix_edits_which { FIX_EDITS_ALL, FIX_EDITS_OWN, FIX_EDITS_CXX_FORM };
size_t fix_plan_edits(const struct fix_plan *fp, const size_t *cands, size_t nr, enum fix_edits_which which,
		      struct file_edits **out);
void fix_plan_diff(const struct fix_plan *fp, const size_t *cands, size_t nr, enum fix_edits_which which,
		   struct strbuf *diff, unsigned flags);
/* Does some converted candidate of cands need the macro's C++ form? */
int fix_plan_needs_cxx_form(const struct fix_plan *fp, const size_t *cands, size_t nr);
/* How many converted candidates need it (0: the plan writes none) */
size_t fix_plan_cxx_form_users(const struct fix_plan *fp);
/* Is there an include/linux/overflow.h in path or a directory above it? */
int kernel_tree_above(const char *path);

/* The expression a size expression (use x) was rewritten to, or NULL. */
const char *fix_rewrite_of(const struct fix_plan *fp, const struct use *x);

#endif
