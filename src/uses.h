/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * uses: where the watched arrays and their structs are used, tree-wide.
 * Targets come from the scan's findings (one-element, zero-length, misplaced
 * zero-length and, when asked, fixed-size trailing arrays); every file that
 * can see a target's definition (the run's include graph) is read again, on
 * the engine's worker threads, and its function bodies give evidence records:
 * size expressions and the form they match, member accesses and indexes,
 * sizeof()s whose value follows the struct (also in #define bodies), '- 1's
 * beside a one-element array, objects of the struct. Evidence only: no
 * verdicts, no edits, no printing. Records are in file order, then in the
 * order of the function's passes (accesses, statements, #defines last),
 * whatever the number of threads.
 */
#ifndef FLEXFIX_USES_H
#define FLEXFIX_USES_H

#include "engine.h"

/* U_INDEX_CONST's index when it is a constant the layout gives (offsetof(), sizeof()):
 * its value is not computed, and it is evidence neither way */
#define USE_INDEX_LAYOUT (UINT64_MAX - 1)

enum use_kind {
	U_SIZE_REWRITE,		/* a size expression that counts the one element (form says which) */
	U_INDEX_CONST,		/* p->m[N] */
	U_INDEX_VAR,		/* p->m[i] */
	U_SIZEOF_MEMBER,	/* sizeof(p->m) */
	U_ARRAY_SIZE,		/* ARRAY_SIZE(p->m) */
	U_SIZE_CHANGES,		/* sizeof(struct s) whose value follows the array, in memset() */
	U_SIZE_BLOCKS,		/* sizeof(struct s) whose value follows the array, not understood */
	U_OTHER,		/* p->m used otherwise */
	U_MINUS_ONE_KEPT,	/* a '- 1' beside p->m that may count the elements after the first */
	U_COPY,			/* memcpy(p->m, src, len) and friends, len known only at run time */
	U_COPY_CONST,		/* the same with a constant length (index: its bytes when known): evidence when
				 * past the declared size (use_copies_past()), else none either way */
	U_ARITH,		/* p->m + n: the member used as a pointer into more elements */
	U_CAST,			/* (struct rec *)p->m: the member's bytes read as another type */
	U_SIZE_COUNT,		/* offsetof(s, m) + n, offsetof(s, m[n]), struct_size(p, m, n): a size from a count */
	U_BY_VALUE,		/* struct s v; f(struct s v); struct s f(): an object of the type (index: 1 if of a type ending with it);
				 * its accesses are the uses with 'object' set */
	U_CALLEE,		/* f(p->m, n): handed to a function whose body uses that parameter past its first
				 * element ('e[i]', 'e + n', 'e++' in a loop), bounded by no argument that is a constant here */
	U_NR_KINDS
};

/* What a U_SIZE_REWRITE (or U_SIZEOF_MEMBER) matched, for a rewrite to render. */
enum size_form {
	SF_NONE,
	SF_HEADER_TAIL,		/* sizeof(struct s) + (n - 1) * sizeof(e), sizeof(s) - sizeof(e) + n * sizeof(e) */
	SF_STRUCT_SIZE_MINUS_ONE,	/* struct_size(p, m, n - 1) */
	SF_HEADER_MINUS_ELEM,	/* sizeof(struct s) - sizeof(e) */
	SF_SIZEOF_MEMBER,	/* sizeof(p->m) */
	SF_HEADER_BYTES,	/* a byte array's sizeof(struct s) + n - 1, n + sizeof(s) - 1, sizeof(s) - 1 + n */
};

/* Its strings are the scan's (er's) or the use set's: er outlives the set. */
struct use_target {
	const char *path;		/* file declaring the struct */
	const char *record;		/* "struct s" */
	const char *tag;		/* "s", or NULL; for an anonymous member record, its container's */
	const char *tag_kw;		/* "struct" or "union" of the tag */
	const char *typedef_name;
	const char *member;
	const char *elem_type;
	uint8_t kind;			/* K_ONE_ELEMENT, K_ZERO_LENGTH, K_ZERO_LENGTH_NOT_LAST, K_FIXED_TRAILING */
	uint8_t uapi, in_union, anonymous;
	uint8_t no_outer;		/* anonymous and in no other record: its objects are declared with it */
	uint8_t under_if;		/* declared under #if */
	uint8_t defined_twice;		/* another definition of the record's name, and a use that sees both */
	const char *twins;		/* defined_twice: the places, and what cannot tell them apart */
	uint8_t in_scope;		/* declared under the paths given (else only its uses matter) */
	const char *embedded;		/* where a type ending with it is embedded before members or in an array */
	const char *in_array;		/* a [0]'s: where it is embedded in an array (no refusal: '[]' has its layout) */
	const char *overlapped;		/* a [0]'s: where it is embedded before other members (they overlap its elements) */
	uint8_t overlapped_uapi;	/* one such embedding is in a UAPI header */
	uint8_t overlapped_storage;	/* one such embedding is followed by an array of its elements (their storage) */
	uint64_t dim;			/* K_FIXED_TRAILING: its declared size */
	const char *size_macro;		/* a [0] or [1] spelled with a macro ('[MAX_DEPTH]' is 1), or NULL */
	uint8_t says_variable;		/* a [1] whose declaration's comment says its length varies (FF_SAYS_VARIABLE) */
	uint8_t size_default;		/* size_macro is 1 by default only: '#ifndef N' '#define N (1)' (FF_SIZE_DEFAULT) */
	uint8_t size_runtime;		/* and its comment says the number is read at run time (FF_SIZE_RUNTIME) */
	uint8_t elem_flexible;		/* its element type ends with a flexible array (the scan's flex-not-at-end on it) */
	const char *head_type;		/* its record's first member's type, one its file defines (finding.head_type) */
	uint32_t res_file, res_finding;	/* its scan finding: er->res[res_file].findings.f[res_finding] */
	uint32_t line, col;
	uint32_t rec_line;		/* its record's line: several targets of one union share it */
	uint16_t slot;			/* positional initializer items before its member (finding.slot) */
};

/* use.reach: where the address of an object ('&v', '&o.r', kept in 'p') goes, from which its element may be used */
enum object_reach {
	REACH_NONE,
	REACH_CALLEE,		/* a function that reaches the array through it (callees.c) */
	REACH_UNSEEN,		/* a function flexfix cannot read */
	REACH_COPY,		/* a copy whose length is a number or known at run time */
	REACH_KEPT,		/* a member or a file-scope initializer */
	NR_REACH
};

struct use {
	uint32_t target, file;
	uint8_t kind, guess, uapi_file, form;
	uint8_t object;			/* a member access through an object of the struct, not a pointer */
	uint8_t assertion;		/* U_SIZE_BLOCKS inside a size assertion (static_assert, BUILD_BUG_ON, ...) */
	uint8_t steps;			/* U_SIZE_BLOCKS: pointer arithmetic on a pointer to the struct */
	uint8_t struct_copy;		/* U_BY_VALUE: '*d = *s', the struct copied by value */
	uint8_t designates;		/* U_BY_VALUE: its initializer names the array ('.m = ...') */
	uint8_t by_position;		/* U_BY_VALUE: its initializer may fill the array by position ('{ 1, { 7 } }') */
	uint8_t literal;		/* U_BY_VALUE: a compound literal '(struct s){ ... }' */
	uint8_t reach;			/* U_BY_VALUE: how '&v' lets code reach the object's element (enum object_reach) */
	uint8_t macro_arg;		/* U_SIZE_BLOCKS: the struct given to a macro, which may take its size */
	uint8_t type_taken;		/* U_SIZEOF_MEMBER: typeof(p->m), the array's own type (no size as '[]') */
	uint8_t count_first;		/* SF_HEADER_BYTES: the count written before the sizeof() */
	uint8_t in_define;		/* in a #define's body: a rewrite there stays on its line (a break would end the macro) */
	uint32_t line, col, at_off;	/* where (at_off: byte offset) */
	uint64_t index;			/* U_INDEX_CONST: the index, or USE_INDEX_LAYOUT */
	const char *what;		/* short text of the expression */
	uint32_t off, end;		/* bytes the matched form covers */
	const char *count;		/* SF_HEADER_TAIL, SF_HEADER_BYTES, SF_STRUCT_SIZE_MINUS_ONE: the count as written;
					 * SF_HEADER_MINUS_ELEM: 'X - ' of 'X - sizeof(s) + sizeof(e)' (for the note);
					 * U_INDEX_VAR: the bound of the loop whose variable is the index */
	const char *ptr;		/* SF_HEADER_TAIL: a pointer to the struct at hand, or NULL */
	uint32_t col0, eol_rest;	/* SF_HEADER_TAIL: column of the form (tabs to 8), bytes after it on its line */
	uint32_t indent0;		/* SF_HEADER_BYTES: column of the first non-blank of the form's line */
	uint32_t name_off, name_len;	/* the member name of p->m uses */
};

struct uses_options {
	/* also fixed [N] trailing arrays (never converted): an [N]'s uses are
	 * collected where its member is indexed past 1, and wherever its member
	 * is named once one of them indexes it past N (a second pass) */
	int observe_fixed;
	int jobs;
	const uint8_t *in_scope;	/* per file: under the paths given; NULL: every file */
	const char *const *canon;	/* per file: its path from the project's root, or NULL */
	int same_as_scan;		/* a file whose bytes are not the scan's is an error (the scan hashed them) */
	const struct engine_reader *reader;	/* the files' text when not the file system (guard's images) */
	const uint8_t *visit;		/* per file: read for uses; NULL: every file (the others give targets only) */
	int all_visible;		/* every file sees every target (guard without whole files: no includes) */
	/* only a [1] changes the size of its struct: a file that names a type
	 * ending with another kind of target (and no member) is not read for it */
	int sizes_of_one_element_only;
};

struct use_set;

/* targets(): once, when the targets are known, before the pass reads files.
 * declaration(): a target's declaration, while its file's tokens are alive
 * (fix rewrites it); on worker threads, so it may write only to the state of
 * that target. */
struct uses_hooks {
	void (*targets)(void *ctx, const struct use_set *us);
	void (*declaration)(void *ctx, uint32_t target, const struct source *src, const struct parse_result *pr,
			    const struct record *rec, const struct member *m);
	void *ctx;
};

struct uses_index;

struct use_set {
	struct use_target *t;
	size_t nr_t, alloc_t;
	struct use *u;			/* file order, then source order */
	size_t nr_u;
	uint32_t *by_target;		/* indexes of u, grouped by target, each group in u's order: */
	uint32_t *target_start;		/* target t's are by_target[target_start[t] .. target_start[t + 1]) */
	struct arena arena;		/* targets' strings */
	struct arena *worker_arenas;	/* uses' strings */
	int nr_workers;
	struct uses_index *ix;
};

/* Collects the evidence for the findings of er (files fl). -1 when a file
 * could not be read again (reported). */
int uses_collect(struct use_set *us, const struct file_list *fl, const struct engine_result *er,
		 const struct uses_options *o, const struct uses_hooks *h);
void use_set_release(struct use_set *us);
/* Elements a target's declaration gives ([1]: 1, [N]: N, [0]: 0). */
uint64_t use_target_size(const struct use_target *t);
/* An index at or past the elements the declaration gives, through a pointer
 * of the struct's type (not guessed from the member name). */
int use_past_size(const struct use *u, const struct use_target *t);
/* Bytes the declaration gives the target's array, 0 when its element's size is not known here. */
uint64_t use_target_bytes(const struct use_target *cd);
/* A constant-length copy of more bytes than the declaration gives the array (its bytes in index). */
int use_copies_past(const struct use *u, const struct use_target *t);
/* The words for a use, as scan --explain prints them. */
const char *use_kind_text(const struct use *u, const struct use_target *t);
/* Short names of kinds and forms (dump uses). */
extern const char *const use_kind_name[U_NR_KINDS];
extern const char *const size_form_name[];

#endif
