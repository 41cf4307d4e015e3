#!/bin/sh
# How far flexfix agrees with what kernel developers did: Debian's
# linux-source-6.1 against linux-source-6.12 (both extracted into the cache,
# as the corpus tests do). For every [1] and [0] array of 6.1 that developers
# converted or kept by 6.12 (flexfix compare), what `flexfix fix .` and
# `flexfix scan --explain .` on 6.1 say of it:
#   - of those converted: how many fix converts, and its reasons for the rest;
#   - of those kept: how many fix leaves alone, and which it converts;
#   - scan --explain's verdict: flexible-use for the converted ones,
#     fixed-use or unknown for the kept ones.
# Measured on the calibration directories below only; the rest of the tree is
# the independent acceptance set (its totals are printed, nothing else: do
# not tune to it). A developer's "kept" can mean "not done yet": read the code
# before calling a disagreement flexfix's mistake.
# AGREEMENT_OUT=DIR keeps the joined table (agreement.tsv) and the raw outputs.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
kernel_tree_new
FF=$top/flexfix
CALIBRATION="drivers/net drivers/scsi fs include net sound kernel mm lib block crypto security ipc tools"
out=${AGREEMENT_OUT:-$(mktemp -d)}
[ -n "${AGREEMENT_OUT:-}" ] || trap 'rm -rf "$out"' EXIT
mkdir -p "$out"

cd "$KERNEL_CACHE"
t0=$(date +%s.%N)
"$FF" compare --format=json "$(basename "$KERNEL")" "$(basename "$KERNEL_NEW")" >"$out/compare.json" 2>/dev/null || [ $? = 1 ]
t1=$(date +%s.%N)
cd "$KERNEL"
"$FF" fix . >"$out/fix.diff" 2>"$out/fix.err" || true
t2=$(date +%s.%N)
"$FF" scan --explain --format=json . >"$out/explain.json" 2>/dev/null || [ $? = 1 ]
t3=$(date +%s.%N)
# The same question asked of 6.12: a kept array its developers' own newer
# code still uses past its declared size is a conversion not done yet.
(cd "$KERNEL_NEW" && "$FF" scan --explain --format=json . >"$out/explain-new.json" 2>/dev/null) || [ $? = 1 ]

