#!/bin/sh
# fix --format-patch as a maintainer sends it: [PATCH n/m], a cover letter,
# the author and Signed-off-by from git's configuration (or --from), index
# lines with the real blob ids (git am -3 falls back on them), subject
# prefixes from the file's history (else MAINTAINERS, else the path), one
# patch per struct (a union's arrays together) or per MAINTAINERS entry
# with To/Cc. checkpatch.pl on real patches: t9002.
. ./test-lib.sh
cd "$SCRATCH"
# git's identity from the repository's configuration only: no variables, no ~/.gitconfig
unset GIT_AUTHOR_NAME GIT_AUTHOR_EMAIL GIT_COMMITTER_NAME GIT_COMMITTER_EMAIL EMAIL
export HOME="$SCRATCH/home" GIT_CONFIG_NOSYSTEM=1
mkdir home
git init -q proj && cd proj
git config user.name "Ada Lovelace" && git config user.email ada@example.org
mkdir -p drivers/scsi/foo include/linux
: >include/linux/overflow.h
cat >drivers/scsi/foo/foo.h <<'EOT'
struct foo_sge { unsigned long long addr; };
struct foo_io {
	unsigned int n;
	struct foo_sge sge[1];
};
union foo_sgl {
	unsigned int sge32[1];
	unsigned long long sge64[1];
};
EOT
cat >drivers/scsi/foo/foo.c <<'EOT'
#include "foo.h"
unsigned long foo_size(struct foo_io *io)
{
	return sizeof(struct foo_io) + (io->n - 1) * sizeof(struct foo_sge);
}
unsigned long long foo_at(union foo_sgl *u, int i)
{
	return u->sge32[i] + u->sge64[i];
}
EOT
git add -A && git commit -qm "scsi: foo_sas: Add the driver"
echo "/* one */" >>drivers/scsi/foo/foo.c && git commit -qam "scsi: foo_sas: Fix a thing"
echo "/* two */" >>drivers/scsi/foo/foo.h && git commit -qam "treewide: Rename everything"
echo "/* three */" >>drivers/scsi/foo/foo.h && git commit -qam "treewide: Rename more"
echo "/* four */" >>drivers/scsi/foo/foo.h && git commit -qam "scsi: foo: Older spelling"
echo "/* five */" >>drivers/scsi/foo/foo.h && git commit -qam "scsi: foo_sas: Fix another thing"

test_expect_success 'a numbered series with a cover letter, author and sign-off from git config' '
	for b in $BINS; do
		rm -rf ../p && "$b" fix --format-patch=../p --cover-letter --signoff drivers >"$SCRATCH/out" 2>"$SCRATCH/err" ||
			{ cat "$SCRATCH/err"; exit 1; }
		! grep -qE "ERROR: (Address|Leak)Sanitizer|runtime error:" "$SCRATCH/err" || exit 1
	done &&
	ls ../p >list && test "$(wc -l <list)" = 3 &&
	test "$(sed -n 1p list)" = 0000-cover-letter.patch &&
	test "$(sed -n 2p list)" = 0001-scsi-foo_sas-Replace-one-element-array-with-flexible.patch &&
	grep -q "^Subject: \[PATCH 0/2\] scsi: foo_sas: Replace fake flexible arrays with flexible-array members$" ../p/0000-* &&
	grep -q "^Subject: \[PATCH 1/2\] scsi: foo_sas: Replace one-element array with flexible-array member in struct foo_io$" ../p/0001-* &&
	grep -q "^Subject: \[PATCH 2/2\] scsi: foo_sas: Replace one-element arrays with flexible-array members in union foo_sgl$" ../p/0002-* &&
	test "$(cat ../p/* | grep -c "^From: Ada Lovelace <ada@example.org>$")" = 3 &&
	test "$(cat ../p/* | grep -c "^Signed-off-by: Ada Lovelace <ada@example.org>$")" = 2 &&
	grep -q "^This series replaces 3 zero-length and one-element arrays" ../p/0000-* &&
	grep -q "^  3 converted to .\[\]., their size expressions rewritten or listed$" ../p/0000-* &&
	grep -q "^Likewise the one-element array .sge64.\.$" ../p/0002-* &&
	grep -q "^Ada Lovelace (2):$" ../p/0000-* &&
	grep -q "^  scsi: foo_sas: Replace one-element arrays with flexible-array$" ../p/0000-* &&
	grep -q "^    members in union foo_sgl$" ../p/0000-* &&
	grep -q "^ drivers/scsi/foo/foo.c | 2 +-$" ../p/0000-* &&
	grep -q "^ drivers/scsi/foo/foo.h | 6 +++---$" ../p/0000-* &&
	grep -q "(fix --verify was not given)" ../p/0000-* &&
	! grep -q "^Signed-off-by" ../p/0000-*
