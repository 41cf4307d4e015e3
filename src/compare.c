// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>
#include <string.h>
#include "compare.h"
#include "strbuf.h"
#include "vec.h"

const char *const cmp_class_name[CMP_NR_CLASSES] = {
	[CMP_CONVERTED] = "converted", [CMP_KEPT] = "kept", [CMP_CHANGED] = "changed",
	[CMP_REMOVED] = "removed", [CMP_NEW] = "new",
};

/* A trailing array of NEW (fake, flexible or fixed), chained by key. */
struct node {
	const struct finding *f;
	const char *path;
	uint32_t next_pk, next_ok, next_po;	/* index + 1 of the next node with the same key, 0 at the end */
	uint8_t claimed;
};

/* A member of a watched record, chained by path and owner. */
struct fact_ref {
	const struct member_fact *f;
	uint32_t next;
};

/* A definition of a watched record in NEW, chained by owner. */
struct def_at {
	const char *path;
	uint32_t next;
};

struct join {
	const struct cmp_side *old, *new;
	struct compare_result *cr;
	struct node *n;
	size_t nr_n;
	struct def_at *d;
	size_t nr_d, alloc_d;
	struct strmap pk, ok, po;	/* NEW arrays by path+owner+member, owner+member, path+owner */
	struct strmap new_defs, new_def_at, old_def_at, new_facts, old_flex, owners;
	struct fact_ref *members[2];	/* OLD's and NEW's facts, chained by path+owner in by_record */
	size_t nr_members[2], alloc_members[2];
	struct strmap by_record[2];
	struct strbuf sb;
};

static const char *rel(const struct cmp_side *s, const char *path)
{
	return strlen(path) >= s->strip ? path + s->strip : path;
}

/* "a\x1fb" or "a\x1fb\x1fc" (c may be NULL) in j->sb. */
static void key_text(struct join *j, const char *a, const char *b, const char *c)
{
	strbuf_reset(&j->sb);
	strbuf_addstr(&j->sb, a ? a : "");
	strbuf_addch(&j->sb, '\x1f');
	strbuf_addstr(&j->sb, b ? b : "");
	if (c) {
		strbuf_addch(&j->sb, '\x1f');
		strbuf_addstr(&j->sb, c);
	}
}

/* The key, kept in the result's arena. */
static const char *key(struct join *j, const char *a, const char *b, const char *c)
{
	key_text(j, a, b, c);
	return arena_strndup(&j->cr->arena, j->sb.buf, j->sb.len);
}

/* The key, only looked up. */
static struct strmap_entry *find(struct join *j, const struct strmap *m, const char *a, const char *b,
				 const char *c)
{
	key_text(j, a, b, c);
	return strmap_findn(m, j->sb.buf, j->sb.len);
}

static int is_array_kind(int kind)
{
	return kind_is_fake(kind) || kind == K_FLEXIBLE || kind == K_FIXED_TRAILING || kind == K_FLEXIBLE_NOT_LAST;
}

static int watched(const struct join *j, const char *owner)
{
	return owner && strmap_find(&j->owners, owner);
}

/* Chains a node under key k of map m (nodes are added in reverse order, so
 * every chain ends up in path order). */
static void chain(struct strmap *m, const char *k, uint32_t idx, uint32_t *next)
{
	int added;
	struct strmap_entry *e = strmap_put(m, k, &added);

	*next = (uint32_t)(uintptr_t)e->value;
	e->value = (void *)(uintptr_t)(idx + 1);
}

static void add_members(struct join *j, int side, const char *path, const struct file_result *r)
{
	for (size_t k = r->nr_facts; k-- > 0;) {
		struct fact_ref *x;

		ALLOC_GROW(j->members[side], j->nr_members[side] + 1, j->alloc_members[side]);
		x = &j->members[side][j->nr_members[side]];
		x->f = &r->facts[k];
		chain(&j->by_record[side], key(j, path, r->facts[k].owner, NULL), (uint32_t)j->nr_members[side], &x->next);
		j->nr_members[side]++;
	}
}

/*
 * Is the record that NEW defines at new_path the one OLD had at old_path
 * (moved), not another of the same name (a new driver's own)? At least half
 * of the members of the larger of the two are in both.
 */
static int same_record(struct join *j, const char *old_path, const char *new_path, const char *owner)
{
	const struct strmap_entry *e;
	size_t n_old = 0, n_new = 0, both = 0;
	uint32_t i;

	e = find(j, &j->by_record[1], new_path, owner, NULL);
	for (i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->members[1][i - 1].next)
		n_new++;
	e = find(j, &j->by_record[0], old_path, owner, NULL);
	for (i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->members[0][i - 1].next) {
		const struct member_fact *mf = j->members[0][i - 1].f;

		n_old++;
		both += find(j, &j->new_facts, new_path, owner, mf->mpath) != NULL;
	}
	return both && both * 2 >= (n_old > n_new ? n_old : n_new);
}

