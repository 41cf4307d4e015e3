#!/bin/sh
# Builds and runs the libFuzzer target (clang from Debian).
#   tests/fuzz/build.sh            build, then fuzz for FUZZ_SECONDS (default 60)
#   tests/fuzz/build.sh --smoke    build, then a short run (make check)
set -e
top=$(cd "$(dirname "$0")/../.." && pwd)
out=$top/tests/out/fuzz
mkdir -p "$out/corpus"
cc=${FUZZ_CC:-clang}
srcs=$(ls "$top"/src/*.c | grep -v -e '/main\.c$' -e '/cmd-')
$cc -std=c17 -g -O1 -D_GNU_SOURCE -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	$(pkg-config --cflags json-c libgit2 libelf libdw) -o "$out/fuzz-scan" "$top/tests/fuzz/fuzz-scan.c" $srcs \
	$(pkg-config --libs json-c libgit2 libelf libdw) -pthread
# seed corpus: the fixtures
for f in $(find "$top/tests/lex" "$top/tests/parse" "$top/tests/scan" "$top/tests/bad" -name '*.[ch]'); do
	cp "$f" "$out/corpus/$(echo "$f" | tr / _)"
done
if [ "$1" = "--smoke" ]; then
	"$out/fuzz-scan" -runs=30000 -max_len=4096 "$out/corpus" >"$out/log" 2>&1 || { tail -n 40 "$out/log"; exit 1; }
	grep -E '^(Done|#[0-9]+ +DONE)' "$out/log" | tail -n 1
else
	"$out/fuzz-scan" -max_total_time="${FUZZ_SECONDS:-60}" -max_len=65536 "$out/corpus"
fi
