// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include "cxxform.h"
#include "diag.h"
#include "fix.h"
#include "strmap.h"
#include "strbuf.h"
#include "vec.h"

/* Source text of tokens [a, b] (inclusive), as written; "" when b is before a. */
static char *span_text(const struct source *src, uint32_t a, uint32_t b)
{
	if (b < a)
		return xstrdup("");
	return xstrndup(src->buf + src->tok[a].off, src->tok[b].off + src->tok[b].len - src->tok[a].off);
}

static const char *arena_str(struct fix_plan *fp, const char *s)
{
	return s ? arena_strndup(&fp->arena, s, strlen(s)) : NULL;
}

/* ---- size expressions: the replacement of each form the evidence matched ---- */

/* Tabs, then spaces, up to column col (tabs to 8): a continuation line's indent. */
static void add_indent(struct strbuf *sb, unsigned col)
{
	for (unsigned k = 0; k < col / 8; k++)
		strbuf_addch(sb, '\t');
	for (unsigned k = 0; k < col % 8; k++)
		strbuf_addch(sb, ' ');
}

/* struct_size(P, m, COUNT) for a SF_HEADER_TAIL form, wrapped as kernel code is (on one line in a #define). */
static const char *struct_size_text(struct fix_plan *fp, const struct use_target *cd, const struct use *x)
{
	struct strbuf head = STRBUF_INIT, sb = STRBUF_INIT;
	unsigned col = x->col0, rest = x->eol_rest;
	const char *r;

	if (fp->o->portable) {
		strbuf_addf(&sb, "sizeof(%s) + %s * sizeof(%s)", cd->record, x->count, cd->elem_type);
	} else {
		/* the count as one line unless it was written over several */
		if (x->ptr)
			strbuf_addf(&head, "struct_size(%s, %s,", x->ptr, cd->member);
		else
			strbuf_addf(&head, "struct_size_t(%s, %s,", cd->record, cd->member);
		if (col + head.len + 1 + strlen(x->count) + 1 + rest > 80 && !strchr(x->count, '\n') && !x->in_define) {
			unsigned arg = col + (unsigned)(strchr(head.buf, '(') - head.buf) + 1;

			strbuf_addf(&sb, "%s\n", head.buf);
			add_indent(&sb, arg);
			strbuf_addf(&sb, "%s)", x->count);
		} else {
			strbuf_addf(&sb, "%s %s)", head.buf, x->count);
		}
	}
	r = arena_strndup(&fp->arena, sb.buf, sb.len);
	strbuf_release(&head);
	strbuf_release(&sb);
	return r;
}

/*
 * sizeof(struct s) - sizeof(e), the bytes before the element, is
 * offsetof(struct s, m): with '[]' the struct's size is those bytes rounded
 * up to its alignment, and before it the difference also held the padding
 * after the element (6 bytes of header, 8 with u8 m[1], 7 computed).
 */
