#!/bin/sh
# Hostile input: file names that are shell code, patch paths that leave the
# tree, links that lead out of it. flexfix never hands a command line to a
# shell (the children get an argv), never writes or reads outside the tree
# it was given, and says what it refused (exit 2 where the input is bad).
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
git init -q names && cd names
# the names a shell would run: $(), backticks, a quote and " -o ", a leading
# '-' (an option to the compiler), a newline
n1="a -o 'b\$(touch PWNED1)'x.c"
n2='q`touch PWNED2`"z.c'
n3='-lead.c'
n4="new
line\$(touch PWNED4).c"
for n in "$n1" "$n2" "$n3" "$n4"; do
	printf 'int f_%s(void) { return 1; }\n' "$(printf %s "$n" | tr -c 'a-z' _)" >"./$n"
done
git add -A && git commit -qm base
for n in "$n1" "$n2" "$n3" "$n4"; do sed -i 's/return 1/return 2/' "./$n"; done
git diff >"$SCRATCH/names.patch" && git checkout -q .

test_expect_success 'verify --cc on files named like shell code: each compiled as itself, nothing run' '
	{ run_flexfix verify --cc="gcc -O2" "$SCRATCH/names.patch"; test $? = 0; } &&
	! ls "$SCRATCH"/names/PWNED* 2>/dev/null && ! ls PWNED* 2>/dev/null &&
	grep -q "^flexfix: 0 identical, 4 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

test_expect_success '--cc is split by flexfix: quotes kept as words, shell syntax refused (exit 2)' '
	{ run_flexfix verify --cc="gcc -O2 \"-DNAME=a b\"" "$SCRATCH/names.patch"; test $? = 0; } &&
	{ run_flexfix verify --cc="gcc -O2 \$(touch PWNED5)" "$SCRATCH/names.patch"; test $? = 2; } &&
	grep -q "^flexfix: --cc=gcc -O2 \$(touch PWNED5): shell syntax" "$SCRATCH/err" &&
	{ run_flexfix verify --cc="gcc; touch PWNED6" "$SCRATCH/names.patch"; test $? = 2; } &&
	! ls PWNED* 2>/dev/null
'

test_expect_success 'compile_commands.json: a command with shell syntax is not run, and said' '
	printf "[{\"directory\": \"%s\", \"file\": \"-lead.c\", \"command\": \"gcc -c -o x.o ./-lead.c \`touch PWNED7\`\"}]\n" "$PWD" >cc.json &&
	run_flexfix verify --compile-commands=cc.json "$SCRATCH/names.patch";
	grep -q "cc.json: the command for -lead.c has shell syntax" "$SCRATCH/err" && ! ls PWNED* 2>/dev/null
'

cd "$SCRATCH" && mkdir tree elsewhere && printf "int keep = 1;\n" >elsewhere/x.c && cp elsewhere/x.c elsewhere/x.orig
ln -s "$SCRATCH/elsewhere" tree/lnk && printf "int a = 1;\n" >tree/a.c
cat >up.patch <<'EOT'
diff --git a/../escaped.c b/../escaped.c
new file mode 100644
--- /dev/null
+++ b/../escaped.c
@@ -0,0 +1 @@
+int evil;
EOT
cat >link.patch <<'EOT'
diff --git a/lnk/x.c b/lnk/x.c
--- a/lnk/x.c
+++ b/lnk/x.c
@@ -1 +1 @@
-int keep = 1;
+int keep = 2;
EOT

test_expect_success 'verify: a patch path with .. is refused by name (exit 2), nothing written outside' '
	cd "$SCRATCH/tree" &&
	{ run_flexfix verify --cc=gcc "$SCRATCH/up.patch"; test $? = 2; } &&
	grep -q "up.patch:1: .\.\./escaped.c. leaves the tree" "$SCRATCH/err" &&
	! test -e "$SCRATCH/escaped.c" && ! ls "${TMPDIR:-/tmp}"/flexfix-verify.*/escaped.c 2>/dev/null
'

