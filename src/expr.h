/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * expr: a small C expression parser (precedence climbing) over a token
 * range, enough to recognise and rewrite size computations: sizeof, casts,
 * calls, member access, indexes, arithmetic. Macros are calls or names.
 * Nodes live in an arena and refer to tokens by index; [first, last] is the
 * node's whole token range, so a rewrite replaces exactly its bytes.
 */
#ifndef FLEXFIX_EXPR_H
#define FLEXFIX_EXPR_H

#include "lex.h"

enum expr_kind {
	E_NAME, E_NUMBER, E_STRING, E_PAREN, E_UNARY, E_BINARY, E_COND, E_CAST,
	E_SIZEOF_TYPE,		/* sizeof(type) or sizeof(name): type tokens in [tfirst, tend) */
	E_SIZEOF_EXPR, E_CALL, E_INDEX, E_MEMBER, E_OTHER,
};

struct expr {
	uint8_t kind;
	uint16_t op;			/* punct for unary/binary; '.' or P_ARROW for member */
	uint32_t first, last;		/* token range, inclusive */
	uint32_t tfirst, tend;		/* type tokens of sizeof(type) and casts */
	struct expr *a, *b, *c;		/* operands; a call's callee is a, args in args */
	struct expr **args;
	uint32_t nr_args;
};

/* Parses the whole of [first, end); NULL when it is not one expression. */
struct expr *expr_parse(const struct source *src, uint32_t first, uint32_t end, struct arena *arena);
/* Strips parentheses. */
const struct expr *expr_strip(const struct expr *e);
/* Is e (parentheses aside) the name 'name'? */
int expr_is_name(const struct source *src, const struct expr *e, const char *name);
/* Is e the integer literal v (1, 1U, 0x1 ...)? */
int expr_is_int(const struct source *src, const struct expr *e, uint64_t v);
/* The value of an integer literal (parentheses aside): 0, or -1 when e is none. */
int expr_int_value(const struct source *src, const struct expr *e, uint64_t *v);

#endif
