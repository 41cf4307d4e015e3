/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * lex: bytes of one unpreprocessed C file -> flat token array.
 * No macro expansion. Comments and white space are not tokens: every token
 * keeps its byte offset, so what lies between two tokens is the original
 * text (needed to rewrite). Directive lines are consumed here: #define and
 * #include names are recorded, #if/#elif/#else/#endif become branch ids
 * (token.cond) so the parser knows which branch a token is in; tokens inside
 * an `#if 0` branch are dropped. Brackets are matched (token.match) with the
 * bracket stack restored at #elif/#else, as ctags does, so `#if A { #else {`
 * keeps the rest of the file balanced.
 * Invariant: tok[nr_tok - 1] is a TK_EOF token, and so is tok[nr_tok] (not
 * counted): one step past an unclosed bracket's partner is still a token.
 */
#ifndef FLEXFIX_LEX_H
#define FLEXFIX_LEX_H

#include <stddef.h>
#include <stdint.h>
#include "arena.h"

enum tok_kind { TK_EOF, TK_IDENT, TK_NUMBER, TK_STRING, TK_CHAR, TK_PUNCT, TK_OTHER };

enum keyword {
	KW_NONE,
#define X(id, s) id,
#include "keywords.def"
#undef X
	KW_COUNT
};

/* Multi-character punctuators; single characters use their own code. */
enum punct {
	P_ARROW = 128, P_ELLIPSIS, P_INC, P_DEC, P_SHL, P_SHR, P_LE, P_GE, P_EQ,
	P_NE, P_ANDAND, P_OROR, P_ASSIGN_OP, P_HASHHASH,
};

#define TF_BOL 1		/* first token on its line */
#define TF_UNMATCHED 2		/* bracket without partner */

struct token {
	uint32_t off, len, line, col;	/* col: 1-based byte column */
	uint32_t cond;			/* branch id, 0 = not conditional */
	uint32_t match;			/* partner bracket index (brackets only) */
	uint16_t kw;			/* enum keyword for TK_IDENT, enum punct/char for TK_PUNCT */
	uint8_t kind, flags;
};

/* One branch of an #if group. Branch 0 is the file itself. */
struct cond {
	uint32_t parent;		/* enclosing branch */
	uint32_t group;			/* id of the #if group; branches of a group exclude each other */
	uint32_t line;
	const char *text;		/* "#ifdef CONFIG_X", "#else" ... squeezed, arena-owned */
	const char *group_text;		/* text of the opening #if of the group */
};

enum directive_kind { DIR_DEFINE, DIR_INCLUDE };
struct directive {
	uint8_t kind;
	uint32_t line, off, len;	/* name: macro name or include target */
	uint32_t col, end;		/* column of the '#'; end of the directive (#define: its body ends there) */
	uint32_t cond;			/* the #if branch it is in (token.cond) */
};

struct lex_note {
	uint32_t line, col;
	const char *msg;		/* static string */
};

struct source {
	const char *path;
	const char *buf;		/* not owned */
	size_t len;
	struct token *tok;
	size_t nr_tok, alloc_tok;
	struct cond *conds;
	size_t nr_conds, alloc_conds;
	struct directive *dirs;
	size_t nr_dirs, alloc_dirs;
	struct lex_note *notes;
	size_t nr_notes, alloc_notes;
	uint32_t *tag_kw;		/* indices of struct/union/enum tokens, in order */
	size_t nr_tag_kw, alloc_tag_kw;
	uint32_t *array_decls;		/* 'T name[' at a declaration's start: indices of T, in order */
	size_t nr_array_decls, alloc_array_decls;
	struct arena *arena;
	uint8_t want_name_keys;		/* set by the caller: the lexer fills the thread's name_key_set */
};

void lex_init(void);		/* builds the keyword table; call once before threads start */
/* Bytes after buf[len] that must be readable: buf[len] is 0 and the lexer
 * may load up to 15 more bytes at once. */
