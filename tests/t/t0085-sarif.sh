#!/bin/sh
# SARIF as GitHub code scanning takes it, checked with Microsoft's SARIF
# Multitool (npm @microsoft/sarif-multitool, installed into the cache by
# scripts/install-deps test): its SARIF rules and GitHub's ingestion rules
# (GH*) give no error and no warning, for relative, absolute and
# subdirectory invocations; locations are relative to SRCROOT, so the
# fingerprints do not depend on how the paths were given; one fingerprint
# per finding (anonymous structs too); columns in UTF-16 code units.
. ./test-lib.sh
MT=${FLEXFIX_CACHE:-/var/cache/flexfix}/npm/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool
cd "$SCRATCH"
git init -q proj && cd proj
mkdir -p drivers/foo include
cat >drivers/foo/foo.h <<'EOT'
struct foo_log {
	int n;
	char text[1];
};
struct foo_two {
	struct {
		int n;
		char a[0];
	} x;
	struct {
		int n;
		char a[0];
	} y;
};
/* é 😀 */ struct foo_wide { int n; char w[0]; };
EOT
printf 'struct inc_rec {\n\tint n;\n\tlong v[1];\n};\n' >include/inc.h

validate() {	# SARIF file: the Multitool's errors and warnings, none expected
	"$MT" validate --rule-kind "Sarif;Gh" --level "Error;Warning" --log ForceOverwrite -o "$1.v" "$1" >"$1.log" 2>&1 ||
		{ cat "$1.log"; return 1; }
	jq -e '.runs[0].results | length == 0' "$1.v" >/dev/null ||
		{ jq -r '.runs[0].results[] | "\(.level) \(.ruleId) \(.message.arguments // [] | join(" | "))"' "$1.v"; return 1; }
}

test_expect_success 'the SARIF Multitool is installed (scripts/install-deps test)' '
	test -x "$MT" || { echo "no $MT: run scripts/install-deps test"; false; }
'

test_expect_success 'scan, relative paths: valid, 0 errors, 0 warnings' '
	{ run_flexfix scan --format=sarif drivers include; test $? = 1; } && cp "$SCRATCH/out" rel.sarif &&
	validate rel.sarif &&
	jq -e "[.runs[0].results[].locations[0].physicalLocation.artifactLocation | .uriBaseId == \"SRCROOT\"] | all" rel.sarif &&
	test "$(jq -r ".runs[0].originalUriBaseIds.SRCROOT.uri" rel.sarif)" = "file://$(pwd)/" &&
	jq -e "[.runs[0].tool.driver.rules[] | has(\"fullDescription\") and has(\"help\") and has(\"helpUri\") and (.help.markdown | length > 0)] | all" rel.sarif
'

test_expect_success 'absolute paths and a subdirectory: the same URIs and fingerprints' '
	"$TOP/flexfix" scan --format=sarif "$(pwd)/drivers" "$(pwd)/include" >abs.sarif; validate abs.sarif &&
	(cd drivers && "$TOP/flexfix" scan --format=sarif ./foo ../include >../sub.sarif); validate sub.sarif &&
	for f in rel abs sub; do
		jq -r ".runs[0].results[] | .partialFingerprints[\"flexfix/v2\"] + \" \" + .locations[0].physicalLocation.artifactLocation.uri" $f.sarif |
			sort >$f.keys || exit 1
	done &&
	test_cmp rel.keys abs.keys && test_cmp rel.keys sub.keys &&
	grep -q "^one-element:drivers/foo/foo.h:struct foo_log:text drivers/foo/foo.h$" rel.keys
'

test_expect_success 'one fingerprint per finding: anonymous structs by their member path' '
	sed "s/ [^ ]*$//" rel.keys | sort | uniq -d >dups && test ! -s dups &&
	grep -q "^zero-length:drivers/foo/foo.h:struct foo_two:x.a " rel.keys &&
	grep -q "^zero-length:drivers/foo/foo.h:struct foo_two:y.a " rel.keys
'

test_expect_success 'columns are UTF-16 code units: é is one, 😀 two (bytes: 2 and 4)' '
	"$TOP/flexfix" scan drivers | grep -q "^drivers/foo/foo.h:15:45: warning: zero-length array .w." &&
	jq -e "[.runs[0].results[] | select(.message.text | contains(\"foo_wide\")) | .locations[0].physicalLocation.region.startColumn] == [42]" rel.sarif &&
	jq -e ".runs[0].columnKind == \"utf16CodeUnits\"" rel.sarif
'

test_expect_success 'a file outside the root is a file:// URI; still valid' '
	mkdir -p "$SCRATCH/elsewhere" && cp include/inc.h "$SCRATCH/elsewhere/" &&
	"$TOP/flexfix" scan --format=sarif drivers "$SCRATCH/elsewhere" >out.sarif; validate out.sarif &&
	jq -e "[.runs[0].results[].locations[0].physicalLocation.artifactLocation | select(.uri == \"file://$SCRATCH/elsewhere/inc.h\" and (has(\"uriBaseId\") | not))] | length == 1" out.sarif
'

test_expect_success 'guard: a patch'"'"'s findings, valid, from the tree'"'"'s top' '
	git add -A && git commit -qm base && sed -i "s/char text\[1\];/char text[1];\n\tint more;/" drivers/foo/foo.h &&
	git diff >p.diff && git checkout -q drivers &&
	(cd drivers && "$TOP/flexfix" guard --format=sarif ../p.diff >../g.sarif); validate g.sarif &&
	jq -e "[.runs[0].results[].locations[0].physicalLocation.artifactLocation.uri] | index(\"drivers/foo/foo.h\") != null" g.sarif
'

test_done
