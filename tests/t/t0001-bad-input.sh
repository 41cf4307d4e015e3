#!/bin/sh
# Bad input that cannot live in a fixture file: generated at test time.
. ./test-lib.sh
cd "$SCRATCH"

test_expect_success 'a binary file is skipped with a message, the rest is scanned' '
	printf "struct a { int n; char d[1]; };\000\001\002" >bin.c &&
	printf "struct b { int n; char d[1]; };\n" >ok.c &&
	{ run_flexfix scan bin.c ok.c; test $? = 1; } &&
	grep -q "^flexfix: bin.c: not a text file (NUL byte), skipped$" err &&
	grep -q "^ok.c:1:24: warning: one-element array" out &&
	! grep -q "^bin.c" out
'

test_expect_success 'an empty file gives no output and exit 0' '
	: >empty.c && run_flexfix scan empty.c && test ! -s out
'

test_expect_success 'a path that does not exist: error, exit 2, others still scanned' '
	{ run_flexfix scan nosuch.c ok.c; test $? = 2; } &&
	grep -q "^flexfix: nosuch.c: No such file or directory$" err &&
	grep -q "^ok.c:1:24:" out
'

test_expect_success 'an unreadable directory entry is reported, not fatal' '
	mkdir -p tree/sub && cp ok.c tree/sub/ && ln -s /nonexistent tree/dangling.c &&
	{ run_flexfix scan --follow tree; test $? = 2; } &&
	grep -q "tree/dangling.c" err && grep -q "^tree/sub/ok.c:1:24:" out
'

test_expect_success '10,000 nested braces: no crash, the struct after them is found' '
	awk "BEGIN { printf \"void f(void) \"; for (i = 0; i < 10000; i++) printf \"{\"; for (i = 0; i < 10000; i++) printf \"}\"; print \"\"; print \"struct z { int n; char d[0]; };\" }" >deep.c &&
	{ run_flexfix scan deep.c; test $? = 1; } && grep -q "^deep.c:2:" out
'

test_expect_success '10,000 nested struct bodies: bounded, noted, no crash' '
	awk "BEGIN { for (i = 0; i < 10000; i++) printf \"struct s%d { \", i; printf \"int n; char d[1];\"; for (i = 0; i < 10000; i++) printf \" };\"; print \"\" }" >deeprec.c &&
	{ run_flexfix scan --all deeprec.c; test $? = 0; } &&
	grep -q "^deeprec.c:1:[0-9]*: note: could not parse record: nested too deeply \[flexfix-unparsed\]$" out
'

test_expect_success 'a 50 MB generated file is scanned completely' '
	awk "BEGIN { for (i = 0; i < 1100000; i++) printf \"struct gen%d {\\n\\tu32 count;\\n\\tu8 data[1];\\n};\\n\", i }" >big.c &&
	test $(wc -c <big.c) -gt 50000000 &&
	{ "$TOP/flexfix" scan --kinds=one-element big.c >out; test $? = 1; } &&
	test $(wc -l <out) = 1100000 &&
	tail -n 1 out | grep -q "^big.c:4399999:5: warning: one-element array .data. at the end of .struct gen1099999."
'

test_expect_success 'an unterminated comment at the end of a big file' '
	{ cat ok.c; printf "/* never closed\n"; } >unterm.c &&
	{ run_flexfix scan unterm.c; test $? = 1; } &&
	grep -q "unterm.c:2:1: unterminated comment" err
'

test_expect_success 'fix --kinds: an unknown kind, a kind fix does not convert, none at all: usage errors (exit 2)' '
	printf "struct c { int n; char d[1]; };\n" >k.c &&
	{ "$TOP/flexfix" fix --kinds=bogus k.c >out 2>err; test $? = 2; } &&
	grep -q "^flexfix: --kinds: .bogus. is not a kind fix converts" err &&
	{ "$TOP/flexfix" fix --kinds=flexible k.c >out 2>err; test $? = 2; } &&
	{ "$TOP/flexfix" fix --kinds= k.c >out 2>err; test $? = 2; } &&
	{ "$TOP/flexfix" fix --kinds=one-element --no-root k.c >out 2>err; test $? = 0; }
'

test_expect_success 'fix --uapi=GLOB marks UAPI headers as scan and guard do; the former --uapi=union is a usage error with the hint' '
	mkdir -p abi && printf "struct q {\n\tunsigned n;\n\tunsigned ids[1];\n};\nunsigned q_at(struct q *p, unsigned i);\nunsigned q_at(struct q *p, unsigned i)\n{\n\treturn p->ids[i];\n}\n" >abi/q.h &&
	{ run_flexfix fix --kernel --no-root --uapi="abi/*" abi/q.h; test $? = 0; } &&
	grep -q "__DECLARE_FLEX_ARRAY(unsigned, ids_flex);" "$SCRATCH/out" &&
	{ run_flexfix fix --kernel --no-root abi/q.h; test $? = 0; } && ! grep -q "ids_flex" "$SCRATCH/out" &&
	{ "$TOP/flexfix" fix --uapi=union abi/q.h >out 2>err; test $? = 2; } &&
	grep -q "^flexfix: --uapi takes a path pattern, as in scan and guard" err
'

test_done
