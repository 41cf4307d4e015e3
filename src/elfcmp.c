// SPDX-License-Identifier: GPL-2.0-only
/*
 * elfcmp: symbol-by-symbol comparison of two relocatable objects with
 * libelf. See elfcmp.h for what counts as a difference.
 */
#include <ctype.h>
#include <fcntl.h>
#include <gelf.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "elfcmp.h"
#include "strbuf.h"
#include "vec.h"

/*
 * Names the compiler numbers: 'f.isra.0', 'f.constprop.1', '__func__.12',
 * '__key.3'; the kernel's '__UNIQUE_ID_ddebug412' (__COUNTER__). The
 * numbers change when unrelated code does; the names without them do not.
 */
static char *normalize(const char *name)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = name, *dot;
	int first = 1;

	while (*p) {
		size_t n;
		int digits = 1;

		dot = strchr(p, '.');
		n = dot ? (size_t)(dot - p) : strlen(p);
		for (size_t k = 0; k < n; k++)
			digits &= isdigit((unsigned char)p[k]) != 0;
		if (first) {
			size_t keep = n;

			if (!strncmp(p, "__UNIQUE_ID_", 12))
				while (keep > 12 && isdigit((unsigned char)p[keep - 1]))
					keep--;
			strbuf_add(&sb, p, keep);
		} else if (!digits || !n) {
			strbuf_addch(&sb, '.');
			strbuf_add(&sb, p, n);
		}
		first = 0;
		p += n;
		if (*p == '.')
			p++;
	}
	return strbuf_detach(&sb);
}

/* Bytes a relocation writes, for the machines flexfix is used on. */
static unsigned reloc_width(unsigned machine, unsigned type)
{
	if (machine == EM_X86_64) {
		switch (type) {
		case R_X86_64_64: case R_X86_64_PC64: case R_X86_64_GOTOFF64: case R_X86_64_GOTPC64:
			return 8;
		case R_X86_64_16: case R_X86_64_PC16:
			return 2;
		case R_X86_64_8: case R_X86_64_PC8:
			return 1;
		case R_X86_64_NONE:
			return 0;
		default:
			return 4;
		}
	}
	if (machine == EM_386)
		return type == R_386_NONE ? 0 : 4;
	if (machine == EM_AARCH64)
		return type == R_AARCH64_ABS64 || type == R_AARCH64_PREL64 ? 8 : 4;
	return 4;
}

struct loader {
	Elf *elf;
	size_t shstrndx;
	unsigned machine;
	uint8_t msb;			/* big-endian (ELFDATA2MSB): how a REL's addend is stored */
	Elf_Data *symdata, *strdata;
	size_t nr_syms;
	size_t symtab_link;
	struct rel { uint64_t off; int64_t addend; uint32_t type, sym; } **rels;	/* per section */
	size_t *nr_rels;
	size_t nr_sections;
};

static const char *section_name(struct loader *l, size_t idx)
{
	Elf_Scn *scn = elf_getscn(l->elf, idx);
	GElf_Shdr sh;
	const char *n;

	if (!scn || !gelf_getshdr(scn, &sh) || !(n = elf_strptr(l->elf, l->shstrndx, sh.sh_name)))
		return "?";
	return n;
}

static int ignored_section(const char *name)
{
	static const char *const prefixes[] = { ".debug", ".zdebug", ".note", ".comment", ".BTF", ".gnu.build",
						".llvm_addrsig", ".rela", ".rel.", ".symtab", ".strtab", ".shstrtab" };

	for (size_t k = 0; k < ARRAY_SIZE(prefixes); k++)
		if (!strncmp(name, prefixes[k], strlen(prefixes[k])))
			return 1;
	return 0;
}

static void escape(struct strbuf *sb, const char *s, size_t max)
{
	size_t n = 0;

	strbuf_addch(sb, '"');
	for (; *s && n < max; s++, n++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			strbuf_addf(sb, "\\%c", c);
		else if (c < 32 || c >= 127)
			strbuf_addf(sb, "\\x%02x", c);
		else
			strbuf_addch(sb, (char)c);
	}
	strbuf_addstr(sb, *s ? "\"..." : "\"");
}

