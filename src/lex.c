// SPDX-License-Identifier: GPL-2.0-only
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "lex.h"
#include "namekeys.h"
#include "strbuf.h"
#include "vec.h"

/* Byte classes: one table lookup per byte in the hot loops (sparse cclass[]). */
enum { C_OTHER, C_ID = 1, C_DIGIT = 2, C_SPACE = 4, C_NL = 8, C_PUNCT = 16 };
static unsigned char cclass[256];
/* Bytes where a directive line needs a look: end, escapes, comments, quotes. */
static unsigned char dir_stop[256];

/* Keyword table: open addressing on the same hash the lexer computes while
 * it walks an identifier, so a lookup is one probe for most names. */
#define KW_HASH_SIZE 512
static struct { const char *name; uint16_t len, kw; } kw_table[KW_HASH_SIZE];
static const char *const kw_names[] = {
	"",
#define X(id, s) s,
#include "keywords.def"
#undef X
};

/* Keyword hash from length and three bytes: no per-character work in the
 * identifier loop, which is the lexer's hottest path. */
static inline uint32_t kw_hash(const char *s, size_t len)
{
	return ((uint32_t)len * 61u + (unsigned char)s[0] * 7u + (unsigned char)s[len / 2] * 3u +
		(unsigned char)s[len - 1]) & (KW_HASH_SIZE - 1);
}

/* Per first byte, the lengths of keywords starting with it: most
 * identifiers skip the table entirely. */
static uint64_t kw_lengths[256];

void lex_init(void)
{
	for (int c = 0; c < 256; c++) {
		if (c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80)
			cclass[c] = C_ID;
		else if (c >= '0' && c <= '9')
			cclass[c] = C_DIGIT;
		else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
			cclass[c] = C_SPACE;
		else if (c == '\n')
			cclass[c] = C_NL;
		else if (strchr("{}()[];,.*:=-+<>&|!~^%/?#", c) && c)
			cclass[c] = C_PUNCT;
	}
	for (const char *c = "\n\\/\"'"; *c; c++)
		dir_stop[(unsigned char)*c] = 1;
	dir_stop[0] = 1;	/* the buffer's terminating NUL */
	for (int k = 1; k < KW_COUNT; k++) {
		const char *s = kw_names[k];
		size_t len = strlen(s);
		uint32_t h = kw_hash(s, len);

		kw_lengths[(unsigned char)s[0]] |= 1ull << len;
		while (kw_table[h].name)
			h = (h + 1) & (KW_HASH_SIZE - 1);
		kw_table[h].name = s;
		kw_table[h].len = (uint16_t)len;
		kw_table[h].kw = (uint16_t)k;
	}
}

static inline uint16_t kw_lookup(const char *s, size_t len)
{
	uint32_t h;

	if (len >= 64 || !(kw_lengths[(unsigned char)s[0]] & (1ull << len)))
		return KW_NONE;
	h = kw_hash(s, len);
	while (kw_table[h].name) {
		if (kw_table[h].len == len && !memcmp(kw_table[h].name, s, len))
			return kw_table[h].kw;
		h = (h + 1) & (KW_HASH_SIZE - 1);
	}
	return KW_NONE;
}

/*
 * First byte at or after p that dir_stop marks. SSE2 looks at 16 bytes per
 * step: a third of a kernel tree is register headers made of #define lines.
 * Reads up to 15 bytes past the terminating NUL (see LEX_PADDING).
 */
#ifdef __SSE2__
#include <emmintrin.h>
static inline const char *find_dir_stop(const char *p)
{
	const __m128i nl = _mm_set1_epi8('\n'), bs = _mm_set1_epi8('\\'), sl = _mm_set1_epi8('/');
	const __m128i dq = _mm_set1_epi8('"'), sq = _mm_set1_epi8('\''), nul = _mm_setzero_si128();

	for (;;) {
		__m128i v = _mm_loadu_si128((const __m128i *)p);
		__m128i m = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, nl), _mm_cmpeq_epi8(v, bs)),
					 _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, sl), _mm_cmpeq_epi8(v, dq)),
						      _mm_or_si128(_mm_cmpeq_epi8(v, sq), _mm_cmpeq_epi8(v, nul))));
		int mask = _mm_movemask_epi8(m);

		if (mask)
			return p + __builtin_ctz((unsigned)mask);
		p += 16;
	}
}

/* End of an identifier (first byte not [A-Za-z0-9_$] nor >= 0x80), 16 bytes
 * a step: #define names in register headers run to 60 bytes. */
static inline const char *find_ident_end(const char *p)
{
	const __m128i bias = _mm_set1_epi8((char)0x80), us = _mm_set1_epi8('_'), dollar = _mm_set1_epi8('$');
	const __m128i a = _mm_set1_epi8('a'), zero = _mm_set1_epi8('0'), case_bit = _mm_set1_epi8(0x20);
	const __m128i alpha_lim = _mm_set1_epi8((char)(0x80 + 26)), digit_lim = _mm_set1_epi8((char)(0x80 + 10));

	for (;;) {
		__m128i v = _mm_loadu_si128((const __m128i *)p);
		/* x - lo < n (unsigned) is (x - lo) ^ 0x80 < 0x80 + n (signed) */
		__m128i alpha = _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(_mm_or_si128(v, case_bit), a), bias), alpha_lim);
		__m128i digit = _mm_cmplt_epi8(_mm_xor_si128(_mm_sub_epi8(v, zero), bias), digit_lim);
		__m128i high = _mm_cmplt_epi8(v, _mm_setzero_si128());
		__m128i id = _mm_or_si128(_mm_or_si128(alpha, digit),
					  _mm_or_si128(high, _mm_or_si128(_mm_cmpeq_epi8(v, us), _mm_cmpeq_epi8(v, dollar))));
		int mask = ~_mm_movemask_epi8(id) & 0xffff;

		if (mask)
			return p + __builtin_ctz((unsigned)mask);
		p += 16;
	}
}
#else
static inline const char *find_ident_end(const char *p)
{
	while (cclass[(unsigned char)*p] & (C_ID | C_DIGIT))
		p++;
	return p;
}

