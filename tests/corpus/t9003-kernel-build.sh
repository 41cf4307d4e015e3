#!/bin/sh
# The converted kernel code compiles: a defconfig build of linux-source-6.1
# with HPFS_FS, SCSI_AACRAID and CHELSIO_T3, the seed directories built before
# (seeds undone) and after `flexfix fix --in-place`; no new error or warning.
# The source is a hard-linked copy of the cache (files are replaced, never
# written through: the cache stays intact).
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi
S=$SCRATCH/src
O=$SCRATCH/build
J=$(nproc)
DIRS="fs/hpfs/ drivers/net/ethernet/chelsio/cxgb3/ drivers/scsi/aacraid/"

# compiler messages without positions, so moved lines still compare equal
messages() {
	grep -E "(warning|error):" "$1" | sed -E 's/:[0-9]+:[0-9]+:/:/' | sort -u
}

test_expect_success 'a configured build of the seed states (defconfig + HPFS_FS, SCSI_AACRAID, CHELSIO_T3)' '
	kernel_tree && kernel_seed_build "$S" "$O"
'

test_expect_success 'the before states build' '
	make -C "$S" O="$O" -j"$J" $DIRS >"$SCRATCH/before.log" 2>&1 &&
	say "before: $(ls "$O"/fs/hpfs/*.o "$O"/drivers/net/ethernet/chelsio/cxgb3/*.o "$O"/drivers/scsi/aacraid/*.o | wc -l) objects, $(messages "$SCRATCH/before.log" | wc -l) distinct warnings"
'

# kbuild's own checker hook, as a maintainer would run it: every .c of the
# seed directories through "flexfix $(CHECKFLAGS) $(c_flags) file.c".
test_expect_success 'make C=2 CHECK=flexfix: kbuild runs flexfix on every file, the seeds'"'"' arrays reported' '
	make -C "$S" O="$O" -j"$J" C=2 CHECK="$TOP/flexfix" $DIRS >"$SCRATCH/check.log" 2>&1 &&
	grep -q "hpfs/hpfs.h:[0-9]*:[0-9]*: warning: one-element array .name. at the end of .struct hpfs_dirent. \[flexfix-one-element\]$" "$SCRATCH/check.log" &&
	grep -q "cxgb3/l2t.h:[0-9]*:[0-9]*: error: member .rcu_head. follows zero-length array .l2tab. in .struct l2t_data. \[flexfix-zero-length-not-last\]$" "$SCRATCH/check.log" &&
	grep -q "aacraid/aacraid.h:[0-9]*:[0-9]*: warning: one-element array .sge. at the end of .struct aac_raw_io2. \[flexfix-one-element\]$" "$SCRATCH/check.log" &&
	! grep -q "Error\|flexfix: " "$SCRATCH/check.log" &&
	say "$(grep -c "  CHECK  " "$SCRATCH/check.log") files checked, $(grep -c "\[flexfix-" "$SCRATCH/check.log") warnings ($(grep "\[flexfix-" "$SCRATCH/check.log" | sort -u | wc -l) distinct)"
'

test_expect_success 'fix --in-place, then the same directories build with no new error or warning' '
	(cd "$S" && "$TOP/flexfix" fix --in-place $SEED_DIRS 2>"$SCRATCH/fix.err") &&
	grep -q "converted .sge. in .struct aac_raw_io2." "$SCRATCH/fix.err" &&
	make -C "$S" O="$O" -j"$J" $DIRS >"$SCRATCH/after.log" 2>&1 &&
	messages "$SCRATCH/before.log" >"$SCRATCH/w.before" && messages "$SCRATCH/after.log" >"$SCRATCH/w.after" &&
	comm -13 "$SCRATCH/w.before" "$SCRATCH/w.after" >"$SCRATCH/w.new" &&
	cat "$SCRATCH/w.new" && test ! -s "$SCRATCH/w.new" &&
	say "after: rebuilt $(grep -c "  CC " "$SCRATCH/after.log") objects, no new warning; $(comm -23 "$SCRATCH/w.before" "$SCRATCH/w.after" | wc -l) warnings gone"
'

test_done
