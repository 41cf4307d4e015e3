// SPDX-License-Identifier: GPL-2.0-only
/*
 * cxxform: the C++ form of a C-only __DECLARE_FLEX_ARRAY() definition, as
 * text edits of its file. C gives the macro's empty struct no bytes, C++ one:
 * a UAPI array written with the C form moves for C++ users. Later kernels
 * define 'TYPE NAME[0]' under '#ifdef __cplusplus'; fix writes the same
 * when a conversion needs it (fix.c plans the edits).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "cxxform.h"
#include "strbuf.h"

/* An identifier at p (up to end) followed by blanks and the byte 'then': its length, else 0 */
static size_t ident_then(const char *p, const char *end, char then, const char **next)
{
	size_t n = 0;

	while (p + n < end && (isalnum((unsigned char)p[n]) || p[n] == '_'))
		n++;
	if (!n || isdigit((unsigned char)*p))
		return 0;
	for (*next = p + n; *next < end && (**next == ' ' || **next == '\t'); (*next)++)
		;
	if (*next == end || **next != then)
		return 0;
	(*next)++;
	return n;
}

/* See cxxform.h. */
int cxx_form_edit(const char *buf, size_t len, uint32_t name, uint32_t end, struct cxx_form_edit *ce)
{
	static const char kw[] = "__DECLARE_FLEX_ARRAY(";
	const char *b = buf, *e = buf + len, *line = buf + name, *t, *n, *p;
	struct strbuf sb = STRBUF_INIT;
	size_t nt, nn;

	if (end >= len || name >= end || buf[end] != '\n' || end - name < sizeof(kw) - 1 ||
	    memcmp(buf + name, kw, sizeof(kw) - 1))
		return -1;	/* no newline at the end of the file (left alone), or not the bytes scanned */
	/* its parameters: '(TYPE, NAME)' */
	t = buf + name + sizeof(kw) - 1;
	while (t < e && (*t == ' ' || *t == '\t'))
		t++;
	if (!(nt = ident_then(t, e, ',', &n)))
		return -1;
	while (n < e && (*n == ' ' || *n == '\t'))
		n++;
	if (!(nn = ident_then(n, e, ')', &p)))
		return -1;
	while (line > b && line[-1] != '\n')
		line--;	/* the directive's line: its '#' is the line's first byte but blanks */
	ce->end = end + 1;
	/* its comment, when one ends on the line before: the C form's, it goes under '#else' */
	ce->at = (uint32_t)(line - b);
	if (line > b) {
		const char *q = line - 1;

		while (q > b && (q[-1] == ' ' || q[-1] == '\t' || q[-1] == '\r'))
			q--;
		if (q - b >= 4 && q[-2] == '*' && q[-1] == '/') {
			const char *open = q - 4, *bol;

			while (open > b && !(open[0] == '/' && open[1] == '*'))
				open--;
			for (bol = open; bol > b && (bol[-1] == ' ' || bol[-1] == '\t'); bol--)
				;
			if (open[0] == '/' && open[1] == '*' && (bol == b || bol[-1] == '\n'))
				ce->at = (uint32_t)(bol - b);
		}
	}
	strbuf_addf(&sb, "#ifdef __cplusplus\n"
		    "/* C++ gives an empty struct a byte: the C form would move the array */\n"
		    "#define __DECLARE_FLEX_ARRAY(%.*s, %.*s) %.*s %.*s[0]\n"
		    "#else\n", (int)nt, t, (int)nn, n, (int)nt, t, (int)nn, n);
	ce->before = strbuf_detach(&sb);
	return 0;
}
