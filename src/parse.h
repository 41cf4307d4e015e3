/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * parse: tolerant reader of unpreprocessed C for the declarations flexfix
 * needs: every struct/union definition wherever it occurs (top level,
 * typedefs, nested, inside functions) with every member, plus typedef aliases
 * and variables declared as arrays of a struct type. Function bodies are not
 * parsed here: they stay token ranges (see analyze.c for size expressions).
 * Never guesses silently: what it cannot read becomes a parse note with a
 * position. Output refers to tokens of the source by index; it lives in the
 * source's arena and dies with it.
 */
#ifndef FLEXFIX_PARSE_H
#define FLEXFIX_PARSE_H

#include "lex.h"

enum array_kind {
	AK_NONE,	/* not an array */
	AK_FLEX,	/* T m[] or DECLARE_FLEX_ARRAY */
	AK_ZERO,	/* T m[0] */
	AK_ONE,		/* T m[1] */
	AK_FIXED,	/* T m[N], N > 1 literal */
	AK_MACRO,	/* T m[EXPR]: size not a literal */
};

#define MF_POINTER	0x0001	/* a '*' in the declarator: not an embedding */
#define MF_FUNCPTR	0x0002
#define MF_BITFIELD	0x0004
#define MF_DECLARE_FLEX	0x0008	/* DECLARE_FLEX_ARRAY / __DECLARE_FLEX_ARRAY */
#define MF_BITMAP	0x0010	/* DECLARE_BITMAP */
#define MF_GROUPED	0x0020	/* inside struct_group() and friends */
#define MF_COUNTED_BY	0x0040
#define MF_MULTI	0x0080	/* one of several declarators of one declaration */
#define MF_ANON_RECORD	0x0100	/* anonymous struct/union member (no declarator) */
#define MF_TYPE_TAG	0x0200	/* type is 'struct/union TAG' (type_name_tok is TAG) */
#define MF_TYPE_NAME	0x0400	/* type is a single identifier (a typedef name) */
#define MF_OPAQUE	0x0800	/* a macro call or name that may declare members: FOO(x); */

struct member {
	uint32_t name_tok;		/* NO_TOK for an anonymous record member */
	uint32_t decl_first, decl_end;	/* whole declaration [first, end): end is ';' or '}' */
	uint32_t type_first, type_end;	/* type specifier tokens [first, end), attributes included */
	uint32_t dim_open;		/* '[' of the first dimension, or NO_TOK */
	uint32_t type_name_tok;		/* tag or typedef name of the type, or NO_TOK */
	uint32_t counted_by_tok;	/* argument of __counted_by(), or NO_TOK */
	uint32_t cond;			/* #if branch of the declaration */
	int32_t record;			/* record defined in this member, or -1 */
	uint64_t dim_value;		/* first dimension when a literal */
	uint16_t flags;
	uint8_t akind, ndims;
	uint8_t type_kw;		/* KW_STRUCT / KW_UNION when MF_TYPE_TAG */
};

struct record {
	uint32_t kw_tok, tag_tok, open_tok, close_tok;	/* tag_tok NO_TOK when anonymous */
	uint32_t typedef_tok;		/* NO_TOK unless 'typedef struct {...} name' */
	int32_t parent;			/* enclosing record or -1 */
	int32_t parent_member;		/* member of the parent that holds it, or -1 */
	uint32_t cond;
	uint8_t is_union;
	struct member *m;
	uint32_t nr_m;
};

/* A declaration outside any record that matters to flexible structs. */
enum decl_use_kind {
	DU_ARRAY_VAR,		/* struct TAG name[N]; T name[N] (type_kw KW_TYPEDEF) */
	DU_TYPEDEF_ALIAS,	/* typedef struct TAG name; */
	DU_FUNC_RETURN,		/* struct TAG *name(...): a function returning a pointer to it */
};
struct decl_use {
	uint8_t kind, type_kw;		/* type_kw: KW_STRUCT/KW_UNION, KW_TYPEDEF for a name */
	uint32_t type_name_tok, name_tok;
};

struct parse_note {
	uint32_t tok;
	const char *msg;	/* static */
};

struct parse_result {
	struct record *rec;
	size_t nr_rec, alloc_rec;
	struct decl_use *uses;
	size_t nr_uses, alloc_uses;
	struct parse_note *notes;
	size_t nr_notes, alloc_notes;
};

/* Parses src; arrays are reused across calls (reset, not freed). */
void parse_source(const struct source *src, struct parse_result *pr);
void parse_result_release(struct parse_result *pr);

/* Known attribute-like words that are never a declarator name. */
int is_attribute_word(const struct source *src, const struct token *t);

#endif
