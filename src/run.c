// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "run.h"

pid_t run_spawn(const char *const *argv, const char *cwd, const char *log)
{
	pid_t pid = fork();

	if (pid != 0)
		return pid;
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
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return run_status(st);
}

int run_capture(const char *const *argv, struct strbuf *sb)
{
	int fd[2], st, ret;
	pid_t pid;
	FILE *in;

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

		if (dup2(fd[1], 1) < 0 || null < 0 || dup2(null, 2) < 0)
			_exit(127);
		execvp(argv[0], (char *const *)argv);
		_exit(127);
	}
	close(fd[1]);
	in = fdopen(fd[0], "r");
	ret = in ? strbuf_read_stream(in, sb) : -1;
	if (in)
		fclose(in);
	else
		close(fd[0]);
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	return ret < 0 || run_status(st) ? -1 : 0;
}
