// SPDX-License-Identifier: GPL-2.0-only
/*
 * layout: struct layouts from DWARF with libdw (see layout.h).
 */
#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "layout.h"
#include "strbuf.h"
#include "vec.h"

/* The type under typedefs and qualifiers. */
static int strip_type(Dwarf_Die *type)
{
	for (int n = 0; n < 16; n++) {
		Dwarf_Attribute at;
		int tag = dwarf_tag(type);

		if (tag != DW_TAG_typedef && tag != DW_TAG_const_type && tag != DW_TAG_volatile_type &&
		    tag != DW_TAG_restrict_type && tag != DW_TAG_atomic_type)
			return 0;
		if (!dwarf_attr_integrate(type, DW_AT_type, &at) || !dwarf_formref_die(&at, type))
			return -1;
	}
	return -1;
}

/* A member's type as its declaration spells it, array bounds left out: two
 * members of one text hold the same kind of value ('u32' is not 's32'). */
static char *type_text(Dwarf_Die *type)
{
	struct strbuf sb = STRBUF_INIT;
	Dwarf_Die t = *type;

	for (int n = 0; n < 16; n++) {
		Dwarf_Attribute at;
		const char *name = dwarf_diename(&t);
		int tag = dwarf_tag(&t);

		if (tag == DW_TAG_const_type || tag == DW_TAG_volatile_type || tag == DW_TAG_restrict_type ||
		    tag == DW_TAG_atomic_type)
			strbuf_addstr(&sb, tag == DW_TAG_const_type ? "const " : tag == DW_TAG_volatile_type ? "volatile " :
					   tag == DW_TAG_restrict_type ? "restrict " : "_Atomic ");
		else if (tag == DW_TAG_pointer_type)
			strbuf_addstr(&sb, "* ");
		else if (tag == DW_TAG_array_type)
			strbuf_addstr(&sb, "[] ");
		else {
			strbuf_addf(&sb, "%s%s", tag == DW_TAG_structure_type ? "struct " : tag == DW_TAG_union_type ?
				    "union " : tag == DW_TAG_enumeration_type ? "enum " : "", name ? name : "?");
			break;
		}
		if (!dwarf_attr_integrate(&t, DW_AT_type, &at) || !dwarf_formref_die(&at, &t)) {
			strbuf_addstr(&sb, "void");
			break;
		}
	}
	return strbuf_detach(&sb);
}

/* "struct s" for a record held by value or as an array's elements ("typedef t"
 * for a record without a tag, by the typedef naming it); else NULL. */
static char *held_record(Dwarf_Die type)
{
	struct strbuf sb = STRBUF_INIT;
	const char *tdef = NULL, *name;
	int tag;

	for (int n = 0; n < 32; n++) {
		Dwarf_Attribute at;

		tag = dwarf_tag(&type);
		if (tag == DW_TAG_typedef)
			tdef = dwarf_diename(&type);
		else if (tag != DW_TAG_array_type && tag != DW_TAG_const_type && tag != DW_TAG_volatile_type &&
			 tag != DW_TAG_restrict_type && tag != DW_TAG_atomic_type)
			break;
		if (!dwarf_attr_integrate(&type, DW_AT_type, &at) || !dwarf_formref_die(&at, &type))
			return NULL;
	}
	if (tag != DW_TAG_structure_type && tag != DW_TAG_union_type)
		return NULL;
	if ((name = dwarf_diename(&type)))
		strbuf_addf(&sb, "%s %s", tag == DW_TAG_union_type ? "union" : "struct", name);
	else if (tdef)
		strbuf_addf(&sb, "typedef %s", tdef);
	else
		return NULL;
	return strbuf_detach(&sb);
}