static inline const char *find_dir_stop(const char *p)
{
	while (!dir_stop[(unsigned char)*p])
		p++;
	return p;
}
#endif

/* One #if group being read. */
struct cond_frame {
	uint32_t group, parent_branch, line;
	uint8_t dead_parent, taken_const;	/* taken_const: an #if 1 branch was seen */
	uint8_t seen_else;
	uint32_t *stack_at_if, nr_at_if;	/* bracket stack when #if was read */
	uint32_t tok_at_if;		/* tokens before the #if: openers from here on are its branches' */
	uint32_t *stack_after_first, nr_after_first;
	uint8_t have_after_first;
};

struct lexer {
	struct source *src;
	const char *p, *end, *line_start;
	uint32_t line;
	uint32_t branch;		/* current branch id */
	uint8_t dead;			/* inside an #if 0 branch */
	uint8_t bol;
	struct cond_frame *frames;
	size_t nr_frames, alloc_frames;
	uint32_t *stack;		/* open bracket token indices */
	size_t nr_stack, alloc_stack;
	uint32_t nr_groups;
	/* want_name_keys: the last identifier's key slot, its token, whether it
	 * stood in a member's place and after '(' or ',' (the tokens after it
	 * may add NAME_PAST or NAME_TAGGED) */
	uint32_t *key_slot;
	struct name_key_set *keys;	/* the thread's set, when the caller wants name keys */
	size_t key_tok;
	uint8_t key_member, key_arg;
};

static void lex_note(struct lexer *lx, uint32_t line, uint32_t col, const char *msg)
{
	struct source *src = lx->src;

	if (lx->dead)
		return;
	ALLOC_GROW(src->notes, src->nr_notes + 1, src->alloc_notes);
	src->notes[src->nr_notes].line = line;
	src->notes[src->nr_notes].col = col;
	src->notes[src->nr_notes].msg = msg;
	src->nr_notes++;
}

static inline void newline(struct lexer *lx, const char *after)
{
	lx->line++;
	lx->line_start = after;
}

/* Skips a block comment starting at p ("/" "*"); returns the byte after it. */
static const char *skip_block_comment(struct lexer *lx, const char *p)
{
	uint32_t line = lx->line, col = (uint32_t)(p - lx->line_start) + 1;

	p += 2;
	for (;;) {
		const char *q = memchr(p, '*', (size_t)(lx->end - p));
		const char *nl;

		/* count the newlines we pass over */
		for (nl = memchr(p, '\n', (size_t)((q ? q : lx->end) - p)); nl;
		     nl = memchr(nl + 1, '\n', (size_t)((q ? q : lx->end) - (nl + 1))))
			newline(lx, nl + 1);
		if (!q) {
			lex_note(lx, line, col, "unterminated comment");
			return lx->end;
		}
		if (q + 1 < lx->end && q[1] == '/')
			return q + 2;
		p = q + 1;
	}
}

/* Skips a line comment; a backslash-newline continues it (C's phase 2). */
static const char *skip_line_comment(struct lexer *lx, const char *p)
{
	for (;;) {
		const char *nl = memchr(p, '\n', (size_t)(lx->end - p));

		if (!nl)
			return lx->end;
		if (nl > p && (nl[-1] == '\\' || (nl[-1] == '\r' && nl - 1 > p && nl[-2] == '\\'))) {
			newline(lx, nl + 1);
			p = nl + 1;
			continue;
		}
		return nl;
	}
}

/* Skips a quoted literal; stops at an unescaped newline like GCC does. */
static const char *skip_quoted(struct lexer *lx, const char *p, char q)
{
	uint32_t line = lx->line, col = (uint32_t)(p - lx->line_start) + 1;

	p++;
	while (p < lx->end) {
		char c = *p;

		if (c == q)
			return p + 1;
		if (c == '\\' && p + 1 < lx->end) {
			if (p[1] == '\n')
				newline(lx, p + 2);
			else if (p[1] == '\r' && p + 2 < lx->end && p[2] == '\n') {
				newline(lx, p + 3);
				p++;
			}
			p += 2;
			continue;
		}
		if (c == '\n')
			break;
		p++;
	}
	lex_note(lx, line, col, q == '"' ? "missing terminating \" character" : "missing terminating ' character");
	return p;
}

