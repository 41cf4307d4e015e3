// SPDX-License-Identifier: GPL-2.0-only
/* flexfix dump tokens|records FILE: every stage can be looked at alone. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "builtin.h"
#include "engine.h"
#include "uses.h"
#include "diag.h"
#include "parse.h"
#include "strbuf.h"
#include "vec.h"

static const char dump_usage[] =
"usage: flexfix dump tokens FILE     one token per line: line:col kind text [#if branch]\n"
"       flexfix dump records FILE    structs and unions with their members as parsed\n"
"       flexfix dump uses PATH...    every use of every trailing array and its struct,\n"
"                                    as the usage stage records it (no verdict)\n";

static const char *const kind_names[] = { "eof", "ident", "number", "string", "char", "punct", "other" };
static const char *const akind_names[] = { "", "flex", "zero", "one", "fixed", "macro" };

static int read_whole(const char *path, struct strbuf *sb)
{
	FILE *f = fopen(path, "rb");
	char tmp[65536];
	size_t n;

	if (!f)
		return error("%s: cannot open", path);
	while ((n = fread(tmp, 1, sizeof(tmp), f)) > 0)
		strbuf_add(sb, tmp, n);
	if (ferror(f)) {
		fclose(f);
		return error("%s: read error", path);
	}
	fclose(f);
	return 0;
}

static void put_tok(const struct source *src, uint32_t t)
{
	fwrite(src->buf + src->tok[t].off, 1, src->tok[t].len, stdout);
}

static void put_range(const struct source *src, uint32_t a, uint32_t b)
{
	for (uint32_t k = a; k < b; k++) {
		if (k > a)
			putchar(' ');
		put_tok(src, k);
	}
}

static void dump_tokens(const struct source *src)
{
	for (size_t i = 0; i + 1 < src->nr_tok; i++) {	/* the EOF sentinel is not shown */
		const struct token *t = &src->tok[i];

		printf("%u:%u %s", t->line, t->col, kind_names[t->kind]);
		if (t->len) {
			putchar(' ');
			put_tok(src, (uint32_t)i);
		}
		if (t->kind == TK_PUNCT && strchr("([{}])", t->kw) && t->match != i && !(t->flags & TF_UNMATCHED))
			printf(" =%u:%u", src->tok[t->match].line, src->tok[t->match].col);
		if (t->cond)
			printf(" [%s]", src->conds[t->cond].text);
		if (t->flags & TF_UNMATCHED)
			printf(" unmatched");
		putchar('\n');
	}
	for (size_t i = 0; i < src->nr_dirs; i++) {
		printf("%u %s ", src->dirs[i].line, src->dirs[i].kind == DIR_DEFINE ? "define" : "include");
		fwrite(src->buf + src->dirs[i].off, 1, src->dirs[i].len, stdout);
		putchar('\n');
	}
	for (size_t i = 0; i < src->nr_notes; i++)
		printf("%u:%u note %s\n", src->notes[i].line, src->notes[i].col, src->notes[i].msg);
}

static void dump_records(const struct source *src, const struct parse_result *pr)
{
	for (size_t r = 0; r < pr->nr_rec; r++) {
		const struct record *rec = &pr->rec[r];

		printf("%s ", rec->is_union ? "union" : "struct");
		if (rec->tag_tok != NO_TOK)
			put_tok(src, rec->tag_tok);
		else
			printf("<anonymous>");
		printf(" %u:%u", src->tok[rec->kw_tok].line, src->tok[rec->kw_tok].col);
		if (rec->typedef_tok != NO_TOK) {
			printf(" typedef ");
			put_tok(src, rec->typedef_tok);
		}
		if (rec->parent >= 0)
			printf(" in #%d", rec->parent);
		printf(" #%zu\n", r);
		for (uint32_t k = 0; k < rec->nr_m; k++) {
			const struct member *m = &rec->m[k];

			printf("  ");
			if (m->flags & MF_OPAQUE) {
				printf("opaque '");
				put_range(src, m->decl_first, m->decl_end);
				printf("'\n");
				continue;
			}
			if (m->name_tok != NO_TOK)
				put_tok(src, m->name_tok);
			else
				printf("<anonymous>");
			printf(" type '");
			if (m->record >= 0)
				printf("#%d", m->record);
			else
				put_range(src, m->type_first, m->type_end);
			printf("'");
			if (m->akind) {
				printf(" %s", akind_names[m->akind]);
				if (m->dim_open != NO_TOK) {
					printf(" [");
					put_range(src, m->dim_open + 1, src->tok[m->dim_open].match);
					printf("]");
				}
				if (m->ndims > 1)
					printf(" dims=%u", m->ndims);
			}
			if (m->flags & MF_POINTER) printf(" pointer");
			if (m->flags & MF_FUNCPTR) printf(" funcptr");
			if (m->flags & MF_BITFIELD) printf(" bitfield");
			if (m->flags & MF_DECLARE_FLEX) printf(" declare-flex");
			if (m->flags & MF_BITMAP) printf(" bitmap");
			if (m->flags & MF_GROUPED) printf(" grouped");
			if (m->flags & MF_MULTI) printf(" multi");
			if (m->flags & MF_ANON_RECORD) printf(" anonymous-record");
			if (m->counted_by_tok != NO_TOK) {
				printf(" counted_by=");
				put_tok(src, m->counted_by_tok);
			}
			if (m->flags & (MF_TYPE_TAG | MF_TYPE_NAME)) {
				printf(" typename=");
				put_tok(src, m->type_name_tok);
			}
			if (m->cond)
				printf(" [%s]", src->conds[m->cond].text);
			putchar('\n');
		}
	}
	for (size_t u = 0; u < pr->nr_uses; u++) {
		printf("%s ", pr->uses[u].kind == DU_ARRAY_VAR ? "array-variable" :
		       pr->uses[u].kind == DU_FUNC_RETURN ? "function-return" : "typedef-alias");
		put_tok(src, pr->uses[u].name_tok);
		printf(" of ");
		put_tok(src, pr->uses[u].type_name_tok);
		putchar('\n');
	}
	for (size_t n = 0; n < pr->nr_notes; n++)
		printf("%u:%u note %s\n", src->tok[pr->notes[n].tok].line, src->tok[pr->notes[n].tok].col,
		       pr->notes[n].msg);
}

