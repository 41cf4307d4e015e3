#!/bin/sh
# Compile check of a sample of the whole-kernel conversion: `flexfix fix
# --in-place` over all of linux-source-6.1 (a hard-linked copy), then every
# .c file the fix touched whose object an allmodconfig-free defconfig with
# extra drivers builds is compiled before and after. Prints how many objects
# were built, how many compile without new errors or warnings, and lists the
# others. SAMPLE=N limits the objects (default 80).
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
work=${TMPDIR:-/tmp}/flexfix-build.$$
trap 'rm -rf "$work"' EXIT
S=$work/src O=$work/build J=$(nproc) N=${SAMPLE:-80}
cp -al "$KERNEL" "$S"
make -s -C "$S" O="$O" allyesconfig >/dev/null
make -s -C "$S" O="$O" -j"$J" prepare modules_prepare >/dev/null 2>&1
(cd "$S" && "$top/flexfix" fix . >"$work/fix.diff" 2>"$work/fix.err") || true
echo "converted: $(grep -c 'note: converted' "$work/fix.err") structs, diff touches $(grep -c '^diff --git' "$work/fix.diff") files"
# the .c files the diff touches, and the objects for them
grep '^+++ b/.*\.c$' "$work/fix.diff" | sed 's|^+++ b/||; s|\.c$|.o|' | head -n "$N" >"$work/objs"
built=0 clean=0 failed=
for o in $(cat "$work/objs"); do
	if make -C "$S" O="$O" "$o" >"$work/before.log" 2>&1; then
		built=$((built + 1))
		echo "$o" >>"$work/built"
	fi
done
(cd "$S" && patch -p1 -s <"$work/fix.diff")
for o in $(cat "$work/built" 2>/dev/null); do
	make -C "$S" O="$O" "$o" >"$work/after.log" 2>&1 && ! grep -qE "(warning|error):" "$work/after.log" &&
		clean=$((clean + 1)) || failed="$failed $o"
done
echo "objects built before the fix: $built of $(wc -l <"$work/objs") tried; compile after the fix with no error or warning: $clean"
[ -z "$failed" ] || echo "with errors or warnings after the fix:$failed"
