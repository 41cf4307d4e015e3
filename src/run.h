/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * run: child processes (git for guard; make, compilers and objdump for
 * verify). Always an argv for execvp, never a line for /bin/sh: a command
 * line from the user or a build record is split once, here (run_split).
 */
#ifndef FLEXFIX_RUN_H
#define FLEXFIX_RUN_H

#include <sys/types.h>
#include "strbuf.h"

/* An argv being built: v is NULL-terminated whenever nr > 0. */
struct run_args {
	char **v;
	size_t nr, alloc;
};
#define RUN_ARGS_INIT { NULL, 0, 0 }

void run_args_add(struct run_args *a, const char *s);
void run_args_insert(struct run_args *a, size_t at, const char *s);
void run_args_remove(struct run_args *a, size_t at);
void run_args_set(struct run_args *a, size_t at, const char *s);
void run_args_copy(struct run_args *to, const struct run_args *from);
void run_args_release(struct run_args *a);

/*
 * Splits a command line into words with sh's quoting: blanks separate
 * words, '...' keeps every byte, "..." keeps every byte but a backslash
 * before " \ $ ` or a newline, a backslash outside quotes keeps the next
 * byte. What sh would expand, redirect or run besides (an unquoted $ ` | &
 * ; < > ( ) * ? [ ~ #, a $ or ` inside "...") is refused: -1 with *why
 * saying what. With first_only, the line ends at the first unquoted ';',
 * "&&" or "||" (a build record's compile command, then its post-processing).
 */
int run_split(const char *line, struct run_args *a, int first_only, const char **why);

/*
 * While a long run has children (verify's builds): SIGINT, SIGTERM and
 * SIGHUP only set run_interrupted (waits return early, the children are
 * stopped), so the caller can remove what it made; run_signals_release()
 * restores them and delivers the signal that came.
 */
extern volatile int run_interrupted;
void run_signals_catch(void);
void run_signals_release(void);
/* Ends a child started by run_spawn, and its children (its process group). */
void run_kill(pid_t pid);

/* Starts argv (PATH searched) in cwd (NULL: here), stdout and stderr to log
 * (NULL: inherited), in a process group of its own; the pid, or -1. */
pid_t run_spawn(const char *const *argv, const char *cwd, const char *log);
/* run_spawn and wait: the exit status, 128 for a signal, -1 if it could not run. */
int run_wait(const char *const *argv, const char *cwd, const char *log);
/* Its standard output appended to sb (stderr dropped); -1 unless it exits 0. */
int run_capture(const char *const *argv, struct strbuf *sb);
/* The same, killed (-1) when it runs longer than seconds (0: no limit). */
int run_capture_within(const char *const *argv, struct strbuf *sb, int seconds);
/* The exit status as run_wait gives it, from a wait() status. */
int run_status(int wait_status);

#endif
