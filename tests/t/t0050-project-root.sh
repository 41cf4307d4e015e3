#!/bin/sh
# fix and scan --explain on a sub-directory search the whole project for uses:
# the project is a kernel-like tree (include/linux/), a git work tree, or
# --root; without one, each conversion says what was not searched.
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org

# drv/a declares the struct and indexes it; lib/ sizes it with (n - 1): a
# conversion that does not see lib/ leaves that allocation one element short
make_tree() {
	mkdir -p "$1/drv/a" "$1/lib" "$1/include/linux" &&
	printf '%s\n' 'struct rec { unsigned int v; };' 'struct msg {' '	unsigned int n;' '	struct rec recs[1];' '};' \
		'unsigned int msg_at(struct msg *m, unsigned int i);' >"$1/drv/a/a.h" &&
	printf '%s\n' '#include "a.h"' '' 'unsigned int msg_at(struct msg *m, unsigned int i)' '{' \
		'	return m->recs[i].v;' '}' >"$1/drv/a/a.c" &&
	printf '%s\n' '#include "../drv/a/a.h"' '' 'unsigned long msg_bytes(unsigned int n)' '{' \
		'	return sizeof(struct msg) + (n - 1) * sizeof(struct rec);' '}' >"$1/lib/size.c" &&
	printf '%s\n' 'struct unrelated { int n; char c[0]; };' >"$1/lib/other.h"
}

test_expect_success 'kernel layout: the use in lib/ is rewritten with the conversion' '
	make_tree k && cd k &&
	{ run_flexfix fix --portable drv/a; test $? = 0; } &&
	grep -q "^+	struct rec recs\[\];" "$SCRATCH/out" &&
	grep -q "^+++ b/lib/size.c" "$SCRATCH/out" &&
	grep -q "^+	return sizeof(struct msg) + n \* sizeof(struct rec);" "$SCRATCH/out" &&
	grep -q "^drv/a/a.h:4:13: note: converted .recs. in .struct msg. to a flexible array member; 1 size expression rewritten$" "$SCRATCH/err" &&
	! grep -q "unrelated\|not looked for" "$SCRATCH/err" &&
	git apply --check "$SCRATCH/out"
'

test_expect_success 'from a sub-directory: the patch names files from the top of the project (git apply and git am take it there), the notes as given' '
	cd k/drv &&
	{ run_flexfix fix --portable a; test $? = 0; } &&
	grep -q "^+++ b/drv/a/a.h" "$SCRATCH/out" && grep -q "^+++ b/lib/size.c" "$SCRATCH/out" &&
	grep -q "^a/a.h:4:13: note: converted .recs." "$SCRATCH/err" &&
	(cd .. && git apply --check "$SCRATCH/out")
'

test_expect_success '--no-root: lib/ is not searched, and the note says so' '
	cd k &&
	{ run_flexfix fix --portable --no-root drv/a; test $? = 0; } &&
	! grep -q "lib/size.c" "$SCRATCH/out" &&
	grep -q "^drv/a/a.h:4:13: note: uses outside the paths given were not looked for (--no-root)$" "$SCRATCH/err"
'

test_expect_success 'no project root found: the note says so; --root=DIR gives one' '
	make_tree plain && rm -r plain/include && cd plain &&
	{ run_flexfix fix --portable drv/a; test $? = 0; } &&
	grep -q "not looked for (no project root found: give --root=DIR)$" "$SCRATCH/err" &&
	{ run_flexfix fix --portable --root=. drv/a; test $? = 0; } &&
	grep -q "^+++ b/lib/size.c" "$SCRATCH/out" && ! grep -q "not looked for" "$SCRATCH/err" &&
	{ run_flexfix fix --root=nowhere drv/a; test $? = 2; }
'

test_expect_success 'a git work tree is a project' '
	make_tree g && rm -r g/include && (cd g && git init -q && git add . && git commit -qm t) && cd g/drv &&
	{ run_flexfix fix --portable a; test $? = 0; } &&
	grep -q "^+++ b/lib/size.c" "$SCRATCH/out" && grep -q "^+++ b/drv/a/a.h" "$SCRATCH/out" &&
	! grep -q "not looked for" "$SCRATCH/err"
'

