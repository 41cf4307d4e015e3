#!/bin/sh
# fix --in-place writes a conversion that spans files all or none: a file
# changed after the scan or before the write, a signal during the write,
# leave every file as it was and no temporary file behind; a SIGKILL in the
# short step (names, renames) leaves a journal the next run completes; owner, group and
# mode are kept; a symbolic link's target is written, the link stays.
# FLEXFIX_DEBUG_STOP stops flexfix at a named point (doc/internals.md).
# Each test runs every binary under test ($BINS, the sanitized one too).
. ./test-lib.sh
cd "$SCRATCH"
mkdir proj && cd proj
cat >msg.h <<'EOT'
struct msg {
	u32 count;
	u64 vals[1];
};
EOT
cat >msg.c <<'EOT'
#include "msg.h"

struct msg *msg_new(u32 n)
{
	struct msg *m = kzalloc(sizeof(*m) + (n - 1) * sizeof(u64), GFP_KERNEL);

	if (m)
		m->count = n;
	return m;
}
EOT
cd .. && cp -r proj orig

# the converted state, once
cp -r orig want && (cd want && "$TOP/flexfix" fix --no-root --in-place msg.h msg.c 2>/dev/null)
grep -q "vals\[\];" want/msg.h && grep -q "sizeof(struct msg) + n \* sizeof(u64)" want/msg.c || echo "fixture did not convert" >&2

fresh() { rm -rf proj && cp -r orig proj; }
# starts fix --in-place in proj stopped at point $1 (sets $pid); waits until stopped
start_stopped() {
	(cd proj && FLEXFIX_DEBUG_STOP=$1 exec "$B" fix --no-root --in-place msg.h msg.c) \
		>"$SCRATCH/out" 2>"$SCRATCH/err" &
	pid=$!
	n=0
	until [ "$(ps -o stat= -p "$pid" 2>/dev/null | cut -c1)" = T ]; do
		n=$((n + 1)); [ $n -lt 500 ] || return 1; sleep 0.01
	done
}
finish() { kill -CONT "$pid"; st=0; wait "$pid" || st=$?; }
no_temps() { ! find proj -name "*.flexfix-*" | grep -q .; }

test_expect_success 'a file changed after the scan: nothing converted, exit 2, the change kept' '
	for B in $BINS; do
		fresh && start_stopped scanned &&
		sed -i "1i /* edited */" proj/msg.h && cp proj/msg.h "$SCRATCH/edited.h" && finish &&
		test $st = 2 && grep -q "msg.h: changed since it was scanned; nothing converted" "$SCRATCH/err" &&
		cmp proj/msg.h "$SCRATCH/edited.h" && cmp proj/msg.c orig/msg.c && no_temps || exit 1
	done
'

test_expect_success 'a file of 1 MB or more (its scan kept for the usage pass) changed after the scan: nothing converted, exit 2, said once' '
	awk "BEGIN { for (i = 0; i < 12000; i++) printf \"struct s%d { int n; int v[1]; };\\nint f%d(struct s%d *p, int i) { return p->v[i]; }\\n\", i, i, i }" >"$SCRATCH/big.c" &&
	test $(wc -c <"$SCRATCH/big.c") -gt 1048576 &&
	for B in $BINS; do
		rm -rf big && mkdir big && cp "$SCRATCH/big.c" big/ &&
		(cd big && FLEXFIX_DEBUG_STOP=scanned exec "$B" fix --no-root --in-place big.c) >"$SCRATCH/out" 2>"$SCRATCH/err" &
		pid=$! n=0
		until [ "$(ps -o stat= -p "$pid" 2>/dev/null | cut -c1)" = T ]; do
			n=$((n + 1)); [ $n -lt 3000 ] || exit 1; sleep 0.01
		done
		echo "/* edited */" >>big/big.c && cp big/big.c "$SCRATCH/edited.c" && finish &&
		test $st = 2 && test $(grep -c "big.c: changed since it was scanned; nothing converted" "$SCRATCH/err") = 1 &&
		cmp big/big.c "$SCRATCH/edited.c" || exit 1
		rm -rf big && mkdir big && cp "$SCRATCH/big.c" big/ &&
		(cd big && "$B" fix --no-root big.c) >"$SCRATCH/out" 2>"$SCRATCH/err" &&
		test $(grep -c "^-struct s[0-9]* { int n; int v\[1\]; };" "$SCRATCH/out") = 12000 &&
		test $(grep -c "^+struct s[0-9]* { int n; int v\[\]; };" "$SCRATCH/out") = 12000 &&
		(cd big && git apply --check "$SCRATCH/out") || exit 1
	done
