#!/bin/sh
# flexfix as kbuild's checker: "flexfix [compiler options] file.c" (what
# make C=1 CHECK=flexfix runs) and "flexfix check ...": #includes followed
# through -I, -iquote, -isystem, -idirafter and -include; the file's and its
# own directory's headers reported as GCC reports; exit 0 like sparse,
# --Werror 1. The kbuild run on Linux 6.1 itself: t9003.
. ./test-lib.sh
cd "$SCRATCH"
mkdir -p drivers/foo/sub include/linux arch/x86/include/asm quote
printf '#define FOO_MAX 4\n' >include/cfg.h
printf '#include <linux/bar.h>\nstruct bar_msg {\n\tint n;\n\tchar body[0];\n};\n' >include/linux/bar.h
printf 'struct arch_rec {\n\tint n;\n\tlong v[1];\n};\n' >arch/x86/include/asm/rec.h
printf 'struct q_rec {\n\tint n;\n\tlong v[0];\n};\n' >quote/q.h
printf 'struct foo_log {\n\tint n;\n\tchar text[1];\n};\n' >drivers/foo/foo.h
printf 'struct foo_sub {\n\tint n;\n\tshort s[0];\n};\n' >drivers/foo/sub/sub.h
printf 'struct foo_up {\n\tint n;\n\tshort s[0];\n};\n' >drivers/up.h
cat >drivers/foo/foo.c <<'EOT'
#include "foo.h"
#include "sub/sub.h"
#include "../up.h"
#include "q.h"
#include <linux/bar.h>
#include <asm/rec.h>
#include <linux/missing.h>
#include MACRO_HEADER
struct foo_local {
	int n;
	int v[0];
};
int f(struct foo_log *l, int i)
{
	return l->text[i];
}
EOT
KBUILD_ARGS="-D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise -Wno-return-void -Wno-unknown-attribute
-D__x86_64__ --arch=x86 -mlittle-endian -m64 -Wp,-MMD,drivers/foo/.foo.o.d -nostdinc -I./arch/x86/include
-I ./include -iquote quote -include ./include/cfg.h -D__KERNEL__ -fno-strict-aliasing -O2
-DKBUILD_MODFILE=\"drivers/foo/foo\" -D KBUILD_MODNAME=foo -c -o drivers/foo/foo.o"

test_expect_success 'kbuild'"'"'s checker arguments: the file and its own headers, GCC style, exit 0' '
	{ run_flexfix $KBUILD_ARGS drivers/foo/foo.c; test $? = 0; } &&
	cat >expected <<-\EOT &&
	drivers/foo/foo.c:11:6: warning: zero-length array '"'v'"' at the end of '"'struct foo_local'"' [flexfix-zero-length]
	drivers/foo/foo.h:3:7: warning: one-element array '"'text'"' at the end of '"'struct foo_log'"' [flexfix-one-element]
	drivers/foo/sub/sub.h:3:8: warning: zero-length array '"'s'"' at the end of '"'struct foo_sub'"' [flexfix-zero-length]
	EOT
	diff -u expected "$SCRATCH/out" && test ! -s "$SCRATCH/err"
'

test_expect_success '--headers=all: every header found (-I, -iquote, "../"), none that is missing' '
	{ run_flexfix check --headers=all $KBUILD_ARGS drivers/foo/foo.c; test $? = 0; } &&
	test "$(wc -l <"$SCRATCH/out")" = 7 &&
	grep -q "^arch/x86/include/asm/rec.h:3:7: warning: one-element array .v." "$SCRATCH/out" &&
	grep -q "^include/linux/bar.h:4:7: warning: zero-length array .body." "$SCRATCH/out" &&
	grep -q "^quote/q.h:3:7: warning: zero-length array .v." "$SCRATCH/out" &&
	grep -q "^drivers/foo/../up.h:3:8: warning: zero-length array .s." "$SCRATCH/out"
'

test_expect_success 'the definitions it sees are read: a size spelled with a macro from an -include' '
	printf "struct m_rec {\n\tint n;\n\tint v[ONE];\n};\n" >drivers/foo/m.h &&
	printf "#define ONE 1\n" >include/one.h &&
	printf "#include \"m.h\"\n" >drivers/foo/m.c &&
	{ run_flexfix -Iinclude -include one.h drivers/foo/m.c; test $? = 0; } &&
	grep -q "^drivers/foo/m.h:3:6: warning: one-element array .v. at the end of .struct m_rec." "$SCRATCH/out" &&
	{ run_flexfix -nostdinc drivers/foo/m.c; test $? = 0; } && ! grep -q "one-element" "$SCRATCH/out"
'

test_expect_success '--Werror: exit 1 on a finding, 0 without' '
	{ run_flexfix check --Werror -Iinclude drivers/foo/foo.c; test $? = 1; } &&
	printf "int g(void) { return 0; }\n" >clean.c &&
	{ run_flexfix check --Werror -Iinclude clean.c; test $? = 0; } && test ! -s "$SCRATCH/out"
'

test_expect_success 'no source, a missing source or a missing -include: exit 2, said' '
	{ run_flexfix -D__linux__ -Iinclude; test $? = 2; } && grep -q "^flexfix check: no source file given" "$SCRATCH/err" &&
	{ run_flexfix -Iinclude nothere.c; test $? = 2; } && grep -q "^flexfix: nothere.c: No such file or directory" "$SCRATCH/err" &&
	{ run_flexfix -include nothere.h clean.c; test $? = 2; } && grep -q "^flexfix: nothere.h: -include: No such file or directory" "$SCRATCH/err" &&
	{ run_flexfix check --headers=some clean.c; test $? = 2; } && grep -q "^flexfix: --headers takes" "$SCRATCH/err"
'

test_expect_success '--help lists check'"'"'s own options; one given without its value is a usage error' '
	"$TOP/flexfix" check --help >"$SCRATCH/help" &&
	grep -q "^  --Werror " "$SCRATCH/help" && grep -q "^  --headers=local|all" "$SCRATCH/help" &&
	grep -q "^  --kinds=K,... " "$SCRATCH/help" && grep -q "^  -h, --help " "$SCRATCH/help" &&
	{ run_flexfix check --headers -Iinclude drivers/foo/foo.c; test $? = 2; } &&
	grep -q "headers wants a value" "$SCRATCH/err" &&
	{ run_flexfix check --headers=some drivers/foo/foo.c; test $? = 2; }
'

test_done
