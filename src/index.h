/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * index: tree-wide merge after the per-file pass. Resolves which named types
 * (struct/union tags, typedef names) end with a flexible array, following
 * last-member embeddings and typedef aliases, then turns the recorded uses
 * of those types (embedded before other members, array elements) into
 * flex-not-at-end findings. Names are global in C only per translation unit:
 * a name defined more than once with different answers is ambiguous and not
 * reported (counted in stats).
 */
#ifndef FLEXFIX_INDEX_H
#define FLEXFIX_INDEX_H

#include "analyze.h"

struct index_stats {
	size_t names, flexible, ambiguous;
};

void index_resolve_embeddings(struct file_result *res, size_t nr, struct index_stats *st);

/*
 * A trailing array whose size is a name of the project's object-like macros
 * that expand to nothing, 0 or 1 (every definition in the tree, under any
 * #if, is one of these): '[FLEX_ARRAY]' defined empty (or 1 for old
 * compilers) is the project's spelling of a flexible array (a note, FF_SPELLED),
 * '[ANYSIZE_ARRAY]' defined 1 a one-element array, one defined 0 a
 * zero-length one. A name defined anything else anywhere stays a fixed size.
 */
void index_resolve_spellings(struct file_result *res, size_t nr);

#endif
