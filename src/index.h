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

#endif
