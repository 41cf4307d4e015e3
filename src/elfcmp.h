/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * elfcmp: compares two relocatable objects symbol by symbol (libelf). Code
 * and data are compared with the bytes under relocations masked and the
 * relocations compared by what they point to (symbol and addend; a string
 * literal by its content; a place in a section by the symbol that covers
 * it), so renumbered labels, moved sections and clone numbering
 * (.isra.0/.isra.1, __func__.12) are not differences. Sections without
 * symbols (debug info, notes, unwind tables, alternatives) are not compared
 * unless strict.
 */
#ifndef FLEXFIX_ELFCMP_H
#define FLEXFIX_ELFCMP_H

#include <stddef.h>
#include <stdint.h>

struct obj_reloc {
	uint32_t off;		/* from the start of the symbol */
	uint32_t type;
	char *target;		/* "sym+0x8", "\"a string\"-4", ".rodata+0x40" */
};

struct obj_sym {
	char *name;		/* normalized: clone and local numbering removed */
	char *raw_name;		/* as in the object */
	const char *section;
	uint8_t func;		/* STT_FUNC, else data */
	uint8_t nobits;		/* .bss: no bytes */
	uint64_t value, size;		/* offset in its section, size */
	unsigned char *bytes;	/* relocated fields zeroed */
	struct obj_reloc *rel;
	size_t nr_rel;
	int matched;
};

struct object {
	struct obj_sym *sym;
	size_t nr_sym;
	uint8_t *strict_data;	/* strict: the other sections, concatenated with their names */
	size_t strict_len;
};

/* Loads path; -1 with *err set (static text) when it is not a readable ELF object. */
int object_load(struct object *o, const char *path, int strict, const char **err);
void object_release(struct object *o);

enum sym_change_kind { SC_CHANGED, SC_ADDED, SC_REMOVED };

struct sym_change {
	const char *name;	/* raw name (after for added, before otherwise) */
	const struct obj_sym *before, *after;	/* NULL when added / removed */
	uint8_t kind, func;
	uint8_t bytes_only;	/* same size and relocations, only bytes differ: maybe
				 * branches to other functions of the section, which the
				 * assembler resolves without a relocation */
};

struct object_diff {
	struct sym_change *ch;
	size_t nr, alloc;
	int other_sections;	/* strict: sections without symbols differ */
	size_t nr_funcs, nr_data;	/* symbols compared */
};

void object_compare(struct object *a, struct object *b, struct object_diff *d);
void object_diff_release(struct object_diff *d);

#endif
