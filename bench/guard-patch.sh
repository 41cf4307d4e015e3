#!/bin/sh
# guard speed on a large patch made from real code at run time: every 7th
# line of drivers/scsi's headers gets a trailing blank, plus the three seed
# conversions undone (so there is something to find), giving a unified diff
# of about 20,000 lines. Times flexfix guard from the hunks alone and with
# the whole files from a tree, against `cat` of the patch and `git apply
# --check`, in the same run. Target: under 0.2 s.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
kernel_before "$work/tree"
mkdir -p "$work/tree/drivers/scsi"
cp "$KERNEL"/drivers/scsi/*.h "$work/tree/drivers/scsi/"
cd "$work/tree"
git init -q && git add -A && git -c user.name=b -c user.email=b@b commit -qm base
for f in drivers/scsi/*.h; do sed -i '0~7 s/$/ /' "$f"; done
for d in $SEED_DIRS; do cp -r "$KERNEL/$d/." "$d/"; done
git diff -R >"$work/big.patch"	# from "after" to "before": the seeds' problems come back
git checkout -q .
git apply -R --check "$work/big.patch" 2>/dev/null || git apply --check "$work/big.patch"
lines=$(wc -l <"$work/big.patch")
files=$(grep -c '^diff --git' "$work/big.patch")

best() {	# best wall time of 5 runs of a command, in seconds
	b=
	for i in 1 2 3 4 5; do
		/usr/bin/time -f %e -o "$work/t" sh -c "$1 >/dev/null 2>&1; exit 0"
		t=$(cat "$work/t")
		if [ -z "$b" ] || awk -v a="$t" -v b="$b" 'BEGIN { exit !(a < b) }'; then b=$t; fi
	done
	echo "$b"
}
cat_t=$(best "cat '$work/big.patch'")
apply_t=$(best "git -C '$work/tree' apply --check '$work/big.patch'")
hunk_t=$(best "'$top/flexfix' guard --no-tree '$work/big.patch'")
tree_t=$(best "'$top/flexfix' guard --tree '$work/tree' '$work/big.patch'")
echo "patch: $lines lines, $files files"
printf '%-34s %8s\n' "command" "wall s"
printf '%-34s %8.3f\n' "cat" "$cat_t" "git apply --check" "$apply_t" "flexfix guard --no-tree" "$hunk_t" "flexfix guard --tree" "$tree_t"
"$top/flexfix" guard --tree "$work/tree" "$work/big.patch" >/dev/null 2>"$work/sum" || true
echo "findings: $(tail -n 1 "$work/sum")"
