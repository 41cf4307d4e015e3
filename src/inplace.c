// SPDX-License-Identifier: GPL-2.0-only
/*
 * inplace: files written all or none, and the journal that lets a run
 * killed during its renames be completed by the next one. See inplace.h.
 */
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "diag.h"
#include "inplace.h"
#include "strbuf.h"
#include "strmap.h"
#include "vec.h"

static int write_all(int fd, const char *buf, size_t len)
{
	for (size_t done = 0; done < len;) {
		ssize_t n = write(fd, buf + done, len - done);

		if (n < 0 && errno != EINTR)
			return -1;
		done += n > 0 ? (size_t)n : 0;
	}
	return 0;
}

/*
 * A file with no name in dir (O_TMPFILE), so a SIGKILL before it is linked
 * leaves nothing behind; where the file system does not allow that, a file
 * named by mkstemp() from template (*named set). -1 when neither works.
 */
static int open_unnamed(const char *dir, char *template, uint8_t *named)
{
	int fd = open(dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);

	*named = 0;
	if (fd < 0) {
		fd = mkstemp(template);
		*named = fd >= 0;
	}
	return fd;
}

/* Gives a file opened by open_unnamed() the name path; -1 when taken or not possible. */
static int link_unnamed(int fd, const char *path)
{
	char fdpath[64];

	snprintf(fdpath, sizeof(fdpath), "/proc/self/fd/%d", fd);
	if (linkat(AT_FDCWD, fdpath, AT_FDCWD, path, AT_SYMLINK_FOLLOW) < 0 &&
	    linkat(fd, "", AT_FDCWD, path, AT_EMPTY_PATH) < 0)
		return -1;
	return 0;
}

/* A new file written next to an original, not yet renamed over it. */
struct pending {
	char *dest;			/* the original: a link's target, resolved */
	char *tmp;			/* its name beside dest (chosen before it is given) */
	int fd;				/* an O_TMPFILE file has no name until linked */
	uint8_t named;			/* tmp names it (linked, or made by mkstemp) */
	uint64_t old_hash, new_hash;	/* of the bytes read, of the bytes written */
};

/*
 * The new file is written with no name where the file system allows (see
 * open_unnamed()), so a SIGKILL while the files are written leaves nothing.
 */
static int write_temp(const struct file_edits *fe, struct pending *p)
{
	struct strbuf nb = STRBUF_INIT, tmp = STRBUF_INIT;
	char real[PATH_MAX], *slash;
	struct stat st;
	int fd, ret = 0;

	if (!realpath(fe->path, real) || stat(real, &st) < 0)
		return error("%s: %s", fe->path, strerror(errno));
	if (!S_ISREG(st.st_mode))
		return error("%s: not a regular file, not rewritten", fe->path);
	p->dest = xstrdup(real);
	file_edits_result(fe, &nb);
	p->old_hash = hash64(fe->old, fe->old_len);
	p->new_hash = hash64(nb.buf, nb.len);
	slash = strrchr(real, '/');
	*slash = '\0';
	strbuf_addf(&tmp, "%s/%s.flexfix-XXXXXX", real, slash + 1);
	fd = open_unnamed(slash > real ? real : "/", tmp.buf, &p->named);
	*slash = '/';
	if (fd < 0) {
		ret = error("%s: cannot create a temporary file: %s", fe->path, strerror(errno));
		goto out;
	}
	p->fd = fd;
	p->tmp = xstrdup(tmp.buf);
	if (write_all(fd, nb.buf, nb.len) < 0)
		ret = error("%s: %s", fe->path, strerror(errno));
	/* owner and group first: a chown may clear the mode's set-id bits */
	if (!ret && (st.st_uid != geteuid() || st.st_gid != getegid()) && fchown(fd, st.st_uid, st.st_gid) < 0)
		ret = error("%s: cannot keep its owner and group (%s), not rewritten", fe->path, strerror(errno));
	if (!ret && (fchmod(fd, st.st_mode & 07777) < 0 || fsync(fd) < 0))
		ret = error("%s: %s", fe->path, strerror(errno));
out:
	strbuf_release(&nb);
	strbuf_release(&tmp);
	return ret;
}

