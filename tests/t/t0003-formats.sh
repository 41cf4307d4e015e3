#!/bin/sh
# JSON and SARIF are valid and carry what the text output carries (checked with jq).
. ./test-lib.sh
cd "$SCRATCH"
cp -r "$TOP/tests/scan" scan

test_expect_success 'JSON parses and has one finding per text finding' '
	"$TOP/flexfix" scan --all scan >text; "$TOP/flexfix" scan --all --format=json scan >json;
	jq -e ".findings | length" json >n && test "$(cat n)" = "$(grep -c "\[flexfix-" text)"
'

test_expect_success 'JSON fields of a finding' '
	jq -e ".findings[] | select(.member == \"items\" and .kind == \"one-element\") | .path == \"scan/one-element.c\" and .line == 8 and .struct == \"struct msg\" and .element_type == \"struct item\" and .size == \"1\" and .uapi == false" json
'

test_expect_success 'SARIF is 2.1.0 with rules and results' '
	"$TOP/flexfix" scan --all --format=sarif scan >sarif;
	kinds=$("$TOP/flexfix" scan --help | sed -n "/^kinds:/,/^\$/p" | grep -c "^  [a-z]") &&
	jq -e ".version == \"2.1.0\" and (.runs[0].tool.driver.rules | length) == $kinds" sarif &&
	jq -e ".runs[0].results | length" sarif >n && test "$(cat n)" = "$(grep -c "\[flexfix-" text)" &&
	jq -e "[.runs[0].results[] | .locations[0].physicalLocation.region.startLine > 0] | all" sarif &&
	jq -e "[.runs[0].results[] | .ruleId | startswith(\"flexfix-\")] | all" sarif
'

test_expect_success 'SARIF rule index points at the rule of the result' '
	jq -e "[.runs[0] as \$run | \$run.results[] | \$run.tool.driver.rules[.ruleIndex].id == .ruleId] | all" sarif
'

test_expect_success 'JSON and SARIF are valid UTF-8 for a path and a name with bytes that are not' '
	mkdir -p bytes && printf "struct s\\377x { int n; char d[0]; };\\n" >"bytes/$(printf "a\\377b").h" &&
	for f in json sarif; do
		{ run_flexfix scan --format=$f bytes; test $? = 1; } &&
		iconv -f UTF-8 -t UTF-8 "$SCRATCH/out" >/dev/null && jq -e . "$SCRATCH/out" >/dev/null || exit 1
	done &&
	grep -q "a%FFb.h" "$SCRATCH/out" &&
	{ run_flexfix scan --format=json bytes; test $? = 1; } &&
	jq -e ".findings[0].path == \"bytes/a\\ufffdb.h\"" "$SCRATCH/out" >/dev/null
'

test_done
