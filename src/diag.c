// SPDX-License-Identifier: GPL-2.0-only
#include <stdio.h>
#include <sys/resource.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "diag.h"

/* One fprintf per message so lines from worker threads never interleave. */
static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	char msg[4096];

	vsnprintf(msg, sizeof(msg), fmt, ap);
	fprintf(stderr, "flexfix: %s%s\n", prefix, msg);
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("warning: ", fmt, ap);
	va_end(ap);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	exit(2);
}

void bug_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "flexfix: BUG: %s:%d: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}

/* The resident set now, in MB (0 when /proc cannot tell). */
static unsigned long rss_mb(void)
{
	unsigned long pages = 0, resident = 0;
	FILE *f = fopen("/proc/self/statm", "r");

	if (f) {
		if (fscanf(f, "%lu %lu", &pages, &resident) != 2)
			resident = 0;
		fclose(f);
	}
	return resident * (unsigned long)sysconf(_SC_PAGESIZE) >> 20;
}

/* FLEXFIX_DEBUG_TIMES=1: the wall time since the previous mark and the
 * resident memory at it, on stderr (where a run's time and memory go,
 * without a profiler). */
void debug_time(const char *what)
{
	static int on = -1;
	static struct timespec last;
	static long last_faults;
	struct timespec now;
	struct rusage ru;

	if (on < 0)
		on = getenv("FLEXFIX_DEBUG_TIMES") != NULL;
	if (!on)
		return;
	clock_gettime(CLOCK_MONOTONIC, &now);
	getrusage(RUSAGE_SELF, &ru);	/* page faults: memory touched for the first time, the kernel's time */
	if (what && (last.tv_sec || last.tv_nsec))
		fprintf(stderr, "flexfix: time: %-24s %8.3f s %7lu MB %7ld MB faulted\n", what,
			(double)(now.tv_sec - last.tv_sec) + (double)(now.tv_nsec - last.tv_nsec) / 1e9, rss_mb(),
			(ru.ru_minflt - last_faults) * (sysconf(_SC_PAGESIZE) / 1024) / 1024);
	last = now;
	last_faults = ru.ru_minflt;
}

void debug_count(const char *what, size_t n)
{
	if (getenv("FLEXFIX_DEBUG_TIMES"))
		fprintf(stderr, "flexfix: count: %-23s %8zu\n", what, n);
}

void debug_stop(const char *point)
{
	const char *want = getenv("FLEXFIX_DEBUG_STOP");

	if (want && !strcmp(want, point))
		raise(SIGSTOP);
}
