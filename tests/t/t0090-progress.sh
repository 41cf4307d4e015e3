#!/bin/sh
# Long runs say where they are: a progress line per stage on stderr when it
# is a terminal (script(1) gives one here) and the stage runs longer than
# FLEXFIX_PROGRESS_DELAY seconds (default 1; 0 here, so a small project
# shows it); nothing when stderr is a file or a pipe, or FLEXFIX_PROGRESS=0.
# fix ends with its totals: converted by form, then not converted by reason.
. ./test-lib.sh
cd "$SCRATCH"
mkdir -p proj/include/linux proj/drivers/foo && cd proj
: >include/linux/overflow.h
printf 'struct a_rec {\n\tint n;\n\tchar v[1];\n};\nstruct b_rec {\n\tint n;\n\tchar v[1];\n};\n' >drivers/foo/foo.h
printf 'struct c_rec {\n\tint n;\n\tchar v[0];\n};\nstruct d_rec {\n\tstruct c_rec c;\n\tint after;\n};\n' >drivers/foo/bar.h
printf '#include "foo.h"\nint f(struct a_rec *a, int i) { return a->v[i]; }\n' >drivers/foo/foo.c

test_expect_success 'on a terminal: each stage'"'"'s line, ending with done' '
	script -qec "FLEXFIX_PROGRESS_DELAY=0 $TOP/flexfix fix --root=. drivers" /dev/null >tty.out &&
	tr "\r" "\n" <tty.out >lines &&
	grep -q "^flexfix: scan: 100% (4/4 files), done\.$" lines &&
	grep -q "^flexfix: uses: 100% (4/4 files), done\.$" lines
'

test_expect_success 'not a terminal, or FLEXFIX_PROGRESS=0: no progress line' '
	FLEXFIX_PROGRESS_DELAY=0 "$TOP/flexfix" fix --root=. drivers >/dev/null 2>err && ! grep -q "%" err &&
	script -qec "FLEXFIX_PROGRESS=0 FLEXFIX_PROGRESS_DELAY=0 $TOP/flexfix fix --root=. drivers" /dev/null >tty.out &&
	! grep -q "files), done" tty.out
'

test_expect_success 'fix'"'"'s totals: by form, then the refusals by reason, most frequent first' '
	{ run_flexfix fix --root=. drivers; test $? = 0; } &&
	tail -n 3 "$SCRATCH/err" >totals &&
	cat >expected <<-\EOT &&
	flexfix: 1 converted (1 to a flexible array, 0 in the union that keeps the size), 2 not converted
	flexfix:       1 not converted: embedded before other members
	flexfix:       1 not converted: no use shows it used as a flexible array
	EOT
	test_cmp expected totals
'

test_done
