#!/bin/sh
# fix as a whole program: --format-patch mailboxes that git am takes, one per
# struct, with the rewrites listed; --in-place refuses a file changed after
# it was read is covered by the fixture in tests/fix; portable detection.
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
git init -q proj && cd proj
mkdir -p drivers/scsi/foo include/linux
: >include/linux/overflow.h
cat >drivers/scsi/foo/foo.h <<'EOT'
struct foo_sge { unsigned long long addr; };
struct foo_io {
	unsigned int n;
	struct foo_sge sge[1];
};
struct foo_log {
	unsigned int len;
	char text[0];
};
EOT
cat >drivers/scsi/foo/foo.c <<'EOT'
#include "foo.h"
unsigned long foo_size(struct foo_io *io)
{
	return sizeof(struct foo_io) + (io->n - 1) * sizeof(struct foo_sge);
}
EOT
git add -A && git commit -qm base

test_expect_success '--format-patch writes one mailbox per struct (into a new folder: each binary its own run)' '
	for b in $BINS; do
		rm -rf ../patches && "$b" fix --format-patch=../patches drivers >"$SCRATCH/out" 2>"$SCRATCH/err" &&
		! grep -qE "ERROR: (Address|Leak)Sanitizer|runtime error:" "$SCRATCH/err" || exit 1
	done &&
	{ "$TOP/flexfix" fix --format-patch=../patches drivers 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "^flexfix: ../patches: not empty" "$SCRATCH/err" &&
	{ run_flexfix fix drivers; test $? = 0; } &&
	test "$(tail -n 1 "$SCRATCH/err")" = "flexfix: 2 converted (2 to a flexible array, 0 in the union that keeps the size), 0 not converted" &&
	ls ../patches >list && test "$(wc -l <list)" = 2 &&
	grep -q "^Subject: \[PATCH 1/2\] scsi: foo: Replace one-element array with flexible-array member in struct foo_io$" ../patches/0001-*.patch &&
	grep -q "^Subject: \[PATCH 2/2\] scsi: foo: Replace zero-length array with flexible-array member in struct foo_log$" ../patches/0002-*.patch &&
	grep -q "^  drivers/scsi/foo/foo.c:4: sizeof(struct foo_io) + (io->n - 1) \* sizeof(struct foo_sge) -> struct_size(io, sge, io->n)$" ../patches/0001-*.patch &&
	grep -q "^ 2 files changed, 2 insertions(+), 2 deletions(-)$" ../patches/0001-*.patch
'

test_expect_success 'git am takes them, and fix on the result changes nothing' '
	git am -q ../patches/*.patch && test "$(git log --oneline | wc -l)" = 3 &&
	grep -q "struct_size(io, sge, io->n)" drivers/scsi/foo/foo.c &&
	{ run_flexfix fix drivers; test $? = 0; } && test ! -s "$SCRATCH/out"
'

test_expect_success 'without include/linux/overflow.h the output is portable C' '
	git reset -q --hard HEAD~2 && rm include/linux/overflow.h &&
	{ run_flexfix fix drivers; test $? = 0; } &&
	grep -q "^+	return sizeof(struct foo_io) + io->n \* sizeof(struct foo_sge);$" "$SCRATCH/out"
'

test_expect_success '--in-place rewrites the files; the result compiles with gcc' '
	{ run_flexfix fix --in-place drivers; test $? = 0; } && test ! -s "$SCRATCH/out" &&
	grep -q "struct foo_sge sge\[\];" drivers/scsi/foo/foo.h &&
	gcc -fsyntax-only -Wall drivers/scsi/foo/foo.c
'

test_expect_success 'files of 1 MB or more: one declaring a [1] (its scan kept for the usage pass), one only using it with a "[1]" in its text (its name keys made after all): the same conversion as from small files' '
	mkdir big small &&
	printf "struct hdr { int n; int v[1]; };\n" >big/hdr.h && cp big/hdr.h small/ &&
	awk "BEGIN { print \"#include \\\"hdr.h\\\"\"; for (i = 0; i < 20000; i++) printf \"int f%d(struct hdr *p, int i) { int a[2]; a[1] = i; return p->v[a[1]]; }\\n\", i }" >big/use.c &&
	head -n 2 big/use.c >small/use.c && test $(wc -c <big/use.c) -gt 1048576 &&
	awk "BEGIN { for (i = 0; i < 40000; i++) print \"/* a comment line to make the header large */\" }" >>big/hdr.h &&
	test $(wc -c <big/hdr.h) -gt 1048576 &&
	for B in $BINS; do
		(cd big && "$B" fix --no-root hdr.h use.c) >big.diff 2>big.err &&
		(cd small && "$B" fix --no-root hdr.h use.c) >small.diff 2>small.err &&
		grep "^[-+][^-+]" big.diff >big.lines && grep "^[-+][^-+]" small.diff >small.lines &&
		cmp big.lines small.lines && grep -q "^+struct hdr { int n; int v\[\]; };" big.lines || exit 1
	done
'

test_expect_success '--help shows every option fix takes, each on its own line (one table drives both)' '
	"$TOP/flexfix" fix --help >help &&
	for o in in-place portable kernel format-patch=DIR cover-letter signoff from=IDENT group=HOW form=FORM \
		 uapi=GLOB force root=DIR no-root kinds=K,... verify kbuild=DIR compile-commands=FILE cc=CMD timeout=S; do
		grep -q "^  --$o" help || { echo "--$o not documented"; exit 1; }
	done &&
	grep -q "^  -j, --jobs=N " help && grep -q "^  -h, --help " help &&
	{ "$TOP/flexfix" fix --timeout 2>err; test $? = 2; } && grep -q "^usage: flexfix fix" err
'

test_done