# path:line:col <TAB> fix's decision ("converted" or the reason, positions cut out)
sed -n "s|^\(\./\)\{0,1\}\([^:]*:[0-9]*:[0-9]*\): note: converted '.*|\2\tconverted|p;
	s|^\(\./\)\{0,1\}\([^:]*:[0-9]*:[0-9]*\): note: not converted: '[^']*' in '[^']*': \(.*\)|\2\t\3|p" "$out/fix.err" |
	sed "s/ at [^ ]*:[0-9]*\( (.*)\)\{0,1\}\$//; s/'[^']*'/X/g; s/defined in [0-9]* places (.*/defined in several places a file sees/" >"$out/fix.tsv"
jq -r '.findings[] | select(.verdict) | "\(.path | ltrimstr("./")):\(.line):\(.column)\t\(.verdict)"' \
	"$out/explain.json" >"$out/explain.tsv"
jq -r '.findings[] | select(.verdict) | "\(.path | ltrimstr("./")):\(.line):\(.column)\t\(.verdict)"' \
	"$out/explain-new.json" >"$out/explain-new.tsv"
# path:line:col <TAB> [1]/[0] <TAB> class <TAB> member <TAB> struct <TAB> 6.12's path:line:col or -
jq -r '.entries[] | select(.old and (.class == "converted" or .class == "kept" or .class == "changed" or .class == "removed")) |
	"\(.old.path):\(.old.line):\(.old.column)\t\(if .old.kind == "one-element" then "[1]" else "[0]" end)\t\(.class)\t\(.member)\t\(.record)\t\(if .new then "\(.new.path):\(.new.line):\(.new.column)" else "-" end)"' \
	"$out/compare.json" >"$out/humans.tsv"

awk -F '\t' -v cal="$CALIBRATION" '
BEGIN { n = split(cal, c, " "); for (i = 1; i <= n; i++) prefix[i] = c[i] "/" }
FILENAME == ARGV[1] { fix[$1] = $2; next }
FILENAME == ARGV[2] { verdict[$1] = $2; next }
FILENAME == ARGV[3] { newverdict[$1] = $2; next }
{
	set = "acceptance"
	for (i = 1; i <= n; i++) if (index($1, prefix[i]) == 1) set = "calibration"
	f = ($1 in fix) ? fix[$1] : "no decision (not a fix target)"
	v = ($1 in verdict) ? verdict[$1] : "none"
	nv = ($6 in newverdict) ? newverdict[$6] : "none"
	print set "\t" $2 "\t" $3 "\t" (f == "converted" ? "converted" : "refused") "\t" f "\t" v "\t" $1 "\t" $4 "\t" $5 "\t" nv
}' "$out/fix.tsv" "$out/explain.tsv" "$out/explain-new.tsv" "$out/humans.tsv" >"$out/agreement.tsv"

pct() { awk -v a="$1" -v b="$2" 'BEGIN { if (b) printf "%5.1f%%", 100 * a / b; else printf "    -" }'; }
count() { awk -F '\t' "$1" "$out/agreement.tsv" | wc -l; }

printf 'flexfix agreement with kernel developers, %s -> %s\n' "$(basename "$KERNEL")" "$(basename "$KERNEL_NEW")"
printf 'times: compare %.1f s, fix %.1f s, scan --explain %.1f s\n' \
	"$(echo "$t1 - $t0" | bc)" "$(echo "$t2 - $t1" | bc)" "$(echo "$t3 - $t2" | bc)"
for set in calibration acceptance; do
	echo
	if [ $set = calibration ]; then
		echo "== calibration directories: $CALIBRATION"
	else
		echo "== acceptance set (the rest of the tree; totals only)"
	fi
	for k in '[1]' '[0]'; do
		sel="\$1 == \"$set\" && \$2 == \"$k\""
		conv=$(count "$sel && \$3 == \"converted\"")
		kept=$(count "$sel && \$3 == \"kept\"")
		other=$(count "$sel && (\$3 == \"changed\" || \$3 == \"removed\")")
		fc=$(count "$sel && \$3 == \"converted\" && \$4 == \"converted\"")
		fk=$(count "$sel && \$3 == \"kept\" && \$4 == \"refused\"")
		ec=$(count "$sel && \$3 == \"converted\" && \$6 == \"flexible-use\"")
		ek=$(count "$sel && \$3 == \"kept\" && \$6 != \"flexible-use\"")
		echo
		echo "$k arrays: developers converted $conv, kept $kept ($other changed or removed: not judged)"
		printf '  %-44s %4s / %-4s %s\n' "fix converts, of those converted" "$fc" "$conv" "$(pct "$fc" "$conv")"
		printf '  %-44s %4s / %-4s %s\n' "fix leaves alone, of those kept" "$fk" "$kept" "$(pct "$fk" "$kept")"
		# kept, but 6.12's explain finds a use past the declared size: not done yet
		live=$(count "$sel && \$3 == \"kept\" && \$10 == \"flexible-use\"")
		flive=$(count "$sel && \$3 == \"kept\" && \$10 == \"flexible-use\" && \$4 == \"converted\"")
		printf '  %-44s %4s / %-4s (fix converts %s of them)\n' "kept, yet used past their size in 6.12" "$live" "$kept" "$flive"
		printf '  %-44s %4s / %-4s %s\n' "fix leaves alone, of the other kept" "$((fk - (live - flive)))" "$((kept - live))" \
			"$(pct "$((fk - (live - flive)))" "$((kept - live))")"
		printf '  %-44s %4s / %-4s %s\n' "explain says flexible-use, of those converted" "$ec" "$conv" "$(pct "$ec" "$conv")"
		printf '  %-44s %4s / %-4s %s\n' "explain says fixed-use/unknown, of those kept" "$ek" "$kept" "$(pct "$ek" "$kept")"
		[ $set = calibration ] || continue
		echo "  fix's reasons, converted by developers but not by fix:"
		awk -F '\t' "$sel && \$3 == \"converted\" && \$4 == \"refused\" { print \$5 }" "$out/agreement.tsv" |
			sort | uniq -c | sort -rn | sed 's/^/    /'
		n=$(count "$sel && \$3 == \"kept\" && \$4 == \"converted\"")
		echo "  kept by developers, converted by fix ($n):"
		awk -F '\t' "$sel && \$3 == \"kept\" && \$4 == \"converted\" { print \"    \" \$7 \": '\" \$8 \"' in '\" \$9 \"'\" }" \
			"$out/agreement.tsv" | sort | head -n 25
		[ "$n" -le 25 ] || echo "    ... $((n - 25)) more (AGREEMENT_OUT=DIR keeps them all)"
	done
done
