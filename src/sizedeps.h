/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * sizedeps: the types whose sizes one function's code depends on, read from
 * its tokens (no preprocessor, no types from headers). verify asks it when a
 * function's code changed around a record whose patch changed only an
 * array's bound: if no size the function uses changed, the change is the
 * compiler's, not the program's.
 */
#ifndef FLEXFIX_SIZEDEPS_H
#define FLEXFIX_SIZEDEPS_H

#include <stddef.h>
#include <stdint.h>
#include "lex.h"

enum size_dep_use {
	SD_MEMBER = 1,	/* only its members reached ('p->m', 'v.m'): their offsets */
	SD_SIZE = 2,	/* its size: sizeof, a by-value object, a copy, a step, a cast pointer */
	SD_NAMED = 4,	/* named as a type (sizeof(T), '(T *)'): the objects' debug information must know it */
};

struct size_dep {
	char *type;		/* "struct x", "union y", "typedef t" */
	unsigned use;		/* enum size_dep_use bits */
	uint32_t tok;		/* first place of a size use (or of a member use) */
};

struct size_deps {
	struct size_dep *d;
	size_t nr, alloc;
	const char *unknown;	/* NULL, or why some size it uses cannot be named (static text) */
	uint32_t unknown_tok;
};

/*
 * Reads the function whose parameters start at params_tok ('(') and whose
 * body is [body_tok, body_end] ('{' ... '}'). defined(name) says a callee is
 * a function of this file (its own code is compared on its own); a pointer
 * handed whole to any other callee is a size use, since a macro may take
 * sizeof(*p).
 */
void size_deps_read(const struct source *src, uint32_t params_tok, uint32_t body_tok, uint32_t body_end,
		    int (*defined)(const char *name, size_t len, void *ctx), void *ctx, struct size_deps *out);
void size_deps_release(struct size_deps *d);

#endif