/* White space, comments and backslash-newlines; updates line and bol. */
static const char *skip_space(struct lexer *lx, const char *p, int stop_at_nl)
{
	while (p < lx->end) {
		unsigned char c = (unsigned char)*p;

		if (cclass[c] & C_SPACE) {
			p++;
		} else if (c == '\n') {
			if (stop_at_nl)
				return p;
			newline(lx, p + 1);
			lx->bol = 1;
			p++;
		} else if (c == '\\' && p + 1 < lx->end && (p[1] == '\n' || (p[1] == '\r' && p + 2 < lx->end && p[2] == '\n'))) {
			p += p[1] == '\n' ? 2 : 3;
			newline(lx, p);
		} else if (c == '/' && p + 1 < lx->end && p[1] == '*') {
			p = skip_block_comment(lx, p);
		} else if (c == '/' && p + 1 < lx->end && p[1] == '/') {
			p = skip_line_comment(lx, p);
		} else {
			break;
		}
	}
	return p;
}

static inline void push_token(struct lexer *lx, int kind, int kw, const char *start, const char *end)
{
	struct source *src = lx->src;
	struct token *t;

	if (lx->dead) {
		lx->bol = 0;
		return;
	}
	if (__builtin_expect(src->nr_tok + 1 > src->alloc_tok, 0))
		ALLOC_GROW(src->tok, src->nr_tok + 1, src->alloc_tok);
	t = &src->tok[src->nr_tok];
	t->off = (uint32_t)(start - src->buf);
	t->len = (uint32_t)(end - start);
	t->line = lx->line;
	t->col = (uint32_t)(start - lx->line_start) + 1;
	t->cond = lx->branch;
	t->match = 0;
	t->kw = (uint16_t)kw;
	t->kind = (uint8_t)kind;
	t->flags = lx->bol ? TF_BOL : 0;
	lx->bol = 0;
	src->nr_tok++;
}

/*
 * The '[' just pushed ends 'T name[' where a declaration starts (after ';',
 * a brace, storage words or nothing): T may be a typedef name of a record,
 * and 'rec_t table[4]' an array of it. Only the parser can tell a record's
 * members from objects; the index which names are records'.
 */
static void array_decl(struct source *src)
{
	const struct token *t = src->tok;
	size_t n = src->nr_tok - 1, j;

	if (n < 2 || t[n - 1].kind != TK_IDENT || t[n - 1].kw || t[n - 2].kind != TK_IDENT || t[n - 2].kw)
		return;
	/* storage words, and the project's annotations before the type ('static __initdata T v[4]') */
	for (j = n - 2; j > 0 && (t[j - 1].kw == KW_STATIC || t[j - 1].kw == KW_EXTERN || t[j - 1].kw == KW_CONST ||
				  t[j - 1].kw == KW_VOLATILE ||
				  (t[j - 1].kind == TK_IDENT && !t[j - 1].kw && t[j - 1].len > 2 &&
				   src->buf[t[j - 1].off] == '_' && src->buf[t[j - 1].off + 1] == '_')); j--)
		;
	if (j > 0 && !tok_is(&t[j - 1], ';') && !tok_is(&t[j - 1], '{') && !tok_is(&t[j - 1], '}'))
		return;
	ALLOC_GROW(src->array_decls, src->nr_array_decls + 1, src->alloc_array_decls);
	src->array_decls[src->nr_array_decls++] = (uint32_t)n - 2;
}

/* The identifier just pushed (no keyword) into the thread's name keys. */
static inline void key_ident(struct lexer *lx, const char *start, const char *end)
{
	const struct source *src = lx->src;
	size_t k = src->nr_tok - 1;
	unsigned flags = 0;

	lx->key_arg = 0;
	if (k > 0) {
		const struct token *pv = &src->tok[k - 1];

		if (tok_is(pv, P_ARROW) || tok_is(pv, '.') || tok_is(pv, ','))
			flags = NAME_MEMBER;
		if (pv->kind == TK_IDENT && (pv->kw == KW_STRUCT || pv->kw == KW_UNION))
			flags |= NAME_TAGGED;
		lx->key_arg = tok_is(pv, '(') || tok_is(pv, ',');
	}
	lx->key_slot = name_key_add(lx->keys, name_key_text(start, (size_t)(end - start), 1), flags);
	lx->key_tok = k;
	lx->key_member = (uint8_t)(flags & NAME_MEMBER);
}

/* The punctuator just pushed may complete a pattern around the last identifier:
 * 'NAME )' or 'NAME ,' after '(' or ',' (a macro's argument), '->NAME[K]' with K past 1. */
static inline void key_punct(struct lexer *lx, int id)
{
	const struct source *src = lx->src;
	size_t k = src->nr_tok - 1;

	if ((id == ')' || id == ',') && lx->key_arg && lx->key_tok + 1 == k)
		*lx->key_slot |= NAME_TAGGED;
	if (id == ']' && lx->key_member && lx->key_tok + 3 == k && tok_is(&src->tok[k - 2], '[') &&
	    src->tok[k - 1].kind == TK_NUMBER) {
		uint64_t v = UINT64_MAX;	/* a number that is no integer: past any size */

		tok_int_value(src, &src->tok[k - 1], &v);
		if (v >= 2) {
			*lx->key_slot |= NAME_PAST;
			name_key_past(lx->keys, *lx->key_slot & ~NAME_FLAGS, v);
		}
	}
}

static int closer_of(int c)
{
	return c == '(' ? ')' : c == '[' ? ']' : '}';
}

