// SPDX-License-Identifier: GPL-2.0-only
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "diag.h"
#include "engine.h"
#include "progress.h"
#include "strmap.h"
#include "vec.h"

/* Files larger than this are skipped with a message: token offsets are 32-bit
 * and no real source comes near it. */
#define MAX_FILE_SIZE (1u << 30)

struct worker {
	pthread_t thread;
	const struct file_list *fl;
	const struct engine_options *o;
	struct engine_result *er;
	const struct engine_visitor *v;	/* engine_visit() */
	const char **why;		/* engine_visit(): per file, why it could not be read */
	_Atomic size_t *next;
	int id;
	char *buf;			/* file contents, reused */
	size_t cap;
	struct arena scratch;		/* per file, cleared after it */
	struct arena *results;		/* kept until the end of the run */
	struct source src;
	struct parse_result pr;
};

int online_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}

int parse_jobs(const char *arg, int *jobs)
{
	char *end;
	long n = strtol(arg, &end, 10);

	if (*end || n < 1 || n > 1024) {
		fprintf(stderr, "flexfix: -j wants a number >= 1\n");
		return -1;
	}
	*jobs = (int)n;
	return 0;
}

/* read() into a reused buffer: measured faster than mmap for small files */
static int read_file(struct worker *w, const char *path, size_t *len, const char **why)
{
	int fd = open(path, O_RDONLY);
	struct stat st;
	size_t got = 0;

	if (fd < 0) {
		*why = strerror(errno);
		return -1;
	}
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		*why = S_ISDIR(st.st_mode) ? "is a directory" : "not a regular file";
		close(fd);
		return -1;
	}
	if ((uint64_t)st.st_size >= MAX_FILE_SIZE) {
		*why = "file too large (1 GiB or more), skipped";
		close(fd);
		return 1;
	}
	for (;;) {
		ssize_t n;

		if (got + LEX_PADDING + 1 >= w->cap) {
			w->cap = w->cap ? w->cap * 2 : (size_t)st.st_size + 4096;
			if (w->cap < (size_t)st.st_size + LEX_PADDING + 1)
				w->cap = (size_t)st.st_size + 4096;
			w->buf = xrealloc(w->buf, w->cap);
		}
		n = read(fd, w->buf + got, w->cap - got - LEX_PADDING - 1);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			*why = strerror(errno);
			close(fd);
			return -1;
		}
		if (n == 0)
			break;
		got += (size_t)n;
		if (got >= MAX_FILE_SIZE) {
			*why = "file too large (1 GiB or more), skipped";
			close(fd);
			return 1;
		}
	}
	close(fd);
	memset(w->buf + got, 0, LEX_PADDING);
	*len = got;
	return 0;
}


/* The text of file i from the engine's reader, copied with the lexer's padding. */
static int read_other(struct worker *w, const struct engine_reader *rd, size_t i, size_t *len, const char **why)
{
	const char *data;

	if (rd->read(rd->ctx, w->id, i, &data, len, why) < 0)
		return -1;
	if (*len >= MAX_FILE_SIZE) {
		*why = "file too large (1 GiB or more), skipped";
		return 1;
	}
	if (*len + LEX_PADDING + 1 > w->cap) {
		w->cap = *len + LEX_PADDING + 4096;
		w->buf = xrealloc(w->buf, w->cap);
	}
	memcpy(w->buf, data, *len);
	memset(w->buf + *len, 0, LEX_PADDING);
	return 0;
}

/* Has the file a [0] or [1] that fix would convert? */
static int has_fake(const struct file_result *res)
{
	for (size_t k = 0; k < res->findings.nr; k++)
		if (res->findings.f[k].kind == K_ONE_ELEMENT || res->findings.f[k].kind == K_ZERO_LENGTH)
			return 1;
	return 0;
}

