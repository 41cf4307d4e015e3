// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "run.h"
#include "vec.h"

volatile int run_interrupted;
static struct sigaction saved[3];
static const int caught[3] = { SIGINT, SIGTERM, SIGHUP };

static void on_signal(int sig)
{
	run_interrupted = sig;
}

void run_signals_catch(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;	/* no SA_RESTART: a wait returns EINTR */
	sigemptyset(&sa.sa_mask);
	for (int k = 0; k < 3; k++)
		sigaction(caught[k], &sa, &saved[k]);
}

void run_signals_release(void)
{
	for (int k = 0; k < 3; k++)
		sigaction(caught[k], &saved[k], NULL);
	if (run_interrupted)
		raise(run_interrupted);
}

void run_kill(pid_t pid)
{
	if (pid > 0) {
		kill(-pid, SIGKILL);
		kill(pid, SIGKILL);
	}
}

pid_t run_spawn(const char *const *argv, const char *cwd, const char *log)
{
	pid_t pid = fork();

	if (pid != 0)
		return pid;
	setpgid(0, 0);	/* run_kill() ends the compiler's own children too */
	if (log) {
		int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);

		if (fd < 0 || dup2(fd, 1) < 0 || dup2(fd, 2) < 0)
			_exit(127);
	}
	if (cwd && chdir(cwd) < 0)
		_exit(127);
	execvp(argv[0], (char *const *)argv);
	_exit(127);
}

int run_status(int wait_status)
{
	return WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128;
}

int run_wait(const char *const *argv, const char *cwd, const char *log)
{
	pid_t pid = run_spawn(argv, cwd, log);
	int st;

	if (pid < 0)
		return -1;
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR)
			return -1;
		if (run_interrupted) {
			run_kill(pid);
			waitpid(pid, &st, 0);
			return -1;
		}
	}
	return run_status(st);
}

int run_capture_within(const char *const *argv, struct strbuf *sb, int seconds)
{
	int fd[2], st, ret = 0;
	pid_t pid;
	time_t end = seconds > 0 ? time(NULL) + seconds : 0;

	if (pipe2(fd, O_CLOEXEC) < 0)
		return -1;
	pid = fork();
	if (pid < 0) {
		close(fd[0]);
		close(fd[1]);
		return -1;
	}
	if (!pid) {
		int null = open("/dev/null", O_WRONLY | O_CLOEXEC);

		setpgid(0, 0);
		if (dup2(fd[1], 1) < 0 || null < 0 || dup2(null, 2) < 0)
			_exit(127);
		execvp(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(fd[1]);
	for (;;) {
		struct pollfd p = { fd[0], POLLIN, 0 };
		char buf[4096];
		ssize_t n;
		int left = end ? (int)(end - time(NULL)) * 1000 : -1;

		if (end && left <= 0) {
			run_kill(pid);	/* it did not finish in time */
			ret = -1;
			break;
		}
		if (poll(&p, 1, left) < 0) {
			if (errno == EINTR && !run_interrupted)
				continue;
			run_kill(pid);
			ret = -1;
			break;
		}
		if (!p.revents)
			continue;
		n = read(fd[0], buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			ret = n < 0 ? -1 : 0;
			break;
		}
		strbuf_add(sb, buf, (size_t)n);
	}
	close(fd[0]);
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return ret < 0 || run_status(st) ? -1 : 0;
}

int run_capture(const char *const *argv, struct strbuf *sb)
{
	return run_capture_within(argv, sb, 0);
}

void run_args_insert(struct run_args *a, size_t at, const char *s)
{
	ALLOC_GROW(a->v, a->nr + 2, a->alloc);
	memmove(a->v + at + 1, a->v + at, (a->nr - at) * sizeof(*a->v));
	a->v[at] = xstrdup(s);
	a->v[++a->nr] = NULL;
}

void run_args_add(struct run_args *a, const char *s)
{
	run_args_insert(a, a->nr, s);
}

void run_args_remove(struct run_args *a, size_t at)
{
	free(a->v[at]);
	memmove(a->v + at, a->v + at + 1, (a->nr - at) * sizeof(*a->v));	/* the NULL too */
	a->nr--;
}

void run_args_set(struct run_args *a, size_t at, const char *s)
{
	char *c = xstrdup(s);

	free(a->v[at]);
	a->v[at] = c;
}

void run_args_copy(struct run_args *to, const struct run_args *from)
{
	for (size_t k = 0; k < from->nr; k++)
		run_args_add(to, from->v[k]);
}

void run_args_release(struct run_args *a)
{
	for (size_t k = 0; k < a->nr; k++)
		free(a->v[k]);
	free(a->v);
	a->v = NULL;
	a->nr = a->alloc = 0;
}

int run_split(const char *line, struct run_args *a, int first_only, const char **why)
{
	struct strbuf w = STRBUF_INIT;
	int in_word = 0;
	const char *p = line;

	*why = NULL;
	for (;;) {
		char c = *p;

		if (!c || c == ' ' || c == '\t' || c == '\n' ||
		    (first_only && (c == ';' || (c == '&' && p[1] == '&') || (c == '|' && p[1] == '|')))) {
			if (in_word)
				run_args_add(a, w.buf);
			strbuf_reset(&w);
			in_word = 0;
			if (!c || (c != ' ' && c != '\t'))
				break;	/* a newline or a list operator ends the (first) command */
			p++;
		} else if (c == '\'') {
			const char *q = strchr(p + 1, '\'');

			if (!q) {
				*why = "an unterminated '";
				break;
			}
			strbuf_add(&w, p + 1, (size_t)(q - p - 1));
			in_word = 1;
			p = q + 1;
		} else if (c == '"') {
			for (p++; *p && *p != '"'; p++) {
				if (*p == '$' || *p == '`') {
					*why = "an expansion inside \"...\"";
					break;
				}
				if (*p == '\\' && p[1] && strchr("\"\\$`\n", p[1]))
					p++;
				strbuf_addch(&w, *p);
			}
			if (*why)
				break;
			if (!*p) {
				*why = "an unterminated \"";
				break;
			}
			in_word = 1;
			p++;
		} else if (c == '\\') {
			if (!p[1]) {
				*why = "a backslash at the end";
				break;
			}
			strbuf_addch(&w, p[1]);
			in_word = 1;
			p += 2;
		} else if (strchr("$`|&;<>()*?[", c) || ((c == '~' || c == '#') && !in_word)) {
			*why = "shell syntax (expansion, redirection, a pipe or a list)";
			break;
		} else {
			strbuf_addch(&w, c);
			in_word = 1;
			p++;
		}
	}
	strbuf_release(&w);
	if (*why)
		return -1;
	if (!a->nr) {
		*why = "no command";
		return -1;
	}
	return 0;
}