/* Match brackets as tokens arrive; tolerant of mismatches (see lex.h). */
static void match_bracket(struct lexer *lx, int c)
{
	struct source *src = lx->src;
	uint32_t idx = (uint32_t)src->nr_tok - 1;

	if (lx->dead)
		return;
	if (c == '(' || c == '[' || c == '{') {
		ALLOC_GROW(lx->stack, lx->nr_stack + 1, lx->alloc_stack);
		lx->stack[lx->nr_stack++] = idx;
		return;
	}
	if (c == ';') {
		/* a dimension or index never holds a ';' of its own (only inside a
		 * '({ })' or a '(' of its own): an open '[' ends before it, so text
		 * written later cannot close it (fuzz-fix: a member moved below an
		 * unclosed '[' became part of its dimension on the next run) */
		while (lx->nr_stack && src->tok[lx->stack[lx->nr_stack - 1]].kw == '[') {
			struct token *o = &src->tok[lx->stack[--lx->nr_stack]];

			if (!o->match) {
				o->match = idx - 1;
				o->flags |= TF_UNMATCHED;
			}
		}
		return;
	}
	src->tok[idx].match = idx;
	for (size_t d = lx->nr_stack; d-- > 0;) {
		struct token *open = &src->tok[lx->stack[d]];

		if (closer_of(open->kw) == c) {
			/* pop what lies between: those openers end just before us */
			for (size_t k = d + 1; k < lx->nr_stack; k++) {
				struct token *o = &src->tok[lx->stack[k]];

				if (!o->match) {
					o->match = idx - 1;
					o->flags |= TF_UNMATCHED;
				}
			}
			if (!open->match)
				open->match = idx;
			src->tok[idx].match = lx->stack[d];
			lx->nr_stack = d;
			return;
		}
		if (open->kw == '{' && c != '}')
			break;	/* a ')' never closes across a '{' */
	}
	src->tok[idx].flags |= TF_UNMATCHED;
}

static uint32_t *copy_stack(struct lexer *lx)
{
	uint32_t *s = xmalloc((lx->nr_stack + 1) * sizeof(*s));

	if (lx->nr_stack)
		memcpy(s, lx->stack, lx->nr_stack * sizeof(*s));
	return s;
}

/* Openers a branch leaves open (on the stack, opened at token 'first' or
 * later: a branch may have closed openers from before the #if and opened
 * its own in their places): each ends at itself (only the first branch's
 * brackets count), never unset. */
static void unmatch_from(struct lexer *lx, uint32_t first)
{
	for (size_t d = 0; d < lx->nr_stack; d++) {
		struct token *o = &lx->src->tok[lx->stack[d]];

		if (lx->stack[d] >= first && !o->match) {
			o->match = lx->stack[d];
			o->flags |= TF_UNMATCHED;
		}
	}
}

static void restore_stack(struct lexer *lx, const uint32_t *s, uint32_t nr)
{
	ALLOC_GROW(lx->stack, nr, lx->alloc_stack);
	if (nr)
		memcpy(lx->stack, s, nr * sizeof(*s));
	lx->nr_stack = nr;
}

static uint32_t new_branch(struct lexer *lx, uint32_t parent, uint32_t group, const char *text,
			   const char *group_text)
{
	struct source *src = lx->src;
	struct cond *c;

	ALLOC_GROW(src->conds, src->nr_conds + 1, src->alloc_conds);
	c = &src->conds[src->nr_conds];
	c->parent = parent;
	c->group = group;
	c->line = lx->line;
	c->text = text;
	c->group_text = group_text;
	return (uint32_t)src->nr_conds++;
}

/* Is the #if/#elif expression the constant 0 or 1?  -1 when it is anything else. */
static int const_condition(const char *s, size_t len)
{
	while (len && (*s == ' ' || *s == '\t' || *s == '('))
		s++, len--;
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == ')'))
		len--;
	if (len == 1 && (*s == '0' || *s == '1'))
		return *s - '0';
	return -1;
}

