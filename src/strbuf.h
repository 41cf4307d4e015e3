/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * strbuf: growable NUL-terminated byte buffer (git's strbuf, trimmed).
 * Invariant: buf is never NULL; buf[len] == '\0'. STRBUF_INIT allocates nothing.
 */
#ifndef FLEXFIX_STRBUF_H
#define FLEXFIX_STRBUF_H

#include <stddef.h>
#include <stdio.h>
#include "diag.h"

struct strbuf {
	size_t alloc, len;
	char *buf;
};

extern char strbuf_slopbuf[];
#define STRBUF_INIT { 0, 0, strbuf_slopbuf }

void strbuf_init(struct strbuf *sb);
void strbuf_release(struct strbuf *sb);
void strbuf_grow(struct strbuf *sb, size_t extra);
void strbuf_swap(struct strbuf *a, struct strbuf *b);
void strbuf_add(struct strbuf *sb, const void *data, size_t len);
void strbuf_addstr(struct strbuf *sb, const char *s);
void strbuf_addch(struct strbuf *sb, int c);
/* Appends v in decimal (no printf: the notes of a million conversions). */
void strbuf_addu(struct strbuf *sb, unsigned long long v);
void strbuf_addf(struct strbuf *sb, const char *fmt, ...) FORMAT(2, 3);
void strbuf_reset(struct strbuf *sb);
/* Returns the buffer (caller frees) and leaves sb empty. */
char *strbuf_detach(struct strbuf *sb);
/* Appends all of a stream / a file; -1 on a read error (errno set). */
int strbuf_read_stream(FILE *in, struct strbuf *sb);
int strbuf_read_path(const char *path, struct strbuf *sb);
/* Length of the valid UTF-8 sequence at s (1-4 bytes), or 0 when the bytes
 * there are not one (overlong, surrogate, past U+10FFFF, cut short). */
size_t utf8_len(const unsigned char *s, size_t n);
/* Appends s with every byte that is not part of valid UTF-8 as U+FFFD. */
void strbuf_add_utf8(struct strbuf *sb, const char *s, size_t n);
/* Appends text with runs of white space (and newlines) folded to one space. */
void strbuf_add_squeezed(struct strbuf *sb, const char *s, size_t len);

#endif