test_expect_success 'verify: a directory that is a link out of the tree is not written through (exit 2)' '
	cd "$SCRATCH/tree" &&
	{ run_flexfix verify --cc=gcc "$SCRATCH/link.patch"; test $? = 2; } &&
	grep -q "lnk/x.c: a directory on the way is a symbolic link; refused" "$SCRATCH/err" &&
	cmp "$SCRATCH/elsewhere/x.c" "$SCRATCH/elsewhere/x.orig"
'

test_expect_success 'guard: paths that leave the tree are an error (exit 2); a link out of --tree is not read' '
	cd "$SCRATCH/tree" &&
	{ run_flexfix guard --tree=. "$SCRATCH/up.patch"; test $? = 2; } &&
	grep -q "leaves the tree" "$SCRATCH/err" &&
	{ run_flexfix guard --tree=. "$SCRATCH/link.patch"; test $? = 0; } &&
	grep -q "^flexfix: warning: ./lnk/x.c: a symbolic link on the way leads out of the tree; not read" "$SCRATCH/err"
'

# an object whose symbol claims more bytes than its section holds (with a
# relocation inside the claimed range, which verify blanks out before comparing)
cd "$SCRATCH" && git init -q obj && cd obj
printf "int x;\nint *evil = &x;\nint f(void) { return 1; }\n" >e.c && git add e.c && git commit -qm base
printf "int x;\nint *evil = &x;\nint f(void) { return 2; }\nasm(\".size evil, 0xffffffffffffffff\");\n" >e.c
git diff >"$SCRATCH/evil.patch" && git checkout -q .

test_expect_success 'verify: a symbol sized past its section is a malformed object, not read (exit 2)' '
	cd "$SCRATCH/obj" &&
	{ run_flexfix verify --cc=gcc "$SCRATCH/evil.patch"; test $? = 2; } &&
	grep -q "^e.o  *not compared: a symbol.s size or value lies outside its section" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 0 changed as expected by the patch, 0 unexpected, 1 not readable$" "$SCRATCH/out"
'

# a .bss symbol of 16 TiB: no bytes in the file, so none to hold (flexfix
# tried to allocate them and died: out of memory; found by tests/fuzz/fuzz-elf.c)
# a repository $1 whose one file $1.c holds f() and the line $2; the patch
# $SCRATCH/$1.patch changes only what f() returns
object_patch() {
	cd "$SCRATCH" && git init -q "$1" && cd "$1" &&
	printf "int f(void) { return 1; }\n%s\n" "$2" >"$1.c" && git add "$1.c" && git commit -qm base &&
	printf "int f(void) { return 2; }\n%s\n" "$2" >"$1.c" &&
	git diff >"$SCRATCH/$1.patch" && git checkout -q .
}
object_patch bss 'asm(".pushsection .bss\n.globl big\nbig: .skip 0x100000000000\n.size big, 0x100000000000\n.popsection");'

test_expect_success 'verify: a .bss symbol larger than memory is compared by its size (no bytes read)' '
	cd "$SCRATCH/bss" &&
	run_flexfix verify --cc=gcc "$SCRATCH/bss.patch" &&
	! grep -q "out of memory" "$SCRATCH/err" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

cd "$SCRATCH" && mkdir fp && printf "struct msg {\n\tint n;\n\tint vals[0];\n};\n" >fp/msg.h
test_expect_success 'fix --format-patch: an output folder that holds anything (a link, an earlier run) is refused, nothing written' '
	cd "$SCRATCH/fp" && mkdir out && echo precious >"$SCRATCH/precious" &&
	ln -s "$SCRATCH/precious" out/0001-msg-vals.patch &&
	{ run_flexfix fix --no-root --format-patch=out msg.h; test $? = 2; } &&
	grep -q "^flexfix: out: not empty (an earlier run.s patches would mix with these): give an empty or new folder$" "$SCRATCH/err" &&
	test -L out/0001-msg-vals.patch && test "$(cat "$SCRATCH/precious")" = precious && test "$(ls out | wc -l)" = 1 &&
	"$TOP/flexfix" fix --no-root --format-patch=new msg.h 2>/dev/null &&
	grep -q "^+	int vals\[\];" new/0001-*.patch
'