/* What a relocation points to, independent of where things were laid out. */
static char *reloc_target(struct loader *l, const struct rel *r)
{
	struct strbuf sb = STRBUF_INIT;
	GElf_Sym s;

	if (!gelf_getsym(l->symdata, (int)r->sym, &s)) {
		strbuf_addf(&sb, "?%u", r->sym);
		return strbuf_detach(&sb);
	}
	if (GELF_ST_TYPE(s.st_info) == STT_SECTION && s.st_shndx != SHN_UNDEF && s.st_shndx < SHN_LORESERVE) {
		Elf_Scn *scn = elf_getscn(l->elf, s.st_shndx);
		GElf_Shdr sh;
		Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
		static const int deltas[] = { 0, 4, 8, 5, 6, 1, 2, 3, 7 };

		if (scn && gelf_getshdr(scn, &sh) && (sh.sh_flags & SHF_STRINGS) && d && d->d_buf) {
			/* a string literal: its text, and the PC-relative bias */
			for (size_t k = 0; k < ARRAY_SIZE(deltas) && r->addend < INT64_MAX - 8; k++) {
				int64_t off = r->addend + deltas[k];
				const char *p = d->d_buf;

				if (off < 0 || (uint64_t)off >= d->d_size || (off > 0 && p[off - 1]))
					continue;
				if (!memchr(p + off, 0, d->d_size - (size_t)off))
					continue;
				escape(&sb, p + off, 80);
				if (deltas[k])
					strbuf_addf(&sb, "-%d", deltas[k]);
				return strbuf_detach(&sb);
			}
		}
		/* a place in a section: the symbol that covers it */
		/* (untrusted values: offsets compared unsigned, no sum that can overflow) */
		for (int pass = 0; pass < 2 && r->addend < INT64_MAX - 8; pass++)
			for (size_t i = 0; i < l->nr_syms && r->addend + (pass ? 4 : 0) >= 0; i++) {
				GElf_Sym t;
				uint64_t off = (uint64_t)(r->addend + (pass ? 4 : 0));
				const char *n;

				if (!gelf_getsym(l->symdata, (int)i, &t) || t.st_shndx != s.st_shndx ||
				    GELF_ST_TYPE(t.st_info) == STT_SECTION || GELF_ST_TYPE(t.st_info) == STT_FILE)
					continue;
				if (off < t.st_value || off - t.st_value >= (t.st_size ? t.st_size : 1))
					continue;
				n = elf_strptr(l->elf, l->symtab_link, t.st_name);
				if (n && *n) {
					char *norm = normalize(n);

					strbuf_addf(&sb, "%s%+" PRId64, norm, r->addend - (int64_t)t.st_value);
					free(norm);
					return strbuf_detach(&sb);
				}
			}
		strbuf_addf(&sb, "%s%+" PRId64, section_name(l, s.st_shndx), r->addend);
		return strbuf_detach(&sb);
	}
	{
		const char *n = elf_strptr(l->elf, l->symtab_link, s.st_name);
		char *norm = normalize(n ? n : "?");

		strbuf_addstr(&sb, norm);
		if (r->addend)
			strbuf_addf(&sb, "%+" PRId64, r->addend);
		free(norm);
	}
	return strbuf_detach(&sb);
}

static int rel_cmp(const void *a, const void *b)
{
	const struct rel *x = a, *y = b;

	return x->off < y->off ? -1 : x->off > y->off;
}

/*
 * A REL relocation's addend (i386) is the value stored where it applies:
 * read it (signed, in the object's byte order), so the target is a symbol
 * and an offset like a RELA's, not bytes that move with the layout. 0 when
 * the place lies outside the section (untrusted input).
 */
static int64_t implicit_addend(const struct loader *l, size_t section, uint64_t off, unsigned width)
{
	Elf_Scn *scn = elf_getscn(l->elf, section);
	Elf_Data *d = scn ? elf_getdata(scn, NULL) : NULL;
	const unsigned char *p;
	uint64_t v = 0;

	if (!d || !d->d_buf || !width || width > 8 || off > d->d_size || width > d->d_size - off)
		return 0;
	p = (const unsigned char *)d->d_buf + off;
	for (unsigned k = 0; k < width; k++)
		v |= (uint64_t)p[l->msb ? k : width - 1 - k] << (8 * (width - 1 - k));
	if (width < 8 && (v >> (8 * width - 1)) & 1)
		v |= ~0ull << (8 * width);	/* sign-extended */
	return (int64_t)v;
}

