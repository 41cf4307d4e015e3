/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * compare: joins the scans of two trees (OLD, NEW) array by array, the
 * campaign's ledger. An array is named by the record that holds it (tag,
 * typedef name, or the named record an anonymous one sits in) and its member
 * path from there ("m", "hdr.m"); it is looked for first in the same file,
 * then, when the record left that file, where NEW defines the record and OLD
 * did not (a move). No printing here: entries and their classes only.
 */
#ifndef FLEXFIX_COMPARE_H
#define FLEXFIX_COMPARE_H

#include "analyze.h"

enum cmp_class { CMP_CONVERTED, CMP_KEPT, CMP_CHANGED, CMP_REMOVED, CMP_NEW, CMP_NR_CLASSES };
extern const char *const cmp_class_name[CMP_NR_CLASSES];

/* One tree's scan: results in path order, paths cut by strip bytes to be
 * relative to the tree's top (the same for both trees). */
struct cmp_side {
	const struct file_result *const *res;
	size_t nr;
	size_t strip;
	const char *name;		/* how the user named the tree */
};

struct cmp_entry {
	uint8_t cls;
	uint8_t moved;			/* NEW holds it in another file */
	uint8_t renamed;		/* converted under another name */
	const struct finding *old;	/* NULL for CMP_NEW */
	const struct finding *new;	/* the NEW array, or NULL */
	const struct member_fact *fact;	/* CMP_CHANGED: the member in NEW, no longer a trailing array */
	const char *old_path, *new_path;	/* relative to the trees; new_path NULL when absent */
	const char *gone;		/* CMP_REMOVED: "struct" or "member" */
};

struct compare_result {
	struct cmp_entry *e;		/* sorted by the path and line they are shown at */
	size_t nr, alloc;
	size_t remaining[2];		/* fake flexible arrays in OLD, in NEW */
	struct arena arena;
};

/* Keys of the records that hold OLD's fake arrays: the NEW scan lists their
 * members (analyze_options.fact_owners). Keys live in old's results. */
void compare_owners(struct strmap *owners, const struct cmp_side *old);
void compare_join(struct compare_result *cr, const struct cmp_side *old, const struct cmp_side *new);
void compare_result_release(struct compare_result *cr);

/* Per-directory counts, directories cut to depth components, sorted, then a
 * "total" row. before/after: fake flexible arrays in OLD/NEW under the
 * directory; the classes count OLD's arrays by OLD's path, new ones by NEW's. */
struct cmp_total {
	const char *dir;
	size_t before, count[CMP_NR_CLASSES], after;
};
size_t compare_totals(struct compare_result *cr, const struct cmp_side *new, int depth, struct cmp_total **rows);

#endif
