#!/bin/sh
# verify on the seeds: linux-source-6.1 configured as in t9003 (defconfig +
# HPFS_FS, SCSI_AACRAID, CHELSIO_T3; no special flags), the seeds undone in
# the tree, then `flexfix verify --kbuild` of each seed patch: 001 gives
# identical objects for fs/hpfs; 002 changes t3_init_l2t, t3_l2t_get and
# t3_l2t_update in l2t.o only, and shows l2tab moving past rcu_head (which
# overlapped l2tab[0] before); 004 changes aac_read_raw_io and
# aac_write_raw_io only. The tree is a hard-linked copy of the cache.
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi
S=$SCRATCH/src
O=$SCRATCH/build
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org

# seed_patch N: the seed's diff, from the before state to the released tree
seed_patch() {
	case $1 in
	001) echo "$SCRATCH/001.patch" ;;
	002) echo "$SCRATCH/002.patch" ;;
	004) echo "$SCRATCH/004.patch" ;;
	esac
}

# the changed symbols of one object line, sorted: "a b c"
changed() {
	grep "^$1 " "$SCRATCH/out" | sed 's/.*changed: //; s/;.*//; s/,//g' | tr ' ' '\n' | sort | tr '\n' ' ' | sed 's/ $//'
}

test_expect_success 'a configured build of the seed states' '
	kernel_tree && kernel_seed_build "$S" "$O"
'

test_expect_success 'the seed patches, regenerated (before state -> released tree)' '
	B=$SCRATCH/seeds && kernel_before "$B" && cd "$B" && git init -q && git add -A && git commit -qm before &&
	for seed in "001 fs/hpfs" "002 drivers/net/ethernet/chelsio/cxgb3" "004 drivers/scsi/aacraid"; do
		set -- $seed &&
		cp -r "$KERNEL/$2/." "$2/" && git diff -- "$2" >"$SCRATCH/$1.patch" && git checkout -q -- "$2" &&
		test -s "$SCRATCH/$1.patch" || exit 1
	done
'

test_expect_success 'seed 001 (hpfs): every object of fs/hpfs identical' '
	{ run_flexfix verify --kbuild="$O" "$(seed_patch 001)"; test $? = 0; } &&
	grep -q "^fs/hpfs/dir.o  *identical$" "$SCRATCH/out" &&
	! grep "^fs/hpfs/" "$SCRATCH/out" | grep -v " identical$" &&
	grep -q "^flexfix: [0-9]* identical, 0 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" &&
	say "$(tail -n 1 "$SCRATCH/out")"
'

test_expect_success 'seed 002 (cxgb3 l2t): t3_init_l2t, t3_l2t_get, t3_l2t_update in l2t.o, nothing else' '
	{ run_flexfix verify --kbuild="$O" "$(seed_patch 002)"; test $? = 0; } &&
	test "$(changed drivers/net/ethernet/chelsio/cxgb3/l2t.o)" = "t3_init_l2t t3_l2t_get t3_l2t_update" &&
	grep -q "^drivers/net/ethernet/chelsio/cxgb3/cxgb3_offload.o  *identical$" "$SCRATCH/out" &&
	grep -q "^layout: struct l2t_data " "$SCRATCH/out" &&
	grep -q "^  l2tab  *offset \([0-9]*\) -> [0-9]* (+16)$" "$SCRATCH/out" &&
	grep -q "^  before: .callback_head. (offset [0-9]*, 16 bytes) overlaps the elements of .l2tab." "$SCRATCH/out" &&
	! grep -q "^  after: " "$SCRATCH/out" &&
	grep -q "^flexfix: [0-9]* identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" &&
	say "$(grep -A3 "^layout" "$SCRATCH/out" | tr "\n" "|")"
'

test_expect_success 'seed 004 (aacraid): aac_read_raw_io and aac_write_raw_io only' '
	{ run_flexfix verify --kbuild="$O" "$(seed_patch 004)"; test $? = 0; } &&
	test "$(changed drivers/scsi/aacraid/aachba.o)" = "aac_read_raw_io aac_write_raw_io" &&
	grep -q "^layout: struct aac_raw_io2  size 48 -> 32, member offsets unchanged$" "$SCRATCH/out" &&
	grep -q "^flexfix: [0-9]* identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" &&
	say "$(tail -n 1 "$SCRATCH/out")"
'

test_done