static void process(struct worker *w, size_t i)
{
	struct file_result *res = &w->er->res[i];
	const char *path = w->fl->path[i], *why = NULL;
	struct analyze_options ao = w->o->ao;
	size_t len = 0;
	int r, large, guess, kept;

	res->path = path;
	res->findings.arena = w->results;
	r = w->o->reader ? read_other(w, w->o->reader, i, &len, &why) : read_file(w, path, &len, &why);
	if (r) {
		res->status = r;
		res->status_msg = why;
		return;
	}
	res->stats.files = 1;
	res->stats.bytes = len;
	if (w->o->hash_contents)
		res->content_hash = hash64(w->buf, len);
	/* a large file that will likely be kept needs no name keys (the usage pass reads it
	 * anyway): a guess from its text, made good below when wrong */
	large = w->o->keep_sources_min && len >= w->o->keep_sources_min;
	guess = large && w->o->ao.name_keys && (memmem(w->buf, len, "[0]", 3) || memmem(w->buf, len, "[1]", 3));
	ao.name_keys = w->o->ao.name_keys && !guess;
	w->src.want_name_keys = (uint8_t)ao.name_keys;
	if (lex_source(&w->src, path, w->buf, len, &w->scratch) < 0) {
		res->status = 1;
		res->status_msg = "not a text file (NUL byte), skipped";
		res->stats.skipped = 1;
		arena_clear(&w->scratch);
		return;
	}
	res->stats.tokens = w->src.nr_tok;
	if (w->src.nr_notes) {
		res->nr_lex_notes = w->src.nr_notes;
		res->lex_notes = xmalloc(w->src.nr_notes * sizeof(*res->lex_notes));
		memcpy(res->lex_notes, w->src.notes, w->src.nr_notes * sizeof(*res->lex_notes));
	}
	parse_source(&w->src, &w->pr);
	analyze_file(res, &w->src, &w->pr, &ao);
	kept = large && has_fake(res);
	if (guess && !kept) {
		/* guessed wrong: its name keys after all, from a second lexing */
		w->src.want_name_keys = 1;
		lex_source(&w->src, path, w->buf, len, &w->scratch);
		analyze_name_keys(res, &w->src, w->results);
	}
	if (kept) {
		/* a large file fix converts in: the usage pass reads it next, so its tokens stay
		 * (lexing it again would cost as much as this scan did) */
		struct kept_source *k = xcalloc(1, sizeof(*k));

		*k = (struct kept_source){ w->buf, len, w->src, w->pr, w->scratch };
		w->er->kept[i] = k;
		w->buf = NULL;
		w->cap = 0;
		memset(&w->src, 0, sizeof(w->src));
		memset(&w->pr, 0, sizeof(w->pr));
		memset(&w->scratch, 0, sizeof(w->scratch));
		return;
	}
	arena_clear(&w->scratch);
}

static void kept_source_free(struct kept_source *k)
{
	if (!k)
		return;
	free(k->buf);
	source_release(&k->src);
	parse_result_release(&k->pr);
	arena_release(&k->scratch);
	free(k);
}

/* Runs fn on jobs threads (in this one when jobs is 1: simpler to debug and
 * profile), then frees the workers' buffers and the array. */
static void run_workers(struct worker *w, int jobs, void *(*fn)(void *))
{
	if (jobs == 1) {
		fn(&w[0]);
	} else {
		for (int k = 0; k < jobs; k++)
			if (pthread_create(&w[k].thread, NULL, fn, &w[k]))
				die("cannot create thread: %s", strerror(errno));
		for (int k = 0; k < jobs; k++)
			pthread_join(w[k].thread, NULL);
	}
	for (int k = 0; k < jobs; k++) {
		free(w[k].buf);
		arena_release(&w[k].scratch);
		source_release(&w[k].src);
		parse_result_release(&w[k].pr);
	}
	free(w);
}

static void *worker_main(void *arg)
{
	struct worker *w = arg;

	for (;;) {
		size_t i = atomic_fetch_add(w->next, 1);

		if (i >= w->fl->nr)
			break;
		process(w, i);
	}
	name_key_set_release();
	return NULL;
}

int engine_run(const struct file_list *fl, const struct engine_options *o, struct engine_result *er)
{
	int jobs = o->jobs > 0 ? o->jobs : online_cpus(), ret = 0;
	_Atomic size_t next = 0;
	struct worker *w;
	struct timespec t0, t1, t2;

	if ((size_t)jobs > fl->nr)
		jobs = fl->nr ? (int)fl->nr : 1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	memset(er, 0, sizeof(*er));
	er->nr = fl->nr;
	er->res = xcalloc(fl->nr ? fl->nr : 1, sizeof(*er->res));
	if (o->keep_sources_min)
		er->kept = xcalloc(fl->nr ? fl->nr : 1, sizeof(*er->kept));
	er->nr_arenas = jobs;
	er->arenas = xcalloc((size_t)jobs, sizeof(*er->arenas));
	w = xcalloc((size_t)jobs, sizeof(*w));
	for (int k = 0; k < jobs; k++) {
		w[k].fl = fl;
		w[k].o = o;
		w[k].er = er;
		w[k].next = &next;
		w[k].id = k;
		w[k].results = &er->arenas[k];
	}
	{
		struct progress *pr = progress_start("scan", &next, fl->nr);

		run_workers(w, jobs, worker_main);
		progress_stop(pr);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);

	/* messages in file order: identical for any -j */
	for (size_t i = 0; i < er->nr; i++) {
		struct file_result *res = &er->res[i];

		if (o->in_scope && !o->in_scope[i])
			;	/* searched for uses only: its problems are not the user's */
		else if (res->status < 0)
			ret = error("%s: %s", res->path, res->status_msg);
		else if (res->status > 0)
			fprintf(stderr, "flexfix: %s: %s\n", res->path, res->status_msg);
		for (size_t k = 0; k < res->nr_lex_notes && (!o->in_scope || o->in_scope[i]); k++)
			fprintf(stderr, "flexfix: %s:%u:%u: %s\n", res->path, res->lex_notes[k].line,
				res->lex_notes[k].col, res->lex_notes[k].msg);
		er->total.files += res->stats.files;
		er->total.bytes += res->stats.bytes;
		er->total.tokens += res->stats.tokens;
		er->total.records += res->stats.records;
		er->total.members += res->stats.members;
		er->total.unparsed += res->stats.unparsed;
		er->total.skipped += res->stats.skipped;
	}
	index_resolve_spellings(er->res, er->nr);
	index_resolve_embeddings(er->res, er->nr, &er->index);
	clock_gettime(CLOCK_MONOTONIC, &t2);
	er->t_files = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	er->t_merge = (double)(t2.tv_sec - t1.tv_sec) + (double)(t2.tv_nsec - t1.tv_nsec) / 1e9;
	return ret;
}

