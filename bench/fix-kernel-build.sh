#!/bin/sh
# Compile check of a sample of the whole-kernel conversion: `flexfix fix`
# over all of linux-source-6.1 (a hard-linked copy), then the objects of the
# .c files the diff touches are compiled before and after the diff in an
# allmodconfig build (WERROR off, so warnings can be compared). Prints how
# many objects were built before, how many compile after with no new error
# or warning, and lists the others. SAMPLE=N objects (default 200), or
# OBJS="a.o b.o" those objects; ARCH=i386
# builds the 32-bit configuration (conversions have been clean on x86_64 and
# broken 32-bit builds). Then `flexfix verify` of the whole patch on the
# objects that built: its verdicts (identical, changed as the patch expects,
# unexpected), and how many converted structs those objects' sources see
# (the dependency lists kbuild wrote for them); the value changes fix lists
# (its notes, --fix-notes) count as expected. KEEP=1 keeps the work
# directory (the tree, the build, the diff and verify's output) and says where.
set -e
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/tests/corpus/kernel-lib.sh"
kernel_tree
work=${TMPDIR:-/tmp}/flexfix-build.$$
if [ "${KEEP:-0}" = 1 ]; then trap 'echo "kept: $work"' EXIT; else trap 'rm -rf "$work"' EXIT; fi
S=$work/src O=$work/build J=$(nproc) N=${SAMPLE:-200} A=${ARCH:-x86_64}
mkdir -p "$work"
cp -al "$KERNEL" "$S"
make -s -C "$S" O="$O" ARCH="$A" allmodconfig >/dev/null
"$S/scripts/config" --file "$O/.config" -d WERROR -d KASAN -d UBSAN -d GCOV_KERNEL -d KCOV -d DEBUG_INFO_BTF
make -s -C "$S" O="$O" ARCH="$A" olddefconfig >/dev/null
make -s -C "$S" O="$O" ARCH="$A" -j"$J" prepare modules_prepare >/dev/null 2>&1
(cd "$S" && "$top/flexfix" fix . >"$work/fix.diff" 2>"$work/fix.err") || true
echo "converted: $(grep -c 'note: converted' "$work/fix.err") structs, diff touches $(grep -c '^diff --git' "$work/fix.diff") files"
# the .c files the diff touches, and for each header it touches up to three
# .c files that include it (same directory first), as objects
{
	grep '^+++ b/.*\.c$' "$work/fix.diff" | sed 's|^+++ b/||'
	for h in $(grep '^+++ b/.*\.h$' "$work/fix.diff" | sed 's|^+++ b/||'); do
		base=$(basename "$h")
		case "$h" in
		include/*) (cd "$S" && grep -rl --include='*.c' "#include <${h#include/}>" drivers fs net sound 2>/dev/null | head -n 3) ;;
		*) (cd "$S" && grep -l "#include \"$base\"" "$(dirname "$h")"/*.c 2>/dev/null | head -n 3) ;;
		esac
	done
} | awk '!seen[$0]++' | sed 's|\.c$|.o|' | head -n "$N" >"$work/objs"
# OBJS="a.o b.o": these objects instead of the sample (a conversion of interest)
[ -z "${OBJS:-}" ] || echo "$OBJS" | tr ' ,' '\n\n' | sed '/^$/d' >"$work/objs"
built=0 clean=0 failed=
for o in $(cat "$work/objs"); do
	if make -C "$S" O="$O" ARCH="$A" "$o" >"$work/before.log" 2>&1; then
		built=$((built + 1))
		echo "$o" >>"$work/built"
		grep -E "(warning|error):" "$work/before.log" | sed -E 's/:[0-9]+:[0-9]+:/:/' | sort -u >"$work/w.$(echo "$o" | tr / _)"
	fi
done
# the converted structs the built objects see: their files are in the
# objects' dependency lists (.o.cmd) or are the objects' own .c files
for o in $(cat "$work/built" 2>/dev/null); do
	d=$(dirname "$o") b=$(basename "$o")
	echo "${o%.o}.c"
	sed -n 's|^  *\(\$(srctree)/\)\{0,1\}\([^ $]*\.[ch]\) *\\\{0,1\}$|\2|p' "$O/$d/.$b.cmd" 2>/dev/null | sed "s|^$S/||"
done | sort -u >"$work/seen"
sed -n "s|^\(\./\)\{0,1\}\([^:]*\):[0-9]*:[0-9]*: note: converted .*|\2|p" "$work/fix.err" | sort >"$work/conv.files"
echo "converted structs in files the built objects see: $(join "$work/conv.files" "$work/seen" | wc -l) of $(wc -l <"$work/conv.files")"
if [ -s "$work/built" ]; then
	"$top/flexfix" verify --kbuild="$O" --tree="$S" --fix-notes="$work/fix.err" --objects="$(paste -sd, "$work/built")" \
		"$work/fix.diff" >"$work/verify.out" 2>"$work/verify.err" && rc=0 || rc=$?
	echo "flexfix verify (exit $rc): $(tail -n 1 "$work/verify.out")"
	grep '\.o ' "$work/verify.out" | grep -v ' identical$' | cut -c1-400 | head -n 40 || true
	grep -A3 'unexpected\]' "$work/verify.out" | head -n 40 || true
	grep -m 5 'flexfix:' "$work/verify.err" | grep -v 'building\|^flexfix: make' || true
fi
# patch replaces files (no writing through the hard links into the cache)
(cd "$S" && patch -p1 -s --backup-if-mismatch <"$work/fix.diff" && find . -name '*.orig' -delete)
for o in $(cat "$work/built" 2>/dev/null); do
	if make -C "$S" O="$O" ARCH="$A" "$o" >"$work/after.log" 2>&1; then
		grep -E "(warning|error):" "$work/after.log" | sed -E 's/:[0-9]+:[0-9]+:/:/' | sort -u >"$work/w.after"
		if [ -z "$(comm -13 "$work/w.$(echo "$o" | tr / _)" "$work/w.after")" ]; then
			clean=$((clean + 1))
		else
			failed="$failed $o"
		fi
	else
		failed="$failed $o(error)"
		grep -m 3 -E "error:" "$work/after.log" | sed 's/^/    /' >>"$work/errors"
	fi
done
echo "objects built before the fix: $built of $(wc -l <"$work/objs") tried; after the fix with no new error or warning: $clean"
[ -z "$failed" ] || echo "with errors or warnings after the fix:$failed"
[ ! -s "$work/errors" ] || { echo "first errors:"; sort "$work/errors" | uniq -c | sort -rn | head -n 20; }