test_expect_success 'scan --explain: uses from the whole project, findings of the paths given only' '
	cd k &&
	{ run_flexfix scan --explain drv/a; test $? = 1; } &&
	grep -q "^lib/size.c:5:9: note: used as flexible: size expression .sizeof(struct msg) + (n - 1) \* sizeof(struct rec).$" "$SCRATCH/out" &&
	! grep -q "unrelated" "$SCRATCH/out"
'

test_expect_success 'a kernel tree: tools/ is searched for uses but converted only when named' '
	make_tree t && mkdir -p t/tools/include/linux && cp t/drv/a/a.h t/tools/include/linux/a.h &&
	printf "%s\n" "#include <linux/a.h>" "unsigned int tool_at(struct msg *m, unsigned int i) { return m->recs[i].v; }" >t/tools/use.c &&
	cd t &&
	{ run_flexfix fix --portable .; test $? = 0; } &&
	grep -q "^+++ b/drv/a/a.h" "$SCRATCH/out" && ! grep -q "^+++ b/tools/" "$SCRATCH/out" &&
	grep -q "^./tools/: note: 2 files (copies of kernel headers, user-space programs) searched for uses only, nothing declared there converted" "$SCRATCH/err" &&
	{ run_flexfix scan --explain .; test $? = 1; } &&
	grep -q "^./tools/include/linux/a.h:4:13: note: verdict flexible-use; fix: not converted: declared under tools/, whose copies follow the kernel.s own headers (converted when tools/ is named)$" "$SCRATCH/out" &&
	grep -q "^./drv/a/a.h:4:13: note: verdict flexible-use; fix: converted" "$SCRATCH/out" &&
	{ run_flexfix fix --portable tools; test $? = 0; } &&
	grep -q "^+++ b/tools/include/linux/a.h" "$SCRATCH/out" && ! grep -q "tools/: note" "$SCRATCH/err" &&
	{ run_flexfix scan --explain tools; test $? = 1; } &&
	grep -q "^tools/include/linux/a.h:4:13: note: verdict flexible-use; fix: converted" "$SCRATCH/out"
'

test_expect_success 'a kernel tree: <asm/x.h> is the includer'"'"'s architecture'"'"'s, a struct of one architecture is not embedded in another'"'"'s, a .c included by another sees its includer'"'"'s headers' '
	mkdir -p kt && cd kt &&
	mkdir -p arch/aa/include/asm arch/aa/kernel arch/bb/include/asm arch/bb/kernel include/linux drv/c &&
	printf "%s\n" "struct ctx { unsigned long r[4]; };" >arch/aa/include/asm/ctx.h &&
	printf "%s\n" "#include <asm/ctx.h>" "struct frame { struct ctx ctx; unsigned long pc; };" >arch/aa/include/asm/frame.h &&
	printf "%s\n" "struct ctx { unsigned long n; unsigned long ext[0]; };" >arch/bb/include/asm/ctx.h &&
	for a in aa bb; do
		printf "%s\n" "struct buf { unsigned int n; unsigned int v[1]; };" >arch/$a/include/asm/buf.h || return 1
	done &&
	printf "%s\n" "#include <asm/buf.h>" "unsigned int first(struct buf *b) { return b->v[0]; }" >arch/aa/kernel/a.c &&
	printf "%s\n" "#include <asm/buf.h>" "unsigned int at(struct buf *b, unsigned int i) { return b->v[i]; }" >arch/bb/kernel/b.c &&
	printf "%s\n" "struct pkt { unsigned int n; unsigned int d[1]; };" >drv/c/c.h &&
	printf "%s\n" "#include \"c.h\"" "#include \"part.c\"" >drv/c/main.c &&
	printf "%s\n" "unsigned int pkt_at(struct pkt *p, unsigned int i) { return p->d[i]; }" >drv/c/part.c &&
	{ run_flexfix fix .; test $? = 0; } &&
	grep -q "^./arch/bb/include/asm/ctx.h:1:45: note: converted .ext. in .struct ctx. to a flexible array member" "$SCRATCH/err" &&
	grep -q "^./arch/bb/include/asm/buf.h:1:43: note: converted .v. in .struct buf." "$SCRATCH/err" &&
	grep -q "^./arch/aa/include/asm/buf.h:1:43: note: not converted: .v. in .struct buf.: no use shows it used as a flexible array" "$SCRATCH/err" &&
	grep -q "^./drv/c/c.h:1:43: note: converted .d. in .struct pkt." "$SCRATCH/err"
'

test_done
