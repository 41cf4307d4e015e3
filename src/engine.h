/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * engine: the per-file pipeline (read -> lex -> parse -> analyze) run over a
 * file list by -j worker threads, each with its own reused buffers, then the
 * tree-wide merge (index.c). Results are kept in file order, so what is
 * printed does not depend on the number of threads.
 */
#ifndef FLEXFIX_ENGINE_H
#define FLEXFIX_ENGINE_H

#include "analyze.h"
#include "index.h"
#include "walk.h"

/* Where the files' text comes from when not the file system (compare --rev:
 * git blobs). read() is called on worker threads, worker in [0, jobs); it
 * returns 0 with *data valid until that worker's next call, or -1 with *why. */
struct engine_reader {
	int (*read)(void *ctx, int worker, size_t i, const char **data, size_t *len, const char **why);
	void *ctx;
};

struct engine_options {
	int jobs;
	struct analyze_options ao;
	const struct engine_reader *reader;	/* NULL: read the paths */
	const uint8_t *in_scope;	/* per file: 0 for a file the user did not name (no message, no error) */
	int hash_contents;		/* file_result.content_hash: fix checks later reads against it */
	/* keep the lexed and parsed text of a file this large (bytes; 0: none) that has a
	 * [0] or [1] to convert, for engine_visit() to take instead of reading it again */
	size_t keep_sources_min;
};

/* A file's text as the scan lexed and parsed it (engine_options.keep_sources_min). */
struct kept_source {
	char *buf;
	size_t len;
	struct source src;
	struct parse_result pr;
	struct arena scratch;
};

struct engine_result {
	struct file_result *res;	/* one per file of the list, same order */
	size_t nr;
	struct arena *arenas;		/* one per worker: result strings */
	int nr_arenas;
	struct kept_source **kept;	/* per file, or NULL: keep_sources_min; freed once visited */
	struct file_stats total;
	struct index_stats index;
	double t_files, t_merge;	/* seconds: per-file pass, tree-wide merge */
};

int online_cpus(void);
/* The findings of the files set in files[] (NULL: all), each file's sorted,
 * of the kinds selected[] (and those flagged FF_SHOW); *out is malloc'ed. */
size_t engine_selected_findings(struct engine_result *er, const uint8_t *files, const int *selected,
				struct finding ***out);
/* -j N: 0 and sets *jobs, or -1 with a message when N is not a count >= 1. */
int parse_jobs(const char *arg, int *jobs);
/* Runs the pipeline; messages about unreadable or skipped files go to stderr
 * in file order. Returns 0, or -1 if some file could not be read. */
int engine_run(const struct file_list *fl, const struct engine_options *o, struct engine_result *er);
void engine_result_release(struct engine_result *er);

/* A second pass over some files of a list (fix's usage pass): each file that
 * wanted() takes is read, lexed and parsed again on one of jobs threads and
 * handed to visit() (when worth() is not set or takes its bytes), in no particular order (results must be kept per file).
 * Returns -1 when a file could not be read (reported, in file order). */
struct engine_visitor {
	int (*wanted)(void *ctx, size_t i);
	/* optional, after reading and before lexing: 0 skips the file */
	int (*worth)(void *ctx, size_t i, const char *buf, size_t len);
	void (*visit)(void *ctx, int worker, size_t i, const struct source *src, const struct parse_result *pr);
	void *ctx;
	/* optional: a file whose bytes differ from this scan's (content_hash) is
	 * not visited but reported as changed since it was scanned (-1) */
	const struct engine_result *same_as;
	/* optional: per file, the scan's lexed text (same_as's kept), visited instead of
	 * reading the file again, then freed */
	struct kept_source **kept;
	const struct engine_reader *reader;	/* optional: the files' text when not the file system */
	const char *stage;			/* optional: its name in the progress line */
};
int engine_visit(const struct file_list *fl, int jobs, const struct engine_visitor *v);

/* One buffer (buf[len] == 0, LEX_PADDING readable) through lex, parse and
 * analyze, for callers that build their own text (guard's file images).
 * Strings of res live in results; returns -1 when the text has a NUL byte. */
struct buffer_analyzer {
	struct source src;
	struct parse_result pr;
	struct arena scratch;
};
int analyze_buffer(struct buffer_analyzer *ba, struct file_result *res, const char *path,
		   const char *buf, size_t len, const struct analyze_options *o, struct arena *results);
void buffer_analyzer_release(struct buffer_analyzer *ba);

#endif