void engine_result_release(struct engine_result *er)
{
	for (size_t i = 0; i < er->nr; i++) {
		file_result_release(&er->res[i]);
		if (er->kept)
			kept_source_free(er->kept[i]);
	}
	free(er->res);
	free(er->kept);
	for (int k = 0; k < er->nr_arenas; k++)
		arena_release(&er->arenas[k]);
	free(er->arenas);
	memset(er, 0, sizeof(*er));
}

int analyze_buffer(struct buffer_analyzer *ba, struct file_result *res, const char *path,
		   const char *buf, size_t len, const struct analyze_options *o, struct arena *results)
{
	memset(res, 0, sizeof(*res));
	res->path = path;
	res->findings.arena = results;
	res->stats.files = 1;
	res->stats.bytes = len;
	if (lex_source(&ba->src, path, buf, len, &ba->scratch) < 0) {
		arena_clear(&ba->scratch);
		return -1;
	}
	parse_source(&ba->src, &ba->pr);
	analyze_file(res, &ba->src, &ba->pr, o);
	arena_clear(&ba->scratch);
	return 0;
}

void buffer_analyzer_release(struct buffer_analyzer *ba)
{
	source_release(&ba->src);
	parse_result_release(&ba->pr);
	arena_release(&ba->scratch);
}

/* ---- a second pass over some files: engine_visit() ---- */

static void *visit_main(void *arg)
{
	struct worker *w = arg;

	for (;;) {
		size_t i = atomic_fetch_add(w->next, 1), len = 0;
		const char *why = NULL;

		if (i >= w->fl->nr)
			break;
		if (w->v->kept && w->v->kept[i]) {
			struct kept_source *k = w->v->kept[i];

			/* the scan's bytes (content_hash is theirs), lexed and parsed then */
			if (w->v->wanted(w->v->ctx, i) && (!w->v->worth || w->v->worth(w->v->ctx, i, k->buf, k->len)))
				w->v->visit(w->v->ctx, w->id, i, &k->src, &k->pr);
			w->v->kept[i] = NULL;
			kept_source_free(k);
			continue;
		}
		if (!w->v->wanted(w->v->ctx, i))
			continue;
		if (w->v->reader ? read_other(w, w->v->reader, i, &len, &why) : read_file(w, w->fl->path[i], &len, &why)) {
			w->why[i] = why;
			continue;
		}
		if (w->v->same_as && hash64(w->buf, len) != w->v->same_as->res[i].content_hash) {
			w->why[i] = "changed since it was scanned; nothing converted (run again)";
			continue;
		}
		if (w->v->worth && !w->v->worth(w->v->ctx, i, w->buf, len))
			continue;
		w->src.want_name_keys = 0;
		if (lex_source(&w->src, w->fl->path[i], w->buf, len, &w->scratch) == 0) {
			parse_source(&w->src, &w->pr);
			w->v->visit(w->v->ctx, w->id, i, &w->src, &w->pr);
		}
		arena_clear(&w->scratch);
	}
	return NULL;
}

int engine_visit(const struct file_list *fl, int jobs, const struct engine_visitor *v)
{
	struct worker *w;
	_Atomic size_t next = 0;
	const char **why = xcalloc(fl->nr + 1, sizeof(*why));
	int ret = 0;

	if (jobs < 1)
		jobs = online_cpus();
	w = xcalloc((size_t)jobs, sizeof(*w));
	for (int k = 0; k < jobs; k++) {
		w[k].id = k;
		w[k].fl = fl;
		w[k].v = v;
		w[k].next = &next;
		w[k].why = why;
	}
	{
		struct progress *pr = progress_start(v->stage ? v->stage : "read again", &next, fl->nr);

		run_workers(w, jobs, visit_main);
		progress_stop(pr);
	}
	for (size_t i = 0; i < fl->nr; i++)
		if (why[i])
			ret = error("%s: %s", fl->path[i], why[i]);
	free(why);
	return ret;
}

size_t engine_selected_findings(struct engine_result *er, const uint8_t *files, const int *selected,
				struct finding ***out)
{
	struct finding **f = NULL;
	size_t nr = 0, alloc = 0;

	for (size_t i = 0; i < er->nr; i++) {
		struct file_result *r = &er->res[i];

		if (files && !files[i])
			continue;
		report_sort(r->findings.f, r->findings.nr);
		for (size_t k = 0; k < r->findings.nr; k++) {
			if (!selected[r->findings.f[k].kind] && !(r->findings.f[k].flags & FF_SHOW))
				continue;
			ALLOC_GROW(f, nr + 1, alloc);
			f[nr++] = &r->findings.f[k];
		}
	}
	*out = f;
	return nr;
}