static void index_new(struct join *j)
{
	const struct cmp_side *s = j->new;
	size_t nr = 0, alloc = 0;

	for (size_t i = 0; i < s->nr; i++)
		for (size_t k = 0; k < s->res[i]->findings.nr; k++) {
			const struct finding *f = &s->res[i]->findings.f[k];

			if (!is_array_kind(f->kind))
				continue;
			ALLOC_GROW(j->n, nr + 1, alloc);
			memset(&j->n[nr], 0, sizeof(j->n[nr]));
			j->n[nr].f = f;
			j->n[nr++].path = rel(s, f->path);
			if (kind_is_fake(f->kind))
				j->cr->remaining[1]++;
		}
	j->nr_n = nr;
	for (size_t i = nr; i-- > 0;) {
		struct node *x = &j->n[i];

		chain(&j->pk, key(j, x->path, x->f->owner, x->f->mpath), (uint32_t)i, &x->next_pk);
		chain(&j->ok, key(j, x->f->owner, x->f->mpath, NULL), (uint32_t)i, &x->next_ok);
		chain(&j->po, key(j, x->path, x->f->owner, NULL), (uint32_t)i, &x->next_po);
	}
	/* where NEW defines the watched records, and their members */
	for (size_t i = s->nr; i-- > 0;) {
		const struct file_result *r = s->res[i];
		const char *path = rel(s, r->path);

		for (size_t k = r->nr_defs; k-- > 0;) {
			const char *owner = r->defs[k].key;
			int added;

			if (r->defs[k].alias || !watched(j, owner))
				continue;
			strmap_put(&j->new_def_at, key(j, path, owner, NULL), &added);
			if (!added)
				continue;
			ALLOC_GROW(j->d, j->nr_d + 1, j->alloc_d);
			j->d[j->nr_d].path = path;
			chain(&j->new_defs, owner, (uint32_t)j->nr_d, &j->d[j->nr_d].next);
			j->nr_d++;
		}
		add_members(j, 1, path, r);
		for (size_t k = 0; k < r->nr_facts; k++) {
			int added;
			struct strmap_entry *e = strmap_put(&j->new_facts, key(j, path, r->facts[k].owner, r->facts[k].mpath),
							    &added);

			if (added)
				e->value = &r->facts[k];
		}
	}
}

static void index_old(struct join *j)
{
	const struct cmp_side *s = j->old;

	for (size_t i = 0; i < s->nr; i++) {
		const struct file_result *r = s->res[i];
		const char *path = rel(s, r->path);
		int added;

		add_members(j, 0, path, r);
		for (size_t k = 0; k < r->nr_defs; k++)
			if (!r->defs[k].alias && watched(j, r->defs[k].key))
				strmap_put(&j->old_def_at, key(j, path, r->defs[k].key, NULL), &added);
		for (size_t k = 0; k < r->findings.nr; k++) {
			const struct finding *f = &r->findings.f[k];

			if (f->kind == K_FLEXIBLE)
				strmap_put(&j->old_flex, key(j, path, f->owner, f->mpath), &added);
		}
	}
}

static struct cmp_entry *add(struct join *j, int cls, const struct finding *old, const char *old_path,
			     const struct node *n)
{
	struct compare_result *cr = j->cr;
	struct cmp_entry *e;

	ALLOC_GROW(cr->e, cr->nr + 1, cr->alloc);
	e = &cr->e[cr->nr++];
	memset(e, 0, sizeof(*e));
	e->cls = (uint8_t)cls;
	e->old = old;
	e->old_path = old_path;
	if (n) {
		e->new = n->f;
		e->new_path = n->path;
		e->moved = old_path && strcmp(old_path, n->path);
	}
	return e;
}

