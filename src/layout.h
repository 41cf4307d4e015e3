/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * layout: struct and union layouts read from an object's DWARF (libdw), the
 * way pahole shows them: size, and each member's offset and size. Members of
 * anonymous structs and unions (DECLARE_FLEX_ARRAY, struct_group) are listed
 * flat under their container, at their offsets in it.
 */
#ifndef FLEXFIX_LAYOUT_H
#define FLEXFIX_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

struct layout_member {
	char *name;
	uint64_t off;
	uint64_t size;		/* 0 for [0] and [] */
	uint8_t array_open;	/* an array of no or zero elements ([0], []) */
	char *type;		/* its type as written, qualifiers and typedef names kept, bounds not: "const u32 []" */
	char *record;		/* a record held by value (or an array of them): "struct s", typedefs peeled; else NULL */
};

struct layout {
	char *name;		/* "struct l2t_data" */
	uint64_t size;
	struct layout_member *m;
	size_t nr_m, alloc_m;
};

struct layouts {
	struct layout *l;
	size_t nr, alloc;
};

/* Reads the named types ("struct x", "union y", "typedef t"; a typedef of no
 * record has its size and no members) of obj; -1 with
 * *err when the object has no DWARF. */
int layouts_load(struct layouts *ls, const char *obj, const char *const *names, size_t nr_names, const char **err);
const struct layout *layouts_find(const struct layouts *ls, const char *name);
void layouts_release(struct layouts *ls);

#endif
