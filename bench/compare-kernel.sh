#!/bin/sh
# flexfix compare of linux-source-6.1 -> linux-source-6.12 (both extracted
# into the cache) against one `flexfix scan` of 6.1 and `cat` of both trees'
# .c/.h files, measured in the same run, warm cache, best of 3. The target:
# a whole-kernel compare well under 3x one scan.
# COMPARE_GIT=DIR also times `compare --rev v6.1 --rev v6.12 DIR`, a git
# repository holding the two trees' .c and .h files as tags v6.1 and v6.12
# (git init DIR; cd linux-source-6.1; git --git-dir=DIR/.git --work-tree=. add -f -A --
# "*.c" "*.h"; commit, tag v6.1; the
# same for 6.12); unchanged blobs are scanned once.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
. "$top/bench/measure.sh"
kernel_tree
kernel_tree_new
cd "$KERNEL_CACHE"
OLD=$(basename "$KERNEL") NEW=$(basename "$KERNEL_NEW")
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
find "$OLD" "$NEW" -name .git -prune -o -type f -name '*.[ch]' -print >"$out/list"
xargs cat <"$out/list" >/dev/null	# warms the page cache

cat_r=$(measure cat "xargs cat <'$out/list' >/dev/null")
scan_r=$(measure scan "'$top/flexfix' scan '$OLD' >/dev/null")
cmp_r=$(measure compare "'$top/flexfix' compare --stats '$OLD' '$NEW' >/dev/null")
set -- $scan_r; scan_w=$1
ratio_table 34 "$scan_w" "cat of both trees:$cat_r" "flexfix scan $OLD:$scan_r" "flexfix compare $OLD $NEW:$cmp_r"
sed 's/^/  /' "$out/compare.err"
if [ -n "${COMPARE_GIT:-}" ]; then
	git_r=$(measure git "'$top/flexfix' compare --stats --rev v6.1 --rev v6.12 '$COMPARE_GIT' >'$out/git.txt'")
	set -- $git_r
	printf '%-34s %8.2f %8d %9.2fx\n' "flexfix compare --rev (git)" "$1" "$(($2 / 1024))" "$(awk -v a="$1" -v b="$scan_w" 'BEGIN { print a / b }')"
	sed 's/^/  /' "$out/git.err"
	"$top/flexfix" compare --summary "$OLD" "$NEW" >"$out/dirs.txt" 2>/dev/null || true
	"$top/flexfix" compare --summary --rev v6.1 --rev v6.12 "$COMPARE_GIT" >"$out/git.txt" 2>/dev/null || true
	if cmp -s "$out/dirs.txt" "$out/git.txt"; then
		echo "totals of the git and the directory compare: identical"
	else
		echo "totals of the git and the directory compare: DIFFERENT"; exit 1
	fi
fi
