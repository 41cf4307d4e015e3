/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * callees: what a function does with its pointer parameters, read from its
 * body while the scan holds the file's tokens. A parameter indexed by a
 * variable, moved by one (or stepped in a loop), or handed to a copy of a
 * run-time length reaches past its first element: a call f(p->m, ...) is
 * then such a use of p->m (uses.c), unless every argument that bounds it
 * is a constant at that call ('sum(p->m, 1)'). And a pointer parameter whose
 * member's elements the body reaches ('p->m[i]', 'memcpy(d, p->m, n)'): a
 * call f(&v) then reaches the elements of v's member (PF_MEMBER). Facts
 * only, no verdicts.
 */
#ifndef FLEXFIX_CALLEES_H
#define FLEXFIX_CALLEES_H

#include <stdint.h>
#include "analyze.h"
#include "lex.h"

/* A copy or read whose pointer arguments (a bit each) get a length
 * (argument; -1: the string's own, known at run time). */
struct copier {
	const char *name;
	uint8_t ptrs;
	int8_t len;
};

/* The copier named by [s, s + n), or NULL. */
const struct copier *copier_find(const char *s, size_t n);
/* The '(' of the innermost call whose arguments hold token k, looking back no further than lo
 * (exclusive), and which argument k is in (*arg); 0 when a statement or block starts first. */
uint32_t call_holding(const struct token *t, uint32_t k, uint32_t lo, uint32_t *arg);
/* The first tokens of the arguments of the call whose '(' is at open, at most max (arg[max] past
 * the ')'): their number. */
uint32_t call_args(const struct token *t, uint32_t open, uint32_t *arg, uint32_t max);
/* Argument n of the call whose '(' is at open: its tokens [*a, *b); 0 when the call has fewer. */
int call_arg_span(const struct token *t, uint32_t open, uint32_t n, uint32_t *a, uint32_t *b);
/* Is [a, b) known when compiling: literals, sizeof(...), UPPER_CASE names, operators? */
int tokens_constant(const struct source *src, uint32_t a, uint32_t b);
/* A name without lower-case letters: a macro or a constant, by the kernel's convention. */
int tok_upper_case(const struct source *src, uint32_t k);
/* Fills res->pflex: the pointer parameters of the file's function definitions used past their first element,
 * and those whose members' elements are reached. */
void callees_read(struct file_result *res, const struct source *src, struct arena *arena);

#endif