static int same_text(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static int classify(const struct finding *old, const struct finding *new)
{
	if (new->kind == K_FLEXIBLE)
		return CMP_CONVERTED;
	if (new->kind == old->kind && same_text(new->elem_type, old->elem_type))
		return CMP_KEPT;
	return CMP_CHANGED;
}

/* Takes the first unclaimed array of NEW at the same path, record and member. */
static struct node *claim_same(struct join *j, const struct strmap_entry *e)
{
	for (uint32_t i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->n[i - 1].next_pk) {
		struct node *x = &j->n[i - 1];

		if (!x->claimed) {
			x->claimed = 1;
			return x;
		}
	}
	return NULL;
}

/*
 * The record is in NEW at path, without the member as a trailing array:
 * converted into a size-keeping union whose placeholder keeps the old name,
 * still there as another member (changed), converted under a new name, or
 * gone. Returns 0 when it found nothing but the record.
 */
static int match_in_record(struct join *j, const struct finding *a, const char *old_path, const char *path)
{
	const struct strmap_entry *e = find(j, &j->po, path, a->owner, NULL);
	const struct member_fact *fact;
	struct node *renamed = NULL;

	for (uint32_t i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->n[i - 1].next_po) {
		struct node *x = &j->n[i - 1];

		if (x->claimed || x->f->kind != K_FLEXIBLE || find(j, &j->old_flex, path, x->f->owner, x->f->mpath))
			continue;
		if (x->f->placeholder && !strcmp(x->f->placeholder, a->member)) {
			x->claimed = 1;	/* union { T m[1]; DECLARE_FLEX_ARRAY(T, m_flex); } */
			add(j, CMP_CONVERTED, a, old_path, x)->renamed = 1;
			return 1;
		}
		if (!renamed && same_text(x->f->elem_type, a->elem_type))
			renamed = x;
	}
	e = find(j, &j->new_facts, path, a->owner, a->mpath);
	if (e && (fact = e->value)) {
		struct cmp_entry *c = add(j, CMP_CHANGED, a, old_path, NULL);

		c->fact = fact;
		c->new_path = path;
		c->moved = strcmp(old_path, path) != 0;
		return 1;
	}
	if (renamed) {
		renamed->claimed = 1;
		add(j, CMP_CONVERTED, a, old_path, renamed)->renamed = 1;
		return 1;
	}
	return 0;
}

/* Bytes at the end of a and b that are the same ("gaudi2_packets.h"). */
static size_t common_tail(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), n = 0;

	while (n < la && n < lb && a[la - 1 - n] == b[lb - 1 - n])
		n++;
	return n;
}

static void join_one(struct join *j, const struct finding *a, const char *path)
{
	const struct strmap_entry *e;
	struct node *x, *best;
	const char *best_path = NULL;

	if (find(j, &j->new_def_at, path, a->owner, NULL)) {
		if (!match_in_record(j, a, path, path))
			add(j, CMP_REMOVED, a, path, NULL)->gone = "member";
		return;
	}
	if (!a->owner) {	/* an anonymous record has no name to follow */
		add(j, CMP_REMOVED, a, path, NULL)->gone = "member";
		return;
	}
	/* moved: a file where NEW defines the record and OLD did not; of
	 * several, the one whose path ends most like the old one */
	e = find(j, &j->ok, a->owner, a->mpath, NULL);
	best = NULL;
	for (uint32_t i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->n[i - 1].next_ok) {
		x = &j->n[i - 1];
		if (x->claimed || find(j, &j->old_def_at, x->path, a->owner, NULL) ||
		    !same_record(j, path, x->path, a->owner))
			continue;
		if (!best || common_tail(path, x->path) > common_tail(path, best->path))
			best = x;
	}
	if (best) {
		best->claimed = 1;
		add(j, classify(a, best->f), a, path, best);
		return;
	}
	e = strmap_find(&j->new_defs, a->owner);
	for (uint32_t i = e ? (uint32_t)(uintptr_t)e->value : 0; i; i = j->d[i - 1].next) {
		const char *p = j->d[i - 1].path;

		if (find(j, &j->old_def_at, p, a->owner, NULL) || !same_record(j, path, p, a->owner))
			continue;
		if (!best_path || common_tail(path, p) > common_tail(path, best_path))
			best_path = p;
	}
	if (best_path && match_in_record(j, a, path, best_path))
		return;
	add(j, CMP_REMOVED, a, path, NULL)->gone = best_path ? "member" : "struct";
}

static const char *shown_path(const struct cmp_entry *e)
{
	return e->old ? e->old_path : e->new_path;
}

static const struct finding *shown(const struct cmp_entry *e)
{
	return e->old ? e->old : e->new;
}

static int cmp_entry_order(const void *pa, const void *pb)
{
	const struct cmp_entry *a = pa, *b = pb;
	int c = strcmp(shown_path(a), shown_path(b));

	if (c)
		return c;
	if (shown(a)->line != shown(b)->line)
		return shown(a)->line < shown(b)->line ? -1 : 1;
	if (shown(a)->col != shown(b)->col)
		return shown(a)->col < shown(b)->col ? -1 : 1;
	return a->cls - b->cls;
}

void compare_owners(struct strmap *owners, const struct cmp_side *old)
{
	for (size_t i = 0; i < old->nr; i++)
		for (size_t k = 0; k < old->res[i]->findings.nr; k++) {
			const struct finding *f = &old->res[i]->findings.f[k];
			int added;

			if (kind_is_fake(f->kind) && f->owner)
				strmap_put(owners, f->owner, &added);
		}
}

