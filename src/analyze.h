/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * analyze: per-file classification of trailing arrays. Takes the parser's
 * records and produces findings (with names and texts copied out, so the
 * file's tokens can be dropped), plus what the tree-wide merge (index.c)
 * needs: which named types end with a flexible array (defs) and where named
 * types are embedded before other members or used as array elements (uses).
 */
#ifndef FLEXFIX_ANALYZE_H
#define FLEXFIX_ANALYZE_H

#include <string.h>
#include "namekeys.h"
#include "parse.h"
#include "report.h"
#include "strmap.h"

/* A type key's hash (FNV-1a), made where the key is made: the tree-wide
 * merges look keys up by it without touching the strings of every file. */
static inline uint32_t type_key_hash(const char *s)
{
	uint32_t h = 2166136261u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	return h;
}

/* The same hash of n bytes (no terminator). */
static inline uint32_t text_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	for (size_t k = 0; k < n; k++)
		h = (h ^ (unsigned char)s[k]) * 16777619u;
	return h;
}

/* A named type and whether it ends with a (true or fake) flexible array. */
struct flex_def {
	const char *key;	/* "struct foo", "union foo", "typedef foo_t" */
	const char **deps;	/* flexible if one of these keys is (members embedding them), */
	uint32_t nr_deps;	/* a struct's last member or any member of a union */
	uint32_t key_hash;	/* type_key_hash(key) */
	uint32_t *dep_hash;	/* type_key_hash(deps[k]) */
	uint8_t alias;		/* a typedef name of the type in deps[0], not a container */
	const char *path, *member;
	uint32_t line, col;
	uint8_t flexible;
	uint8_t open_end;	/* flexible through an array of no declared size ('[]', '[0]'), not a '[1]' */
	uint32_t min_bytes;	/* keep_includes: bytes it holds at least (record_min_bytes()), 0 unknown */
};

enum use_ctx { UC_NOT_LAST, UC_ARRAY_MEMBER, UC_ARRAY_VAR };

/* A named type embedded where a flexible struct must not be. */
struct type_use {
	const char *key;
	uint32_t key_hash;	/* type_key_hash(key) */
	/* UC_NOT_LAST: the element type of the member right after it when that is an
	 * array ('struct hdr h; u8 data[16];': the storage of h's flexible elements):
	 * text_hash() of its text (0: none) and its size when it is a scalar's
	 * (scalar_type_size()); kept in what was padding, the tree has many uses */
	uint32_t next_elem_hash;
	const char *where;	/* description of the enclosing record, or NULL for a variable */
	const char *record, *name, *cond;
	uint32_t line, col, off;
	uint8_t ctx, uapi;
	uint8_t anonymous;	/* 0, or KW_STRUCT / KW_UNION: an anonymous member ending with the type */
	uint8_t next_elem_size;
};

/* A member whose type is a named struct, union or typedef (fix resolves
 * 'x->b->m' chains through them). */
struct member_type {
	const char *record;	/* key of the record holding it */
	const char *name;
	const char *type;	/* key of its type */
	uint32_t type_hash;	/* type_key_hash(type) */
	uint8_t pointer;
	uint8_t array;		/* 'T name[N]', 'T *name[N]' (one dimension): reached as 'x->name[i].m', 'x->name[i]->m' */
};

/* A member of a record whose owner was asked for (compare: does the member
 * still exist, and as what). */
struct member_fact {
	const char *owner, *mpath;
	uint32_t line, col;
	uint8_t akind;
};

/* #define NAME(x) ((struct s *)...): NAME(...)->m is a member of struct s.
 * Also an accessor function, 'T *name(struct s *p) { return &p->m[0]; }':
 * one entry per return (type, member), together, with the function's line. */
struct cast_macro {
	const char *name;
	const char *type;	/* key of the type: "struct s", "typedef t" */
	const char *member;	/* '(((struct s *)x)->m)': NAME(...) is member m itself; else NULL */
	uint32_t accessor;	/* an accessor function's line (entries of one function share it); 0: a macro */
};

/* #define FOR_EACH(d, c) for (c = (d)->elem; c < (d)->elem + n; c++): a use
 * of a member through a parameter, read from the body ('(d)->elem + n' moved
 * by a variable, '(d)->m[i]' indexed by one). */
