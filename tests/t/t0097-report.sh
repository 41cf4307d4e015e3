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

# Three revisions of a git repository holding examples/: as it is, with
# drivers/ fixed, with everything fixed; and two of them as directories.
series_setup() {
	rm -rf "$SCRATCH/g" && mkdir "$SCRATCH/g" && cp -r examples/drivers examples/fs examples/include examples/lib "$SCRATCH/g/" &&
	(cd "$SCRATCH/g" && git init -q && git add -A &&
	 git -c user.name=t -c user.email=t@example.org commit -qm one &&
	 { "$TOP/flexfix" fix --in-place drivers >/dev/null 2>&1; test $? -le 1; } &&
	 git -c user.name=t -c user.email=t@example.org commit -qam two &&
	 { "$TOP/flexfix" fix --in-place . >/dev/null 2>&1; test $? -le 1; } &&
	 git -c user.name=t -c user.email=t@example.org commit -qam three)
}

# "kind value" per kind for a scan of $1 (a directory), as the chart names them
want_counts() {
	"$TOP/flexfix" scan --all --format=json "$1" >"$SCRATCH/s.json"
	for k in zero-length-not-last one-element zero-length flex-not-at-end; do
		echo "$k $(jq "[.findings[] | select(.kind == \"$k\")] | length" "$SCRATCH/s.json")"
	done
	echo "fake $(jq "[.findings[] | select(.kind == \"zero-length-not-last\" or .kind == \"one-element\" or .kind == \"zero-length\")] | length" "$SCRATCH/s.json")"
	echo "counted $(jq "[.findings[] | select(.counted_by)] | length" "$SCRATCH/s.json")"
}

# the chart's points of tree $2 in the DOM $1, as "kind value"
chart_counts() {
	grep -o "<circle [^>]*data-tree=\"$2\"[^>]*>" "$1" |
		sed "s/.*data-kind=\"\([a-z-]*\)\".*data-value=\"\([0-9]*\)\".*/\1 \2/" | sort
}

test_expect_success '--rev: a chart point per count and revision, equal to a scan of each checkout' '
	series_setup &&
	{ run_flexfix report --html="$SCRATCH/g.html" --rev HEAD~2 --rev HEAD~1 --rev HEAD "$SCRATCH/g"; test $? = 0; } &&
	$CHROME --dump-dom "file://$SCRATCH/g.html" 2>/dev/null >"$SCRATCH/gdom" &&
	test "$(grep -o "<circle " "$SCRATCH/gdom" | wc -l)" = 18 &&
	for i in 0 1 2; do
		rm -rf "$SCRATCH/co" && mkdir "$SCRATCH/co" &&
		git -C "$SCRATCH/g" archive "HEAD~$((2 - i))" | tar -x -C "$SCRATCH/co" &&
		want_counts "$SCRATCH/co" | sort >"$SCRATCH/want.$i" &&
		chart_counts "$SCRATCH/gdom" $i >"$SCRATCH/got.$i" &&
		test_cmp "$SCRATCH/want.$i" "$SCRATCH/got.$i" || return 1
	done &&
	grep -q "<tr id=\"tree-2\"><th>HEAD</th>" "$SCRATCH/gdom" &&
	! cmp -s "$SCRATCH/want.0" "$SCRATCH/want.2" &&
	grep -q "<th>drivers/scsi</th><td class=\"n some\">[1-9][0-9]*</td>.*&minus;" "$SCRATCH/g.html" &&
	! grep -qiE "(src|href)=|<script|@import|url\(" "$SCRATCH/g.html"
'

test_expect_success '--compare: trees as directories, subsystems relative to each tree' '
	rm -rf "$SCRATCH/old" "$SCRATCH/new" && mkdir "$SCRATCH/old" "$SCRATCH/new" &&
	git -C "$SCRATCH/g" archive HEAD~2 | tar -x -C "$SCRATCH/old" &&
	git -C "$SCRATCH/g" archive HEAD | tar -x -C "$SCRATCH/new" &&
	{ run_flexfix report --html="$SCRATCH/c.html" --compare "$SCRATCH/old/" "$SCRATCH/new"; test $? = 0; } &&
	chart_counts "$SCRATCH/c.html" 1 >"$SCRATCH/got.c" && test_cmp "$SCRATCH/want.2" "$SCRATCH/got.c" &&
	grep -q "<tr><th>drivers/scsi</th>" "$SCRATCH/c.html" && ! grep -q "<tr><th>$SCRATCH" "$SCRATCH/c.html"
'

test_expect_success 'a screenshot of the chart' '
	rm -f "$TOP/tests/out/report-revisions.png" &&
	$CHROME --screenshot="$TOP/tests/out/report-revisions.png" --window-size=1000,900 "file://$SCRATCH/g.html" >/dev/null 2>&1 &&
	test -s "$TOP/tests/out/report-revisions.png" && say "screenshot: $TOP/tests/out/report-revisions.png"
'

test_expect_success 'a series of one, or trees and revisions mixed: exit 2, said' '
	{ run_flexfix report --html="$SCRATCH/x.html" --rev HEAD "$SCRATCH/g"; test $? = 2; } &&
	grep -q "compare two trees or more" "$SCRATCH/err" &&
	{ run_flexfix report --html="$SCRATCH/x.html" --compare "$SCRATCH/old"; test $? = 2; } &&
	{ run_flexfix report --html="$SCRATCH/x.html" --compare --rev HEAD --rev HEAD~1 "$SCRATCH/g"; test $? = 2; } &&
	{ run_flexfix report --html="$SCRATCH/x.html" --rev HEAD --rev nosuchrev "$SCRATCH/g"; test $? = 2; } &&
	grep -q "nosuchrev" "$SCRATCH/err" && test ! -e "$SCRATCH/x.html"
'

test_done