static void load_relocations(struct loader *l)
{
	Elf_Scn *scn = NULL;

	l->rels = xcalloc(l->nr_sections + 1, sizeof(*l->rels));
	l->nr_rels = xcalloc(l->nr_sections + 1, sizeof(*l->nr_rels));
	while ((scn = elf_nextscn(l->elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		size_t n, alloc = 0;

		if (!gelf_getshdr(scn, &sh) || (sh.sh_type != SHT_RELA && sh.sh_type != SHT_REL) ||
		    sh.sh_info >= l->nr_sections || !(d = elf_getdata(scn, NULL)) || !sh.sh_entsize)
			continue;
		n = sh.sh_size / sh.sh_entsize;
		for (size_t i = 0; i < n; i++) {
			struct rel r = { 0 };

			if (sh.sh_type == SHT_RELA) {
				GElf_Rela ra;

				if (!gelf_getrela(d, (int)i, &ra))
					continue;
				r.off = ra.r_offset;
				r.addend = ra.r_addend;
				r.type = (uint32_t)GELF_R_TYPE(ra.r_info);
				r.sym = (uint32_t)GELF_R_SYM(ra.r_info);
			} else {
				GElf_Rel rl;

				if (!gelf_getrel(d, (int)i, &rl))
					continue;
				r.off = rl.r_offset;
				r.type = (uint32_t)GELF_R_TYPE(rl.r_info);
				r.sym = (uint32_t)GELF_R_SYM(rl.r_info);
				r.addend = implicit_addend(l, sh.sh_info, r.off, reloc_width(l->machine, r.type));
			}
			ALLOC_GROW(l->rels[sh.sh_info], l->nr_rels[sh.sh_info] + 1, alloc);
			l->rels[sh.sh_info][l->nr_rels[sh.sh_info]++] = r;
		}
		if (l->nr_rels[sh.sh_info])
			qsort(l->rels[sh.sh_info], l->nr_rels[sh.sh_info], sizeof(struct rel), rel_cmp);
	}
}

/* The object is untrusted input: a symbol's bytes must lie inside its section. -1 when not. */
static int add_symbol(struct object *o, struct loader *l, const GElf_Sym *s, const char *name, size_t *alloc)
{
	Elf_Scn *scn = elf_getscn(l->elf, s->st_shndx);
	GElf_Shdr sh;
	struct obj_sym *os;
	const char *sec;
	size_t alloc_rel = 0;

	if (!scn || !gelf_getshdr(scn, &sh) || !(sh.sh_flags & SHF_ALLOC))
		return 0;
	sec = section_name(l, s->st_shndx);
	if (ignored_section(sec))
		return 0;
	if (s->st_value > sh.sh_size || s->st_size > sh.sh_size - s->st_value)
		return -1;
	/* bytes in the file: the section's data holds them (its header may lie) */
	if (sh.sh_type != SHT_NOBITS) {
		Elf_Data *d = elf_getdata(scn, NULL);

		if (!d || (s->st_size && !d->d_buf) || s->st_value > d->d_size || s->st_size > d->d_size - s->st_value)
			return -1;
	}
	ALLOC_GROW(o->sym, o->nr_sym + 1, *alloc);
	os = &o->sym[o->nr_sym++];
	memset(os, 0, sizeof(*os));
	os->raw_name = xstrdup(name);
	os->name = normalize(name);
	os->section = sec;
	os->func = GELF_ST_TYPE(s->st_info) == STT_FUNC;
	os->value = s->st_value;
	os->size = s->st_size;
	os->nobits = sh.sh_type == SHT_NOBITS;
	/* .bss has no bytes, only a size: nothing to hold (or allocate) */
	os->bytes = xcalloc(os->nobits ? 1 : s->st_size + 1, 1);
	if (!os->nobits && s->st_size)
		memcpy(os->bytes, (char *)elf_getdata(scn, NULL)->d_buf + s->st_value, s->st_size);
	for (size_t i = 0; i < l->nr_rels[s->st_shndx]; i++) {
		const struct rel *r = &l->rels[s->st_shndx][i];
		unsigned w = reloc_width(l->machine, r->type);
		struct obj_reloc *or;

		if (r->off < s->st_value || r->off >= s->st_value + (s->st_size ? s->st_size : 0))
			continue;
		/* the bytes a relocation fills (a REL's stored addend is in its target) */
		for (unsigned k = 0; !os->nobits && k < w && r->off - s->st_value + k < s->st_size; k++)
			os->bytes[r->off - s->st_value + k] = 0;
		ALLOC_GROW(os->rel, os->nr_rel + 1, alloc_rel);
		or = &os->rel[os->nr_rel++];
		or->off = (uint32_t)(r->off - s->st_value);
		or->type = r->type;
		or->target = reloc_target(l, r);
	}
	return 0;
}

/* strict: every other section as "name size hash" lines */
static void strict_sections(struct object *o, struct loader *l, const uint8_t *covered)
{
	struct strbuf sb = STRBUF_INIT;
	Elf_Scn *scn = NULL;

	while ((scn = elf_nextscn(l->elf, scn))) {
		GElf_Shdr sh;
		Elf_Data *d;
		uint64_t h = 1469598103934665603ull;
		size_t idx = elf_ndxscn(scn);

		if (!gelf_getshdr(scn, &sh) || covered[idx] || sh.sh_type == SHT_SYMTAB || sh.sh_type == SHT_STRTAB ||
		    sh.sh_type == SHT_RELA || sh.sh_type == SHT_REL)
			continue;
		d = sh.sh_type == SHT_NOBITS ? NULL : elf_getdata(scn, NULL);
		for (size_t k = 0; d && d->d_buf && k < d->d_size; k++)
			h = (h ^ ((unsigned char *)d->d_buf)[k]) * 1099511628211ull;
		strbuf_addf(&sb, "%s %" PRIu64 " %016" PRIx64 "\n", section_name(l, idx), (uint64_t)sh.sh_size, h);
	}
	o->strict_len = sb.len;
	o->strict_data = (uint8_t *)strbuf_detach(&sb);
}

int object_load(struct object *o, const char *path, int strict, const char **err)
{
	struct loader l;
	GElf_Ehdr eh;
	Elf_Scn *scn = NULL;
	size_t alloc = 0;
	uint8_t *covered = NULL;
	int fd, ret = -1;

	memset(o, 0, sizeof(*o));
	memset(&l, 0, sizeof(l));
	*err = NULL;
	if (elf_version(EV_CURRENT) == EV_NONE) {
		*err = "libelf is out of date";
		return -1;
	}
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		*err = "cannot open the object";
		return -1;
	}
	l.elf = elf_begin(fd, ELF_C_READ, NULL);
	if (!l.elf || elf_kind(l.elf) != ELF_K_ELF || !gelf_getehdr(l.elf, &eh) || eh.e_type != ET_REL ||
	    elf_getshdrstrndx(l.elf, &l.shstrndx) || elf_getshdrnum(l.elf, &l.nr_sections)) {
		*err = "not a relocatable ELF object";
		goto out;
	}
	l.machine = eh.e_machine;
	l.msb = eh.e_ident[EI_DATA] == ELFDATA2MSB;
	while ((scn = elf_nextscn(l.elf, scn))) {
		GElf_Shdr sh;

		if (gelf_getshdr(scn, &sh) && sh.sh_type == SHT_SYMTAB) {
			l.symdata = elf_getdata(scn, NULL);
			l.symtab_link = sh.sh_link;
			l.nr_syms = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
			break;
		}
	}
	if (!l.symdata) {
		*err = "the object has no symbol table";
		goto out;
	}
	load_relocations(&l);
	covered = xcalloc(l.nr_sections + 1, 1);
	for (size_t i = 1; i < l.nr_syms; i++) {
		GElf_Sym s;
		const char *name;
		int t;

		if (!gelf_getsym(l.symdata, (int)i, &s))
			continue;
		t = GELF_ST_TYPE(s.st_info);
		if (t == STT_SECTION || t == STT_FILE || s.st_shndx == SHN_UNDEF || s.st_shndx >= SHN_LORESERVE)
			continue;
		name = elf_strptr(l.elf, l.symtab_link, s.st_name);
		if (!name || !*name)
			continue;
		if (s.st_shndx < l.nr_sections)
			covered[s.st_shndx] = 1;
		if (add_symbol(o, &l, &s, name, &alloc) < 0) {
			*err = "a symbol's size or value lies outside its section (a malformed object)";
			goto out;
		}
	}
	if (strict)
		strict_sections(o, &l, covered);
	ret = 0;
out:
	free(covered);
	for (size_t i = 0; l.rels && i < l.nr_sections; i++)
		free(l.rels[i]);
	free(l.rels);
	free(l.nr_rels);
	/* section names point into the ELF image: keep them as copies */
	for (size_t i = 0; i < o->nr_sym; i++)
		o->sym[i].section = xstrdup(o->sym[i].section);
	if (l.elf)
		elf_end(l.elf);
	close(fd);
	if (ret < 0)
		object_release(o);
	return ret;
}

void object_release(struct object *o)
{
	for (size_t i = 0; i < o->nr_sym; i++) {
		struct obj_sym *s = &o->sym[i];

		for (size_t k = 0; k < s->nr_rel; k++)
			free(s->rel[k].target);
		free(s->rel);
		free(s->bytes);
		free(s->name);
		free(s->raw_name);
		free((char *)s->section);
	}
	free(o->sym);
	free(o->strict_data);
	memset(o, 0, sizeof(*o));
}

static int sym_equal(const struct obj_sym *a, const struct obj_sym *b)
{
	char *sa, *sb;
	int same;
	static int debug = -1;

	if (debug < 0)
		debug = getenv("FLEXFIX_DEBUG_ELF") != NULL;
	if (a->func != b->func || a->size != b->size || a->nobits != b->nobits || a->nr_rel != b->nr_rel ||
	    (!a->nobits && memcmp(a->bytes, b->bytes, a->size))) {
		if (debug)
			fprintf(stderr, "elfcmp: %s: size %llu/%llu, %zu/%zu relocations, bytes %s\n", a->raw_name,
				(unsigned long long)a->size, (unsigned long long)b->size, a->nr_rel, b->nr_rel,
				a->size == b->size && !a->nobits && !b->nobits && memcmp(a->bytes, b->bytes, a->size) ? "differ" : "-");
		return 0;
	}
	for (size_t k = 0; k < a->nr_rel; k++)
		if (a->rel[k].off != b->rel[k].off || a->rel[k].type != b->rel[k].type ||
		    strcmp(a->rel[k].target, b->rel[k].target)) {
			if (debug)
				fprintf(stderr, "elfcmp: %s+%#x: %s / %s+%#x: %s\n", a->raw_name, a->rel[k].off,
					a->rel[k].target, b->raw_name, b->rel[k].off, b->rel[k].target);
			return 0;
		}
	sa = normalize(a->section);	/* .text.f.isra.0 with -ffunction-sections */
	sb = normalize(b->section);
	same = !strcmp(sa, sb);
	free(sa);
	free(sb);
	return same;
}

static int by_name(const void *x, const void *y)
{
	const struct obj_sym *const *a = x, *const *b = y;
	int c = strcmp((*a)->name, (*b)->name);

	return c ? c : (*a < *b ? -1 : *a > *b);
}

static int same_but_bytes(const struct obj_sym *a, const struct obj_sym *b)
{
	if (a->func != b->func || a->size != b->size || a->nr_rel != b->nr_rel || strcmp(a->section, b->section))
		return 0;
	for (size_t k = 0; k < a->nr_rel; k++)
		if (a->rel[k].off != b->rel[k].off || a->rel[k].type != b->rel[k].type ||
		    strcmp(a->rel[k].target, b->rel[k].target))
			return 0;
	return 1;
}

static void add_change(struct object_diff *d, const struct obj_sym *s, int kind, const struct obj_sym *other)
{
	ALLOC_GROW(d->ch, d->nr + 1, d->alloc);
	d->ch[d->nr].before = kind == SC_ADDED ? NULL : s;
	d->ch[d->nr].after = kind == SC_ADDED ? s : other;
	d->ch[d->nr].name = s->raw_name;
	d->ch[d->nr].kind = (uint8_t)kind;
	d->ch[d->nr].bytes_only = other && same_but_bytes(s, other);
	d->ch[d->nr++].func = s->func;
}

void object_compare(struct object *a, struct object *b, struct object_diff *d)
{
	struct obj_sym **sb = xmalloc((b->nr_sym + 1) * sizeof(*sb));

	memset(d, 0, sizeof(*d));
	for (size_t i = 0; i < b->nr_sym; i++) {
		sb[i] = &b->sym[i];
		sb[i]->matched = 0;
	}
	qsort(sb, b->nr_sym, sizeof(*sb), by_name);
	for (size_t i = 0; i < a->nr_sym; i++) {
		struct obj_sym *s = &a->sym[i], *same = NULL, *first = NULL;
		size_t lo = 0, hi = b->nr_sym;

		while (lo < hi) {
			size_t mid = (lo + hi) / 2;

			if (strcmp(sb[mid]->name, s->name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		/* names made equal by normalizing: pair equal contents first */
		for (size_t k = lo; k < b->nr_sym && !strcmp(sb[k]->name, s->name); k++) {
			if (sb[k]->matched)
				continue;
			if (!first)
				first = sb[k];
			if (sym_equal(s, sb[k])) {
				same = sb[k];
				break;
			}
		}
		s->func ? d->nr_funcs++ : d->nr_data++;
		if (same) {
			same->matched = 1;
		} else if (first) {
			first->matched = 1;
			add_change(d, s, SC_CHANGED, first);
		} else {
			add_change(d, s, SC_REMOVED, NULL);
		}
	}
	for (size_t i = 0; i < b->nr_sym; i++)
		if (!b->sym[i].matched)
			add_change(d, &b->sym[i], SC_ADDED, NULL);
	d->other_sections = a->strict_len != b->strict_len ||
			    (a->strict_len && memcmp(a->strict_data, b->strict_data, a->strict_len));
	free(sb);
}

void object_diff_release(struct object_diff *d)
{
	free(d->ch);
	memset(d, 0, sizeof(*d));
}