struct param_access {
	const char *macro;
	const char *member;
	const char *what;	/* the body's text of it: "(d)->elem + ..." */
	uint32_t line;		/* of the #define */
	uint8_t param;		/* which argument is the base */
	uint8_t kind;		/* PA_*; 0: another definition of the name, no access */
};

enum { PA_ARITH = 1, PA_INDEX_VAR, PA_WHOLE /* the body is the member: '((d)->m)', '&(d)->m[0]' */,
       PA_SIZEOF /* 'sizeof((d)->m)' */, PA_ARRAY_SIZE /* 'ARRAY_SIZE((d)->m)' */ };

/* How a function-like macro in capitals uses a parameter that may be given a
 * type ('CHECK_SIZE(struct s, 8)'): takes its size ('sizeof(P)', a step of a
 * '(P *)' cast, any use not read), not ('#P', 'offsetof(P, m)', a '(P *)'
 * cast), or hands it whole to another macro. */
struct type_param {
	const char *macro;
	const char *callee;	/* TP_FORWARD: the macro given it */
	uint8_t param, kind, arg;	/* arg: the callee's argument it is */
};

enum { TP_SIZE = 1, TP_NEUTRAL, TP_FORWARD };

/* A macro whose body takes the size of a member its argument names, as
 * sizeof_field(T, m) does: '#define CHECK(off, sz, m) ... sizeof_field(struct
 * s, m) ...', or one that hands its argument to such a macro of the same file. */
struct member_size_macro {
	const char *macro;
	const char *type;	/* the struct's key when the body writes it ("struct s"), else NULL */
	uint8_t member, type_arg;	/* which arguments are the member and (no type) the type */
};

/* A function's pointer parameter its body uses past the first element
 * (callees.c): 'e[i]', 'e + n', 'e++' in a loop, 'memcpy(d, e, len)'. */
struct param_flex {
	const char *func;
	const char *what;	/* the body's text of the use: "e[i]" */
	const char *member;	/* PF_MEMBER: the member whose elements it reaches ('p->m[i]'), else NULL */
	uint32_t line;		/* of the use */
	uint32_t bounds;	/* bit j: parameter j is named by what bounds it (the index, length, loop condition) */
	uint8_t arg;		/* which parameter */
	uint8_t kind;		/* PF_* */
	uint8_t is_static;
};

/* PF_MEMBER: a pointer to a record whose member's elements the body reaches
 * ('p->m[i]', 'p->m + n', 'memcpy(d, p->m, n)', 'q = p->m;'), at any index */
enum { PF_INDEX = 1, PF_ARITH, PF_COPY, PF_MEMBER };

struct file_stats {
	size_t files, bytes, tokens, records, members, unparsed, skipped;
};

/* file_result.flex_macro: bits */
enum { FLEX_MACRO_C = 1,	/* a definition C++ would also take ('struct { } __empty_##NAME;' has a byte there) */
       FLEX_MACRO_CXX = 2	/* one under a '__cplusplus' condition: C++ has its own */ };

/* file_result.defines: an object-like #define's name_key() and what its body is */
enum { DEF_OTHER, DEF_EMPTY, DEF_ZERO, DEF_ONE,
       DEF_ONE_DEFAULT,	/* 1 under '#ifndef' of its own name: a default the includer may set */
       DEF_ONE_RUNTIME	/* the same, its comment saying the number is read at run time */ };