static void add_members(struct layout *l, Dwarf_Die *rec, uint64_t base, int depth)
{
	Dwarf_Die child;

	if (depth > 8 || dwarf_child(rec, &child) != 0)
		return;
	do {
		Dwarf_Attribute at;
		Dwarf_Die type, written;
		Dwarf_Word off = 0;
		Dwarf_Word size = 0;
		const char *name;
		int has_type, ref;

		if (dwarf_tag(&child) != DW_TAG_member)
			continue;
		if (dwarf_attr_integrate(&child, DW_AT_data_member_location, &at))
			dwarf_formudata(&at, &off);
		ref = dwarf_attr_integrate(&child, DW_AT_type, &at) && dwarf_formref_die(&at, &type);
		if (ref)
			written = type;
		has_type = ref && strip_type(&type) == 0;
		name = dwarf_diename(&child);
		if (!name && has_type &&
		    (dwarf_tag(&type) == DW_TAG_structure_type || dwarf_tag(&type) == DW_TAG_union_type)) {
			add_members(l, &type, base + off, depth + 1);	/* anonymous: flat */
			continue;
		}
		if (name && !strncmp(name, "__empty_", 8))
			continue;	/* DECLARE_FLEX_ARRAY's empty struct */
		ALLOC_GROW(l->m, l->nr_m + 1, l->alloc_m);
		l->m[l->nr_m].name = xstrdup(name ? name : "<anonymous>");
		l->m[l->nr_m].off = base + off;
		l->m[l->nr_m].array_open = 0;
		l->m[l->nr_m].type = ref ? type_text(&written) : xstrdup("?");
		l->m[l->nr_m].record = ref ? held_record(written) : NULL;
		if (has_type && dwarf_aggregate_size(&type, &size) != 0)
			size = 0;
		if (has_type && dwarf_tag(&type) == DW_TAG_array_type && size == 0)
			l->m[l->nr_m].array_open = 1;
		l->m[l->nr_m++].size = size;
	} while (dwarf_siblingof(&child, &child) == 0);
}

static int wanted(const char *key, const char *const *names, size_t n)
{
	for (size_t k = 0; k < n; k++)
		if (!strcmp(key, names[k]))
			return 1;
	return 0;
}

static void add_layout(struct layouts *ls, const char *key, Dwarf_Die *rec)
{
	Dwarf_Attribute at;
	Dwarf_Word size = 0;
	struct layout *l;

	if (layouts_find(ls, key))
		return;	/* the first definition: one per object is the rule in C */
	ALLOC_GROW(ls->l, ls->nr + 1, ls->alloc);
	l = &ls->l[ls->nr++];
	memset(l, 0, sizeof(*l));
	l->name = xstrdup(key);
	if (dwarf_attr_integrate(rec, DW_AT_byte_size, &at))
		dwarf_formudata(&at, &size);
	l->size = size;
	add_members(l, rec, 0, 0);
}

/* A typedef of no record ('u32', a pointer, an enum): its size, no members. */
static void add_scalar(struct layouts *ls, const char *key, Dwarf_Die *type)
{
	Dwarf_Word size = 0;
	struct layout *l;

	if (layouts_find(ls, key) || dwarf_aggregate_size(type, &size) != 0)
		return;
	ALLOC_GROW(ls->l, ls->nr + 1, ls->alloc);
	l = &ls->l[ls->nr++];
	memset(l, 0, sizeof(*l));
	l->name = xstrdup(key);
	l->size = size;
}

/*
 * "name NAME" (verify's sizedeps: a name a function uses that it does not
 * declare): a typedef's type, or an object of the file's scope: its own
 * size, and as one member "[elem]" the size of its elements (an array) or
 * of what it points to (a pointer).
 */
static void add_named(struct layouts *ls, const char *key, Dwarf_Die *die, int object)
{
	Dwarf_Attribute at;
	Dwarf_Die type, inner;
	Dwarf_Word size = 0, elem = 0;
	struct layout *l;

	if (layouts_find(ls, key) || !dwarf_attr_integrate(die, DW_AT_type, &at) || !dwarf_formref_die(&at, &type) ||
	    strip_type(&type) != 0)
		return;
	if (!object && (dwarf_tag(&type) == DW_TAG_structure_type || dwarf_tag(&type) == DW_TAG_union_type)) {
		add_layout(ls, key, &type);
		return;
	}
	if (dwarf_aggregate_size(&type, &size) != 0)
		size = 0;
	inner = type;
	if ((dwarf_tag(&type) == DW_TAG_array_type || dwarf_tag(&type) == DW_TAG_pointer_type) &&
	    dwarf_attr_integrate(&type, DW_AT_type, &at) && dwarf_formref_die(&at, &inner) && strip_type(&inner) == 0 &&
	    dwarf_aggregate_size(&inner, &elem) != 0)
		elem = 0;
	ALLOC_GROW(ls->l, ls->nr + 1, ls->alloc);
	l = &ls->l[ls->nr++];
	memset(l, 0, sizeof(*l));
	l->name = xstrdup(key);
	l->size = size;
	if (elem) {
		l->m = xcalloc(1, sizeof(*l->m));
		l->m[0].name = xstrdup("[elem]");
		l->m[0].size = elem;
		l->m[0].type = xstrdup("");
		l->nr_m = l->alloc_m = 1;
	}
}