/* A name for an O_TMPFILE file beside dest: "DEST.flexfix-" and 6 letters or digits. */
static void temp_name(struct pending *p, unsigned attempt)
{
	static const char set[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
	struct timespec ts;
	uint64_t h[3];
	char *x;

	clock_gettime(CLOCK_REALTIME, &ts);
	h[0] = (uint64_t)getpid() << 32 | attempt;
	h[1] = (uint64_t)ts.tv_sec ^ (uint64_t)ts.tv_nsec << 20;
	h[2] = (uint64_t)(uintptr_t)p;
	h[0] = hash64(h, sizeof(h)) ^ hash64(p->dest, strlen(p->dest));
	x = p->tmp + strlen(p->tmp) - 6;
	for (int k = 0; k < 6; k++, h[0] /= 62)
		x[k] = set[h[0] % 62];
}

/* Gives an unnamed new file its name (chosen before, in the journal). -1 when taken or not possible. */
static int give_name(struct pending *p)
{
	if (!p->named && link_unnamed(p->fd, p->tmp) < 0)
		return -1;
	p->named = 1;
	return 0;
}

/* Does the file still hold exactly the bytes the edits were made on? */
static int unchanged(const struct file_edits *fe, const char *dest)
{
	struct strbuf now = STRBUF_INIT;
	int same = strbuf_read_path(dest, &now) == 0 && now.len == fe->old_len && !memcmp(now.buf, fe->old, now.len);

	strbuf_release(&now);
	return same;
}

/*
 * The journal: "flexfix in-place journal 1\n", then per file
 * "OLDHASH NEWHASH TMP\0DEST\0" (hashes as 16 hex digits; paths absolute,
 * NUL-ended, so any byte but NUL may be in them). Held with flock() while
 * its run renames: a run killed lets the lock go, a live one keeps it.
 */
#define JOURNAL_HEAD "flexfix in-place journal 1\n"

/* The deepest directory that holds every dest (absolute paths). */
static void common_dir(const struct pending *p, size_t n, struct strbuf *dir)
{
	const char *slash = strrchr(p[0].dest, '/');

	strbuf_reset(dir);
	strbuf_add(dir, p[0].dest, (size_t)(slash - p[0].dest) + 1);	/* "/a/b/" */
	for (size_t i = 1; i < n; i++) {
		size_t k = 0;

		while (k < dir->len && p[i].dest[k] == dir->buf[k])
			k++;
		while (k > 0 && dir->buf[k - 1] != '/')
			k--;
		dir->len = k;
		dir->buf[k] = '\0';
	}
	if (dir->len > 1)
		dir->buf[--dir->len] = '\0';	/* no trailing slash but for the root */
}

/* Writes the journal for p at DIR/INPLACE_JOURNAL, locked; its fd, or -1 (said). */
static int journal_create(const struct pending *p, size_t n, const struct strbuf *dir, struct strbuf *path)
{
	struct strbuf j = STRBUF_INIT, tmp = STRBUF_INIT;
	uint8_t named;
	int fd, ret = 0;

	strbuf_addstr(&j, JOURNAL_HEAD);
	for (size_t i = 0; i < n; i++) {
		strbuf_addf(&j, "%016" PRIx64 " %016" PRIx64 " %s", p[i].old_hash, p[i].new_hash, p[i].tmp);
		strbuf_addch(&j, '\0');
		strbuf_addstr(&j, p[i].dest);
		strbuf_addch(&j, '\0');
	}
	strbuf_reset(path);
	strbuf_addf(path, "%s/%s", dir->len > 1 ? dir->buf : "", INPLACE_JOURNAL);
	strbuf_addf(&tmp, "%s.XXXXXX", path->buf);
	/* unnamed until complete: a kill while it is written leaves no file */
	fd = open_unnamed(dir->len ? dir->buf : "/", tmp.buf, &named);
	if (fd < 0) {
		error("%s: cannot write the journal: %s; no file was changed", path->buf, strerror(errno));
		goto out;
	}
	debug_stop("journal");
	/* locked before it has its name: a reader never takes a live run's journal for a dead one's */
	if (write_all(fd, j.buf, j.len) < 0 || fsync(fd) < 0 || flock(fd, LOCK_EX) < 0)
		ret = error("%s: cannot write the journal: %s; no file was changed", path->buf, strerror(errno));
	else if ((named ? link(tmp.buf, path->buf) : link_unnamed(fd, path->buf)) < 0)
		ret = error(errno == EEXIST ?
			    "%s: another flexfix run is writing there, or one was killed while it did "
			    "(flexfix fix --in-place completes it); no file was changed" :
			    "%s: cannot write the journal: %s; no file was changed", path->buf, strerror(errno));
	if (named)
		unlink(tmp.buf);
	if (ret < 0) {
		close(fd);
		fd = -1;
	}
out:
	strbuf_release(&j);
	strbuf_release(&tmp);
	return fd;
}

static int hash_of_path(const char *path, uint64_t *h)
{
	struct strbuf sb = STRBUF_INIT;
	int r = strbuf_read_path(path, &sb);

	if (!r)
		*h = hash64(sb.buf, sb.len);
	strbuf_release(&sb);
	return r;
}

struct journal_entry {
	const char *tmp, *dest;
	uint64_t old_hash, new_hash;
};

/*
 * Is e what this journal could have written: dest inside the journal's
 * directory, no link or ".." on the way, tmp its temporary name? A journal
 * is input like any file in the tree: it must not move files elsewhere.
 */
static int entry_inside(const struct journal_entry *e, const char *dir)
{
	char real[PATH_MAX];
	size_t n = strlen(dir), d = strlen(e->dest);

	if (strncmp(e->dest, dir, n) || (n > 1 && e->dest[n] != '/') || strstr(e->dest, "/../") ||
	    strstr(e->dest, "/./") || !realpath(e->dest, real) || strcmp(real, e->dest))
		return 0;
	return strlen(e->tmp) == d + strlen(".flexfix-XXXXXX") && !strncmp(e->tmp, e->dest, d) &&
	       !strncmp(e->tmp + d, ".flexfix-", 9) && !strchr(e->tmp + d + 9, '/');
}

/* The entries of a journal's text; -1 when it is not one, cut short, or
 * names a file outside dir. */
static int journal_parse(const struct strbuf *j, const char *dir, struct journal_entry **out, size_t *nr)
{
	const char *p = j->buf + strlen(JOURNAL_HEAD), *end = j->buf + j->len;
	size_t alloc = 0;

	*out = NULL;
	*nr = 0;
	if (j->len < strlen(JOURNAL_HEAD) || memcmp(j->buf, JOURNAL_HEAD, strlen(JOURNAL_HEAD)))
		return -1;
	while (p < end) {
		struct journal_entry e;
		char *x;

		if (!memchr(p, '\0', (size_t)(end - p)))
			return -1;
		e.old_hash = strtoull(p, &x, 16);
		if (*x != ' ')
			return -1;
		e.new_hash = strtoull(x + 1, &x, 16);
		if (*x != ' ')
			return -1;
		e.tmp = x + 1;
		e.dest = e.tmp + strlen(e.tmp) + 1;
		if (e.dest >= end || !memchr(e.dest, '\0', (size_t)(end - e.dest)) || !*e.tmp || !*e.dest)
			return -1;
		p = e.dest + strlen(e.dest) + 1;
		if (!entry_inside(&e, dir))
			return -1;
		ALLOC_GROW(*out, *nr + 1, alloc);
		(*out)[(*nr)++] = e;
	}
	return 0;
}

/*
 * Completes (or only reports) the journal at path: its run was killed
 * within its short step. No file renamed yet: the new versions named so
 * far are removed (nothing changed); else the renames are completed where
 * the original still holds the bytes read. 1 done, -1 not completed.
 */
static int journal_complete(const char *path, int complete)
{
	struct strbuf j = STRBUF_INIT, dir = STRBUF_INIT;
	struct journal_entry *e = NULL;
	struct stat st;
	size_t nr = 0, renamed = 0, before = 0;
	/* read-only and not blocking, owner checked before the lock: a file another user put
	 * there (in /tmp, say) is neither followed nor able to stop this run */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK), ret = 1;
	FILE *in = NULL;

	if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || st.st_uid != geteuid()) {
		warning("%s: not a journal this user's flexfix wrote; ignored", path);
		goto out;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		ret = error("%s: another flexfix run is writing there now; try again when it is done", path);
		goto out;
	}
	if (fstat(fd, &st) < 0 || st.st_nlink == 0)
		goto out;	/* its run finished while we waited */
	if (!complete) {
		warning("%s: a fix --in-place run was killed while it renamed its files; "
			"flexfix fix --in-place completes it", path);
		goto out;
	}
	strbuf_addstr(&dir, path);
	while (dir.len > 1 && dir.buf[dir.len - 1] != '/')
		dir.buf[--dir.len] = '\0';
	if (dir.len > 1)
		dir.buf[--dir.len] = '\0';
	if (!(in = fdopen(dup(fd), "r")) || strbuf_read_stream(in, &j) < 0 || journal_parse(&j, dir.buf, &e, &nr) < 0) {
		ret = error("%s: not a journal flexfix can read, or it names files outside its directory; "
			    "left as it is", path);
		goto out;
	}
	for (size_t i = 0; i < nr; i++) {
		uint64_t now;

		before += access(e[i].tmp, F_OK) < 0 && !hash_of_path(e[i].dest, &now) && now == e[i].new_hash &&
			  now != e[i].old_hash;
	}
	for (size_t i = 0; i < nr; i++) {
		uint64_t now;
		int have_tmp = access(e[i].tmp, F_OK) == 0, have_now = hash_of_path(e[i].dest, &now) == 0;

		if (!before) {
			if (have_tmp)
				unlink(e[i].tmp);
		} else if (have_tmp && have_now && now == e[i].old_hash) {
			if (rename(e[i].tmp, e[i].dest) < 0)
				ret = error("%s: %s; its new version is left at %s", e[i].dest, strerror(errno), e[i].tmp);
			else
				renamed++;
		} else if (have_now && now == e[i].new_hash) {
			if (have_tmp)
				unlink(e[i].tmp);
		} else {
			ret = error(have_tmp ? "%s: changed since the run was killed; not rewritten, its new version is left at %s" :
				    "%s: changed since the run was killed, its new version is gone (%s); not rewritten",
				    e[i].dest, e[i].tmp);
		}
	}
	if (ret > 0 && !before)
		fprintf(stderr, "flexfix: %s: a fix --in-place run was killed before it renamed a file: "
			"its new versions removed, no file changed\n", path);
	else if (ret > 0)
		fprintf(stderr, "flexfix: %s: completed a fix --in-place run killed while it renamed its files "
			"(%zu of %zu files renamed now)\n", path, renamed, nr);
	unlink(path);	/* what could not be completed was said, with the files left */