static void directive(struct lexer *lx, const char *hash)
{
	struct source *src = lx->src;
	const char *p = skip_space(lx, hash + 1, 1), *name = p, *rest, *end;
	size_t nlen;
	uint32_t line = lx->line, col = (uint32_t)(hash - lx->line_start) + 1;
	struct strbuf text = STRBUF_INIT;

	p = find_ident_end(p);
	nlen = (size_t)(p - name);
	rest = p;
	/* find the end of the directive: newline not escaped, outside comments;
	 * a table stops on the few bytes that matter (register headers are
	 * megabytes of #define lines) */
	while (p < lx->end && *p != '\n') {
		p = find_dir_stop(p);
		if (p >= lx->end || *p == '\n')
			break;
		if (*p == '\\' && p + 1 < lx->end && (p[1] == '\n' || (p[1] == '\r' && p + 2 < lx->end && p[2] == '\n'))) {
			p += p[1] == '\n' ? 2 : 3;
			newline(lx, p);
		} else if (*p == '/' && p + 1 < lx->end && p[1] == '*') {
			p = skip_block_comment(lx, p);
		} else if (*p == '/' && p + 1 < lx->end && p[1] == '/') {
			p = skip_line_comment(lx, p);
		} else if ((*p == '"' || *p == '\'') && !(nlen == 5 && !memcmp(name, "error", 5)) &&
			   !(nlen == 7 && !memcmp(name, "warning", 7))) {
			const char *q = p + 1;

			/* strings in directives; an apostrophe in #error text is prose */
			while (q < lx->end && *q != *p && *q != '\n')
				q += (*q == '\\' && q + 1 < lx->end) ? 2 : 1;
			p = q < lx->end && *q == *p ? q + 1 : q;
		} else {
			p++;
		}
	}
	end = p;
	lx->p = p;

#define IS(s) (nlen == sizeof(s) - 1 && !memcmp(name, s, nlen))
	if (IS("if") || IS("ifdef") || IS("ifndef")) {
		struct cond_frame *f;
		int k = IS("if") ? const_condition(rest, (size_t)(end - rest)) : -1;
		const char *t;

		strbuf_add_squeezed(&text, hash, (size_t)(end - hash));
		t = arena_strndup(src->arena, text.buf, text.len);
		ALLOC_GROW(lx->frames, lx->nr_frames + 1, lx->alloc_frames);
		f = &lx->frames[lx->nr_frames++];
		memset(f, 0, sizeof(*f));
		f->group = ++lx->nr_groups;
		f->line = line;
		f->parent_branch = lx->branch;
		f->dead_parent = lx->dead;
		f->taken_const = k == 1;
		f->stack_at_if = copy_stack(lx);
		f->nr_at_if = (uint32_t)lx->nr_stack;
		f->tok_at_if = (uint32_t)src->nr_tok;
		lx->branch = new_branch(lx, lx->branch, f->group, t, t);
		src->conds[lx->branch].line = line;
		lx->dead = f->dead_parent || k == 0;
	} else if (IS("elif") || IS("else") || IS("elifdef") || IS("elifndef")) {
		struct cond_frame *f;
		int k = IS("else") ? 1 : IS("elif") ? const_condition(rest, (size_t)(end - rest)) : -1;
		const char *t;

		if (!lx->nr_frames) {
			lex_note(lx, line, col, "#else or #elif without #if");
			goto out;
		}
		f = &lx->frames[lx->nr_frames - 1];
		if (!f->have_after_first) {
			f->stack_after_first = copy_stack(lx);
			f->nr_after_first = (uint32_t)lx->nr_stack;
			f->have_after_first = 1;
		} else {
			/* a second or later branch: what it left open is dropped here (else
			 * its openers kept no end, and 'i = match' walked back) */
			unmatch_from(lx, f->tok_at_if);
		}
		restore_stack(lx, f->stack_at_if, f->nr_at_if);
		strbuf_add_squeezed(&text, hash, (size_t)(end - hash));
		t = arena_strndup(src->arena, text.buf, text.len);
		lx->branch = new_branch(lx, f->parent_branch, f->group, t,
					src->conds[lx->branch].group_text);
		src->conds[lx->branch].line = line;
		lx->dead = f->dead_parent || f->taken_const || k == 0;
		if (k == 1 && !IS("else"))
			f->taken_const = 1;
	} else if (IS("endif")) {
		struct cond_frame *f;

		if (!lx->nr_frames) {
			lex_note(lx, line, col, "#endif without #if");
			goto out;
		}
		f = &lx->frames[--lx->nr_frames];
		if (f->have_after_first) {
			/* openers of a later branch left open: only the first branch's count */
			unmatch_from(lx, f->tok_at_if);
			restore_stack(lx, f->stack_after_first, f->nr_after_first);
		}
		lx->branch = f->parent_branch;
		lx->dead = f->dead_parent;
		free(f->stack_at_if);
		free(f->stack_after_first);
	} else if (!lx->dead && (IS("define") || IS("include") || IS("include_next"))) {
		const char *a = skip_space(lx, rest, 1), *b = a;
		struct directive *d;

		if (IS("define")) {
			b = find_ident_end(b);
			if (b > end)
				b = end;
		} else if (a < end && (*a == '<' || *a == '"')) {
			const char *q = memchr(a + 1, *a == '<' ? '>' : '"', (size_t)(end - a - 1));

			if (q) {
				a++;
				b = q;
			}
		}
		if (b > a) {
			ALLOC_GROW(src->dirs, src->nr_dirs + 1, src->alloc_dirs);
			d = &src->dirs[src->nr_dirs++];
			d->kind = IS("define") ? DIR_DEFINE : DIR_INCLUDE;
			d->line = line;
			d->col = col;
			d->off = (uint32_t)(a - src->buf);
			d->len = (uint32_t)(b - a);
			d->end = (uint32_t)(end - src->buf);
			d->cond = lx->branch;
		}
	}
#undef IS
out:
	strbuf_release(&text);
}

int lex_source(struct source *src, const char *path, const char *buf, size_t len,
	       struct arena *arena)
{
	struct lexer lx = { 0 };
	const char *p;

	src->path = path;
	src->buf = buf;
	src->len = len;
	src->arena = arena;
	src->nr_tok = src->nr_conds = src->nr_dirs = src->nr_notes = src->nr_tag_kw = src->nr_array_decls = 0;
	if (len >= UINT32_MAX)
		return -1;
	if (memchr(buf, '\0', len))
		return -1;

	if (src->want_name_keys) {
		lx.keys = name_key_set_mine();
		name_key_set_clear(lx.keys);
	}
	lx.src = src;
	lx.p = buf;
	lx.end = buf + len;
	lx.line_start = buf;
	lx.line = 1;
	lx.bol = 1;
	/* branch 0: the file itself */
	new_branch(&lx, 0, 0, "", "");