static void walk(struct layouts *ls, Dwarf_Die *die, const char *const *names, size_t n, int depth)
{
	Dwarf_Die child;

	if (depth > 32 || dwarf_child(die, &child) != 0)
		return;
	do {
		int tag = dwarf_tag(&child);
		const char *name = dwarf_diename(&child);
		struct strbuf key = STRBUF_INIT;

		if ((tag == DW_TAG_structure_type || tag == DW_TAG_union_type) && name &&
		    !dwarf_hasattr(&child, DW_AT_declaration)) {
			strbuf_addf(&key, "%s %s", tag == DW_TAG_union_type ? "union" : "struct", name);
			if (wanted(key.buf, names, n))
				add_layout(ls, key.buf, &child);
		} else if (tag == DW_TAG_typedef && name) {
			Dwarf_Attribute at;
			Dwarf_Die type;

			strbuf_addf(&key, "typedef %s", name);
			if (wanted(key.buf, names, n) && dwarf_attr_integrate(&child, DW_AT_type, &at) &&
			    dwarf_formref_die(&at, &type) && strip_type(&type) == 0) {
				if (dwarf_tag(&type) == DW_TAG_structure_type || dwarf_tag(&type) == DW_TAG_union_type)
					add_layout(ls, key.buf, &type);
				else
					add_scalar(ls, key.buf, &type);
			}
		}
		if ((tag == DW_TAG_typedef || (tag == DW_TAG_variable && !depth)) && name) {
			strbuf_reset(&key);
			strbuf_addf(&key, "name %s", name);
			if (wanted(key.buf, names, n))
				add_named(ls, key.buf, &child, tag == DW_TAG_variable);
		}
		strbuf_release(&key);
		if (tag == DW_TAG_structure_type || tag == DW_TAG_union_type || tag == DW_TAG_subprogram ||
		    tag == DW_TAG_lexical_block)
			walk(ls, &child, names, n, depth + 1);
	} while (dwarf_siblingof(&child, &child) == 0);
}

/* libdwfl, not dwarf_begin(): a relocatable object's DWARF needs its relocations applied. */
int layouts_load(struct layouts *ls, const char *obj, const char *const *names, size_t nr_names, const char **err)
{
	static const Dwfl_Callbacks cb = {
		.find_debuginfo = dwfl_standard_find_debuginfo,
		.section_address = dwfl_offline_section_address,
	};
	Dwfl *dwfl;
	Dwfl_Module *mod;
	Dwarf *dbg;
	Dwarf_Addr bias;
	Dwarf_Off off = 0, next;
	size_t hsize;

	memset(ls, 0, sizeof(*ls));
	*err = NULL;
	dwfl = dwfl_begin(&cb);
	if (!dwfl) {
		*err = "libdwfl cannot start";
		return -1;
	}
	mod = dwfl_report_offline(dwfl, "", obj, -1);
	dwfl_report_end(dwfl, NULL, NULL);
	dbg = mod ? dwfl_module_getdwarf(mod, &bias) : NULL;
	if (!dbg) {
		*err = "no DWARF debug information (build with -g)";
		dwfl_end(dwfl);
		return -1;
	}
	while (dwarf_nextcu(dbg, off, &next, &hsize, NULL, NULL, NULL) == 0) {
		Dwarf_Die cu;

		if (dwarf_offdie(dbg, off + hsize, &cu))
			walk(ls, &cu, names, nr_names, 0);
		off = next;
	}
	dwfl_end(dwfl);
	return 0;
}

const struct layout *layouts_find(const struct layouts *ls, const char *name)
{
	for (size_t i = 0; i < ls->nr; i++)
		if (!strcmp(ls->l[i].name, name))
			return &ls->l[i];
	return NULL;
}

void layouts_release(struct layouts *ls)
{
	for (size_t i = 0; i < ls->nr; i++) {
		for (size_t k = 0; k < ls->l[i].nr_m; k++) {
			free(ls->l[i].m[k].name);
			free(ls->l[i].m[k].type);
			free(ls->l[i].m[k].record);
		}
		free(ls->l[i].m);
		free(ls->l[i].name);
	}
	free(ls->l);
	memset(ls, 0, sizeof(*ls));
}