void compare_join(struct compare_result *cr, const struct cmp_side *old, const struct cmp_side *new)
{
	struct join j = { .old = old, .new = new, .cr = cr, .sb = STRBUF_INIT };
	const struct finding **pending = NULL;
	const char **pending_path = NULL;
	size_t nr_pending = 0, alloc_pending = 0, alloc_path = 0;

	memset(cr, 0, sizeof(*cr));
	compare_owners(&j.owners, old);
	index_new(&j);
	index_old(&j);
	/* same file first, so that a record defined in several files stays with its own */
	for (size_t i = 0; i < old->nr; i++)
		for (size_t k = 0; k < old->res[i]->findings.nr; k++) {
			const struct finding *a = &old->res[i]->findings.f[k];
			const char *path = rel(old, a->path);
			struct node *x;

			if (!kind_is_fake(a->kind))
				continue;
			cr->remaining[0]++;
			x = claim_same(&j, find(&j, &j.pk, path, a->owner, a->mpath));
			if (x) {
				add(&j, classify(a, x->f), a, path, x);
				continue;
			}
			ALLOC_GROW(pending, nr_pending + 1, alloc_pending);
			ALLOC_GROW(pending_path, nr_pending + 1, alloc_path);
			pending_path[nr_pending] = path;
			pending[nr_pending++] = a;
		}
	for (size_t i = 0; i < nr_pending; i++)
		join_one(&j, pending[i], pending_path[i]);
	for (size_t i = 0; i < j.nr_n; i++)
		if (!j.n[i].claimed && kind_is_fake(j.n[i].f->kind))
			add(&j, CMP_NEW, NULL, NULL, &j.n[i]);
	qsort(cr->e, cr->nr, sizeof(*cr->e), cmp_entry_order);

	free(pending);
	free(pending_path);
	free(j.n);
	free(j.d);
	strmap_release(&j.pk);
	strmap_release(&j.ok);
	strmap_release(&j.po);
	strmap_release(&j.new_defs);
	strmap_release(&j.new_def_at);
	strmap_release(&j.old_def_at);
	strmap_release(&j.new_facts);
	strmap_release(&j.old_flex);
	strmap_release(&j.owners);
	for (int side = 0; side < 2; side++) {
		free(j.members[side]);
		strmap_release(&j.by_record[side]);
	}
	strbuf_release(&j.sb);
}

static int cmp_total_order(const void *a, const void *b)
{
	return strcmp(((const struct cmp_total *)a)->dir, ((const struct cmp_total *)b)->dir);
}

static struct cmp_total *total_row(struct compare_result *cr, struct strmap *dirs, struct cmp_total **rows,
				   size_t *nr, size_t *alloc, const char *path, int depth)
{
	size_t len = report_dir_prefix(path, depth);
	struct strmap_entry *e;
	int added;

	if (!len)
		path = ".", len = 1;
	if ((e = strmap_findn(dirs, path, len)))
		return &(*rows)[(uintptr_t)e->value];
	e = strmap_put(dirs, arena_strndup(&cr->arena, path, len), &added);
	e->value = (void *)(uintptr_t)*nr;
	ALLOC_GROW(*rows, *nr + 1, *alloc);
	memset(&(*rows)[*nr], 0, sizeof(**rows));
	(*rows)[*nr].dir = e->key;
	return &(*rows)[(*nr)++];
}

size_t compare_totals(struct compare_result *cr, const struct cmp_side *new, int depth, struct cmp_total **rows)
{
	struct strmap dirs = STRMAP_INIT;
	struct cmp_total *r, total = { .dir = "total" };
	size_t nr = 0, alloc = 0;

	*rows = NULL;
	for (size_t i = 0; i < cr->nr; i++) {
		const struct cmp_entry *e = &cr->e[i];

		r = total_row(cr, &dirs, rows, &nr, &alloc, e->old ? e->old_path : e->new_path, depth);
		r->count[e->cls]++;
		total.count[e->cls]++;
		if (e->old) {
			r->before++;
			total.before++;
		}
	}
	for (size_t i = 0; i < new->nr; i++)
		for (size_t k = 0; k < new->res[i]->findings.nr; k++) {
			const struct finding *f = &new->res[i]->findings.f[k];

			if (!kind_is_fake(f->kind))
				continue;
			r = total_row(cr, &dirs, rows, &nr, &alloc, rel(new, f->path), depth);
			r->after++;
			total.after++;
		}
	qsort(*rows, nr, sizeof(**rows), cmp_total_order);
	ALLOC_GROW(*rows, nr + 1, alloc);
	(*rows)[nr++] = total;
	strmap_release(&dirs);
	return nr;
}

void compare_result_release(struct compare_result *cr)
{
	free(cr->e);
	arena_release(&cr->arena);
	memset(cr, 0, sizeof(*cr));
}