static const char *offsetof_text(struct fix_plan *fp, const struct use_target *cd)
{
	struct strbuf sb = STRBUF_INIT;
	const char *r;

	if (cd->tag)
		strbuf_addf(&sb, "offsetof(%s %s, %s)", cd->tag_kw ? cd->tag_kw : "struct", cd->tag, cd->member);
	else if (cd->typedef_name)
		strbuf_addf(&sb, "offsetof(%s, %s)", cd->typedef_name, cd->member);
	else
		return NULL;
	r = arena_strndup(&fp->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

/*
 * offsetof(struct s, m) + COUNT for a SF_HEADER_BYTES form, the terms in
 * the order written; wrapped after the '+' at 80 columns, the second term
 * under the first, or one tab in from the statement where that would pass 100.
 */
static const char *offsetof_sum_text(struct fix_plan *fp, const struct use_target *cd, const struct use *x)
{
	const char *off = offsetof_text(fp, cd), *first, *second, *r;
	struct strbuf sb = STRBUF_INIT;

	if (!off)
		return NULL;
	first = x->count_first ? x->count : off;
	second = x->count_first ? off : x->count;
	strbuf_addstr(&sb, first);
	if (x->col0 + strlen(first) + 3 + strlen(second) + x->eol_rest > 80 && !strchr(x->count, '\n') && !x->in_define) {
		strbuf_addstr(&sb, " +\n");
		add_indent(&sb, x->col0 + strlen(second) + x->eol_rest > 100 ? x->indent0 + 8 : x->col0);
	} else {
		strbuf_addstr(&sb, " + ");
	}
	strbuf_addstr(&sb, second);
	r = arena_strndup(&fp->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

/* The new text of a use the conversion rewrites, or NULL. */
static const char *size_text(struct fix_plan *fp, const struct use *x)
{
	const struct use_target *cd = &fp->us.t[x->target];

	switch (x->form) {
	case SF_HEADER_TAIL:
		return struct_size_text(fp, cd, x);
	case SF_STRUCT_SIZE_MINUS_ONE:
		return x->count;
	case SF_HEADER_MINUS_ELEM:
		return offsetof_text(fp, cd);
	case SF_HEADER_BYTES:
		return offsetof_sum_text(fp, cd, x);
	case SF_SIZEOF_MEMBER:
		return cd->kind == K_ONE_ELEMENT ? "[0]" : NULL;
	}
	return NULL;
}

/* ---- declarations ---- */

struct decl_edit {
	uint32_t cand;
	uint32_t off[2], end[2];
	char *text[2];
	int nr;				/* 0: '[]' cannot be written here (decl_refusal says why) */
	uint32_t u_off, u_end;		/* the union form, when u_text */
	char *u_text;
};

struct decl_edits {
	struct decl_edit *e;
	size_t nr, alloc;
};

static uint32_t text_line_start(const char *buf, uint32_t off)
{
	while (off > 0 && buf[off - 1] != '\n')
		off--;
	return off;
}

static uint32_t text_line_end(const char *buf, size_t len, uint32_t off)	/* offset of the '\n' or the end */
{
	while (off < len && buf[off] != '\n')
		off++;
	return off;
}

static uint32_t line_start(const struct source *src, uint32_t off)
{
	return text_line_start(src->buf, off);
}

static uint32_t line_end(const struct source *src, uint32_t off)
{
	return text_line_end(src->buf, src->len, off);
}

/* The column after ch when ch starts at column col (tabs to 8). */
static unsigned column_after(unsigned col, char ch)
{
	return ch == '\t' ? (col / 8 + 1) * 8 : col + 1;
}

/* Only blanks between a and b? */
static int blank(const struct source *src, uint32_t a, uint32_t b)
{
	for (uint32_t k = a; k < b; k++)
		if (src->buf[k] != ' ' && src->buf[k] != '\t')
			return 0;
	return 1;
}

/* Whether s[0..n) holds only blanks and comments (closed on the line or '//'). */
static int after_is_comment(const char *s, size_t n)
{
	for (size_t k = 0; k < n;) {
		const char *close;

		if (s[k] == ' ' || s[k] == '\t' || s[k] == '\r') {
			k++;
		} else if (k + 1 < n && s[k] == '/' && s[k + 1] == '/') {
			return 1;
		} else if (k + 1 < n && s[k] == '/' && s[k + 1] == '*' &&
			   (close = memmem(s + k + 2, n - k - 2, "*/", 2))) {
			k = (size_t)(close + 2 - s);
		} else {
			return 0;
		}
	}
	return 1;
}

/* A nested record must itself be last in its container, and not an array: why not, or NULL. */
static const char *nesting_refusal(const struct parse_result *pr, const struct record *rec)
{
	for (int32_t r = (int32_t)(rec - pr->rec); r >= 0 && pr->rec[r].parent >= 0; r = pr->rec[r].parent) {
		const struct record *up = &pr->rec[pr->rec[r].parent];
		int32_t pm = pr->rec[r].parent_member;

		if (pm < 0 || (up->m[pm].flags & MF_POINTER))
			break;	/* a definition only, or reached through a pointer: not embedded */
		if (up->m[pm].akind != AK_NONE)
			return "the struct holding it is an array member of an enclosing struct";
		if (!up->is_union)
			for (uint32_t k = (uint32_t)pm + 1; k < up->nr_m; k++)
				if (!(up->m[k].flags & MF_OPAQUE))
					return "the struct holding it is embedded before other members of an enclosing struct";
	}
	return NULL;
}

/*
 * The tree's __DECLARE_FLEX_ARRAY() (UAPI's <linux/stddef.h>), when no
 * definition of it has a C++ form: C++ gives its empty struct a byte (C 0), so
 * a UAPI array written with it under its own name would move for C++ users.
 * NULL when one has, or when the run defines it nowhere.
 */
static const char *flex_macro_c_only(struct fix_plan *fp, const struct engine_result *er, size_t *def)
{
	size_t at = SIZE_MAX, files = 0;
	struct strbuf sb = STRBUF_INIT;
	const char *s;
	int uapi = 0, cxx = 0;

	/* UAPI's definitions when there are some (a tools/ copy is not the headers' own) */
	for (size_t i = 0; i < er->nr && !uapi; i++)
		uapi = er->res[i].flex_macro && strstr(er->res[i].path, "include/uapi/") &&
		       !strstr(er->res[i].path, "tools/");
	for (size_t i = 0; i < er->nr; i++) {
		if (!er->res[i].flex_macro ||
		    (uapi && (!strstr(er->res[i].path, "include/uapi/") || strstr(er->res[i].path, "tools/"))))
			continue;
		cxx |= er->res[i].flex_macro & FLEX_MACRO_CXX;
		files++;
		if ((er->res[i].flex_macro & FLEX_MACRO_C) && at == SIZE_MAX)
			at = i;
	}
	if (cxx || at == SIZE_MAX)
		return NULL;
	*def = files == 1 ? at : SIZE_MAX;	/* one file to give the C++ form */
	strbuf_addf(&sb, "%s:%u", er->res[at].path, (unsigned)er->res[at].flex_macro_line);
	s = arena_str(fp, sb.buf);
	strbuf_release(&sb);
	return s;
}

static const char *decl_edit_for(struct fix_plan *fp, size_t c, const struct source *src,
				 const struct parse_result *pr, const struct record *rec, const struct member *m,
				 struct decl_edit *de)
{
	const struct token *t = src->tok;
	const struct fix_options *o = fp->o;
	struct candidate *cand = &fp->cand[c];
	const struct use_target *cd = cand->t;
	uint32_t dim = m->dim_open, dim_end = dim != NO_TOK ? t[dim].match : NO_TOK;
	struct strbuf sb = STRBUF_INIT;
	const char *why;

	de->cand = (uint32_t)c;
	de->nr = 0;
	if (m->flags & (MF_DECLARE_FLEX | MF_BITMAP) || dim == NO_TOK)
		return "not a plain array declaration";
	if (!rec->is_union) {
		/* C wants a named member before a flexible array: struct { char x[0]; } stays; the
		 * members of an anonymous struct or union are the struct's own (C11 6.7.2.1p13) */
		int others = 0;
		const struct member *cond_only = NULL;	/* a member under an #if the array is not under */

		for (uint32_t k = 0; k < rec->nr_m; k++) {
			if (&rec->m[k] == m || (rec->m[k].flags & MF_OPAQUE) ||
			    !(rec->m[k].name_tok != NO_TOK || ((rec->m[k].flags & MF_ANON_RECORD) &&
			      rec->m[k].record >= 0 && pr->rec[rec->m[k].record].nr_m)))
				continue;
			/* one compiled wherever the array is; else the array may be alone */
			if (cond_encloses(src, rec->m[k].cond, m->cond))
				others = 1;
			else if (!cond_only)
				cond_only = &rec->m[k];
		}
		if (!others && cond_only && (cd->kind != K_ZERO_LENGTH || o->portable)) {
			const struct cond *cn = &src->conds[cond_only->cond];

			strbuf_addf(&sb, "no other member is compiled wherever the array is (line %u is under '%s', "
				    "line %u): where the array is alone, '[]' does not compile (a flexible array needs "
				    "a member before it)", t[cond_only->name_tok != NO_TOK ? cond_only->name_tok :
				    cond_only->type_first].line, cn->text ? cn->text : "#if", cn->line);
			why = arena_str(fp, sb.buf);
			strbuf_release(&sb);
			return why;
		}
		if (!others && (cd->kind != K_ZERO_LENGTH || o->portable))
			return "the array is the struct's only member (a flexible array needs one before it)";
		/* DECLARE_FLEX_ARRAY() puts an empty member before it, in every configuration: also
		 * where another member is compiled (2) */
		cand->sole = others ? 0 : cond_only ? 2 : 1;
	}
	if ((why = nesting_refusal(pr, rec)))
		return why;
	if (rec->is_union || cand->sole) {
		if (o->portable)
			return "a flexible array in a union needs DECLARE_FLEX_ARRAY(), not available in portable mode";
		uint32_t type_last = m->type_end;

		if ((m->flags & MF_MULTI) || m->ndims > 1 || m->name_tok == NO_TOK)
			return "union member too complex for DECLARE_FLEX_ARRAY()";
		if (cd->uapi && fp->flex_macro_c_only && fp->cxx_form.before) {
			cand->needs_cxx_form = 1;	/* the plan gives the macro its C++ form first */
		} else if (cd->uapi && fp->flex_macro_c_only) {
			strbuf_addf(&sb, "__DECLARE_FLEX_ARRAY() has no C++ form in this tree (%s): C++ gives its empty "
				    "struct a byte, which would move the array for C++ users of this UAPI header; give "
				    "the macro 'TYPE NAME[0]' under '#ifdef __cplusplus' first", fp->flex_macro_c_only);
			why = arena_str(fp, sb.buf);
			strbuf_release(&sb);
			return why;
		}
		if (m->flags & MF_POINTER) {
			/* 'void __percpu *ptrs[0]': the element type is all before the name */
			for (type_last = m->type_end; type_last < m->name_tok; type_last++)
				if (!tok_is(&t[type_last], '*') && !(t[type_last].kind == TK_IDENT))
					return "union member too complex for DECLARE_FLEX_ARRAY()";
		}
		if (m->record >= 0) {
			/* 'struct { ... } __packed x[0]': the type is the macro's argument as written,
			 * attributes too (kernel code does it), unless a comma outside parentheses would
			 * split it or a directive sits in it */
			int depth = 0;

			type_last = m->name_tok;
			for (uint32_t k = m->type_first; k < type_last; k++) {
				depth += tok_is(&t[k], '(') - tok_is(&t[k], ')');
				if (!depth && tok_is(&t[k], ','))
					return "the element type is defined in the declaration with a comma that would "
					       "split DECLARE_FLEX_ARRAY()'s arguments";
			}
			if (memchr(src->buf + t[m->type_first].off, '#', t[type_last].off - t[m->type_first].off))
				return "the element type is defined in the declaration with a directive in it: "
				       "DECLARE_FLEX_ARRAY() cannot take it";
		}
		{
			char *type = span_text(src, m->type_first, type_last - 1);
			uint32_t semi = m->decl_end, close = dim_end;

			/* UAPI headers have only the kernel's <linux/stddef.h> spelling; what
			 * follows the brackets ('__aligned(8)') stays after the macro */
			strbuf_addf(&sb, "%sDECLARE_FLEX_ARRAY(%s, %s)", cd->uapi ? "__" : "", type, cd->member);
			if (close + 1 < semi) {
				char *attrs = span_text(src, close + 1, semi - 1);

				strbuf_addf(&sb, " %s", attrs);
				free(attrs);
			}
			strbuf_addch(&sb, ';');
			free(type);
			de->off[0] = t[m->decl_first].off;
			de->end[0] = t[semi].off + 1;
			de->text[0] = strbuf_detach(&sb);
			de->nr = 1;
			return NULL;
		}
	}
	if (cd->kind == K_ZERO_LENGTH_NOT_LAST) {
		uint32_t ls = line_start(src, t[m->decl_first].off), le = line_end(src, t[m->decl_end].off);
		uint32_t close_ls = line_start(src, t[rec->close_tok].off);
		char *line;

		if ((m->flags & MF_MULTI) || !blank(src, ls, t[m->decl_first].off))
			return "the zero-length array shares its line with other members";
		/* one line moves: a declaration over several lines (a struct body, a preprocessor line
		 * inside) would carry its other lines along, past lines git's diff would rather move */
		if (t[m->decl_first].line != t[m->decl_end].line)
			return "the zero-length array's declaration spans several lines";
		if (!blank(src, close_ls, t[rec->close_tok].off))
			return "the closing brace of the struct is not on a line of its own";
		if (m->cond != rec->cond)
			return "the zero-length array is inside #if";
		for (uint32_t k = rec->nr_m; k-- > 0;) {
			if (rec->m[k].flags & MF_OPAQUE)
				continue;
			if (rec->m[k].akind == AK_FLEX || rec->m[k].akind == AK_ZERO || rec->m[k].akind == AK_ONE)
				return "the struct already ends with an array";
			break;
		}
		{
			const char *after = src->buf + t[m->decl_end].off + 1;
			size_t n = (size_t)(src->buf + le - after);
			const char *open = memmem(after, n, "/*", 2);

			if (open && !memmem(open, n - (size_t)(open - after), "*/", 2))
				return "a comment after the zero-length array continues on the next line";
			if (!after_is_comment(after, n))
				return "the zero-length array shares its line with other members";
		}
		/* move the whole line, [0] -> [] on the way, before the closing brace */
		line = xstrndup(src->buf + ls, le + 1 - ls);
		strbuf_add(&sb, line, t[dim].off - ls);
		strbuf_addf(&sb, "[%s]", fp->spelling);
		strbuf_addstr(&sb, line + (t[dim_end].off + 1 - ls));
		free(line);
		if (le >= src->len)
			strbuf_addch(&sb, '\n');
		de->off[0] = ls;
		de->end[0] = le < src->len ? le + 1 : le;
		de->text[0] = xstrdup("");
		de->off[1] = de->end[1] = close_ls;
		de->text[1] = strbuf_detach(&sb);
		de->nr = 2;
		return NULL;
	}
	if (m->flags & MF_MULTI) {
		/* u8 namelen, name[1];  ->  u8 namelen; + u8 name[]; on its own line */
		uint32_t comma = m->decl_first, k, ls = line_start(src, t[m->decl_first].off);
		char *type, *decl;

		for (k = m->name_tok; k > m->decl_first; k--)
			if (tok_is(&t[k], ',')) {
				comma = k;
				break;
			}
		if (comma == m->decl_first || !tok_is(&t[m->decl_end], ';') || dim_end + 1 != m->decl_end)
			return "the array is not the last declarator of its line";
		if (t[comma].line != t[m->decl_end].line)
			return "the declaration spans several lines";
		if (m->type_end <= m->type_first || dim <= comma + 1)
			return "the declaration has no type or name flexfix can read";
		type = span_text(src, m->type_first, m->type_end - 1);
		decl = span_text(src, comma + 1, dim - 1);
		if (blank(src, ls, t[m->decl_first].off)) {	/* its own line, indented as the old one */
			strbuf_addstr(&sb, ";\n");
			strbuf_add(&sb, src->buf + ls, t[m->decl_first].off - ls);
		} else {	/* 'struct r { u32 len; u8 a, b[0]; };': on the same line */
			strbuf_addstr(&sb, "; ");
		}
		strbuf_addf(&sb, "%s %s[%s]", type, decl, fp->spelling);
		free(type);
		free(decl);
		de->off[0] = t[comma - 1].off + t[comma - 1].len;
		de->end[0] = t[m->decl_end].off;
		de->text[0] = strbuf_detach(&sb);
		de->nr = 1;
		return NULL;
	}
	de->off[0] = t[dim].off;
	de->end[0] = t[dim_end].off + 1;
	strbuf_addf(&sb, "[%s]", fp->spelling);
	de->text[0] = strbuf_detach(&sb);
	de->nr = 1;
	return NULL;
}

/* Does record rec (or a record nested in it) have a member called name? */
/* Does rec, or an anonymous record among its members, have a member so named? */
static int names_member(const struct parse_result *pr, const struct source *src, const struct record *rec,
			const char *name, size_t n)
{
	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *m = &rec->m[k];
		const struct token *t = m->name_tok != NO_TOK ? &src->tok[m->name_tok] : NULL;

		if (t && t->len == n && !memcmp(src->buf + t->off, name, n))
			return 1;
		if (!t && (m->flags & MF_ANON_RECORD) && m->record >= 0 && names_member(pr, src, &pr->rec[m->record], name, n))
			return 1;
	}
	return 0;
}

/*
 * Is name a member of rec's name space: its own members, those of the
 * anonymous records in it, and, when rec is itself an anonymous member,
 * those of the record holding it (C11 6.7.2.1p13: one name space)?
 */
static int member_named(const struct parse_result *pr, const struct source *src, const struct record *rec,
			const char *name)
{
	while (rec->parent >= 0 && rec->parent_member >= 0 &&
	       (pr->rec[rec->parent].m[rec->parent_member].flags & MF_ANON_RECORD))
		rec = &pr->rec[rec->parent];
	return names_member(pr, src, rec, name, strlen(name));
}

/*
 * The one element's name in the union form, after the element as kernel
 * code names it: 'items' -> 'item', 'entries' -> 'entry', 'sge' ->
 * 'first_sge'; never a name the record already has.
 */
static char *placeholder_name(const struct parse_result *pr, const struct source *src, const struct record *rec,
			      const char *m)
{
	size_t n = strlen(m);
	struct strbuf sb = STRBUF_INIT;

	if (n > 4 && !strcmp(m + n - 3, "ies"))
		strbuf_addf(&sb, "%.*sy", (int)(n - 3), m);
	else if (n > 3 && m[n - 1] == 's' && m[n - 2] != 's' && m[n - 2] != '_')
		strbuf_addf(&sb, "%.*s", (int)(n - 1), m);
	else
		strbuf_addf(&sb, "first_%s", m);
	while (member_named(pr, src, rec, sb.buf))
		strbuf_addstr(&sb, "_elem");
	return strbuf_detach(&sb);
}

/*
 * The size-keeping form of a one-element array: the element stays, in a
 * union with the flexible array, so sizeof() of the struct is what it was
 * and every size computed from it stays right (nothing else is edited):
 *	union {
 *		T item;
 *		DECLARE_FLEX_ARRAY(T, items);
 *	};
 * A UAPI header keeps user space's name and type: 'T m[1]' beside
 * '__DECLARE_FLEX_ARRAY(T, m_flex)', the kernel's users moved to m_flex.
 */
static const char *union_edit_for(struct fix_plan *fp, size_t c, const struct source *src,
				  const struct parse_result *pr, const struct record *rec, const struct member *m,
				  struct decl_edit *de)
{
	const struct token *t = src->tok;
	const struct use_target *cd = fp->cand[c].t;
	uint32_t dim = m->dim_open, ls;
	struct strbuf sb = STRBUF_INIT;
	char *type, *indent, *one, *defined = NULL;	/* defined: 'struct tag' of a type defined here */
	const char *why;

	if (cd->kind != K_ONE_ELEMENT)
		return "not a one-element array";
	if (fp->o->portable)
		return "the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode";
	if (m->flags & (MF_DECLARE_FLEX | MF_BITMAP | MF_MULTI | MF_POINTER) || dim == NO_TOK || m->ndims > 1)
		return "the member is too complex for the union form";
	if (m->record >= 0) {
		const struct record *elem = &pr->rec[m->record];
		const struct member *last = elem->nr_m ? &elem->m[elem->nr_m - 1] : NULL;

		/* defined in the union's first member, named by its tag in the second */
		if (elem->tag_tok == NO_TOK)
			return "the element type is defined in the declaration without a tag (it would be defined twice)";
		if (last && (last->akind == AK_ZERO || last->akind == AK_ONE))
			return "the element type, defined in the declaration, ends with an array of its own";
	}
	if (t[dim].match + 1 != m->decl_end || !tok_is(&t[m->decl_end], ';'))
		return "something follows the array in its declaration";
	ls = line_start(src, t[m->decl_first].off);
	if (!blank(src, ls, t[m->decl_first].off) || m->type_end <= m->type_first)
		return "the declaration does not start its line";
	if ((why = nesting_refusal(pr, rec)))
		return why;
	if (cd->uapi) {
		struct strbuf flex = STRBUF_INIT;
		int taken;

		strbuf_addf(&flex, "%s_flex", cd->member);
		taken = member_named(pr, src, rec, flex.buf);
		strbuf_release(&flex);
		if (taken)
			return "the record already has a member named after the array with '_flex'";
	}
	type = span_text(src, m->type_first, m->type_end - 1);
	indent = xstrndup(src->buf + ls, t[m->decl_first].off - ls);
	if (m->record >= 0) {
		/* 'struct tag { ... }': its lines one tab in, inside the union; the macro names the tag */
		const struct record *elem = &pr->rec[m->record];
		struct strbuf in = STRBUF_INIT;

		for (const char *p = type; *p; p++) {
			strbuf_addch(&in, *p);
			if (*p == '\n' && p[1] && p[1] != '\n' && !rec->is_union)
				strbuf_addch(&in, '\t');
		}
		strbuf_addf(&sb, "%.*s %.*s", (int)t[elem->kw_tok].len, src->buf + t[elem->kw_tok].off,
			    (int)t[elem->tag_tok].len, src->buf + t[elem->tag_tok].off);
		free(type);
		type = strbuf_detach(&in);
		defined = strbuf_detach(&sb);
	}
	if (rec->is_union) {
		/* a union's member: the one element becomes the union's member beside the array */
		if (cd->uapi) {
			strbuf_addf(&sb, "%s %s[1];\n%s__DECLARE_FLEX_ARRAY(%s, %s_flex);", type, cd->member, indent,
				    defined ? defined : type, cd->member);
		} else {
			one = placeholder_name(pr, src, rec, cd->member);
			strbuf_addf(&sb, "%s %s;\n%sDECLARE_FLEX_ARRAY(%s, %s);", type, one, indent,
				    defined ? defined : type, cd->member);
			if (!fp->cand[c].placeholder)
				fp->cand[c].placeholder = one;
			else
				free(one);
		}
	} else if (cd->uapi) {
		strbuf_addf(&sb, "union {\n%s\t%s %s[1];\n%s\t__DECLARE_FLEX_ARRAY(%s, %s_flex);\n%s};", indent, type,
			    cd->member, indent, defined ? defined : type, cd->member, indent);
	} else {
		one = placeholder_name(pr, src, rec, cd->member);
		strbuf_addf(&sb, "union {\n%s\t%s %s;\n%s\tDECLARE_FLEX_ARRAY(%s, %s);\n%s};", indent, type, one,
			    indent, defined ? defined : type, cd->member, indent);
		if (!fp->cand[c].placeholder)
			fp->cand[c].placeholder = one;
		else
			free(one);
	}
	free(type);
	free(defined);
	free(indent);
	de->u_off = t[m->decl_first].off;
	de->u_end = t[m->decl_end].off + 1;
	de->u_text = strbuf_detach(&sb);
	return NULL;
}

/*
 * Another member of m's name in rec, compiled where m is: the compiler
 * rejects the record, and an edit would leave the other's uses to match the
 * moved one next time. The reason, or NULL.
 */
static const char *member_named_twice(struct fix_plan *fp, const struct source *src, const struct record *rec,
				      const struct member *m)
{
	const struct token *t = src->tok;

	if (m->name_tok == NO_TOK)
		return NULL;
	for (uint32_t k = 0; k < rec->nr_m; k++) {
		const struct member *other = &rec->m[k];
		struct strbuf sb = STRBUF_INIT;
		const char *why;

		if (other == m || other->name_tok == NO_TOK || t[other->name_tok].len != t[m->name_tok].len ||
		    memcmp(src->buf + t[other->name_tok].off, src->buf + t[m->name_tok].off, t[m->name_tok].len) ||
		    !(cond_encloses(src, other->cond, m->cond) || cond_encloses(src, m->cond, other->cond)))
			continue;
		strbuf_addf(&sb, "the record declares another member of this name (line %u): not C",
			    t[other->name_tok].line);
		why = arena_str(fp, sb.buf);
		strbuf_release(&sb);
		return why;
	}
	return NULL;
}

/* uses.c's hook: a target's declaration, on a worker thread (writes only that candidate's state). */
static void fix_declaration(void *ctx, uint32_t c, const struct source *src, const struct parse_result *pr,
			    const struct record *rec, const struct member *m)
{
	struct fix_plan *fp = ctx;
	struct decl_edits *des = &fp->des[c];
	struct decl_edit de;
	const char *why;

	memset(&de, 0, sizeof(de));
	if ((fp->cand[c].not_c = member_named_twice(fp, src, rec, m)))
		return;
	why = decl_edit_for(fp, c, src, pr, rec, m, &de);
	if (why) {
		de.nr = 0;
		if (!fp->cand[c].decl_refusal)
			fp->cand[c].decl_refusal = why;
	}
	why = union_edit_for(fp, c, src, pr, rec, m, &de);
	if (why && !fp->cand[c].union_refusal)
		fp->cand[c].union_refusal = why;
	if (!de.nr && !de.u_text)
		return;
	if (des->nr == des->alloc) {	/* one declaration is the rule: ALLOC_GROW's 24 would be most of fix's memory */
		des->alloc = des->alloc ? des->alloc * 2 : 1;
		des->e = xrealloc_array(des->e, des->alloc, sizeof(*des->e));
	}
	des->e[des->nr++] = de;
}

/* uses.c's hook: the targets are known, before the pass. */
static void fix_targets(void *ctx, const struct use_set *us)
{
	struct fix_plan *fp = ctx;

	fp->nr_cand = us->nr_t;
	fp->cand = xcalloc(us->nr_t + 1, sizeof(*fp->cand));
	fp->des = xcalloc(us->nr_t + 1, sizeof(*fp->des));
	for (size_t c = 0; c < us->nr_t; c++)
		fp->cand[c].t = &us->t[c];
}

/* Is there an include/linux/overflow.h in path or a directory above it? */
int kernel_tree_above(const char *path)
{
	char *dir = realpath(path, NULL);
	int found = 0;

	for (int up = 0; dir && up < 12 && !found; up++) {
		struct strbuf sb = STRBUF_INIT;
		struct stat st;
		char *slash;

		strbuf_addf(&sb, "%s/include/linux/overflow.h", dir);
		found = !stat(sb.buf, &st);
		strbuf_release(&sb);
		slash = strrchr(dir, '/');
		if (!slash || slash == dir)
			break;
		*slash = '\0';
	}
	free(dir);
	return found;
}

/* ---- the plan ---- */

static void plan_edit(struct fix_plan *fp, uint32_t cand, uint32_t file, uint32_t off, uint32_t end,
		      const char *text)
{
	struct planned_edit *pe;

	ALLOC_GROW(fp->planned, fp->nr_planned + 1, fp->alloc_planned);
	pe = &fp->planned[fp->nr_planned++];
	pe->cand = cand;
	pe->file = file;
	pe->path = fp->er->res[file].path;	/* lives as long as the scan's results */
	pe->off = off;
	pe->end = end;
	pe->text = arena_str(fp, text);
}

/* The edits of file i of the list, its bytes read once more: the scan's
 * offsets hold only if they are the bytes the scan read. */
#define FILE_UNREADABLE UINT32_MAX

static struct file_edits *edits_for(struct fix_plan *fp, size_t i)
{
	const char *path = fp->er->res[i].path;
	struct file_edits *fe;

	if (!fp->file_of)
		fp->file_of = xcalloc(fp->er->nr + 1, sizeof(*fp->file_of));
	if (fp->file_of[i] == FILE_UNREADABLE)
		return NULL;	/* read once, said once */
	if (fp->file_of[i])
		return &fp->files[fp->file_of[i] - 1];
	fp->file_of[i] = FILE_UNREADABLE;
	ALLOC_GROW(fp->files, fp->nr_files + 1, fp->alloc_files);
	fe = &fp->files[fp->nr_files];
	if (file_edits_load(fe, path) < 0) {
		fp->stale = 1;
		return NULL;
	}
	/* named from the project's top, wherever flexfix runs: 'git apply' and 'git am' there take it */
	if (fp->o->canon && fp->o->canon[i])
		fe->diff_name = xstrdup(fp->o->canon[i]);
	if (fp->o->same_as_scan && hash64(fe->old, fe->old_len) != fp->er->res[i].content_hash) {
		error("%s: changed since it was scanned; nothing converted (run again)", path);
		file_edits_release(fe);
		fp->stale = 1;
		return NULL;
	}
	fp->file_of[i] = (uint32_t)++fp->nr_files;
	return fe;
}

/*
 * A [1] used as flexible, refused for nothing else: '[]' with its sizes
 * rewritten when nothing needs the old size, else the union that keeps it
 * (--form: auto, rewrite or union). What needs the size, first found: a UAPI
 * header (the size is ABI), a sizeof() that is not a size expression flexfix
 * rewrites (a wire or disk header, a size assertion, a DMA size), an object
 * of the struct whose element is used or that is copied whole (with '[]' it
 * would have no element), a declaration '[]' cannot be written in (the
 * array is the struct's only member).
 */
/* Why an object whose address goes where use.reach says keeps its one element. */
static const char *const reach_why[NR_REACH] = {
	[REACH_CALLEE] = "an object of the struct, which holds the one element, is handed to a function that reaches "
			 "the array",
	[REACH_UNSEEN] = "an object of the struct, which holds the one element, is handed to a function flexfix cannot "
			 "read, which may use the element",
	[REACH_COPY] = "an object of the struct, which holds the one element, is handed to a copy whose length may "
		       "reach the element",
	[REACH_KEPT] = "an object of the struct, which holds the one element, has its address kept where code flexfix "
		       "does not follow may use the element",
};

static void choose_form(struct fix_plan *fp, struct candidate *cd, const struct fix_options *o)
{
	const char *need = NULL;
	const struct use *at = NULL;

	if (cd->t->uapi)
		need = "UAPI header: the struct's size is ABI";
	else if (cd->size_use)
		need = cd->size_use->assertion ? "a size assertion checks the struct's size: it must stay" :
		       cd->size_use->steps ? "this pointer arithmetic steps by the struct's size, which would shrink by one element" :
		       cd->size_use->macro_arg ? "a macro given the struct may take its size, which would shrink by one element" :
		       "this sizeof() would shrink by one element", at = cd->size_use;
	else if (cd->object_use)
		need = cd->object_use->by_position ? "an initializer may fill the one element by position" :
		       cd->object_use->literal ? "a compound literal of the struct holds the one element" :
		       cd->object_use->reach ? reach_why[cd->object_use->reach] :
		       "the element is used in an object of the struct (by value)", at = cd->object_use;
	else if (cd->copy_use)
		need = "the struct is copied by value (the copy would leave the element behind)", at = cd->copy_use;
	else if (cd->t->embedded)
		need = cd->t->embedded;	/* "'struct s' is embedded before other members at f.c:3 ('inner')" */
	else if (cd->decl_refusal)
		need = cd->decl_refusal;
	if (o->form == FORM_UNION || (need && o->form == FORM_AUTO)) {
		if (!cd->union_refusal) {
			cd->as_union = 1;
			cd->union_why = need;
			cd->union_use = at;
			return;
		}
		if (need) {	/* neither form: both reasons */
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "%s, and the union form that keeps the size cannot be written: %s", need,
				    cd->union_refusal);
			need = arena_str(fp, sb.buf);
			cd->refusal_class = "the size must stay and the union form that keeps it cannot be written";
			cd->classed = need;
			strbuf_release(&sb);
		} else {
			need = cd->union_refusal;
		}
	}
	cd->refusal = need;
	cd->refusal_use = at;
}

/*
 * Records of one file that start with the same header struct of that file
 * ('struct ie_header hdr;' then the value: a TLV family) hold variable data
 * alike: a [1] with no use either way is flexible when a sibling's trailing
 * array is used as flexible by its own uses or its comment. One step: a
 * record so judged is no sibling's evidence.
 */
static void family_evidence(struct fix_plan *fp)
{
	for (size_t c = 0; c < fp->nr_cand; c++) {
		struct candidate *cd = &fp->cand[c];

		if (cd->t->kind != K_ONE_ELEMENT || !cd->t->head_type || cd->nr_flex || cd->nr_fixed || cd->t->says_variable)
			continue;
		for (size_t d = 0; d < fp->nr_cand && !cd->family; d++) {
			const struct candidate *s = &fp->cand[d];

			if (d != c && s->t->head_type && (s->t->kind == K_ONE_ELEMENT || s->t->kind == K_ZERO_LENGTH) &&
			    (s->nr_flex || (s->t->kind == K_ONE_ELEMENT && s->t->says_variable)) && !s->nr_fixed &&
			    !strcmp(s->t->head_type, cd->t->head_type) && !strcmp(s->t->path, cd->t->path) &&
			    strcmp(s->t->record, cd->t->record))
				cd->family = s;
		}
	}
}

/*
 * A [1] whose size is a macro that is 1 only by default ('#ifndef N_MAX'
 * '#define N_MAX (1)', the includer may set it: the MPI headers' spelling of
 * a variable size) and whose own uses show it flexible, or whose macro's
 * comment says the number is read at run time ('leave this define set to
 * one and check NumPhys at runtime'): no loop bounded by that macro, no
 * object of the struct (whose storage would hold N_MAX), unless the comment
 * says so (code keeps it at one, the storage of the union form).
 */
static int default_size_variable(const struct fix_plan *fp, size_t c, size_t own_flex)
{
	const struct candidate *cd = &fp->cand[c];

	if (cd->t->kind != K_ONE_ELEMENT || !cd->t->size_default || (!own_flex && !cd->t->size_runtime) ||
	    (cd->object_use && !cd->t->size_runtime))
		return 0;
	for (uint32_t k = fp->us.target_start[c]; k < fp->us.target_start[c + 1]; k++) {
		const struct use *x = &fp->us.u[fp->us.by_target[k]];

		if (x->kind == U_INDEX_VAR && x->count && !strcmp(x->count, cd->t->size_macro))
			return 0;	/* 'for (i = 0; i < N_MAX; i++)': bounded by it */
	}
	return 1;
}

/*
 * The [1] members of one union (or of an anonymous union ending a struct)
 * share its size, its largest member's: a sizeof(), a step or a copy of the
 * record found for one (uses of the record go to its first array) holds for
 * each, since converting any of them may shrink it.
 */
static void share_record_sizes(struct fix_plan *fp)
{
	for (size_t c = 0; c < fp->nr_cand; c++) {
		const struct candidate *cd = &fp->cand[c];

		if (cd->t->kind != K_ONE_ELEMENT || (!cd->size_use && !cd->copy_use))
			continue;
		for (size_t d = 0; d < fp->nr_cand; d++) {
			struct candidate *sib = &fp->cand[d];
			const struct use_target *a = cd->t, *b = sib->t;

			if (d == c || b->kind != K_ONE_ELEMENT || a->res_file != b->res_file || a->rec_line != b->rec_line ||
			    strcmp(a->record, b->record))
				continue;
			if (!sib->size_use)
				sib->size_use = cd->size_use;
			if (!sib->copy_use)
				sib->copy_use = cd->copy_use;
		}
	}
}

static void decide(struct fix_plan *fp, const struct fix_options *o)
{
	/* the uses, in file order: the first blocking one is the one named */
	for (size_t k = 0; k < fp->us.nr_u; k++) {
		const struct use *x = &fp->us.u[k];
		struct candidate *cd = &fp->cand[x->target];

		cd->nr_refs += !x->guess && (x->kind == U_INDEX_VAR || x->kind == U_INDEX_CONST || x->kind == U_OTHER ||
					     x->kind == U_COPY || x->kind == U_COPY_CONST || x->kind == U_ARITH ||
					     x->kind == U_CAST || x->kind == U_SIZE_COUNT || x->kind == U_SIZE_REWRITE ||
					     x->kind == U_CALLEE);
		if (x->object && cd->t->kind == K_ONE_ELEMENT && !cd->object_use)
			cd->object_use = x;	/* '[1]' -> '[]' takes the element's storage from the object */

		if (x->guess && x->form && cd->t->kind != K_FIXED_TRAILING && !cd->refusal) {
			/* an edit is made where the use is the array's for sure, never on a guess */
			cd->refusal = "a size expression that would need an edit names a member of this name through a "
				      "base whose type is not known: if it is this array, it would be wrong or not compile";
			cd->refusal_use = x;
		}
		switch (x->kind) {
		case U_SIZE_REWRITE:
			cd->nr_flex++;
			cd->nr_rewrites++;
			break;
		case U_INDEX_VAR:
			cd->nr_flex += !x->guess && cd->t->kind != K_FIXED_TRAILING;	/* [N] arrays are indexed */
			break;
		case U_INDEX_CONST:
			if (x->index == USE_INDEX_LAYOUT)
				break;	/* a place in a layout, value unknown: evidence neither way */
			if (x->index >= use_target_size(cd->t))
				cd->nr_flex += !x->guess;
			else
				cd->nr_fixed += !x->guess;
			break;
		case U_SIZEOF_MEMBER:
			cd->nr_fixed += cd->t->kind == K_FIXED_TRAILING && !x->guess;
			if (x->type_taken) {
				if (cd->t->kind != K_FIXED_TRAILING && !cd->refusal) {
					cd->refusal = "typeof() of the array: as '[]' its type has no size, and an object "
						      "or sizeof() of that type would not compile";
					cd->refusal_use = x;
				}
			} else if (cd->t->kind != K_ONE_ELEMENT && cd->t->kind != K_FIXED_TRAILING && !cd->refusal) {
				cd->refusal = x->form ? "sizeof() of the zero-length array is 0 and would not compile" :
					      "a macro takes sizeof() of the zero-length array, which would not compile";
				cd->refusal_use = x;
			} else if (cd->t->kind == K_ONE_ELEMENT && !x->form && !cd->refusal) {
				/* the member is a macro's argument: no 'm[0]' rewrite reaches its sizeof() */
				cd->refusal = "a macro takes sizeof() of the array, which would not compile with '[]' "
					      "(nor in the union form)";
				cd->refusal_use = x;
			}
			break;
		case U_ARRAY_SIZE:
			cd->nr_fixed += cd->t->kind == K_FIXED_TRAILING && !x->guess;
			if (!cd->refusal) {
				cd->refusal = "ARRAY_SIZE() of the array would not compile";
				cd->refusal_use = x;
			}
			break;
		case U_SIZE_CHANGES:
			cd->nr_changes += cd->t->kind == K_ONE_ELEMENT;
			break;
		case U_COPY: case U_ARITH: case U_CAST: case U_SIZE_COUNT: case U_CALLEE:
			/* a [N] may hold what is copied or reached: evidence for [0] and [1] only */
			cd->nr_flex += !x->guess && cd->t->kind != K_FIXED_TRAILING;
			break;
		case U_COPY_CONST:
			cd->nr_flex += !x->guess && cd->t->kind != K_FIXED_TRAILING && use_copies_past(x, cd->t);
			break;
		case U_BY_VALUE:
			/* an object used as a header only stays right (its element's uses decide); a copy
			 * of the whole struct would leave the element behind */
			if (x->struct_copy && cd->t->kind == K_ONE_ELEMENT && !cd->copy_use)
				cd->copy_use = x;
			/* its storage holds the one element, which its initializer may fill or, for a
			 * compound literal, what it is handed to may use; a named object handed on by
			 * its address ('f(&v)') when f() reaches the array through it (callees.c) or
			 * cannot be read, to a copy that may fill the element, or whose address is kept
			 * in a member or at file scope */
			if ((x->literal || x->by_position || x->reach) && cd->t->kind == K_ONE_ELEMENT && !cd->object_use)
				cd->object_use = x;
			if (x->by_position && !cd->refusal && cd->t->kind == K_ZERO_LENGTH) {
				cd->refusal = "an initializer may fill the array by position: a flexible array member "
					      "would not take it";
				cd->refusal_use = x;
			}
			if (x->designates && !cd->refusal &&
			    (cd->t->kind == K_ONE_ELEMENT || cd->t->kind == K_ZERO_LENGTH)) {
				/* '.m = { ... }': a flexible array (in a union too) cannot be initialized so */
				cd->refusal = "an initializer names the array: a flexible array member would not take it";
				cd->refusal_use = x;
			}
			break;
		case U_SIZE_BLOCKS:
			if (cd->t->kind == K_ONE_ELEMENT && !cd->size_use)
				cd->size_use = x;
			break;
		}
	}
	family_evidence(fp);
	share_record_sizes(fp);
	for (size_t c = 0; c < fp->nr_cand; c++) {
		struct candidate *cd = &fp->cand[c];

		if (cd->t->kind == K_FIXED_TRAILING && cd->refusal) {
			cd->nr_flex = cd->nr_fixed = 0;	/* under #if or defined twice: uses may be another's */
			continue;
		}
		size_t own_flex = cd->nr_flex;	/* its own uses' */

		if (cd->t->kind == K_ONE_ELEMENT && (cd->t->says_variable || cd->t->size_runtime || cd->family))
			cd->nr_flex++;	/* its declaration, or its size macro's, says its length varies; its family's arrays do */
		if (cd->t->kind == K_FIXED_TRAILING) {
			cd->refusal = cd->nr_flex ? "a fixed-size array used past its size: a human must decide its size"
						  : "a fixed-size array";
			cd->refusal_use = NULL;
			continue;
		}
		if (cd->t->size_macro && !cd->refusal && !default_size_variable(fp, c, own_flex)) {
			/* 'T ovec[XFRM_MAX_OFFLOAD_DEPTH]' with the depth 1 is a bounded array, not a fake one */
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "its size is the macro %s (%d here): a bound that is %d today or the project's "
				    "spelling of a variable size; a human decides", cd->t->size_macro,
				    cd->t->kind == K_ONE_ELEMENT, cd->t->kind == K_ONE_ELEMENT);
			cd->refusal = arena_str(fp, sb.buf);
			cd->refusal_class = "its size is a macro that is 1 (or 0): a bound or a variable size, a human decides";
			cd->classed = cd->refusal;
			strbuf_release(&sb);
		}
		/* objects of a type with no name: their uses are not found, and a [0]'s may be a sizeof()
		 * or ARRAY_SIZE(), which '[]' does not compile */
		if (cd->t->anonymous && !cd->t->typedef_name && !cd->t->tag && !cd->refusal &&
		    (cd->t->kind == K_ONE_ELEMENT || (cd->t->kind == K_ZERO_LENGTH && cd->t->no_outer)))
			cd->refusal = "anonymous struct: its uses cannot be named";
		if (cd->t->kind == K_ONE_ELEMENT && cd->t->uapi && o->form == FORM_REWRITE && !cd->refusal)
			cd->refusal = "UAPI header: the struct's size is ABI (left for review; --form=auto keeps it in the union form)";
		if (cd->t->kind == K_ONE_ELEMENT && cd->t->elem_flexible && !cd->refusal)
			/* a '[0]' -> '[]' keeps what the code reaches; a '[1]' of such elements is one of them */
			cd->refusal = "its element type ends with a flexible array: each element has its own length, so "
				      "no index past the first reaches one, and '[]' would make an array of them, which ISO C "
				      "does not allow; a human restructures it (one member, not an array)";
		if (cd->t->kind == K_ONE_ELEMENT && !cd->nr_flex && !cd->refusal)
			cd->refusal = "no use shows it used as a flexible array";
		if (cd->t->kind == K_ONE_ELEMENT && !cd->refusal)
			choose_form(fp, cd, o);
		if (cd->sole && cd->t->kind == K_ZERO_LENGTH && !cd->nr_refs && !cd->refusal)
			cd->refusal = cd->sole == 2 ? "no other member is compiled wherever the array is and nothing uses its "
						      "elements: a marker, left as it is" :
				      "the array is the struct's only member and nothing uses its elements: a marker, left as it is";
		if (cd->t->kind == K_ZERO_LENGTH_NOT_LAST && !cd->refusal) {
			/* a [0] before other members is often an offset marker: move only an indexed array */
			for (uint32_t k = fp->us.target_start[c]; k < fp->us.target_start[c + 1] && !cd->refusal; k++) {
				const struct use *x = &fp->us.u[fp->us.by_target[k]];

				if ((x->kind == U_OTHER || x->kind == U_COPY || x->kind == U_COPY_CONST || x->kind == U_ARITH ||
				     x->kind == U_CAST || x->kind == U_CALLEE) && !x->guess) {
					cd->refusal = "it is used as an address, not only indexed: moving it would change what it points to";
					cd->refusal_use = x;
				}
			}
			if (!cd->refusal && !cd->nr_flex)
				cd->refusal = "no use indexes it: it may be an offset marker, which moving would break";
		}
		if (cd->t->kind == K_ZERO_LENGTH && cd->t->overlapped && !cd->refusal &&
		    (cd->t->uapi || cd->t->overlapped_uapi || (!own_flex && !cd->t->overlapped_storage))) {
			/* '[]' keeps the layout and the members after the embedding overlap its elements as
			 * they did; an array, not an offset marker, is one whose elements are used or
			 * whose embedding is followed by an array of its elements (their storage); g++
			 * rejects a struct ending with '[]' embedded before other members */
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "%s, and %s", cd->t->overlapped,
				    cd->t->uapi || cd->t->overlapped_uapi ?
				    "one of them is in a UAPI header: g++ rejects a struct ending with a flexible array member embedded so" :
				    "no use reads its elements: it may be an offset marker");
			cd->refusal = arena_str(fp, sb.buf);
			cd->refusal_class = "embedded before other members";
			cd->classed = cd->refusal;
			strbuf_release(&sb);
		}
		if (o->force && cd->refusal && cd->t->kind == K_ONE_ELEMENT && cd->nr_flex && !cd->as_union &&
		    cd->refusal_use && cd->refusal_use->kind == U_SIZE_BLOCKS) {
			cd->refusal = NULL;
			cd->forced = 1;
		}
		if (cd->as_union)
			cd->nr_rewrites = cd->nr_changes = 0;	/* the size stays: no size is edited */
		cd->converted = !cd->refusal;
	}
}

