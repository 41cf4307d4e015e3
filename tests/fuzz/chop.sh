#!/bin/sh
# Robustness (ctags' chop/noise): every fixture truncated at every byte, and
# with one byte deleted or inserted at many places, scanned by the sanitizer
# build in one run. Only exit 0/1/2 and no sanitizer report are accepted.
top=$(cd "$(dirname "$0")/../.." && pwd)
bin=${1:-$top/flexfix-san}
# /dev/shm when there is one: tens of thousands of small files
tmp=${TMPDIR:-/tmp}
[ -z "${TMPDIR:-}" ] && [ -d /dev/shm ] && [ -w /dev/shm ] && tmp=/dev/shm
work=$(mktemp -d "$tmp/flexfix-chop.XXXXXX")
trap 'rm -rf "$work"' EXIT
n=0
for f in $(find "$top/tests/lex" "$top/tests/parse" "$top/tests/scan" "$top/tests/bad" -name '*.[ch]'); do
	n=$((n + 1))
	size=$(wc -c <"$f")
	mkdir -p "$work/$n"
	# truncations at every byte; deletions and insertions every 7th byte
	awk -v size="$size" -v dir="$work/$n" 'BEGIN { RS = "^$" } { data = $0 }
		END {
			for (i = 0; i <= size; i++) {
				f = dir "/t" i ".c"; printf "%s", substr(data, 1, i) > f; close(f)
			}
			for (i = 1; i <= size; i += 7) {
				f = dir "/d" i ".c"; printf "%s%s", substr(data, 1, i - 1), substr(data, i + 1) > f; close(f)
				f = dir "/i" i ".c"; printf "%s{%s", substr(data, 1, i), substr(data, i + 1) > f; close(f)
				f = dir "/q" i ".c"; printf "%s\"%s", substr(data, 1, i), substr(data, i + 1) > f; close(f)
			}
		}' "$f"
done
files=$(find "$work" -name '*.c' | wc -l)
ASAN_OPTIONS=detect_leaks=1 "$bin" scan --all "$work" >/dev/null 2>"$work.err"
st=$?
if grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$work.err" || [ "$st" -gt 2 ]; then
	grep -E -A20 'ERROR|runtime error' "$work.err" | head -n 40
	rm -f "$work.err"
	echo "chop: FAILED (exit $st) on $files variants"
	exit 1
fi
rm -f "$work.err"
echo "# chop: $files variants of $n fixtures, exit $st, no sanitizer report"
