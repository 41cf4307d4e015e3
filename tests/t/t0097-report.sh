#!/bin/sh
# flexfix report --html: one static page, rendered in headless Chromium
# (Debian's chromium, installed by scripts/install-deps test): the page's
# totals, as the browser shows them, equal scan's JSON; a screenshot is
# kept in tests/out/ to look at; nothing on the page loads from elsewhere.
. ./test-lib.sh
cd "$TOP"
SHOT=$TOP/tests/out/report-examples.png
CHROME="chromium --headless --no-sandbox --disable-gpu --user-data-dir=$SCRATCH/chrome"

test_expect_success 'the page is written; nothing in it refers outside it' '
	{ run_flexfix report --html="$SCRATCH/r.html" --title="examples" examples; test $? = 0; } &&
	test ! -s "$SCRATCH/out" && grep -q "^<!DOCTYPE html>" "$SCRATCH/r.html" &&
	! grep -qiE "(src|href)=|<script|@import|url\(" "$SCRATCH/r.html"
'

test_expect_success 'rendered in Chromium: its totals equal scan'"'"'s JSON' '
	command -v chromium >/dev/null || { echo "no chromium: run scripts/install-deps test"; false; } &&
	$CHROME --dump-dom "file://$SCRATCH/r.html" 2>/dev/null >"$SCRATCH/dom" &&
	sed -n "s/.*<tr id=\"total\">\(.*\)<\/tr>.*/\1/p" "$SCRATCH/dom" |
		sed "s/<td[^>]*data-kind=\"\([a-z-]*\)\">\([0-9]*\)<\/td>/\n\1 \2\n/g" | grep -E "^[a-z-]+ [0-9]+$" >"$SCRATCH/page" &&
	{ "$TOP/flexfix" scan --all --format=json examples >"$SCRATCH/scan.json"; test $? = 1; } &&
	for k in zero-length-not-last one-element zero-length flex-not-at-end; do
		echo "$k $(jq "[.findings[] | select(.kind == \"$k\")] | length" "$SCRATCH/scan.json")"
	done >"$SCRATCH/want" &&
	echo "fake $(jq "[.findings[] | select(.kind == \"zero-length-not-last\" or .kind == \"one-element\" or .kind == \"zero-length\")] | length" "$SCRATCH/scan.json")" >>"$SCRATCH/want" &&
	test_cmp "$SCRATCH/want" "$SCRATCH/page" &&
	grep -q "<td class=\"n\">$(jq "[.findings[] | select(.counted_by)] | length" "$SCRATCH/scan.json") / $(jq "[.findings[] | select(.kind == \"flexible\")] | length" "$SCRATCH/scan.json")</td></tr>" "$SCRATCH/dom"
'

test_expect_success 'a screenshot to look at' '
	mkdir -p "$TOP/tests/out" && rm -f "$SHOT" &&
	$CHROME --screenshot="$SHOT" --window-size=1200,1600 "file://$SCRATCH/r.html" >/dev/null 2>&1 &&
	test "$(head -c 8 "$SHOT" | od -An -c | tr -d " ")" = "211PNG\r\n032\n" &&
	say "screenshot: $SHOT"
'

test_expect_success 'no --html, or nothing to report on: exit 2, said' '
	{ run_flexfix report examples; test $? = 2; } && grep -q "html=FILE is required" "$SCRATCH/err" &&
	mkdir -p "$SCRATCH/empty" &&
	{ run_flexfix report --html="$SCRATCH/e.html" "$SCRATCH/empty"; test $? = 2; } &&
	grep -q "no C file to report on" "$SCRATCH/err" && test ! -e "$SCRATCH/e.html"
'

test_done