'

# checkpatch.pl lets a line that starts with a file name and a colon be longer
test_expect_success 'lines fit 75 columns (checkpatch.pl) outside the diff' '
	for f in ../p/*.patch; do
		sed "/^diff --git/,\$d" "$f" | grep -v "^Subject:" | grep -vE "^ *([A-Za-z0-9_.+-]*/)+[A-Za-z0-9_.+-]+:" |
			awk "length > 75 { print; bad = 1 } END { exit bad }" || exit 1
	done
'

test_expect_success 'index lines name the blobs: git am -3 merges over a changed context' '
	old=$(git hash-object drivers/scsi/foo/foo.c) &&
	grep -q "^index $old\.\.[0-9a-f]\{40\} 100644$" ../p/0001-* &&
	sed -i "s/^unsigned long foo_size/static unsigned long foo_size/" drivers/scsi/foo/foo.c &&
	git commit -qam "scsi: foo_sas: Make foo_size static" &&
	{ git am -q ../p/0001-* 2>/dev/null; test $? != 0; } && git am --abort &&
	git am -q -3 ../p/0001-* ../p/0002-* &&
	grep -q "^static unsigned long foo_size" drivers/scsi/foo/foo.c &&
	grep -q "struct_size(io, sge, io->n)" drivers/scsi/foo/foo.c &&
	test "$(git log -1 --format=%an)" = "Ada Lovelace" &&
	{ run_flexfix fix drivers; test $? = 0; } && test ! -s "$SCRATCH/out" &&
	git reset -q --hard HEAD~3
'