out:
	free(e);
	strbuf_release(&j);
	strbuf_release(&dir);
	if (in)
		fclose(in);
	if (fd >= 0)
		close(fd);
	return ret;
}

/* The journals in path's directory and every one above it, added to found (once each). */
static void journals_above(const char *path, struct strmap *found)
{
	char real[PATH_MAX];
	struct strbuf dir = STRBUF_INIT, j = STRBUF_INIT;
	struct stat st;

	if (!realpath(path, real))
		return;	/* said by the walk */
	strbuf_addstr(&dir, real);
	if (stat(real, &st) == 0 && !S_ISDIR(st.st_mode))
		while (dir.len > 1 && dir.buf[dir.len - 1] != '/')
			dir.buf[--dir.len] = '\0';
	for (;;) {
		int added;

		while (dir.len > 1 && dir.buf[dir.len - 1] == '/')
			dir.buf[--dir.len] = '\0';
		strbuf_reset(&j);
		strbuf_addf(&j, "%s/%s", dir.len > 1 ? dir.buf : "", INPLACE_JOURNAL);
		if (lstat(j.buf, &st) == 0 && !strmap_find(found, j.buf))
			strmap_put(found, xstrdup(j.buf), &added);
		if (dir.len <= 1)
			break;
		while (dir.len > 1 && dir.buf[dir.len - 1] != '/')
			dir.buf[--dir.len] = '\0';
	}
	strbuf_release(&dir);
	strbuf_release(&j);
}