'

test_expect_success 'a file changed just before the write: no file changed, exit 2' '
	for B in $BINS; do
		fresh && start_stopped write &&
		echo "/* edited */" >>proj/msg.c && cp proj/msg.c "$SCRATCH/edited.c" && finish &&
		test $st = 2 && grep -q "msg.c: changed since it was read; no file was changed" "$SCRATCH/err" &&
		cmp proj/msg.h orig/msg.h && cmp proj/msg.c "$SCRATCH/edited.c" && no_temps || exit 1
	done
'

test_expect_success 'SIGTERM while the new files are written: no file changed, no temporary file' '
	for B in $BINS; do
		fresh && start_stopped renames && kill -TERM "$pid" && finish &&
		test $st = 143 && cmp proj/msg.h orig/msg.h && cmp proj/msg.c orig/msg.c && no_temps || exit 1
	done
'

test_expect_success 'killed at random points: each struct fully converted or untouched, no temporary file' '
	untouched=0 &&
	for d in 0.001 0.003 0.005 0.007 0.009 0.011 0.013 0.016 0.02 0.03 0.05 0.1; do
		fresh
		(cd proj && exec "$TOP/flexfix" fix --no-root --in-place msg.h msg.c 2>/dev/null) & p=$!
		sleep $d; kill -TERM $p 2>/dev/null; wait $p
		cmp -s proj/msg.h orig/msg.h && untouched=$((untouched + 1))
		if cmp -s proj/msg.h orig/msg.h; then cmp proj/msg.c orig/msg.c; else
			cmp proj/msg.h want/msg.h && cmp proj/msg.c want/msg.c; fi || exit 1
		no_temps || exit 1
	done
	say "$untouched of 12 runs untouched, the others fully converted"
'

test_expect_success 'SIGKILL while the journal is written: nothing changed, no temporary file, no journal' '
	for B in $BINS; do
		fresh && start_stopped journal && kill -KILL "$pid" && finish &&
		cmp proj/msg.h orig/msg.h && cmp proj/msg.c orig/msg.c && no_temps &&
		! test -e proj/.flexfix-in-place || exit 1
	done
'

