#!/bin/sh
# Walking trees: extensions, .git, symbolic links, --exclude, stdin lists, -j.
. ./test-lib.sh
cd "$SCRATCH"
mkdir -p src/a src/b src/.git src/deep/er
for d in a b .git deep/er; do printf "struct s { int n; char d[1]; };\n" >src/$d/x.h; done
printf "struct s { int n; char d[1]; };\n" >src/a/y.c
printf "struct s { int n; char d[1]; };\n" >src/a/notes.txt
mkdir -p ext/d
printf "struct s { int n; char d[1]; };\n" >ext/z.c
printf "struct s { int n; char d[1]; };\n" >ext/d/y.c
ln -s ../../ext/z.c src/b/link.c
ln -s ../ext/d src/linkdir

test_expect_success 'directories give .c and .h files, sorted; .git and links skipped' '
	{ run_flexfix scan src; test $? = 1; } &&
	cut -d: -f1 out >got &&
	printf "%s\n" src/a/x.h src/a/y.c src/b/x.h src/deep/er/x.h >want &&
	test_cmp want got
'

test_expect_success '--follow follows symbolic links' '
	{ run_flexfix scan --follow src; test $? = 1; } &&
	grep -q "^src/b/link.c:" out && grep -q "^src/linkdir/y.c:" out
'

test_expect_success '--follow: a file reached by a link and by its own name is read once, by the first name' '
	{ run_flexfix scan --follow src ext; test $? = 1; } &&
	grep -q "^ext/z.c:" out && ! grep -q "^src/b/link.c:" out &&
	grep -q "^ext/d/y.c:" out && ! grep -q "^src/linkdir/" out
'

test_expect_success 'one file named twice (d and ./d, a link to a directory) is read once' '
	{ run_flexfix scan src/a ./src/a src/a/; test $? = 1; } &&
	cut -d: -f1 out | sort | uniq -d >dups && test ! -s dups &&
	mkdir -p twice/real && printf "struct t { int n; char d[0]; };\n" >twice/real/t.h &&
	ln -s real twice/alias &&
	{ run_flexfix scan --follow twice; test $? = 1; } && test "$(wc -l <out)" = 1 &&
	grep -q "^twice/alias/t.h:" out
'

test_expect_success '--follow with links back to a parent directory ends, each file once' '
	mkdir -p iso/loop/a && printf "struct l { int n; char d[0]; };\n" >iso/loop/a/l.h &&
	ln -s .. iso/loop/a/up && ln -s ../.. iso/loop/a/up2 &&
	{ run_flexfix scan --follow iso/loop; test $? = 1; } && test "$(wc -l <out)" = 1 &&
	grep -q "a link back to a directory above it" err
'

test_expect_success '--exclude matches paths and base names' '
	{ run_flexfix scan --exclude="*.c" --exclude=deep src; test $? = 1; } &&
	cut -d: -f1 out >got && printf "%s\n" src/a/x.h src/b/x.h >want && test_cmp want got
'

test_expect_success 'a file named on the command line is read whatever its name' '
	{ run_flexfix scan src/a/notes.txt; test $? = 1; } && grep -q "^src/a/notes.txt:1:" out
'

test_expect_success '"-" reads paths from stdin' '
	printf "src/a/y.c\nsrc/b\n" | { "$TOP/flexfix" scan - >out; test $? = 1; } &&
	cut -d: -f1 out >got && printf "%s\n" src/a/y.c src/b/x.h >want && test_cmp want got
'

test_expect_success 'output is identical for -j1, -j2 and -j7' '
	for i in 1 2 3 4 5 6 7 8 9; do mkdir -p many/$i; for k in 1 2 3; do
		printf "struct e%s { int n; char d[0]; };\nstruct u%s%s { struct e%s e; int x; };\n" $i $i $k $i >many/$i/f$k.c; done; done &&
	"$TOP/flexfix" scan --all -j1 many >j1; "$TOP/flexfix" scan --all -j2 many >j2; "$TOP/flexfix" scan --all -j7 many >j7;
	test -s j1 && test_cmp j1 j2 && test_cmp j1 j7
'

test_done
