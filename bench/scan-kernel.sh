#!/bin/sh
# Whole-tree scan benchmark on Debian's linux-source-6.1 (extracted by the
# corpus tests' helper into the cache). Everything is measured in the same
# run, warm cache, and printed as ratios against one-process `cat` of the
# same files:
#   cat      xargs cat of the file list (one process reads everything)
#   grep     grep -E for '\[[01]\];' over the same files (one process)
#   flexfix  flexfix scan of the tree, default -j (online CPUs), and -j1
# Also checks that -j1 and -j2 print the same thing. Needs GNU time.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
cd "$KERNEL"
list=$(mktemp) out=$(mktemp)
trap 'rm -f "$list" "$out" "$out".*' EXIT
find . -name .git -prune -o -type f -name '*.[ch]' -print | sort >"$list"
files=$(wc -l <"$list")
bytes=$(xargs cat <"$list" | wc -c)   # also warms the page cache

# measure NAME CMD...: best of 3 runs; prints "wall cpu rss"
measure() {
	name=$1; shift
	best=
	for i in 1 2 3; do
		/usr/bin/time -f '%e %U %S %M' -o "$out.t" sh -c "$*; exit 0" >"$out.$name" 2>/dev/null
		read -r w u s m <"$out.t"
		cpu=$(echo "$u $s" | awk '{ printf "%.2f", $1 + $2 }')
		if [ -z "$best" ] || awk -v a="$w" -v b="$best" 'BEGIN { exit !(a < b) }'; then
			best=$w bestcpu=$cpu bestrss=$m
		fi
	done
	echo "$best $bestcpu $bestrss"
}

echo "linux-source-6.1: $files files, $(awk -v b="$bytes" 'BEGIN { printf "%.2f GB", b / 1e9 }'), $(nproc) CPUs"
cat_r=$(measure cat "xargs cat <'$list' >/dev/null")
grep_r=$(measure grep "xargs grep -E -c '\\[[01]\\];' <'$list' >/dev/null")
ff_r=$(measure ff "'$top/flexfix' scan . >'$out.ff2'")
ff1_r=$(measure ff1 "'$top/flexfix' scan -j1 . >'$out.ff1'")
printf '%-22s %8s %8s %9s %8s\n' tool "wall s" "CPU s" "RSS MB" "vs cat"
set -- $cat_r; cat_w=$1
for row in "cat:$cat_r" "grep -E:$grep_r" "flexfix scan:$ff_r" "flexfix scan -j1:$ff1_r"; do
	name=${row%%:*}; set -- ${row#*:}
	printf '%-22s %8.2f %8.2f %9.0f %7.2fx\n' "$name" "$1" "$2" "$(($3 / 1024))" "$(awk -v a="$1" -v b="$cat_w" 'BEGIN { print a / b }')"
done
if cmp -s "$out.ff1" "$out.ff2"; then
	echo "output of -j1 and -j$(nproc): identical ($(grep -c '\[flexfix-' "$out.ff2") findings)"
else
	echo "output of -j1 and -j$(nproc): DIFFERENT"; exit 1
fi
