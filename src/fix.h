/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * fix: usage analysis and conversion planning for fake flexible arrays.
 * Candidates come from the scan (one-element, zero-length and
 * zero-length-not-last members of named structs). Every file of the run is
 * then read for the uses of those structs and members (sizeof, offsetof,
 * struct_size, member access and indexes, resolved through declarations of
 * locals, parameters and casts), each use is classified as evidence of
 * flexible use, a size expression to rewrite, a value change to list, or a
 * reason to refuse the conversion. The result is a set of edits per file.
 */
#ifndef FLEXFIX_FIX_H
#define FLEXFIX_FIX_H

#include "engine.h"
#include "rewrite.h"

enum use_kind {
	U_SIZE_REWRITE,		/* a size expression rewritten (struct_size() ...) */
	U_INDEX_CONST,		/* p->m[N] */
	U_INDEX_VAR,		/* p->m[i] */
	U_SIZEOF_MEMBER,	/* sizeof(p->m) */
	U_ARRAY_SIZE,		/* ARRAY_SIZE(p->m) */
	U_SIZE_CHANGES,		/* sizeof(struct s) whose value changes, kept (memset, allocation) */
	U_SIZE_BLOCKS,		/* sizeof(struct s) whose value changes and that is not understood */
	U_OTHER,		/* p->m used otherwise */
	U_MINUS_ONE_KEPT,	/* a '- 1' beside p->m left as it is (elements 1..n-1), listed */
};

struct use {
	uint32_t cand, file;
	uint8_t kind, guess;
	uint32_t line, col;
	uint64_t index;			/* U_INDEX_CONST */
	char *what;			/* short text of the expression */
	uint32_t off, end;		/* edit, when the use is rewritten */
	char *text;
	uint32_t name_off, name_len;	/* the member name of p->m uses (for --uapi=union) */
	uint8_t uapi_file;		/* the use is in a UAPI header */
	uint32_t at_off;		/* byte offset of the use */
};

struct candidate {
	const char *path;		/* file declaring the struct */
	const char *record;		/* "struct s" */
	const char *tag;		/* "s", or NULL; for an anonymous member record, its container's */
	const char *tag_kw;		/* "struct" or "union" of the tag */
	const char *typedef_name;
	const char *member;
	const char *elem_type;
	uint8_t kind;			/* K_ONE_ELEMENT, K_ZERO_LENGTH, K_ZERO_LENGTH_NOT_LAST */
	uint8_t uapi, in_union, anonymous;
	uint64_t dim;			/* K_FIXED_TRAILING: its declared size */
	uint32_t res_file, res_finding;	/* its scan finding: er->res[res_file].findings.f[res_finding] */
	uint32_t line, col;
	int converted;
	int as_union;			/* UAPI [1] kept in a union beside a flexible twin */
	int forced;			/* converted by --force despite a shrinking sizeof() */
	const char *refusal;		/* why not, when not converted */
	struct use *refusal_use;
	size_t nr_flex, nr_fixed, nr_rewrites, nr_changes;
};

struct fix_options {
	int portable;			/* no struct_size(): plain sizeof arithmetic */
	int force;
	int uapi_union;
	int observe_fixed;		/* also gather the uses of fixed [N] trailing arrays (never converted) */
};

/* A type whose size follows a candidate's: the struct itself, or one that
 * embeds it (or such a type) as its last member. */
struct affected {
	const char *key;		/* "struct s", "typedef t" */
	const char *kw;			/* "struct", "union", or NULL for a typedef name */
	const char *name;
	uint32_t cand;
	uint8_t outer;
};

/* Chained hash from a name to entries of an array (affected types, members). */
struct name_index {
	uint32_t *head, *next;
	size_t size;
};

/* An edit the plan made, by candidate: --format-patch makes a patch of each. */
struct planned_edit {
	uint32_t cand;
	const char *path;
	uint32_t off, end;
	const char *text;
};

struct fix_plan {
	struct planned_edit *planned;
	size_t nr_planned, alloc_planned;
	struct name_index aff_by_name, cand_by_member;
	struct affected *aff;
	size_t nr_aff, alloc_aff;
	const struct member_type **mtypes;	/* members of named types, tree-wide */
	size_t nr_mtypes, alloc_mtypes;
	struct name_index mt_by_name;
	uint32_t *aff_slot;		/* open addressing by key: aff index + 1 */
	size_t aff_cap;
	struct candidate *cand;
	size_t nr_cand, alloc_cand;
	struct use *uses;
	size_t nr_uses, alloc_uses;
	struct file_edits *files;	/* one per file with edits */
	size_t nr_files, alloc_files;
	struct arena arena;
};

/* Builds the plan for the files of fl, whose scan results are er. */
int fix_plan_build(struct fix_plan *fp, const struct file_list *fl, const struct engine_result *er,
		   const struct fix_options *o);
void fix_plan_release(struct fix_plan *fp);
/* Elements a candidate's declaration gives ([1]: 1, [N]: N, [0]: 0). */
uint64_t candidate_size(const struct candidate *cd);
/* Is there an include/linux/overflow.h in path or a directory above it? */
int kernel_tree_above(const char *path);

#endif
