#!/bin/sh
# flexfix fix over the whole of linux-source-6.1: time, structs converted,
# refusals by reason, diff size, and whether the diff applies (git apply
# --check). Against `flexfix scan` of the same tree in the same run.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
cd "$KERNEL"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
/usr/bin/time -f '%e %M' -o "$out/scan.t" sh -c "'$top/flexfix' scan . >/dev/null 2>&1; exit 0"
/usr/bin/time -f '%e %M' -o "$out/fix.t" sh -c "'$top/flexfix' fix . >'$out/fix.diff' 2>'$out/fix.err'; exit 0"
read -r scan_s scan_kb <"$out/scan.t"
read -r fix_s fix_kb <"$out/fix.t"
echo "flexfix scan: ${scan_s} s; flexfix fix: ${fix_s} s, peak RSS $((fix_kb / 1024)) MB ($(awk -v a="$fix_s" -v b="$scan_s" 'BEGIN { printf "%.1f", a / b }')x the scan)"
echo "converted: $(grep -c 'note: converted' "$out/fix.err") structs; not converted: $(grep -c 'not converted' "$out/fix.err")"
echo "refusals by reason:"
grep 'not converted' "$out/fix.err" | sed "s/.*not converted: '[^']*' in '[^']*': //; s/ at .*//; s/'[^']*'/X/g" |
	sort | uniq -c | sort -rn | sed 's/^/  /'
echo "value changes listed: $(grep -c 'note: value changes' "$out/fix.err")"
echo "diff: $(wc -l <"$out/fix.diff") lines, $(grep -c '^diff --git' "$out/fix.diff") files, $(grep -c '^@@' "$out/fix.diff") hunks"
if git apply --check "$out/fix.diff" 2>"$out/apply.err"; then
	echo "git apply --check: the diff applies"
else
	echo "git apply --check: FAILS"; head -n 5 "$out/apply.err"; exit 1
fi
