#!/bin/sh
# The whole of Debian's linux-source-6.1 through the ASan+UBSan build:
# fix and scan --explain report nothing from the sanitizers and print what
# the plain build prints. The fixtures are small; real trees reach paths they
# do not (GCC 12's UBSan once took a thread-local's address for a null
# pointer on a few pinctrl files, so `flexfix-san fix .` stopped there).
cd "$(dirname "$0")/../t" && . ./test-lib.sh && . ../corpus/kernel-lib.sh
if [ "${FLEXFIX_SKIP_KERNEL:-0}" = 1 ]; then
	say "skipped: FLEXFIX_SKIP_KERNEL=1"
	exit 0
fi

test_expect_success 'the kernel tree is extracted in the cache' 'kernel_tree'
cd "$KERNEL" || exit 1

# both OUT ARGS: runs both builds on the tree, stdout to OUT.plain and OUT.san
both() {
	out=$1
	shift
	rp=0 rs=0
	"$TOP/flexfix" "$@" >"$SCRATCH/$out.plain" 2>"$SCRATCH/$out.plain.err" || rp=$?
	"$TOP/flexfix-san" "$@" >"$SCRATCH/$out.san" 2>"$SCRATCH/$out.san.err" || rs=$?
	# 0 or 1 (findings), the same from both: an abort (the diff oracle's) is no pass
	test "$rp" -le 1 && test "$rs" = "$rp" &&
	! grep -E "ERROR: (Address|Leak)Sanitizer|runtime error:" "$SCRATCH/$out.san.err" &&
	cmp "$SCRATCH/$out.plain" "$SCRATCH/$out.san" &&
	cmp "$SCRATCH/$out.plain.err" "$SCRATCH/$out.san.err"
}

test_expect_success 'fix . under ASan+UBSan: no report, the same diff and notes' '
	both fix fix . &&
	test -s "$SCRATCH/fix.plain" &&
	grep "^flexfix: [0-9]* converted" "$SCRATCH/fix.plain.err" >"$SCRATCH/summary" &&
	say "$(cat "$SCRATCH/summary")"
'

test_expect_success 'scan --explain . under ASan+UBSan: no report, the same output' '
	both explain scan --explain --format=json . &&
	jq -e ".findings | length > 1000" "$SCRATCH/explain.plain" >/dev/null
'

# explain's "fix: converted" / "fix: not converted" of each array is what fix
# does with it (explain also observes [N] arrays; they must not change that)
test_expect_success 'scan --explain says of every array what fix does with it' '
	jq -r ".findings[] | .notes[]? | select(.message | startswith(\"verdict \")) |
	       \"\\(.path):\\(.line):\\(.column) \\(.message | sub(\"^verdict [^;]*; fix: \"; \"\") |
	       if startswith(\"converted\") then \"converted\" else \"not\" end)\"" \
		"$SCRATCH/explain.plain" | sed "s|^\\./||" | sort >"$SCRATCH/explain.verdicts" &&
	sed -n "s/^\(\.\/[^ ]*:[0-9]*:[0-9]*\): note: converted .*/\1 converted/p;
		s/^\(\.\/[^ ]*:[0-9]*:[0-9]*\): note: not converted: .*/\1 not/p" \
		"$SCRATCH/fix.plain.err" | sed "s|^\./||" | sort -u >"$SCRATCH/fix.verdicts" &&
	test "$(wc -l <"$SCRATCH/fix.verdicts")" -gt 1000 &&
	join "$SCRATCH/fix.verdicts" "$SCRATCH/explain.verdicts" >"$SCRATCH/both" &&
	test "$(wc -l <"$SCRATCH/both")" = "$(wc -l <"$SCRATCH/fix.verdicts")" &&
	awk "\$2 != \$3" "$SCRATCH/both" >"$SCRATCH/disagree" &&
	cat "$SCRATCH/disagree" && test ! -s "$SCRATCH/disagree"
'

test_done