/* path:line:col: KIND 'what' of 'member' in 'record' [details] */
static int dump_uses(int argc, char **argv)
{
	struct walk_options wo = { 0 };
	struct engine_options eo = { 0 };
	struct uses_options uo = { .observe_fixed = 1 };
	struct file_list fl = { 0 };
	struct engine_result er;
	struct use_set us;
	int ret = EXIT_CLEAN;

	if (walk_paths(&fl, (const char *const *)argv, (size_t)argc, &wo) < 0)
		ret = EXIT_TROUBLE;
	eo.ao.keep_includes = 1;
	if (engine_run(&fl, &eo, &er) < 0 || uses_collect(&us, &fl, &er, &uo, NULL) < 0)
		ret = EXIT_TROUBLE;
	for (size_t k = 0; k < us.nr_u; k++) {
		const struct use *x = &us.u[k];
		const struct use_target *t = &us.t[x->target];

		printf("%s:%u:%u: %s '%s' of '%s' in '%s'", fl.path[x->file], x->line, x->col, use_kind_name[x->kind],
		       x->what, t->member, t->record);
		if (x->kind == U_INDEX_CONST && x->index == USE_INDEX_LAYOUT)
			printf(" index layout");
		else if (x->kind == U_INDEX_CONST)
			printf(" index %llu", (unsigned long long)x->index);
		else if (x->kind == U_COPY_CONST && x->index)
			printf(" bytes %llu of %llu", (unsigned long long)x->index,
			       (unsigned long long)use_target_bytes(t));
		if (x->form)
			printf(" form %s", size_form_name[x->form]);
		if (x->count)
			printf(" count '%s'", x->count);
		if (x->ptr)
			printf(" pointer '%s'", x->ptr);
		if (x->assertion)
			printf(" (a size assertion)");
		if (x->struct_copy)
			printf(" (a copy of the struct)");
		if (x->guess)
			printf(" (guessed from the member name)");
		putchar('\n');
	}
	use_set_release(&us);
	engine_result_release(&er);
	file_list_release(&fl);
	return ret;
}

int cmd_dump(int argc, char **argv)
{
	struct strbuf sb = STRBUF_INIT;
	struct source src = { 0 };
	struct parse_result pr = { 0 };
	struct arena arena = ARENA_INIT;
	int ret = EXIT_CLEAN;

	if (argc >= 3 && !strcmp(argv[1], "uses"))
		return dump_uses(argc - 2, argv + 2);
	if (argc != 3 || (strcmp(argv[1], "tokens") && strcmp(argv[1], "records"))) {
		fputs(dump_usage, argc == 2 && !strcmp(argv[1], "--help") ? stdout : stderr);
		return argc == 2 && !strcmp(argv[1], "--help") ? EXIT_CLEAN : EXIT_TROUBLE;
	}
	if (read_whole(argv[2], &sb) < 0)
		return EXIT_TROUBLE;
	strbuf_grow(&sb, LEX_PADDING);
	memset(sb.buf + sb.len, 0, LEX_PADDING);
	if (lex_source(&src, argv[2], sb.buf, sb.len, &arena) < 0) {
		fprintf(stderr, "flexfix: %s: not a text file (NUL byte), skipped\n", argv[2]);
		ret = EXIT_TROUBLE;
	} else if (!strcmp(argv[1], "tokens")) {
		dump_tokens(&src);
	} else {
		parse_source(&src, &pr);
		dump_records(&src, &pr);
	}
	parse_result_release(&pr);
	source_release(&src);
	arena_release(&arena);
	strbuf_release(&sb);
	return ret;
}