test_expect_success '--from names the author; no identity at all is an error' '
	rm -rf ../q && "$TOP/flexfix" fix --format-patch=../q --from="Bo Li <bo@example.net>" --signoff drivers 2>/dev/null &&
	test "$(cat ../q/* | grep -c "^From: Bo Li <bo@example.net>$")" = 2 &&
	test "$(cat ../q/* | grep -c "^Signed-off-by: Bo Li <bo@example.net>$")" = 2 &&
	rm -rf ../q && { "$TOP/flexfix" fix --format-patch=../q --from="nobody" drivers 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "^flexfix: --from: .nobody. is not .Name <mail>.$" "$SCRATCH/err" &&
	git config --unset user.name && rm -rf ../q &&
	{ "$TOP/flexfix" fix --format-patch=../q drivers 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "who is the author" "$SCRATCH/err" && test ! -e ../q/0001-* &&
	git config user.name "Ada Lovelace"
'

test_expect_success 'options that need --format-patch, and bad --group, are usage errors' '
	{ "$TOP/flexfix" fix --cover-letter drivers >/dev/null 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "go with --format-patch" "$SCRATCH/err" &&
	{ "$TOP/flexfix" fix --format-patch=../r --group=file drivers 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "^flexfix: --group takes .struct. or .maintainer., not .file.$" "$SCRATCH/err" &&
	{ "$TOP/flexfix" fix --format-patch=../r --group=maintainer drivers 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "no MAINTAINERS file" "$SCRATCH/err"
'

# Not a git repository: prefixes and addresses from MAINTAINERS
cd "$SCRATCH" && mkdir -p tree/drivers/scsi/bar tree/drivers/scsi/baz tree/include/linux tree/drivers/net
: >tree/include/linux/overflow.h
printf 'struct bar_log {\n\tunsigned int len;\n\tchar text[0];\n};\n' >tree/drivers/scsi/bar/bar_hw.h
printf 'struct bar_msg {\n\tunsigned int len;\n\tchar body[0];\n};\n' >tree/drivers/scsi/bar/bar_msg.h
printf 'struct qux_log {\n\tunsigned int len;\n\tchar text[0];\n};\n' >tree/drivers/scsi/qux.h
printf 'struct net_log {\n\tunsigned int len;\n\tchar text[0];\n};\n' >tree/drivers/net/nl.h
cat >tree/MAINTAINERS <<'EOT'
List of maintainers
-------------------

	M: *Mail* patches to: FullName <address@domain>

BAR SCSI DRIVER
M:	Bea Bar <bea@bar.example>
R:	Rex Review <rex@review.example>
L:	bar-devel@lists.example (moderated for non-subscribers)
S:	Maintained
F:	Documentation/scsi/bar.rst
F:	drivers/scsi/bar

QUX SCSI DRIVER
M:	Quinn Qux <quinn@qux.example>
S:	Maintained
F:	drivers/scsi/qux*.[ch]

SCSI SUBSYSTEM
M:	Sam Scsi <sam@scsi.example>
L:	linux-scsi@lists.example
S:	Maintained
F:	drivers/scsi/
X:	drivers/scsi/qux.h

THE REST
M:	Nobody <nobody@example.org>
L:	linux-kernel@lists.example
S:	Buried alive in reporters
F:	*
F:	*/
EOT

test_expect_success 'no history: the prefix from the MAINTAINERS entry (a directory, else the file name)' '
	cd "$SCRATCH/tree" && rm -rf ../m &&
	"$TOP/flexfix" fix --format-patch=../m --from="Ada Lovelace <ada@example.org>" --root=. drivers 2>"$SCRATCH/err" &&
	grep -q "^Subject: \[PATCH 1/4\] net: Replace zero-length array with flexible-array member in struct net_log$" ../m/0001-* &&
	grep -q "^Subject: \[PATCH 2/4\] scsi: bar: Replace zero-length array with flexible-array member in struct bar_log$" ../m/0002-* &&
	grep -q "^Subject: \[PATCH 4/4\] scsi: qux: Replace zero-length array with flexible-array member in struct qux_log$" ../m/0004-* &&
	! grep -q "^To:" ../m/*
'

test_expect_success '--group=maintainer: a patch per entry, To: its maintainers, Cc: reviewers and lists' '
	cd "$SCRATCH/tree" && rm -rf ../m &&
	"$TOP/flexfix" fix --format-patch=../m --group=maintainer --from="Ada Lovelace <ada@example.org>" --root=. drivers \
		2>"$SCRATCH/err" &&
	ls ../m >list && test "$(wc -l <list)" = 3 &&
	grep -q "^Subject: \[PATCH 2/3\] scsi: bar: Replace zero-length arrays with flexible-array members$" ../m/0002-* &&
	grep -q "^diff --git a/drivers/scsi/bar/bar_hw.h" ../m/0002-* && grep -q "^diff --git a/drivers/scsi/bar/bar_msg.h" ../m/0002-* &&
	grep -q "^To: Bea Bar <bea@bar.example>,$" ../m/0002-* && grep -q "^    Sam Scsi <sam@scsi.example>$" ../m/0002-* &&
	grep -q "^Cc: Rex Review <rex@review.example>,$" ../m/0002-* &&
	grep -q "^    bar-devel@lists.example,$" ../m/0002-* && grep -q "^    linux-scsi@lists.example,$" ../m/0002-* &&
	grep -q "^    linux-kernel@lists.example$" ../m/0002-* &&
	grep -q "^To: Quinn Qux <quinn@qux.example>$" ../m/0003-* && ! grep -q "Sam Scsi" ../m/0003-* &&
	grep -q "^To: linux-kernel@lists.example$" ../m/0001-* && ! grep -q "^Cc:" ../m/0001-* &&
	! grep -q "nobody@example.org" ../m/*
'

test_done