/*
 * How the project writes a flexible array: '' ([]), or the name of its own
 * macro ('[FLEX_ARRAY]', defined empty, or 1 for old compilers) when its
 * flexible arrays use one; the most used one when there are several.
 */
static const char *project_spelling(const struct engine_result *er)
{
	struct strmap count = STRMAP_INIT;
	const char *best = "";
	uintptr_t most = 0;
	int added;

	for (size_t i = 0; i < er->nr; i++)
		for (size_t k = 0; k < er->res[i].findings.nr; k++) {
			const struct finding *f = &er->res[i].findings.f[k];
			struct strmap_entry *e;

			if (!(f->flags & FF_SPELLED) || f->kind != K_FLEXIBLE)
				continue;
			e = strmap_put(&count, f->size, &added);
			e->value = (void *)((uintptr_t)e->value + 1);
			if ((uintptr_t)e->value > most) {
				most = (uintptr_t)e->value;
				best = f->size;
			}
		}
	strmap_release(&count);
	return best;
}

/*
 * offsetof(struct s, m) in place of a 'sizeof(struct s) - sizeof(e)' written
 * over two lines may leave its line past 100 columns with the term after it:
 * then the line breaks after the '+' or '-' that follows, the next term
 * under the offsetof(). *end grows over the operator.
 */
