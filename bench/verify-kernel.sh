#!/bin/sh
# flexfix verify of the whole-kernel [0] conversion (fix --kinds=zero-length
# over all of linux-source-6.1) on a configured build: x86_64 defconfig,
# prepared (make prepare modules_prepare), kept in the cache. verify builds
# (make) the directories the patch touches that the configuration builds,
# then compiles every object that uses a touched file twice and compares.
# Prints the number of objects, the verdicts and the time, against the time
# of building the same objects once with make (the baseline, same run).
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
O=$KERNEL_CACHE/build-defconfig
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
if [ ! -f "$O/.config" ]; then
	make -s -C "$KERNEL" O="$O" defconfig >/dev/null
	make -s -C "$KERNEL" O="$O" -j"$(nproc)" prepare modules_prepare >/dev/null 2>&1
fi
cd "$KERNEL"
"$top/flexfix" fix --kinds=zero-length . >"$out/zero.patch" 2>/dev/null || true
echo "patch: $(grep -c '^diff --git' "$out/zero.patch") files, $(grep -c '^@@' "$out/zero.patch") hunks ([0] -> [] only)"
# the baseline: make of the touched directories (what verify runs first), then verify
dirs=$(grep '^diff --git' "$out/zero.patch" | sed 's|^diff --git a/\(\./\)\{0,1\}||; s| .*||' | grep -v '^include/\|/include/' |
	xargs -n1 dirname | sort -u | sed 's|$|/|')
/usr/bin/time -f '%e' -o "$out/make.t" make -s -k -C "$O" -j"$(nproc)" $dirs >/dev/null 2>&1 || true
/usr/bin/time -f '%e %M' -o "$out/verify.t" "$top/flexfix" verify --kbuild="$O" "$out/zero.patch" >"$out/verify.out" 2>"$out/verify.err" || true
read -r make_s <"$out/make.t"
read -r verify_s verify_kb <"$out/verify.t"
tail -n 1 "$out/verify.out"
echo "objects compared: $(grep -c '^[^ ].*\.o  *' "$out/verify.out")"
grep -v ' identical$' "$out/verify.out" | grep '\.o  ' | head -n 20 || true
grep -c 'failed' "$out/verify.err" | sed 's/^/build failures: /'
echo "make of the touched directories (first build, baseline): ${make_s} s; verify: ${verify_s} s, peak RSS $((verify_kb / 1024)) MB"
