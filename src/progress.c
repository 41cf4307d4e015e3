// SPDX-License-Identifier: GPL-2.0-only
/* progress: see progress.h. */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include "progress.h"
#include "vec.h"

struct progress {
	const char *what;
	_Atomic size_t *counter;
	size_t total;
	pthread_t thread;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int stop, shown;
	int delay_ticks;		/* 200 ms each */
};

static void show(struct progress *p, const char *end)
{
	size_t n = atomic_load(p->counter);

	if (n > p->total)
		n = p->total;	/* workers take one past the end to learn it is over */
	fprintf(stderr, "\rflexfix: %s: %3u%% (%zu/%zu files)%s", p->what,
		p->total ? (unsigned)(n * 100 / p->total) : 100u, n, p->total, end);
	fflush(stderr);
	p->shown = 1;
}

static void *progress_main(void *arg)
{
	struct progress *p = arg;
	struct timespec start, at;
	int ticks = 0;

	clock_gettime(CLOCK_REALTIME, &start);
	pthread_mutex_lock(&p->mu);
	while (!p->stop) {
		clock_gettime(CLOCK_REALTIME, &at);
		at.tv_nsec += 200 * 1000 * 1000;
		if (at.tv_nsec >= 1000000000L) {
			at.tv_sec++;
			at.tv_nsec -= 1000000000L;
		}
		if (pthread_cond_timedwait(&p->cv, &p->mu, &at) == ETIMEDOUT && ++ticks >= p->delay_ticks)
			show(p, "");	/* after a second: a short stage says nothing */
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

struct progress *progress_start(const char *what, _Atomic size_t *counter, size_t total)
{
	const char *env = getenv("FLEXFIX_PROGRESS");
	struct progress *p;

	if (env && *env == '0')
		return NULL;
	if (!(env && *env == '1') && !isatty(2))
		return NULL;
	p = xcalloc(1, sizeof(*p));
	p->what = what;
	p->counter = counter;
	p->total = total;
	/* FLEXFIX_PROGRESS_DELAY: seconds before the first line, as git's GIT_PROGRESS_DELAY */
	env = getenv("FLEXFIX_PROGRESS_DELAY");
	p->delay_ticks = env && *env ? atoi(env) * 5 : 5;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->cv, NULL);
	if (pthread_create(&p->thread, NULL, progress_main, p)) {
		free(p);
		return NULL;	/* no progress is no error */
	}
	return p;
}

void progress_stop(struct progress *p)
{
	if (!p)
		return;
	pthread_mutex_lock(&p->mu);
	p->stop = 1;
	pthread_cond_signal(&p->cv);
	pthread_mutex_unlock(&p->mu);
	pthread_join(p->thread, NULL);
	if (p->shown || !p->delay_ticks)
		show(p, ", done.\n");
	pthread_cond_destroy(&p->cv);
	pthread_mutex_destroy(&p->mu);
	free(p);
}
