/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * run: child processes (git for guard; make, compilers and objdump for
 * verify). No shell unless a command line is given as such.
 */
#ifndef FLEXFIX_RUN_H
#define FLEXFIX_RUN_H

#include <sys/types.h>
#include "strbuf.h"

/* Starts argv (PATH searched) in cwd (NULL: here), stdout and stderr to log
 * (NULL: inherited); the pid, or -1. */
pid_t run_spawn(const char *const *argv, const char *cwd, const char *log);
/* run_spawn and wait: the exit status, 128 for a signal, -1 if it could not run. */
int run_wait(const char *const *argv, const char *cwd, const char *log);
/* Its standard output appended to sb (stderr dropped); -1 unless it exits 0. */
int run_capture(const char *const *argv, struct strbuf *sb);
/* The exit status as run_wait gives it, from a wait() status. */
int run_status(int wait_status);

#endif
