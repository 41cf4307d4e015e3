/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * report: the one finding sink and its printers (text, json, sarif,
 * summary). Printers never analyse: everything they print is in the finding.
 * Findings live in the arena of the file they belong to.
 */
#ifndef FLEXFIX_REPORT_H
#define FLEXFIX_REPORT_H

#include <stdint.h>
#include <stdio.h>
#include "arena.h"

enum severity { SEV_ERROR, SEV_WARNING, SEV_NOTE };

enum kind {
#define X(id, name, sev, shown, help, fix) id,
#include "kinds.def"
#undef X
	K_COUNT
};

struct kind_info {
	const char *name;
	enum severity sev;
	int shown;
	const char *help;
	const char *fix;		/* what to do about it */
};
extern const struct kind_info kind_info[K_COUNT];
const char *severity_name(enum severity s);
int kind_by_name(const char *name, size_t len);	/* -1 when unknown */
/* "zero-length,one-element" -> selected[kind] set for those only; -1 (said) on an unknown kind. */
int parse_kinds(const char *arg, int *selected);
/* [0], [1], or a [0] with members after it: the fake flexible arrays. */
static inline int kind_is_fake(int kind)
{
	return kind == K_ZERO_LENGTH || kind == K_ONE_ELEMENT || kind == K_ZERO_LENGTH_NOT_LAST;
}

/* A following 'note:' line of a finding (same file unless path is set). */
struct fnote {
	const char *path;		/* NULL: the finding's file */
	uint32_t line, col;
	const char *msg;
};

struct finding {
	const char *path;
	uint32_t line, col, off;
	uint16_t kind;
	uint8_t uapi;
	const char *msg;
	const char *record;		/* "struct foo", "union <anonymous>" */
	const char *container;		/* enclosing record or typedef of an anonymous one, or NULL */
	const char *member, *elem_type, *size;
	const char *cond;		/* #if condition that the finding depends on, or NULL */
	const char *other;		/* the member that follows a zero-length array */
	const char *verdict;		/* scan --explain: flexible-use, fixed-use, unknown */
	const char *owner;		/* named record holding the member ("struct foo"), or NULL */
	const char *mpath;		/* the member as named from owner: "m", "hdr.m" */
	const char *counted_by;		/* argument of __counted_by(), or NULL */
	const char *placeholder;	/* a flexible array's union sibling of its element type */
	const char *head_type;		/* the record's first member's type when it is a struct or union this
					 * file defines ("struct ie_header": a family of records), or NULL */
	uint32_t other_line, other_col;
	uint32_t rec_line;		/* line of the record's keyword: members of one record share it */
	uint16_t slot;			/* initializer slots before the member in its named record (member_slot()) */
	uint16_t flags;			/* FF_* */
	struct fnote *notes;
	uint32_t nr_notes, alloc_notes;
};

#define FF_OPEN_RECORD 1	/* the record has no closing brace in the text read */
#define FF_SHOW 2		/* shown whatever the kinds selected (scan --explain: a [N] used as flexible) */
#define FF_DECLARE_FLEX 4	/* spelled DECLARE_FLEX_ARRAY() */
#define FF_SPELLED 8		/* its size is a project macro: '[FLEX_ARRAY]' (index_resolve_spellings()) */
#define FF_IN_MACRO 16		/* in a struct body written inside a #define: reported, never converted */
#define FF_SAYS_VARIABLE 32	/* a [1] whose declaration's comment says its length varies ('variable length') */
#define FF_SIZE_DEFAULT 64	/* a [1] whose size macro is 1 only by default ('#ifndef N' '#define N (1)') */
#define FF_ELEM_OPEN_END 128	/* flex-not-at-end: the element type ends with '[]' or '[0]' (each element its own length) */
#define FF_SIZE_RUNTIME 256	/* FF_SIZE_DEFAULT, every definition's comment saying the number is read at run time */

struct finding_list {
	struct finding *f;
	size_t nr, alloc;
	struct arena *arena;		/* where notes and strings live */
};

struct finding *report_add(struct finding_list *l, int kind, const char *path, uint32_t line,
			   uint32_t col, uint32_t off, const char *fmt, ...)
	__attribute__((format(printf, 7, 8)));
void report_note(struct finding_list *l, struct finding *f, const char *path, uint32_t line,
		 uint32_t col, const char *fmt, ...) __attribute__((format(printf, 6, 7)));
char *report_strdup(struct finding_list *l, const char *s, size_t len);
void report_sort(struct finding *f, size_t nr);

enum format { FORMAT_TEXT, FORMAT_JSON, FORMAT_SARIF };

/* A JSON string of s, valid UTF-8 whatever the bytes (a path or name with
 * bytes that are not UTF-8 gets U+FFFD for each); NULL for NULL. */
struct json_object *json_text(const char *s);

/* --format=NAME: text, json, sarif; -1 (with a message) for anything else. */
int report_format_by_name(const char *name, enum format *fmt);

/* Prints findings (already filtered and sorted) in the given format; SARIF's
 * URIs are relative to root (the project's; NULL: the current directory);
 * the findings' paths start at the current directory, or at the root when
 * paths_from_root (a patch's). */
void report_print(FILE *out, enum format fmt, struct finding *const *f, size_t nr, const char *root,
		  int paths_from_root);
/* Length of the directory part of path p cut to depth components; 0 when none. */
size_t report_dir_prefix(const char *p, int depth);
/* Counts per kind per directory, directories cut to depth components, as a
 * table or JSON; the columns are the kinds set in columns[], always. */
void report_summary(FILE *out, enum format fmt, struct finding *const *f, size_t nr, int depth, const int *columns);

#endif