static const char *wrap_before_term(struct fix_plan *fp, const struct file_edits *fe, uint32_t off, uint32_t *end,
				    const char *text)
{
	uint32_t bol = off, e = *end, op, after, eol, col = 0;
	struct strbuf sb = STRBUF_INIT;
	const char *r;

	bol = text_line_start(fe->old, off);
	for (uint32_t k = bol; k < off; k++)
		col = column_after(col, fe->old[k]);
	eol = text_line_end(fe->old, fe->old_len, e);
	if (col + strlen(text) + (eol - e) <= 100)
		return text;
	for (op = e; op < eol && fe->old[op] == ' '; op++)
		;
	if (op + 1 >= eol || (fe->old[op] != '+' && fe->old[op] != '-') || fe->old[op + 1] != ' ')
		return text;	/* no term after it on the line: nothing to move */
	for (after = op + 1; after < eol && fe->old[after] == ' '; after++)
		;
	strbuf_addf(&sb, "%s %c\n", text, fe->old[op]);
	add_indent(&sb, col);
	*end = after;
	r = arena_strndup(&fp->arena, sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

/* Is the line [bol, eol) of text a directive's: a '#' first, or a '\\' last
 * on it or on the line before (a #define continued)? */
static int in_directive(const char *text, uint32_t bol, uint32_t eol)
{
	uint32_t a = bol, z = eol, p = bol;

	while (a < z && (text[a] == ' ' || text[a] == '\t'))
		a++;
	while (z > a && (text[z - 1] == ' ' || text[z - 1] == '\t' || text[z - 1] == '\r'))
		z--;
	if (p > 0)
		p--;	/* the newline ending the line before */
	while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t' || text[p - 1] == '\r'))
		p--;
	return (a < z && text[a] == '#') || (z > a && text[z - 1] == '\\') || (p > 0 && text[p - 1] == '\\');
}

/*
 * A use renamed ('m' -> 'm_flex', added bytes more) may take its line past
 * 100 columns: the line breaks after the last ", " of a call's arguments
 * that keeps it within them, the rest under the first argument, as kernel
 * code wraps. Lines already past 100, or with no such comma, stay.
 */
static void wrap_longer_line(struct fix_plan *fp, struct file_edits *fe, const struct use *x, unsigned added)
{
	uint32_t bol = text_line_start(fe->old, x->name_off), eol = text_line_end(fe->old, fe->old_len, x->name_off), at = 0;
	unsigned col = 0, width = 0, opens[32], depth = 0, indent = 0;
	char quote = 0;

	for (uint32_t k = bol; k < eol; k++)
		width = column_after(width, fe->old[k]);
	if (width > 100 || width + added <= 100)
		return;
	if (in_directive(fe->old, bol, eol))
		return;	/* a #define's line: a break would end the macro there */
	for (uint32_t k = bol; k < eol; k++) {
		char ch = fe->old[k];

		col = column_after(col, ch);	/* in the old text */
		if (k == x->name_off)
			col += added;
		if (quote) {
			quote = ch == '\\' ? (k++, quote) : ch == quote ? 0 : quote;
			continue;
		}
		if (ch == '"' || ch == '\'') {
			quote = ch;
		} else if (ch == '(' && depth < 32) {
			opens[depth++] = col;
		} else if (ch == ')' && depth) {
			depth--;
		} else if (ch == ',' && depth && k + 1 < eol && fe->old[k + 1] == ' ' && col <= 100) {
			at = k + 1;
			indent = opens[depth - 1];
		}
	}
	if (at) {
		struct strbuf sb = STRBUF_INIT;
		const char *text;

		strbuf_addch(&sb, '\n');
		add_indent(&sb, indent);
		text = arena_strndup(&fp->arena, sb.buf, sb.len);
		if (file_edits_add(fe, at, at + 1, text) == 0)
			plan_edit(fp, x->target, x->file, at, at + 1, text);
		strbuf_release(&sb);
	}
}

/*
 * The C++ form of the tree's C-only __DECLARE_FLEX_ARRAY() (fp->flex_macro_c_only),
 * in file at (cxxform.c); else the conversions that need it are refused
 * (decl_edit_for()).
 */
static void prepare_cxx_form(struct fix_plan *fp, const struct engine_result *er, size_t at)
{
	const struct file_edits *fe;
	struct cxx_form_edit ce;

	if (at == SIZE_MAX || er->res[at].flex_macro_defs != 1 || !(fe = edits_for(fp, at)) ||
	    cxx_form_edit(fe->old, fe->old_len, er->res[at].flex_macro_name, er->res[at].flex_macro_end, &ce) < 0)
		return;
	fp->cxx_form.before = arena_str(fp, ce.before);
	fp->cxx_form.at = ce.at;
	fp->cxx_form.end = ce.end;
	fp->cxx_form.file = (uint32_t)at;
	free(ce.before);
}

/* The macro's C++ form, when a converted candidate needs it: its own edits (CAND_CXX_FORM). */
static void plan_cxx_form(struct fix_plan *fp)
{
	struct file_edits *fe;
	uint32_t f = fp->cxx_form.file;

	for (size_t c = 0; c < fp->nr_cand && !fp->cxx_form.planned; c++)
		fp->cxx_form.planned = fp->cand[c].converted && fp->cand[c].needs_cxx_form;
	if (!fp->cxx_form.planned)
		return;
	fe = edits_for(fp, f);
	if (fe && file_edits_add(fe, fp->cxx_form.at, fp->cxx_form.at, fp->cxx_form.before) == 0 &&
	    file_edits_add(fe, fp->cxx_form.end, fp->cxx_form.end, "#endif\n") == 0) {
		plan_edit(fp, CAND_CXX_FORM, f, fp->cxx_form.at, fp->cxx_form.at, fp->cxx_form.before);
		plan_edit(fp, CAND_CXX_FORM, f, fp->cxx_form.end, fp->cxx_form.end, "#endif\n");
		return;
	}
	fp->cxx_form.planned = 0;
	for (size_t c = 0; c < fp->nr_cand; c++)
		if (fp->cand[c].converted && fp->cand[c].needs_cxx_form) {
			fp->cand[c].converted = 0;
			fp->cand[c].refusal = "__DECLARE_FLEX_ARRAY() has no C++ form in this tree and flexfix could not "
					      "write it (another edit at its definition)";
			fp->cand[c].refusal_use = NULL;
		}
}

int fix_plan_build(struct fix_plan *fp, const struct file_list *fl, const struct engine_result *er,
		   const struct fix_options *o)
{
	struct uses_options uo = { .observe_fixed = o->observe_fixed, .jobs = o->jobs, .in_scope = o->in_scope,
				    .canon = o->canon, .same_as_scan = o->same_as_scan,
				    .sizes_of_one_element_only = o->sizes_of_one_element_only };
	struct uses_hooks h = { fix_targets, fix_declaration, NULL };
	size_t *first_unparsed;	/* per file: its unparsed region that starts first */
	size_t cxx_def = SIZE_MAX;
	int ret;

	memset(fp, 0, sizeof(*fp));
	fp->o = o;
	fp->er = er;
	fp->spelling = project_spelling(er);
	fp->flex_macro_c_only = flex_macro_c_only(fp, er, &cxx_def);
	if (fp->flex_macro_c_only)
		prepare_cxx_form(fp, er, cxx_def);
	h.ctx = fp;
	ret = uses_collect(&fp->us, fl, er, &uo, &h);
	if (!fp->nr_cand)
		return ret;
	fp->stale = ret < 0;	/* a file of the usage pass was unreadable or changed: its uses are unknown */
	/* the first reason is the one given: the definition, then the declaration */
	for (size_t c = 0; c < fp->nr_cand; c++) {
		struct candidate *cd = &fp->cand[c];
		const struct use_target *t = cd->t;

		/* a [1]'s declaration may take the union form where '[]' cannot be written, and where its
		 * struct is embedded (its one element keeps the layout): choose_form(); under #if, a
		 * [1]'s sizes would change in some configurations only, a [0]'s in none */
		int if_refused = t->under_if && t->kind != K_ZERO_LENGTH;
		const char *embedded = t->kind == K_ONE_ELEMENT ? NULL : t->embedded;

		cd->refusal = t->defined_twice ? t->twins : cd->not_c ? cd->not_c :
			      if_refused ? "declared under #if" : embedded ? embedded :
			      t->kind == K_ONE_ELEMENT ? NULL : cd->decl_refusal;
		cd->refusal_class = t->defined_twice ? "the struct is defined more than once and a use sees several" :
				    cd->not_c ? "the record declares another member of the same name: not C" :
				    if_refused || !embedded ? NULL :
				    strstr(t->embedded, " in an array") || strstr(t->embedded, " an array member") ?
				    "embedded in an array" : "embedded before other members";
		cd->classed = cd->refusal;
	}
	decide(fp, o);
	debug_time("fix: decide");
	for (size_t c = 0; c < fp->nr_cand; c++)
		if (!fp->cand[c].t->in_scope) {
			fp->cand[c].converted = 0;	/* declared outside the paths given: its uses only */
			fp->cand[c].refusal = "declared outside the paths given";
		}
	/* a candidate with no declaration to rewrite is not converted */
	for (size_t c = 0; c < fp->nr_cand; c++) {
		int written = fp->des[c].nr > 0;

		for (size_t k = 0; k < fp->des[c].nr; k++)
			written &= fp->cand[c].as_union ? fp->des[c].e[k].u_text != NULL : fp->des[c].e[k].nr > 0;
		if (!written && fp->cand[c].converted) {
			fp->cand[c].converted = 0;
			fp->cand[c].refusal = "its declaration could not be rewritten";
		}
	}
	/* edits of converted candidates, grouped by file */
	for (size_t c = 0; c < fp->nr_cand; c++) {
		struct candidate *cd = &fp->cand[c];

		for (size_t k = 0; k < fp->des[c].nr; k++) {
			const struct decl_edit *de = &fp->des[c].e[k];
			struct file_edits *fe = cd->converted ? edits_for(fp, cd->t->res_file) : NULL;

			if (fe && cd->as_union) {
				if (file_edits_add(fe, de->u_off, de->u_end, de->u_text) < 0) {
					cd->refusal = "two rewrites of the same text";
					cd->converted = 0;
					continue;
				}
				plan_edit(fp, (uint32_t)c, cd->t->res_file, de->u_off, de->u_end, de->u_text);
				continue;
			}
			for (int e = 0; fe && e < de->nr; e++) {
				if (file_edits_add(fe, de->off[e], de->end[e], de->text[e]) < 0) {
					cd->refusal = "two rewrites of the same text";
					cd->converted = 0;
					continue;
				}
				plan_edit(fp, (uint32_t)c, cd->t->res_file, de->off[e], de->end[e], de->text[e]);
			}
		}
	}
	/* whole size expressions first: a sizeof(p->m) inside one is rewritten with it */
	for (int pass = 0; pass < 2; pass++)
		for (size_t k = 0; k < fp->us.nr_u; k++) {
			const struct use *x = &fp->us.u[k];
			struct candidate *cd = &fp->cand[x->target];
			struct file_edits *fe;
			const char *text, *whole;
			uint32_t end;

			if (cd->converted && cd->as_union && !cd->t->uapi && x->form == SF_SIZEOF_MEMBER) {
				/* sizeof(p->m) of the flexible array would not compile: sizeof(p->m[0]), the same value */
			} else if (cd->converted && cd->as_union) {
				/* UAPI: kernel users of the flexible elements move to the new name; else
				 * nothing changes but the declaration (the sizes stay right) */
				if (pass == 1 && cd->t->uapi && !x->uapi_file && !x->guess && x->name_len &&
				    (x->kind == U_INDEX_VAR || x->kind == U_INDEX_CONST || x->kind == U_OTHER ||
				     x->kind == U_COPY || x->kind == U_COPY_CONST || x->kind == U_ARITH || x->kind == U_CAST ||
				     x->kind == U_CALLEE)) {
					struct strbuf nm = STRBUF_INIT;

					strbuf_addf(&nm, "%s_flex", cd->t->member);
					fe = edits_for(fp, x->file);
					if (fe && file_edits_add(fe, x->name_off, x->name_off + x->name_len, nm.buf) == 0) {
						plan_edit(fp, x->target, x->file, x->name_off, x->name_off + x->name_len, nm.buf);
						wrap_longer_line(fp, fe, x, 5);
					}
					strbuf_release(&nm);
				}
				continue;
			}
			if (cd->converted && cd->forced && pass == 1 && x->kind == U_SIZE_BLOCKS) {
				/* --force: the open site gets a comment at the end of its line */
				uint32_t eol;

				fe = edits_for(fp, x->file);
				if (!fe)
					continue;
				eol = text_line_end(fe->old, fe->old_len, x->at_off);
				{
					struct strbuf c = STRBUF_INIT;

					strbuf_addf(&c, " /* flexfix: one element less since '%s[]' */", cd->t->member);
					if (file_edits_add(fe, eol, eol, c.buf) == 0)
						plan_edit(fp, x->target, x->file, eol, eol, c.buf);
					strbuf_release(&c);
				}
				continue;
			}
			if (!x->form || !cd->converted || (pass == 0) != (x->kind == U_SIZE_REWRITE) ||
			    !(text = size_text(fp, x)))
				continue;
			fe = edits_for(fp, x->file);
			if (!fe)
				continue;
			end = x->end;
			whole = text;
			if (x->form == SF_HEADER_MINUS_ELEM && !x->in_define)
				text = wrap_before_term(fp, fe, x->off, &end, text);
			if (file_edits_add(fe, x->off, end, text) < 0) {
				if (pass == 0)
					warning("%s:%u: two rewrites of the same text; '%s' left as it is",
						fl->path[x->file], x->line, x->what);
				continue;
			}
			plan_edit(fp, x->target, x->file, x->off, end, text);
			/* the note's text: what replaces the whole expression (struct_size(p, m, n - 1) keeps
			 * its call, only its count changes: "") */
			if (x->kind == U_SIZE_REWRITE) {
				if (!fp->rewritten)
					fp->rewritten = xcalloc(fp->us.nr_u + 1, sizeof(*fp->rewritten));
				fp->rewritten[k] = x->form == SF_STRUCT_SIZE_MINUS_ONE ? "" : whole;
				if (x->form == SF_HEADER_MINUS_ELEM && x->count) {
					/* 'X - sizeof(struct s) + sizeof(e)': the note shows X too */
					struct strbuf sb = STRBUF_INIT;

					strbuf_addf(&sb, "%s%s", x->count, whole);
					fp->rewritten[k] = arena_strndup(&fp->arena, sb.buf, sb.len);
					strbuf_release(&sb);
				}
			}
		}
	/* code after a record the parser could not read (no closing brace) is
	 * not known to be code: a struct with an edit there is not converted */
	first_unparsed = xmalloc((er->nr + 1) * sizeof(*first_unparsed));
	for (size_t i = 0; i < er->nr; i++)
		first_unparsed[i] = SIZE_MAX - 1;	/* not looked for yet */
	for (size_t k = 0; k < fp->nr_planned; k++) {
		const struct planned_edit *pe = &fp->planned[k];
		const struct finding_list *fs = &er->res[pe->file].findings;
		struct candidate *cd = &fp->cand[pe->cand];
		size_t *first = &first_unparsed[pe->file];

		if (*first == SIZE_MAX - 1) {	/* once per file: linear in a file's structs */
			*first = SIZE_MAX;
			for (size_t f = 0; f < fs->nr; f++)
				if (fs->f[f].kind == K_UNPARSED && (*first == SIZE_MAX || fs->f[f].off < fs->f[*first].off))
					*first = f;
		}
		if (*first != SIZE_MAX && cd->converted && fs->f[*first].off <= pe->off) {
			const struct finding *u = &fs->f[*first];
			struct strbuf sb = STRBUF_INIT;

			strbuf_addf(&sb, "an edit would fall after code flexfix could not parse (%s:%u: %s)",
				    u->path, u->line, u->msg);
			cd->converted = 0;
			cd->refusal = arena_str(fp, sb.buf);
			cd->refusal_class = "an edit would fall after code flexfix could not parse";
			cd->classed = cd->refusal;
			cd->refusal_use = NULL;
			strbuf_release(&sb);
		}
	}
	free(first_unparsed);
	if (fp->stale) {
		for (size_t c = 0; c < fp->nr_cand; c++)
			if (fp->cand[c].converted) {
				fp->cand[c].converted = 0;
				fp->cand[c].refusal = "a file changed or could not be read while flexfix read the tree";
				fp->cand[c].refusal_use = NULL;
			}
		ret = -1;
	}
	plan_cxx_form(fp);
	return ret;
}

void fix_plan_release(struct fix_plan *fp)
{
	for (size_t c = 0; c < fp->nr_cand && fp->des; c++) {
		for (size_t k = 0; k < fp->des[c].nr; k++)
		{
			for (int e = 0; e < fp->des[c].e[k].nr; e++)
				free(fp->des[c].e[k].text[e]);
			free(fp->des[c].e[k].u_text);
		}
		free(fp->des[c].e);
		free(fp->cand[c].placeholder);
	}
	free(fp->des);
	free(fp->rewritten);
	for (size_t i = 0; i < fp->nr_files; i++)
		file_edits_release(&fp->files[i]);
	free(fp->files);
	free(fp->file_of);
	free(fp->cand);
	free(fp->planned);
	use_set_release(&fp->us);
	arena_release(&fp->arena);
	memset(fp, 0, sizeof(*fp));
}

/* See fix.h. */
int fix_plan_needs_cxx_form(const struct fix_plan *fp, const size_t *cands, size_t nr)
{
	for (size_t k = 0; k < nr && fp->cxx_form.planned; k++)
		if (fp->cand[cands[k]].converted && fp->cand[cands[k]].needs_cxx_form)
			return 1;
	return 0;
}

/* See fix.h. */
size_t fix_plan_cxx_form_users(const struct fix_plan *fp)
{
	size_t n = 0;

	for (size_t c = 0; c < fp->nr_cand && fp->cxx_form.planned; c++)
		n += fp->cand[c].converted && fp->cand[c].needs_cxx_form;
	return n;
}

/* See fix.h. */
size_t fix_plan_edits(const struct fix_plan *fp, const size_t *cands, size_t nr, enum fix_edits_which which,
		      struct file_edits **out)
{
	struct file_edits *fe = NULL;
	size_t nr_fe = 0, alloc_fe = 0;
	int cxx_form = which == FIX_EDITS_CXX_FORM ||
		       (which == FIX_EDITS_ALL && fix_plan_needs_cxx_form(fp, cands, nr));

	for (size_t k = 0; k < fp->nr_planned; k++) {
		const struct planned_edit *pe = &fp->planned[k];
		size_t f = 0, lo = 0, hi = nr;

		if (pe->cand == CAND_CXX_FORM ? !cxx_form : which == FIX_EDITS_CXX_FORM)
			continue;
		while (pe->cand != CAND_CXX_FORM && lo < hi) {	/* cands are in increasing order */
			size_t mid = lo + (hi - lo) / 2;

			if (cands[mid] < pe->cand)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (pe->cand != CAND_CXX_FORM && (lo == nr || cands[lo] != pe->cand))
			continue;
		while (f < nr_fe && strcmp(fe[f].path, pe->path))
			f++;
		if (f == nr_fe) {
			/* the bytes the plan was made on, never a new read */
			uint32_t s = fp->file_of ? fp->file_of[pe->file] : 0;

			if (!s || s == FILE_UNREADABLE)
				BUG("an edit of a file the plan did not read");
			ALLOC_GROW(fe, nr_fe + 1, alloc_fe);
			file_edits_copy_source(&fe[nr_fe++], &fp->files[s - 1]);
		}
		file_edits_add(&fe[f], pe->off, pe->end, pe->text);
	}
	for (size_t f = 0; f < nr_fe && !fp->o->portable; f++)
		file_edits_retab(&fe[f]);
	*out = fe;
	return nr_fe;
}

void fix_plan_diff(const struct fix_plan *fp, const size_t *cands, size_t nr, enum fix_edits_which which,
		   struct strbuf *diff, unsigned flags)
{
	struct file_edits *fe;
	size_t n = fix_plan_edits(fp, cands, nr, which, &fe);

	for (size_t f = 0; f < n; f++) {
		file_edits_diff(&fe[f], diff, 3, flags);
		file_edits_release(&fe[f]);
	}
	free(fe);
}

const char *fix_refusal_class(const struct candidate *cd)
{
	if (cd->refusal_class && cd->classed == cd->refusal)
		return cd->refusal_class;
	return cd->refusal ? cd->refusal : "?";
}

const char *fix_rewrite_of(const struct fix_plan *fp, const struct use *x)
{
	return fp->rewritten ? fp->rewritten[x - fp->us.u] : NULL;
}
