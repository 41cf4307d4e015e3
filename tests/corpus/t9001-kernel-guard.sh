#!/bin/sh
# flexfix guard on the seed commits, regenerated from Debian's
# linux-source-6.1 at test time (no kernel source in the repository):
#  - 003 (2011) added 'rcu_head' after 'l2tab[0]': guard must report it,
#    with --tree on the tree before seed 002 and from the hunk alone;
#  - 001, 002, 004: no problem added, the removed one counted;
#  - 001 and 004 reversed: the one-element array they removed is reported,
#    also from the hunks alone.
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
B=$SCRATCH/before
L2T=drivers/net/ethernet/chelsio/cxgb3/l2t.h

test_expect_success 'the seed states: before (002, 001, 004 undone) and after, in git' '
	kernel_tree && kernel_before "$B" && cd "$B" && git init -q && git add -A && git commit -qm before &&
	for d in $SEED_DIRS; do cp -r "$KERNEL/$d/." "$d/"; done &&
	git commit -qam after && git tag after && git checkout -q HEAD~1
'

test_expect_success 'seed 003 with --tree (tree before seed 002): member added after l2tab[0]' '
	cd "$B" && grep -v "struct rcu_head rcu_head;" $L2T >"$SCRATCH/l2t.pre" &&
	cp "$SCRATCH/l2t.pre" $L2T && git diff -R -- $L2T >"$SCRATCH/003.patch" && git checkout -q -- $L2T &&
	grep -q "^+	struct rcu_head rcu_head;" "$SCRATCH/003.patch" &&
	{ run_flexfix guard --tree "$B" "$SCRATCH/003.patch"; test $? = 1; } &&
	grep "^$L2T:[0-9]*:[0-9]*: error: patch adds member .rcu_head. after zero-length array .l2tab. in .struct l2t_data. \[flexfix-zero-length-not-last\]$" "$SCRATCH/out" &&
	grep -q "^flexfix: 1 problem added, 0 removed$" "$SCRATCH/err"
'

test_expect_success 'seed 003 from the hunk alone (the @@ heading names struct l2t_data)' '
	grep -q "^@@ .* @@ struct l2t_data {" "$SCRATCH/003.patch" &&
	{ run_flexfix guard --no-tree "$SCRATCH/003.patch"; test $? = 1; } &&
	grep "^$L2T:[0-9]*:[0-9]*: error: patch adds member .rcu_head. after zero-length array .l2tab." "$SCRATCH/out"
'

for seed in "001 fs/hpfs one-element array" "002 drivers/net/ethernet/chelsio/cxgb3 member after a zero-length array" "004 drivers/scsi/aacraid one-element array"; do
	set -- $seed
	n=$1 dir=$2; shift 2
	what=$*
	test_expect_success "seed $n: nothing added, 1 $what removed (--tree before)" '
		cd "$B" && git diff HEAD after -- '"$dir"' >"$SCRATCH/'"$n"'.patch" &&
		{ run_flexfix guard --tree "$B" "$SCRATCH/'"$n"'.patch"; test $? = 0; } &&
		test ! -s "$SCRATCH/out" &&
		grep "^flexfix: 0 problems added, 1 removed (1 '"$what"')$" "$SCRATCH/err"
	'
	test_expect_success "seed $n from the hunks alone: nothing added" '
		{ run_flexfix guard --no-tree "$SCRATCH/'"$n"'.patch"; test $? = 0; } && test ! -s "$SCRATCH/out" &&
		say "seed '"$n"' without a tree: $(cat "$SCRATCH/err")"
	'
done

for seed in "001 fs/hpfs/hpfs.h name hpfs_dirent" "004 drivers/scsi/aacraid/aacraid.h sge aac_raw_io2"; do
	set -- $seed
	test_expect_success "seed $1 reversed: the one-element array is reported as added" '
		cd "$B" && git diff after HEAD -- '"$(dirname "$2")"' >"$SCRATCH/'"$1"'R.patch" &&
		{ run_flexfix guard --tree "$KERNEL" "$SCRATCH/'"$1"'R.patch"; test $? = 1; } &&
		grep "^'"$2"':[0-9]*:[0-9]*: warning: patch adds one-element array .'"$3"'. at the end of .struct '"$4"'.; use a flexible array member .'"$3"'\[\]. \[flexfix-one-element\]$" "$SCRATCH/out" &&
		say "seed '"$1"' reversed: $(cat "$SCRATCH/err")"
	'
done

test_expect_success 'seed 004 reversed: both fibsize computations are reported as count - 1 sizes' '
	test "$(grep -c "^drivers/scsi/aacraid/aachba.c:[0-9]*:[0-9]*: warning: patch adds a size computation with .- 1. for one-element array .sge. of .struct aac_raw_io2.; make it a flexible array member and use struct_size() \[flexfix-fake-flex-size\]$" "$SCRATCH/out")" = 2 &&
	grep -q "^flexfix: 3 problems added, 0 removed$" "$SCRATCH/err"
'

for seed in "001 fs/hpfs/hpfs.h name hpfs_dirent" "004 drivers/scsi/aacraid/aacraid.h sge aac_raw_io2"; do
	set -- $seed
	test_expect_success "seed $1 reversed, from the hunks alone: '[]' made '[1]' is a new one-element array (a '[]' is last)" '
		{ run_flexfix guard --no-tree "$SCRATCH/'"$1"'R.patch"; test $? = 1; } &&
		grep "^'"$2"':[0-9]*:[0-9]*: warning: patch adds one-element array .'"$3"'. at the end of .struct '"$4"'.; use a flexible array member .'"$3"'\[\]. \[flexfix-one-element\]$" "$SCRATCH/out" &&
		say "seed '"$1"' reversed without a tree: $(cat "$SCRATCH/err")"
	'
done

test_done
