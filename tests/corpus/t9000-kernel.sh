#!/bin/sh
# flexfix scan on real code: Debian's linux-source-6.1.
#  - the seeds' "before" states give the findings the humans fixed;
#  - the tree as released has those three as true flexible arrays;
#  - Coccinelle parity: every location the kernel's own flexible_array.cocci
#    reports on drivers/scsi, fs and include is reported by flexfix too.
# FLEXFIX_SKIP_KERNEL=1 skips this script (it needs ~1.3 GB of disk).
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi
FF=$TOP/flexfix

test_expect_success 'the kernel tree is extracted in the cache' 'kernel_tree'
cd "$KERNEL" || exit 1

test_expect_success 'seed 001/002/004 before states: scan reports what the humans fixed' '
	kernel_before "$SCRATCH/before" &&
	(cd "$SCRATCH/before" && run_flexfix scan $SEED_DIRS; test $? = 1) &&
	grep "^fs/hpfs/hpfs.h:[0-9]*:[0-9]*: warning: one-element array .name. at the end of .struct hpfs_dirent. \[flexfix-one-element\]$" "$SCRATCH/out" &&
	grep "^drivers/net/ethernet/chelsio/cxgb3/l2t.h:[0-9]*:[0-9]*: error: member .rcu_head. follows zero-length array .l2tab. in .struct l2t_data. \[flexfix-zero-length-not-last\]$" "$SCRATCH/out" &&
	grep "^drivers/scsi/aacraid/aacraid.h:[0-9]*:[0-9]*: warning: one-element array .sge. at the end of .struct aac_raw_io2. \[flexfix-one-element\]$" "$SCRATCH/out"
'

test_expect_success 'the released tree has the three as true flexible arrays' '
	run_flexfix scan --kinds=flexible $SEED_DIRS; test $? = 1 &&
	grep "^fs/hpfs/hpfs.h:360:[0-9]*: note: flexible array member .name. at the end of .struct hpfs_dirent." "$SCRATCH/out" &&
	grep "^drivers/net/ethernet/chelsio/cxgb3/l2t.h:79:[0-9]*: note: flexible array member .l2tab. at the end of .struct l2t_data." "$SCRATCH/out" &&
	grep "^drivers/scsi/aacraid/aacraid.h:1933:[0-9]*: note: flexible array member .sge. at the end of .struct aac_raw_io2." "$SCRATCH/out" &&
	run_flexfix scan $SEED_DIRS; ! grep -E "(hpfs_dirent|l2t_data|aac_raw_io2)." "$SCRATCH/out"
'

test_expect_success 'whole tree: same output for -j1 and -j2, no sanitizer report' '
	"$FF" scan -j1 . >"$SCRATCH/j1" 2>/dev/null; "$FF" scan -j2 . >"$SCRATCH/j2" 2>/dev/null;
	test -s "$SCRATCH/j1" && cmp "$SCRATCH/j1" "$SCRATCH/j2" &&
	say "whole tree: $(grep -c "\[flexfix-" "$SCRATCH/j1") findings"
'

if command -v spatch >/dev/null; then
test_expect_success 'Coccinelle parity on drivers/scsi, fs, include' '
	spatch --very-quiet -D report --no-includes --include-headers --jobs 2 \
		--cocci-file scripts/coccinelle/misc/flexible_array.cocci drivers/scsi fs include \
		>"$SCRATCH/cocci.out" 2>"$SCRATCH/cocci.err";
	sed -n "s/^\([^:]*\):\([0-9]*\):[0-9-]*: WARNING use flexible-array member.*/\1:\2/p" "$SCRATCH/cocci.out" | sort -u >"$SCRATCH/cocci.locs" &&
	test -s "$SCRATCH/cocci.locs" &&
	"$FF" scan --kinds=one-element,zero-length,zero-length-not-last drivers/scsi fs include >"$SCRATCH/ff.txt";
	sed -n "s/^\([^:]*\):\([0-9]*\):[0-9]*: \(warning\|error\): .*/\1:\2/p" "$SCRATCH/ff.txt" | sort -u >"$SCRATCH/ff.locs" &&
	grep -v "^#" ../corpus/cocci-allowlist | cut -d" " -f1 | sort -u >"$SCRATCH/allow" &&
	comm -23 "$SCRATCH/cocci.locs" "$SCRATCH/ff.locs" | comm -23 - "$SCRATCH/allow" >"$SCRATCH/missed" &&
	say "coccinelle: $(wc -l <"$SCRATCH/cocci.locs") locations, flexfix missed $(wc -l <"$SCRATCH/missed") (allowlisted: $(wc -l <"$SCRATCH/allow"))" &&
	comm -13 "$SCRATCH/cocci.locs" "$SCRATCH/ff.locs" >"$SCRATCH/extra" &&
	say "flexfix reports $(wc -l <"$SCRATCH/extra") more locations; $(grep -c "/uapi/" "$SCRATCH/extra") of them in UAPI headers, which the script excludes on purpose; a sample:" &&
	grep -v "/uapi/" "$SCRATCH/extra" | awk "NR % 25 == 1" | head -n 8 | while read -r loc; do say "  $(grep -F "$loc:" "$SCRATCH/ff.txt" | head -n 1)"; done &&
	test ! -s "$SCRATCH/missed"
'
else
	say "spatch not installed: Coccinelle parity not checked"
fi

test_done
