# Shell test library in git's t/ style: test_expect_success, test_cmp.
# Each test script runs in a scratch directory; flexfix and flexfix-san
# (when built) are both on trial through run_flexfix.
set -u
TOP=${FLEXFIX_TOP:-$(cd ../.. && pwd)}
BINS=${FLEXFIX_BINS:-$TOP/flexfix}
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/flexfix-t.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT
# what flexfix keeps for its user (verify's logs of failed builds) goes with the scratch directory
mkdir "$SCRATCH/tmp" && export TMPDIR="$SCRATCH/tmp"
export ASAN_OPTIONS=detect_leaks=1:exitcode=99
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=99
export LC_ALL=C
test_count=0
test_failed=0

say() { echo "# $*"; }

# run_flexfix ARGS...: runs every binary under test; stdout/stderr/status of
# the last one are kept in $SCRATCH/out, err, status; all must agree.
run_flexfix() {
	first=
	for b in $BINS; do
		st=0
		"$b" "$@" >"$SCRATCH/out" 2>"$SCRATCH/err" || st=$?
		echo "$st" >"$SCRATCH/status"
		if grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$SCRATCH/err"; then
			cat "$SCRATCH/err" >&2
			return 99
		fi
		if [ -n "$first" ] && ! cmp -s "$SCRATCH/out" "$SCRATCH/first"; then
			echo "output of $b differs from the first binary" >&2
			return 98
		fi
		cp "$SCRATCH/out" "$SCRATCH/first"
		first=1
	done
	return "$(cat "$SCRATCH/status")"
}

test_cmp() { diff -u "$1" "$2"; }

test_expect_success() {	# DESCRIPTION BODY
	test_count=$((test_count + 1))
	if (set -x; eval "$2") >"$SCRATCH/log.$test_count" 2>&1; then
		echo "ok $test_count - $1"
		grep '^# ' "$SCRATCH/log.$test_count"
	else
		echo "not ok $test_count - $1"
		sed 's/^/    /' "$SCRATCH/log.$test_count"
		test_failed=$((test_failed + 1))
	fi
}

test_done() {
	echo "# $test_count tests, $test_failed failed"
	[ "$test_failed" = 0 ]
}