	p = buf;
	while (p < lx.end) {
		const char *start;
		unsigned char c;
		uint16_t kw;

		/* the common gaps (blanks, one newline) without a call */
		while (cclass[(unsigned char)*p] & C_SPACE)
			p++;
		if (*p == '\n') {
			newline(&lx, p + 1);
			lx.bol = 1;
			p++;
			while (cclass[(unsigned char)*p] & C_SPACE)
				p++;
		}
		if ((cclass[(unsigned char)*p] & C_NL) || *p == '/' || *p == '\\')
			p = skip_space(&lx, p, 0);
		if (p >= lx.end)
			break;
		start = p;
		c = (unsigned char)*p;
		if (cclass[c] & C_ID) {
			/* string and char prefixes: L"", u8"", u'', U"" */
			if ((c == 'L' || c == 'u' || c == 'U') && p + 1 < lx.end) {
				const char *q = p + 1;

				if (c == 'u' && *q == '8' && q + 1 < lx.end)
					q++;
				if (*q == '"' || *q == '\'') {
					p = skip_quoted(&lx, q, *q);
					push_token(&lx, *q == '"' ? TK_STRING : TK_CHAR, 0, start, p);
					continue;
				}
			}
			p++;
			/* the buffer is NUL-terminated (cclass[0] is 0): no bound check */
			while (cclass[(unsigned char)*p] & (C_ID | C_DIGIT))
				p++;
			kw = kw_lookup(start, (size_t)(p - start));
			push_token(&lx, TK_IDENT, kw, start, p);
			if (src->want_name_keys && !kw && !lx.dead)
				key_ident(&lx, start, p);
			/* the parser visits only these: most tokens are never looked at twice */
			if ((kw == KW_STRUCT || kw == KW_UNION || kw == KW_ENUM) && !lx.dead) {
				ALLOC_GROW(src->tag_kw, src->nr_tag_kw + 1, src->alloc_tag_kw);
				src->tag_kw[src->nr_tag_kw++] = (uint32_t)src->nr_tok - 1;
			}
		} else if ((cclass[c] & C_DIGIT) || (c == '.' && p + 1 < lx.end && (cclass[(unsigned char)p[1]] & C_DIGIT))) {
			p++;
			while (p < lx.end) {
				unsigned char d = (unsigned char)*p;

				if ((cclass[d] & (C_ID | C_DIGIT)) || d == '.' || d == '\'') {
					p++;
				} else if ((d == '+' || d == '-') &&
					   (p[-1] == 'e' || p[-1] == 'E' || p[-1] == 'p' || p[-1] == 'P')) {
					p++;
				} else {
					break;
				}
			}
			push_token(&lx, TK_NUMBER, 0, start, p);
		} else if (c == '"' || c == '\'') {
			p = skip_quoted(&lx, p, (char)c);
			push_token(&lx, c == '"' ? TK_STRING : TK_CHAR, 0, start, p);
		} else if (c == '#' && lx.bol) {
			directive(&lx, p);
			p = lx.p;
		} else if (cclass[c] & C_PUNCT) {
			int id = c;
			char n = p + 1 < lx.end ? p[1] : 0;
			char n2 = p + 2 < lx.end ? p[2] : 0;

			p++;
			switch (c) {
			case '-':
				if (n == '>') id = P_ARROW, p++;
				else if (n == '-') id = P_DEC, p++;
				else if (n == '=') id = P_ASSIGN_OP, p++;
				break;
			case '+':
				if (n == '+') id = P_INC, p++;
				else if (n == '=') id = P_ASSIGN_OP, p++;
				break;
			case '.':
				if (n == '.' && n2 == '.') id = P_ELLIPSIS, p += 2;
				break;
			case '<':
			case '>':
				if (n == c && n2 == '=') id = P_ASSIGN_OP, p += 2;
				else if (n == c) id = c == '<' ? P_SHL : P_SHR, p++;
				else if (n == '=') id = c == '<' ? P_LE : P_GE, p++;
				break;
			case '=':
				if (n == '=') id = P_EQ, p++;
				break;
			case '!':
				if (n == '=') id = P_NE, p++;
				break;
			case '&':
				if (n == '&') id = P_ANDAND, p++;
				else if (n == '=') id = P_ASSIGN_OP, p++;
				break;
			case '|':
				if (n == '|') id = P_OROR, p++;
				else if (n == '=') id = P_ASSIGN_OP, p++;
				break;
			case '*': case '/': case '%': case '^':
				if (n == '=') id = P_ASSIGN_OP, p++;
				break;
			case '#':
				if (n == '#') id = P_HASHHASH, p++;
				break;
			}
			push_token(&lx, TK_PUNCT, id, start, p);
			if (src->want_name_keys && !lx.dead && lx.key_slot)
				key_punct(&lx, id);
			if (id == '(' || id == ')' || id == '[' || id == ']' || id == '{' || id == '}' || id == ';')
				match_bracket(&lx, id);
			if (id == '[' && !lx.dead)
				array_decl(src);
		} else {
			p++;
			/* keep a UTF-8 sequence or stray byte run as one token */
			while (p < lx.end && !(cclass[(unsigned char)*p] & (C_ID | C_DIGIT | C_SPACE | C_NL | C_PUNCT)) &&
			       *p != '"' && *p != '\'' && (unsigned char)*p >= 0x80)
				p++;
			push_token(&lx, TK_OTHER, 0, start, p);
		}
	}

