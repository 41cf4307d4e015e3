/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * diag: the one place that prints tool-level messages (not findings).
 * Messages go to stderr as "flexfix: path: message"; error() returns -1 so
 * callers can write `return error(...)`. die() is for main.c and cmd-*.c only.
 */
#ifndef FLEXFIX_DIAG_H
#define FLEXFIX_DIAG_H

#include <stddef.h>

#include <stdarg.h>

#define FORMAT(a, b) __attribute__((format(printf, a, b)))

int error(const char *fmt, ...) FORMAT(1, 2);
void warning(const char *fmt, ...) FORMAT(1, 2);
_Noreturn void die(const char *fmt, ...) FORMAT(1, 2);
_Noreturn void bug_at(const char *file, int line, const char *fmt, ...) FORMAT(3, 4);
#define BUG(...) bug_at(__FILE__, __LINE__, __VA_ARGS__)
/* Stops the process (SIGSTOP) when $FLEXFIX_DEBUG_STOP names this point:
 * tests change files or send signals at exact places of a run. */
void debug_stop(const char *point);
void debug_time(const char *what);
void debug_count(const char *what, size_t n);

#endif
