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
 * For the file buf (len bytes) whose '#define __DECLARE_FLEX_ARRAY(' is on
 * line (1-based): 0 and *ce when the file has that one definition, on lines
 * of its own, with two parameters, ending with a newline; else -1.
 */
int cxx_form_edit(const char *buf, size_t len, unsigned line, struct cxx_form_edit *ce);

#endif
