#!/bin/sh
# Builds and runs the libFuzzer targets (clang from Debian): fuzz-scan (one
# source file through lex, parse, analyze), fuzz-patch (guard's patch
# reader and image builder), fuzz-fix (fix on one file: edits apply, a
# second run converts nothing, no edit after an unparsed record), fuzz-elf
# (verify's object comparison and DWARF layouts on mutated real objects,
# compiled from tests/fuzz/seed-object.c).
#   tests/fuzz/build.sh            build, then fuzz each for FUZZ_SECONDS (default 60)
#   tests/fuzz/build.sh --smoke    build, then a short run of each (make check)
# FUZZ_TARGETS="fix" picks targets; FUZZ_TIMEOUT (default 20) the seconds one
# input may take before it counts as a hang.
set -e
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/tests/out/fuzz
cc=${FUZZ_CC:-clang}
srcs=$(ls "$top"/src/*.c | grep -v -e '/main\.c$' -e '/cmd-')
for target in ${FUZZ_TARGETS:-scan patch fix elf}; do
	mkdir -p "$out/corpus-$target"
	$cc -std=c17 -g -O1 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		$(pkg-config --cflags json-c libgit2 libelf libdw) -o "$out/fuzz-$target" "$top/tests/fuzz/fuzz-$target.c" $srcs \
		$(pkg-config --libs json-c libgit2 libelf libdw) -pthread
done
# seed corpora: the fixtures (every target's, whichever FUZZ_TARGETS picks)
mkdir -p "$out/corpus-scan" "$out/corpus-patch" "$out/corpus-fix" "$out/corpus-elf"
for f in $(find "$top/tests/lex" "$top/tests/parse" "$top/tests/scan" "$top/tests/bad" -name '*.[ch]'); do
	cp "$f" "$out/corpus-scan/$(echo "$f" | tr / _)"
done
for f in $(find "$top/tests/fix" "$top/tests/uses" -name '*.[ch]'); do
	cp "$f" "$out/corpus-fix/$(echo "$f" | tr / _)"
done
for f in $(find "$top/tests/guard" -name '*.patch' -o -name '*.mbox'); do
	cp "$f" "$out/corpus-patch/$(echo "$f" | tr / _)"
done
# the two ways fix lists value changes (listed.c): a mail's list, its notes
printf 'Subject: [PATCH] x\n\nThese expressions now count one element less; review them:\n  a/b.c:12: memset(p, 0, sizeof(*p))\n  c.h:3: sizeof(struct s)\n---\n' \
	>"$out/corpus-patch/listed-mail"
printf 'b.c:12:5: note: value changes (one element less): memset(p, 0, sizeof(*p))\n./c.h:7:1: note: converted\n' \
	>"$out/corpus-patch/listed-notes"
# real objects with DWARF: tests/fuzz/seed-object.c, 64- and 32-bit
for m in -m64 -m32; do
	for opt in "-O0" "-O2" "-O2 -ffunction-sections -fdata-sections"; do
		o=$out/corpus-elf/seed$m$(echo "$opt" | tr -d ' ').o
		gcc $m -std=gnu17 -g $opt -c -o "$o" "$top/tests/fuzz/seed-object.c" 2>/dev/null || rm -f "$o"
	done
done
for target in ${FUZZ_TARGETS:-scan patch fix elf}; do
	len=4096; [ $target = elf ] && len=65536
	if [ "$1" = "--smoke" ]; then
		# fix runs the whole pipeline twice per input: fewer runs
		runs=30000; [ $target = fix ] && runs=3000; [ $target = elf ] && runs=3000
		"$out/fuzz-$target" -runs=$runs -max_len=$len "$out/corpus-$target" >"$out/log-$target" 2>&1 ||
			{ tail -n 40 "$out/log-$target"; exit 1; }
		echo "fuzz-$target: $(grep -E '^(Done|#[0-9]+ +DONE)' "$out/log-$target" | tail -n 1)"
	else
		"$out/fuzz-$target" -max_total_time="${FUZZ_SECONDS:-60}" -timeout=${FUZZ_TIMEOUT:-20} -max_len=65536 "$out/corpus-$target"
	fi
done
