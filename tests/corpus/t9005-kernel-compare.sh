#!/bin/sh
# flexfix compare on real code: Debian's linux-source-6.1 -> linux-source-6.12
# (both extracted into the cache), and the seeds' "before" states -> 6.1.
# The totals are printed for a reader to check; what is asserted is certain:
# arrays whose fate one can read in the two trees, and that the counts add up.
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi

test_expect_success 'both kernel trees are extracted in the cache' 'kernel_tree && kernel_tree_new'
cd "$KERNEL_CACHE" || exit 1
OLD=$(basename "$KERNEL") NEW=$(basename "$KERNEL_NEW")

test_expect_success 'the whole 6.1 -> 6.12 ledger' '
	{ run_flexfix compare "$OLD" "$NEW"; test $? = 1; } && cp "$SCRATCH/out" "$SCRATCH/ledger" &&
	say "$(grep "^total " "$SCRATCH/ledger" | awk "{ printf \"6.1 -> 6.12: %s fake flexible arrays before, %s converted, %s kept, %s changed, %s removed, %s new, %s after\", \$2, \$3, \$4, \$5, \$6, \$7, \$8 }")" &&
	grep -q "^drivers/scsi/aacraid/aacraid.h:510:17: converted: .sg. in .struct sgmap. (\[1\] -> \[\])" "$SCRATCH/ledger" &&
	grep -q "^include/acpi/acrestyp.h:145:5: converted: .interrupts. in .struct acpi_resource_irq. (\[1\] -> DECLARE_FLEX_ARRAY, size kept by .interrupt.)" "$SCRATCH/ledger" &&
	grep -q "^drivers/misc/habanalabs/include/gaudi2/gaudi2_packets.h:[0-9:]* converted: .values. in .struct packet_wreg_bulk. (\[0\] -> \[\]) ($NEW drivers/accel/habanalabs/include/gaudi2/gaudi2_packets.h:[0-9]*)$" "$SCRATCH/ledger" &&
	grep -q "^tools/perf/util/sort.h:[0-9:]* kept: .callchain. in .struct hist_entry. (\[0\]) ($NEW tools/perf/util/hist.h:[0-9]*)$" "$SCRATCH/ledger" &&
	grep -q "^drivers/net/wireless/intersil/hostap/hostap_common.h:[0-9:]* removed: .u.crypt.key. in .struct prism2_hostapd_param. (\[0\], struct gone)$" "$SCRATCH/ledger" &&
	grep -q "^drivers/net/wireless/ath/ath10k/wmi.h:[0-9:]* removed: .data. in .struct wmi_bcn_tmpl_cmd. (\[1\], struct gone)$" "$SCRATCH/ledger" &&
	awk "/^total / { exit !(\$2 == \$3 + \$4 + \$5 + \$6) }" "$SCRATCH/ledger"
'

# the sanitizer build ran the same ledger above: the JSON is checked on the fast one
test_expect_success 'JSON: entries match the totals' '
	{ "$TOP/flexfix" compare --format=json "$OLD" "$NEW" >"$SCRATCH/out"; test $? = 1; } &&
	jq -e "(.totals[-1]) as \$t | (.entries | map(select(.old)) | length) == \$t.remaining_before and
	       (.entries | map(select(.class == \"converted\")) | length) == \$t.converted and
	       (.entries | map(select(.class == \"new\")) | length) == \$t.new" "$SCRATCH/out"
'

test_expect_success 'seeds: the before states -> 6.1 shows the three conversions the humans made' '
	kernel_before "$SCRATCH/before" && mkdir -p "$SCRATCH/after" &&
	for d in $SEED_DIRS; do mkdir -p "$SCRATCH/after/$d" && cp -r "$KERNEL/$d/." "$SCRATCH/after/$d/" || return 1; done &&
	{ run_flexfix compare "$SCRATCH/before" "$SCRATCH/after"; test $? = 0; } &&
	grep -q "^fs/hpfs/hpfs.h:[0-9]*:[0-9]*: converted: .name. in .struct hpfs_dirent. (\[1\] -> \[\])" "$SCRATCH/out" &&
	grep -q "^drivers/net/ethernet/chelsio/cxgb3/l2t.h:[0-9]*:[0-9]*: converted: .l2tab. in .struct l2t_data. (\[0\] not last -> \[\])" "$SCRATCH/out" &&
	grep -q "^drivers/scsi/aacraid/aacraid.h:[0-9]*:[0-9]*: converted: .sge. in .struct aac_raw_io2. (\[1\] -> \[\])$" "$SCRATCH/out" &&
	test "$(grep -c ": converted: " "$SCRATCH/out")" = 3
'

test_done
