#!/bin/sh
# flexfix fix and scan --explain over the whole of linux-source-6.1, against
# `flexfix scan` of the same tree in the same run (best of 3 each, warm
# cache): the ratios the usage stage is held to (fix and explain within 2x
# the scan), peak memory, structs converted, refusals by reason, diff size,
# whether the diff applies (git apply --check), and that -j1 and -j2 print
# the same thing.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
. "$top/bench/measure.sh"
kernel_tree
cd "$KERNEL"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

scan_r=$(measure scan "'$top/flexfix' scan .")
fix_r=$(measure fix "'$top/flexfix' fix .")
ex_r=$(measure explain "'$top/flexfix' scan --explain .")
set -- $scan_r
ratio_table 24 "$1" "flexfix scan .:$scan_r" "flexfix fix .:$fix_r" "flexfix scan --explain .:$ex_r"
cp "$out/fix.out" "$out/fix.diff"
echo "converted: $(grep -c 'note: converted' "$out/fix.err") structs; not converted: $(grep -c 'note: not converted' "$out/fix.err")"
echo "refusals by reason:"
grep 'note: not converted' "$out/fix.err" | sed "s/.*not converted: '[^']*' in '[^']*': //; s/ at .*//; s/'[^']*'/X/g;
	s/defined in [0-9]* places (.*/defined in several places a file sees/" |
	sort | uniq -c | sort -rn | sed 's/^/  /'
echo "value changes listed: $(grep -c 'note: value changes' "$out/fix.err")"
echo "diff: $(wc -l <"$out/fix.diff") lines, $(grep -c '^diff --git' "$out/fix.diff") files, $(grep -c '^@@' "$out/fix.diff") hunks"
if git apply --check "$out/fix.diff" 2>"$out/apply.err"; then
	echo "git apply --check: the diff applies"
else
	echo "git apply --check: FAILS"; head -n 5 "$out/apply.err"; exit 1
fi
"$top/flexfix" fix -j1 . >"$out/fix1.diff" 2>"$out/fix1.err" || true
"$top/flexfix" scan --explain -j1 . >"$out/ex1.out" 2>/dev/null || true
if cmp -s "$out/fix1.diff" "$out/fix.diff" && cmp -s "$out/fix1.err" "$out/fix.err" && cmp -s "$out/ex1.out" "$out/explain.out"; then
	echo "fix and explain output of -j1 and -j$(nproc): identical"
else
	echo "fix and explain output of -j1 and -j$(nproc): DIFFERENT"; exit 1
fi
