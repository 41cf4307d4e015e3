#!/bin/sh
# fix on one generated file of many structs (BIG_MB megabytes, default 50),
# against scan of the same file in the same run (best of 3 each): fix must
# stay linear in the structs of a file (issue: it was quadratic, 4 MB took
# 74 s). Each struct has a [1] indexed by a variable, so each is converted.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/bench/measure.sh"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mb=${BIG_MB:-50}
# one struct and its use: 100 bytes a pair
awk -v n=$((mb * 10000)) 'BEGIN {
	for (i = 0; i < n; i++)
		printf "struct s%d { int n; int v[1]; };\nstatic int f%d(struct s%d *p, int i) { return p->v[i]; }\n", i, i, i
}' >"$out/big.c"
echo "file: $(($(wc -c <"$out/big.c") / 1048576)) MB, $((mb * 10000)) structs"
cd "$out"
scan_r=$(measure scan "'$top/flexfix' scan big.c")
fix_r=$(measure fix "'$top/flexfix' fix --no-root big.c")
set -- $scan_r
ratio_table 28 "$1" "flexfix scan big.c:$scan_r" "flexfix fix --no-root big.c:$fix_r"
echo "converted: $(grep -c 'note: converted' "$out/fix.err")"
