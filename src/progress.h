/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * progress: "flexfix: scan: 45% (25000/55405 files)" on stderr while a
 * stage runs, as git shows it: only when stderr is a terminal and the stage
 * has run for a second (FLEXFIX_PROGRESS_DELAY=S: S seconds, as git's
 * GIT_PROGRESS_DELAY; FLEXFIX_PROGRESS=0 never, =1 also without a
 * terminal); the last state stays with ", done.". A thread reads the
 * stage's own work counter; the workers do nothing more.
 */
#ifndef FLEXFIX_PROGRESS_H
#define FLEXFIX_PROGRESS_H

#include <stdatomic.h>
#include <stddef.h>

struct progress;

/* NULL (nothing shown) unless progress is wanted; counter: items taken so far. */
struct progress *progress_start(const char *what, _Atomic size_t *counter, size_t total);
void progress_stop(struct progress *p);

#endif
