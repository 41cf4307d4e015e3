/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef FLEXFIX_CXXFORM_H
#define FLEXFIX_CXXFORM_H

#include <stddef.h>
#include <stdint.h>

/* The edits that give a definition its C++ form: 'before' (owned) inserted at
 * 'at' (the definition, or the comment that ends on the line above it),
 * '#endif' at 'end' (past the definition's last continued line). */
struct cxx_form_edit {
	char *before;
	uint32_t at, end;
};

/*
 * For the file buf (len bytes) whose '#define __DECLARE_FLEX_ARRAY(' the
 * lexer read with its name at byte name, the directive ending at byte end
 * (its '\n'): 0 and *ce when the definition has two parameters and a newline
 * after it; else -1.
 */
int cxx_form_edit(const char *buf, size_t len, uint32_t name, uint32_t end, struct cxx_form_edit *ce);

#endif