	lx.dead = 0;
	if (lx.nr_frames)
		lex_note(&lx, lx.frames[lx.nr_frames - 1].line, 1, "unterminated #if");
	/* each #if left open ends here as an #endif would: the first branch's
	 * openers back on the stack, a later branch's ending at themselves */
	for (size_t i = lx.nr_frames; i-- > 0;) {
		if (lx.frames[i].have_after_first) {
			unmatch_from(&lx, lx.frames[i].tok_at_if);
			restore_stack(&lx, lx.frames[i].stack_after_first, lx.frames[i].nr_after_first);
		}
		free(lx.frames[i].stack_at_if);
		free(lx.frames[i].stack_after_first);
	}
	lx.branch = 0;
	lx.bol = 1;
	push_token(&lx, TK_EOF, 0, lx.end, lx.end);
	/* openers never closed run to the end of the file */
	for (size_t d = 0; d < lx.nr_stack; d++) {
		struct token *o = &src->tok[lx.stack[d]];

		if (!o->match) {
			o->match = (uint32_t)src->nr_tok - 1;
			o->flags |= TF_UNMATCHED;
		}
	}
	/* a second EOF past the counted tokens: a walk to an unclosed opener's
	 * partner and one step on ('match + 1') reads a token, not past the array */
	ALLOC_GROW(src->tok, src->nr_tok + 1, src->alloc_tok);
	src->tok[src->nr_tok] = src->tok[src->nr_tok - 1];
	src->tok[src->nr_tok].match = (uint32_t)src->nr_tok;
	free(lx.frames);
	free(lx.stack);
	return 0;
}

void source_release(struct source *src)
{
	free(src->tok);
	free(src->conds);
	free(src->dirs);
	free(src->notes);
	free(src->tag_kw);
	free(src->array_decls);
	memset(src, 0, sizeof(*src));
}

int cond_encloses(const struct source *src, uint32_t a, uint32_t b)
{
	for (;;) {
		if (a == b)
			return 1;
		if (!b)
			return 0;
		b = src->conds[b].parent;
	}
}

int cond_mentions(const struct source *src, uint32_t b, const char *word)
{
	for (int depth = 0; b && b < src->nr_conds && depth < 64; b = src->conds[b].parent, depth++)
		if ((src->conds[b].text && strstr(src->conds[b].text, word)) ||
		    (src->conds[b].group_text && strstr(src->conds[b].group_text, word)))
			return 1;
	return 0;
}

int cond_compatible(const struct source *src, uint32_t a, uint32_t b)
{
	/* exclusive when some ancestor of a and some ancestor of b are
	 * different branches of one group; depths are small */
	for (uint32_t x = a; x; x = src->conds[x].parent)
		for (uint32_t y = b; y; y = src->conds[y].parent)
			if (x != y && src->conds[x].group == src->conds[y].group)
				return 0;
	return 1;
}