int inplace_recover(const char *const *paths, size_t n, int complete)
{
	struct strmap found = STRMAP_INIT;
	int failed = 0, nr = 0;

	for (size_t i = 0; i < n; i++)
		journals_above(paths[i], &found);
	for (size_t i = 0; i < found.size; i++)
		if (found.e[i].key) {
			failed |= journal_complete(found.e[i].key, complete) < 0;
			free((char *)found.e[i].key);
			nr++;
		}
	strmap_release(&found);
	return failed ? -1 : nr;
}

int file_edits_write_all(const struct file_edits *fe, size_t n)
{
	struct pending *p = xcalloc(n + 1, sizeof(*p));
	struct strbuf dir = STRBUF_INIT, journal = STRBUF_INIT;
	sigset_t held, before, pending;
	int ret = 0, journal_fd = -1;

	for (size_t i = 0; i < n; i++)
		p[i].fd = -1;	/* not opened: a write failed before it */
	sigemptyset(&held);
	sigaddset(&held, SIGINT);
	sigaddset(&held, SIGTERM);
	sigaddset(&held, SIGHUP);
	sigaddset(&held, SIGQUIT);
	pthread_sigmask(SIG_BLOCK, &held, &before);
	for (size_t i = 0; i < n && !ret; i++)
		ret = write_temp(&fe[i], &p[i]);
	debug_stop("renames");
	for (size_t i = 0; i < n && !ret; i++)
		for (size_t k = 0; k < i && !ret; k++)
			if (!strcmp(p[i].dest, p[k].dest))
				ret = error("%s and %s are the same file, not rewritten", fe[k].path, fe[i].path);
	if (!ret && sigpending(&pending) == 0)
		for (int s = 1; s < NSIG && !ret; s++)
			if (sigismember(&held, s) && sigismember(&pending, s))
				ret = error("interrupted: no file was changed");
	for (size_t i = 0; i < n && !ret; i++)
		if (!unchanged(&fe[i], p[i].dest))
			ret = error("%s: changed since it was read; no file was changed", fe[i].path);
	/* names for the unnamed files, free now (a name taken later stops the step below) */
	for (size_t i = 0; i < n && !ret; i++)
		for (unsigned attempt = 0; !p[i].named; attempt++) {
			temp_name(&p[i], attempt);
			if (access(p[i].tmp, F_OK) < 0 && errno == ENOENT)
				break;
			if (attempt == 100) {
				ret = error("%s: no free temporary name beside it; no file was changed", fe[i].path);
				break;
			}
		}
	if (!ret && n) {
		common_dir(p, n, &dir);
		if ((journal_fd = journal_create(p, n, &dir, &journal)) < 0)
			ret = -1;
	}
	/* the one short step, the journal covering it: names, then renames. Killed
	 * before the first rename, the next run removes the names; after, it
	 * completes the renames. */
	for (size_t i = 0; i < n && !ret; i++)
		if (give_name(&p[i]) < 0)
			ret = error("%s: cannot name its new version %s (%s); no file was changed", fe[i].path,
				    p[i].tmp, strerror(errno));
	if (!ret)
		debug_stop("journaled");
	for (size_t i = 0; i < n && !ret; i++)
		if (rename(p[i].tmp, p[i].dest) < 0) {
			ret = error("%s: %s; %zu of %zu files were rewritten, the others not", fe[i].path,
				    strerror(errno), i, n);
			break;
		} else {
			free(p[i].tmp);
			p[i].tmp = NULL;
			if (!i)
				debug_stop("renamed-one");
		}
	if (journal_fd >= 0) {
		unlink(journal.buf);
		close(journal_fd);
	}
	strbuf_release(&dir);
	strbuf_release(&journal);
	for (size_t i = 0; i < n; i++) {
		if (p[i].tmp && p[i].named)
			unlink(p[i].tmp);
		if (p[i].fd >= 0)
			close(p[i].fd);	/* written and synced before */
		free(p[i].tmp);
		free(p[i].dest);
	}
	free(p);
	pthread_sigmask(SIG_SETMASK, &before, NULL);
	return ret;
}

int write_new_file(const char *path, const char *buf, size_t len)
{
	struct strbuf tmp = STRBUF_INIT;
	mode_t mask = umask(0);
	int fd, ret = 0;

	umask(mask);
	strbuf_addf(&tmp, "%s.flexfix-XXXXXX", path);
	fd = mkstemp(tmp.buf);
	if (fd < 0) {
		ret = error("%s: %s", path, strerror(errno));
	} else {
		if (write_all(fd, buf, len) < 0 || fchmod(fd, 0666 & ~mask) < 0)
			ret = error("%s: %s", path, strerror(errno));
		if (close(fd) < 0 && !ret)
			ret = error("%s: %s", path, strerror(errno));
		if (!ret && rename(tmp.buf, path) < 0)
			ret = error("%s: %s", path, strerror(errno));
		if (ret)
			unlink(tmp.buf);
	}
	strbuf_release(&tmp);
	return ret;
}