#define LEX_PADDING 16

/*
 * Tokenizes buf[0..len); buf[len] must be '\0' with LEX_PADDING bytes readable. Token, cond and directive arrays are reused across
 * calls on the same source (reset, not freed) so a worker does not malloc
 * per file. Returns 0, or -1 when the buffer is not text (a NUL byte).
 */
int lex_source(struct source *src, const char *path, const char *buf, size_t len,
	       struct arena *arena);
void source_release(struct source *src);
/* The value of an integer literal token (decimal, 0x, 0 octal, 0b, ' digit
 * separators, u/l suffixes): 0, or -1 for anything else (a float, too big). */
int tok_int_value(const struct source *src, const struct token *t, uint64_t *v);
/* Over blanks and backslash-newlines in directive text (#define bodies are
 * not tokens: the few readers of them go through their text). */
const char *lex_skip_blanks(const char *p, const char *end);
/* Calls fn for each 'sizeof(struct TAG)', 'sizeof(union TAG)' and
 * 'sizeof(NAME)' in the body of #define dir (tagged: with struct or union). */
void lex_define_sizeof_names(const struct source *src, const struct directive *dir,
			     void (*fn)(void *ctx, const struct directive *dir, int tagged, const char *name, size_t n),
			     void *ctx);

/* Calls fn for each name after '->' or '.' in the body of #define dir. */
void lex_define_member_names(const struct source *src, const struct directive *dir,
			     void (*fn)(void *ctx, const char *name, size_t n), void *ctx);

/* The ')' closing a function-like macro's parameters that open at p, or end. */
const char *lex_params_end(const char *p, const char *end);

/* A macro's parameters and its body lexed on its own (#define bodies are no
 * code tokens), continuation lines joined: body offset o is byte start + o of
 * the file, and lines keep their numbers from the #define's. */
struct macro_body {
	const char *params[16];
	uint32_t plen[16];
	int np;
	uint32_t start;
	struct source body;
	struct arena ar;
	char *text;
};

enum {
	MB_OBJECT_LIKE = 1,	/* object-like macros too (else only function-like ones with a named parameter) */
	MB_BRACED = 2,		/* the body lexed between '{' and '}' (at start and at its end) */
};
/* Reads #define dir; 0 when it is not one flags take, its body lacks the text
 * 'need' (when given) or does not lex. macro_body_release() after a 1. */
int lex_macro_body(const struct source *src, const struct directive *dir, const char *need, int flags,
		   struct macro_body *mb);
void macro_body_release(struct macro_body *mb);
/* Which parameter of the macro token t of its body names, or -1. */
int macro_param_of(const struct macro_body *mb, const struct token *t);

/* From token *k at file scope, the next function definition 'name(...) {': the
 * name's token, *k set past its body; NO_TOK when none is left. Brace groups
 * that are no function (records, initializers) are stepped over whole. */
uint32_t lex_next_function(const struct source *src, uint32_t *k);

/* True when branch b or one enclosing it is under a condition whose text (or
 * its group's opening) names word: '#ifdef __cplusplus', its '#else'. */
int cond_mentions(const struct source *src, uint32_t b, const char *word);

/* True when branches a and b can both be compiled in (no #if group separates them). */
int cond_compatible(const struct source *src, uint32_t a, uint32_t b);
/* True when branch a is b or encloses it (code in a is present whenever b is). */
int cond_encloses(const struct source *src, uint32_t a, uint32_t b);

#define NO_TOK UINT32_MAX	/* no token */

static inline int tok_is(const struct token *t, int punct)
{
	return t->kind == TK_PUNCT && t->kw == punct;
}

/* typeof, __typeof__, __typeof */
static inline int kw_is_typeof(int kw)
{
	return kw == KW_TYPEOF || kw == KW_TYPEOF2 || kw == KW_TYPEOF3;
}


#endif