struct file_result {
	const char *path;
	struct finding_list findings;
	uint32_t *defines;		/* name_key() | DEF_*, each object-like #define */
	const char **define_names;	/* the names of those not DEF_OTHER, in order: a key two names share decides nothing */
	/* '#define __DECLARE_FLEX_ARRAY(...)' here: FLEX_MACRO_* of its definitions, how many
	 * (at most 255), the last one's line, name and end (the directive's '\n' or the file's end) */
	uint8_t flex_macro, flex_macro_defs;
	uint32_t flex_macro_line, flex_macro_name, flex_macro_end;
	size_t nr_defines;
	struct flex_def *defs;
	size_t nr_defs, alloc_defs;
	uint8_t defs_unique;		/* index: each key of defs is defined nowhere else in the tree */
	struct type_use *uses;
	size_t nr_uses, alloc_uses;
	const char **includes;		/* #include names, kept when asked (fix) */
	size_t nr_includes;
	struct member_type *mtypes;	/* kept with the includes */
	size_t nr_mtypes, alloc_mtypes;
	struct cast_macro *cmacros;	/* kept with the includes */
	size_t nr_cmacros, alloc_cmacros;
	struct param_access *paccess;	/* kept with the includes */
	size_t nr_paccess, alloc_paccess;
	struct type_param *tparams;	/* kept with the includes */
	size_t nr_tparams, alloc_tparams;
	struct member_size_macro *msmacros;	/* kept with the includes */
	size_t nr_msmacros, alloc_msmacros;
	struct param_flex *pflex;	/* kept with the includes */
	size_t nr_pflex, alloc_pflex;
	/* text_hash() of the name of each function the file defines and each function-like macro
	 * it #defines (kept with the includes): a call to none of the tree's is one flexfix cannot
	 * read (two names that share a hash count as defined: the old answer, no edit) */
	uint32_t *defined;
	size_t nr_defined, alloc_defined;
	/* 'typedef struct s {...} S, *PS;': PS and the key of what it points to (kept with the includes) */
	struct ptr_typedef { const char *name, *key; } *ptypedefs;
	size_t nr_ptypedefs, alloc_ptypedefs;
	/* 'struct s *name(...)': a function and the key of what it returns a pointer to (kept with the includes) */
	struct ptr_typedef *fnrets;
	size_t nr_fnrets, alloc_fnrets;
	uint32_t *sized_macros;		/* text_hash() of capitalised macros whose parameters are all sizes */
	size_t nr_sized_macros, alloc_sized_macros;
	struct member_fact *facts;	/* members of the records of analyze_options.fact_owners */
	size_t nr_facts, alloc_facts;
	struct lex_note *lex_notes;	/* copied from the lexer, printed in file order */
	size_t nr_lex_notes;
	struct file_stats stats;
	uint64_t content_hash;		/* hash64() of the bytes read, when engine_options.hash_contents */
	/* analyze_options.name_keys: every identifier of the code, and those of
	 * #define bodies that sizeof() takes or that follow '->' or '.', once,
	 * as name_key() of its text with NAME_MEMBER set when it
	 * ever follows '->', '.' or ',' (a member's place) and NAME_PAST when it
	 * is ever indexed there by a constant past 1 ('->m[2]'); NULL when not made */
	uint32_t *name_keys;
	size_t nr_name_keys;
	uint32_t *name_past;		/* NAME_PAST keys: pairs (key, largest constant index) */
	size_t nr_name_past;
	int status;			/* 0 read, 1 skipped (not text), -1 unreadable */
	const char *status_msg;
};



struct analyze_options {
	const char *const *uapi_globs;	/* extra UAPI path patterns (fnmatch) */
	size_t nr_uapi_globs;
	int guard;			/* also report [1] arrays with members after them */
	int keep_includes;		/* fill file_result.includes and mtypes */
	int name_keys;			/* fill file_result.name_keys (the usage pass's prefilter) */
	const struct strmap *fact_owners;	/* fill file_result.facts for records these own */
	int facts_of_fakes;		/* and for the records of the file's fake flexible arrays */
};

int path_is_uapi(const char *path, const struct analyze_options *o);
/* Bytes of a scalar type as kernel code spells it ("u32", "unsigned short"), the same on every
 * architecture; 0 for any other (long, pointers, size_t, records). */
unsigned scalar_type_size(const char *type, size_t n);
/* Fills res (whose findings.arena is set) from one lexed and parsed file. */
void analyze_file(struct file_result *res, const struct source *src, const struct parse_result *pr,
		  const struct analyze_options *o);
void file_result_release(struct file_result *res);
/*
 * file_result.name_keys of a file just lexed with src->want_name_keys: the
 * usage pass reads a file again only when it names a target's member in a
 * member's place or a type that ends with one (uses.c), and this tells it
 * without reading: every identifier of the tokens (the lexer put them in the
 * thread's set as it went), and in #define bodies (which are not tokens) the
 * names after 'sizeof(' (with 'struct' or 'union'), the only ones read there.
 */
void analyze_name_keys(struct file_result *res, const struct source *src, struct arena *results);

#endif