test_expect_success 'SIGKILL after the new files are named, before a rename: the next run removes them, then converts' '
	for B in $BINS; do
		fresh && start_stopped journaled && kill -KILL "$pid" && finish &&
		test -f proj/.flexfix-in-place && test "$(find proj -name "msg.*.flexfix-*" | wc -l)" = 2 &&
		cmp proj/msg.h orig/msg.h && cmp proj/msg.c orig/msg.c &&
		(cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err" &&
		grep -q "^flexfix: .*/proj/.flexfix-in-place: a fix --in-place run was killed before it renamed a file: its new versions removed, no file changed$" "$SCRATCH/err" &&
		cmp proj/msg.h want/msg.h && cmp proj/msg.c want/msg.c && no_temps && ! test -e proj/.flexfix-in-place || exit 1
	done
'

test_expect_success 'SIGKILL between two renames: the journal says so; the next --in-place run completes the conversion' '
	for B in $BINS; do
		fresh && start_stopped renamed-one && kill -KILL "$pid" && finish &&
		test -f proj/.flexfix-in-place && cmp proj/msg.h want/msg.h && cmp proj/msg.c orig/msg.c &&
		(cd proj && "$B" fix --no-root msg.h msg.c) >/dev/null 2>"$SCRATCH/err" &&
		test "$(grep -c "^flexfix: warning: .*/proj/.flexfix-in-place: a fix --in-place run was killed while it renamed its files; flexfix fix --in-place completes it$" "$SCRATCH/err")" = 1 &&
		(cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err" &&
		grep -q "^flexfix: .*/proj/.flexfix-in-place: completed a fix --in-place run killed while it renamed its files (1 of 2 files renamed now)$" "$SCRATCH/err" &&
		cmp proj/msg.h want/msg.h && cmp proj/msg.c want/msg.c && no_temps && ! test -e proj/.flexfix-in-place || exit 1
	done
'

test_expect_success 'SIGKILL between two renames, then the other file edited: not overwritten, its new version kept and said, exit 2' '
	fresh && B=$TOP/flexfix && start_stopped renamed-one && kill -KILL "$pid" && finish &&
	echo "/* mine */" >>proj/msg.c && cp proj/msg.c "$SCRATCH/mine.c" &&
	{ (cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err"; test $? = 2; } &&
	grep -q "^flexfix: .*/proj/msg.c: changed since the run was killed; not rewritten, its new version is left at .*/proj/msg.c.flexfix-......$" "$SCRATCH/err" &&
	cmp proj/msg.c "$SCRATCH/mine.c" && ! test -e proj/.flexfix-in-place
'

test_expect_success 'a second run while one renames: it stops with no file changed (exit 2); the first completes' '
	fresh && B=$TOP/flexfix && start_stopped journaled &&
	cp -r proj "$SCRATCH/during" &&
	{ (cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err2"; test $? = 2; } &&
	grep -q "^flexfix: .*/proj/.flexfix-in-place: another flexfix run is writing there now; try again when it is done$" "$SCRATCH/err2" &&
	cmp proj/msg.h "$SCRATCH/during/msg.h" && cmp proj/msg.c "$SCRATCH/during/msg.c" &&
	finish && test $st = 0 &&
	cmp proj/msg.h want/msg.h && cmp proj/msg.c want/msg.c && no_temps && ! test -e proj/.flexfix-in-place
'

test_expect_success 'SIGKILL at random points, then one more run: each struct fully converted, nothing left behind' '
	seen=""
	for d in 0.001 0.002 0.003 0.004 0.005 0.006 0.008 0.01 0.012 0.015 0.02 0.03 0.05 0.1; do
		fresh
		(cd proj && exec "$TOP/flexfix" fix --no-root --in-place msg.h msg.c 2>/dev/null) & p=$!
		sleep $d; kill -KILL $p 2>/dev/null; wait $p
		if test -e proj/.flexfix-in-place; then state=journal
		elif cmp -s proj/msg.h orig/msg.h && cmp -s proj/msg.c orig/msg.c; then state=untouched
		elif cmp -s proj/msg.h want/msg.h && cmp -s proj/msg.c want/msg.c; then state=converted
		else echo "half converted, no journal (after $d s)"; exit 1; fi
		test $state = journal || no_temps || exit 1
		seen="$seen $state"
		(cd proj && "$TOP/flexfix" fix --no-root --in-place msg.h msg.c 2>/dev/null) &&
		cmp proj/msg.h want/msg.h && cmp proj/msg.c want/msg.c && no_temps && ! test -e proj/.flexfix-in-place || exit 1
	done
	say "states after the kill:$seen"
'

test_expect_success 'owner, group and mode are kept (as root: a file of nobody:nogroup 0640)' '
	for B in $BINS; do
		fresh &&
		if [ "$(id -u)" = 0 ]; then chown nobody:nogroup proj/msg.h; fi && chmod 0640 proj/msg.h &&
		before=$(stat -c "%U:%G %a" proj/msg.h) &&
		(cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err" &&
		cmp proj/msg.h want/msg.h && test "$(stat -c "%U:%G %a" proj/msg.h)" = "$before" || exit 1
	done &&
	say "kept $before"
'

test_expect_success 'a symbolic link: its target is rewritten, the link stays a link' '
	for B in $BINS; do
		fresh && mkdir proj/real && mv proj/msg.h proj/real/msg.h && ln -s real/msg.h proj/msg.h &&
		(cd proj && "$B" fix --no-root --in-place msg.h msg.c) 2>"$SCRATCH/err" &&
		test -L proj/msg.h && cmp proj/real/msg.h want/msg.h && cmp proj/msg.c want/msg.c || exit 1
	done
'

test_done