# a relocation whose addend is near INT64_MAX: adding the PC-relative bias
# overflowed (UBSan: signed integer overflow; found by tests/fuzz/fuzz-elf.c)
object_patch addend 'asm(".pushsection .data\n.globl evil2\nevil2: .quad .text + 0x7ffffffffffffffc\n.size evil2, 8\n.popsection");'

test_expect_success 'verify: a relocation addend near INT64_MAX is read without overflow' '
	cd "$SCRATCH/addend" &&
	run_flexfix verify --cc=gcc "$SCRATCH/addend.patch" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

# a journal planted in the tree (as an interrupted fix --in-place leaves one)
# that names a file outside it: never followed
cd "$SCRATCH" && mkdir planted && printf "struct msg {\n\tint n;\n\tint vals[0];\n};\n" >planted/msg.h &&
echo precious >"$SCRATCH/precious" && echo evil >"$SCRATCH/precious.flexfix-AAAAAA" &&
printf "flexfix in-place journal 1\n0000000000000000 0000000000000000 %s\0%s\0" \
	"$SCRATCH/precious.flexfix-AAAAAA" "$SCRATCH/precious" >planted/.flexfix-in-place
test_expect_success 'fix --in-place: a journal naming a file outside its directory is refused (exit 2), nothing moved' '
	cd "$SCRATCH/planted" &&
	{ run_flexfix fix --no-root --in-place msg.h; test $? = 2; } &&
	grep -q "^flexfix: .*/planted/.flexfix-in-place: not a journal flexfix can read, or it names files outside its directory; left as it is$" "$SCRATCH/err" &&
	test "$(cat "$SCRATCH/precious")" = precious && grep -q "vals\[0\]" msg.h
'

# a journal another user put above the tree (in /tmp, say), locked by them:
# ignored, said, and the run goes on (it stopped every fix below it)
cd "$SCRATCH" && mkdir -p shared/proj && printf "struct msg {\n\tint n;\n\tint vals[0];\n};\n" >shared/proj/msg.h &&
printf "flexfix in-place journal 1\n" >shared/.flexfix-in-place && chmod 0644 shared/.flexfix-in-place
test_expect_success 'fix --in-place: a journal that is not this user.s is ignored (said), the run goes on' '
	cd "$SCRATCH/shared/proj" &&
	if [ "$(id -u)" = 0 ]; then chown nobody "$SCRATCH/shared/.flexfix-in-place"; fi &&
	if [ "$(id -u)" = 0 ]; then
		flock "$SCRATCH/shared/.flexfix-in-place" "$TOP/flexfix" fix --no-root --in-place msg.h 2>"$SCRATCH/err" &&
		grep -q "^flexfix: warning: .*/shared/.flexfix-in-place: not a journal this user.s flexfix wrote; ignored$" "$SCRATCH/err" &&
		grep -q "vals\[\];" msg.h
	else
		say "not root: the journal is this user.s, nothing to check"
	fi
'

# a full disk, as RLIMIT_FSIZE makes it (SIGXFSZ ignored: write() fails with
# EFBIG; 2 blocks of 512 bytes): the third mail does not fit, the two before it are removed, nothing is left
cd "$SCRATCH" && mkdir full && cd full && long=$(printf "%0600d" 0 | tr 0 x) &&
printf "struct msg {\n\tint n;\n\tint vals[0];\n};\n\nint a;\nint b;\nint c;\n/* %s */\n/* %s */\nstruct big {\n\tint n;\n\tint v[0];\n};\n" "$long" "$long" >msg.h
test_expect_success 'fix --format-patch on a full disk: exit 2, said, no mail left (not even an empty one)' '
	cd "$SCRATCH/full" &&
	for B in $BINS; do
		rm -rf out &&
		{ (trap "" XFSZ; ulimit -f 2; exec "$B" fix --no-root --format-patch=out --cover-letter msg.h) 2>&1 | cat >"$SCRATCH/err"; } &&
		grep -q "^flexfix: out/0002-.*\.patch: File too large$" "$SCRATCH/err" &&
		grep -q "^flexfix: out: the 2 patches written before the failure were removed$" "$SCRATCH/err" &&
		test -z "$(ls -A out)" || exit 1
	done
'

test_done