int tok_int_value(const struct source *src, const struct token *t, uint64_t *v)
{
	const char *p = src->buf + t->off, *end = p + t->len;
	unsigned base = 10;
	uint64_t val = 0;
	int digits = 0;

	if (t->kind != TK_NUMBER)
		return -1;
	while (end > p && strchr("uUlL", end[-1]))
		end--;
	if (end - p > 1 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (end - p > 1 && p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
		base = 2, p += 2;
	else if (end - p > 1 && p[0] == '0')
		base = 8, p++;
	for (; p < end; p++) {
		unsigned d;

		if (*p == '\'' && digits)
			continue;
		if (*p >= '0' && *p <= '9')
			d = (unsigned)(*p - '0');
		else if (*p >= 'a' && *p <= 'f')
			d = (unsigned)(*p - 'a' + 10);
		else if (*p >= 'A' && *p <= 'F')
			d = (unsigned)(*p - 'A' + 10);
		else
			return -1;
		if (d >= base || val > (UINT64_MAX - d) / base)
			return -1;
		val = val * base + d;
		digits++;
	}
	if (!digits && base != 8)
		return -1;
	*v = val;
	return 0;
}

const char *lex_skip_blanks(const char *p, const char *end)
{
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\\' || *p == '\n' || *p == '\r'))
		p++;
	return p;
}

/*
 * The one-name operands of sizeof() in a #define body: 'sizeof(struct TAG)',
 * 'sizeof(union TAG)', 'sizeof(NAME)'. #define bodies are not tokens; the
 * scan keeps these names (file_result.name_keys) and the usage pass reads
 * them, with this one reading so both see the same names.
 */
void lex_define_sizeof_names(const struct source *src, const struct directive *dir,
			     void (*fn)(void *ctx, const struct directive *dir, int tagged, const char *name, size_t n),
			     void *ctx)
{
	const char *p = src->buf + dir->off + dir->len, *end = src->buf + dir->end;

	while ((p = memmem(p, (size_t)(end - p), "sizeof", 6))) {
		const char *q = lex_skip_blanks(p + 6, end), *name;
		int tagged = 0;
		size_t n;

		if ((p > src->buf && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) || q >= end || *q != '(') {
			p += 6;
			continue;
		}
		q = lex_skip_blanks(q + 1, end);
		if (end - q > 7 && (!strncmp(q, "struct", 6) || !strncmp(q, "union", 5))) {
			tagged = 1;
			q = lex_skip_blanks(q + (*q == 's' ? 6 : 5), end);
		}
		for (name = q; q < end && (isalnum((unsigned char)*q) || *q == '_'); q++)
			;
		n = (size_t)(q - name);
		q = lex_skip_blanks(q, end);
		if (n && q < end && *q == ')')
			fn(ctx, dir, tagged, name, n);
		p = q;
	}
}

void lex_define_member_names(const struct source *src, const struct directive *dir,
			     void (*fn)(void *ctx, const char *name, size_t n), void *ctx)
{
	const char *p = src->buf + dir->off + dir->len, *end = src->buf + dir->end;

	for (; p < end; p++) {
		const char *q, *name, *w = p;

		if (*p == '.' && p + 1 < end && p[1] == '.') {
			p++;	/* '...' */
			continue;
		}
		if (*p != '.' && !(*p == '-' && p + 1 < end && p[1] == '>'))
			continue;
		while (*p == '.' && w > src->buf && (isalnum((unsigned char)w[-1]) || w[-1] == '_'))
			w--;
		if (w < p && isdigit((unsigned char)*w))
			continue;	/* '1.5', '0x1.p3': a number's point */
		q = lex_skip_blanks(p + 1 + (*p == '-'), end);
		for (name = q; q < end && (isalnum((unsigned char)*q) || *q == '_'); q++)
			;
		if (q > name && !isdigit((unsigned char)*name))
			fn(ctx, name, (size_t)(q - name));
		p = q - 1;
	}
}

const char *lex_params_end(const char *p, const char *end)
{
	for (int depth = 0; p < end; p++) {
		depth += *p == '(';
		if (*p == ')' && !--depth)
			break;
	}
	return p;
}

int macro_param_of(const struct macro_body *mb, const struct token *t)
{
	for (int p = 0; p < mb->np && t->kind == TK_IDENT; p++)
		if (mb->plen[p] == t->len && !memcmp(mb->params[p], mb->body.buf + t->off, t->len))
			return p;
	return -1;
}

void macro_body_release(struct macro_body *mb)
{
	source_release(&mb->body);
	arena_release(&mb->ar);
	free(mb->text);
	mb->text = NULL;
}

int lex_macro_body(const struct source *src, const struct directive *dir, const char *need, int flags,
		   struct macro_body *mb)
{
	const char *p = src->buf + dir->off + dir->len, *end = src->buf + dir->end, *close = p - 1;
	size_t n, brace = !!(flags & MB_BRACED);

	memset(mb, 0, sizeof(*mb));
	if (dir->kind != DIR_DEFINE || p > end || ((p == end || *p != '(') && !(flags & MB_OBJECT_LIKE)))
		return 0;
	if (p < end && *p == '(') {
		close = lex_params_end(p, end);
		if (close >= end)
			return 0;
		for (const char *q = p + 1; q < close && mb->np < 16;) {
			const char *w;

			q = lex_skip_blanks(q, close);
			for (w = q; w < close && (isalnum((unsigned char)*w) || *w == '_'); w++)
				;
			if (w == q)
				break;
			mb->params[mb->np] = q;
			mb->plen[mb->np++] = (uint32_t)(w - q);
			q = lex_skip_blanks(w, close);
			if (q < close && *q == ',')
				q++;
		}
		if (!mb->np && !(flags & MB_OBJECT_LIKE))
			return 0;
	}
	if (need && !memmem(close + 1, (size_t)(end - close - 1), need, strlen(need)))
		return 0;
	n = (size_t)(end - close - 1);
	mb->start = (uint32_t)(close + 1 - src->buf) - (uint32_t)brace;
	mb->text = xmalloc(n + 2 * brace + LEX_PADDING + 1);
	mb->text[0] = '{';
	memcpy(mb->text + brace, close + 1, n);
	for (size_t i = brace; i + 1 < n + brace; i++)
		if (mb->text[i] == '\\' && (mb->text[i + 1] == '\n' || mb->text[i + 1] == '\r'))
			mb->text[i] = ' ';
	if (brace)
		mb->text[n + 1] = '}';
	n += 2 * brace;
	memset(mb->text + n, 0, LEX_PADDING + 1);
	mb->ar = (struct arena)ARENA_INIT;
	if (!memchr(mb->text, 0, n) && lex_source(&mb->body, src->path, mb->text, n, &mb->ar) == 0)
		return 1;
	macro_body_release(mb);
	return 0;
}

uint32_t lex_next_function(const struct source *src, uint32_t *k)
{
	const struct token *t = src->tok;

	for (uint32_t i = *k; i < src->nr_tok; i++) {
		uint32_t open;

		if (!tok_is(&t[i], '{') || t[i].match <= i || t[i].match >= src->nr_tok)
			continue;
		*k = t[i].match + 1;	/* file scope only: a body holds no definitions */
		if (i >= 2 && tok_is(&t[i - 1], ')') && (open = t[i - 1].match) < i - 1 && open >= 1 &&
		    t[open - 1].kind == TK_IDENT && !t[open - 1].kw)
			return open - 1;
		i = t[i].match;
	}
	*k = src->nr_tok;
	return NO_TOK;
}
