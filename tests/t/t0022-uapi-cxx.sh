#!/bin/sh
# A UAPI header is compiled by C++ too: fix's __DECLARE_FLEX_ARRAY() for a
# [0] union member or a sole [0] keeps every C++ offset and size. C++ gives
# the C form's 'struct { }' a byte, so the array would move: when the tree's
# macro has no C++ form, fix gives it one ('TYPE NAME[0]' under '#ifdef
# __cplusplus', its own patch first in a series), or refuses when it cannot
# (more than one definition). The layouts are clang++'s.
. ./test-lib.sh
cd "$SCRATCH"
mkdir -p tree/include/uapi/linux tree/include/linux
: >tree/include/linux/overflow.h
cat >tree/include/uapi/linux/stddef.h <<'EOT'
#define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\
	struct { \
		struct { } __empty_ ## NAME; \
		TYPE NAME[]; \
	}
EOT
cat >tree/include/uapi/linux/sqe.h <<'EOT'
#include <linux/stddef.h>
struct sqe {
	unsigned int opcode;
	union {
		unsigned long long addr3;
		unsigned char cmd[0];
	};
};
struct words {
	unsigned int w[0];
};
static inline unsigned char sqe_cmd(const struct sqe *s, unsigned int i) { return s->cmd[i]; }
static inline unsigned int word_at(const struct words *p, unsigned int i) { return p->w[i]; }
EOT
cat >layout.cc <<'EOT'
#include <cstdio>
#include <cstddef>
#include <linux/sqe.h>
int main() { std::printf("%zu %zu %zu\n", offsetof(struct sqe, cmd), sizeof(struct sqe), sizeof(struct words)); }
EOT
fix_copy() {	# FROM DIR ARGS...: flexfix ARGS in DIR, a fresh copy of FROM for each binary
	from=$1 dir=$2 && shift 2 &&
	for b in $BINS; do
		rm -rf "$dir" && cp -r "$from" "$dir" &&
		(cd "$dir" && "$b" "$@") >"$SCRATCH/out" 2>"$SCRATCH/err" || return 1
		! grep -qE "ERROR: (Address|Leak)Sanitizer|runtime error:" "$SCRATCH/err" || return 99
	done
}
layout() {	# DIR: the C++ layout of the structs of DIR's header
	clang++ -w -I"$1/include/uapi" -o layout layout.cc && ./layout
}

test_expect_success 'clang++ is there (the test dependencies install it)' '
	command -v clang++
'
test_expect_success 'with a C-only macro: given its C++ form, converted; C++ sees the same layout, C compiles' '
	before=$(layout tree) &&
	fix_copy tree c-only fix --kernel --in-place include/uapi/linux/sqe.h &&
	grep -q "include/uapi/linux/stddef.h:1:1: note: __DECLARE_FLEX_ARRAY() given its C++ form, .TYPE NAME\[0\]. under .#ifdef __cplusplus.: C++ gives the C form.s empty struct a byte, which would move the 2 UAPI arrays converted with it for C++ users" "$SCRATCH/err" &&
	grep -q "__DECLARE_FLEX_ARRAY(unsigned char, cmd);" c-only/include/uapi/linux/sqe.h &&
	grep -q "__DECLARE_FLEX_ARRAY(unsigned int, w);" c-only/include/uapi/linux/sqe.h &&
	test "$(sed -n "1p;3p;5p;10p" c-only/include/uapi/linux/stddef.h)" = "$(printf "%s\n" "#ifdef __cplusplus" \
		"#define __DECLARE_FLEX_ARRAY(TYPE, NAME) TYPE NAME[0]" "#define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\\" "#endif")" &&
	test "$(layout c-only)" = "$before" &&
	printf "#include <linux/sqe.h>\nint f(struct sqe *s) { return s->cmd[1]; }\n" >c.c &&
	clang -Wall -Werror -fsyntax-only -Ic-only/include/uapi c.c &&
	(cd c-only && run_flexfix fix --kernel include/uapi/linux/sqe.h) && test ! -s "$SCRATCH/out"
'
test_expect_success 'its own patch, first in the series; git am takes the series' '
	cp -r tree git && cd git && git init -q && git add -A &&
	git -c user.name=A -c user.email=a@example.org commit -qm base &&
	for b in $BINS; do
		rm -rf ../series &&
		"$b" fix --kernel --format-patch=../series --from="A <a@example.org>" include/uapi/linux/sqe.h 2>"$SCRATCH/err" ||
			return 1
		! grep -qE "ERROR: (Address|Leak)Sanitizer|runtime error:" "$SCRATCH/err" || return 99
	done &&
	ls ../series >../list && test "$(wc -l <../list)" = 3 &&
	grep -q "^Subject: \[PATCH 1/3\] .*Give __DECLARE_FLEX_ARRAY() a C++ form$" ../series/0001-* &&
	grep -q "^ include/uapi/linux/stddef.h | 5 +++++$" ../series/0001-* &&
	! grep -q "sqe.h" ../series/0001-* &&
	! grep -q "stddef.h" ../series/0002-* ../series/0003-* &&
	grep -q "given its C++ form first, in an earlier patch" ../series/0002-* &&
	git -c user.name=A -c user.email=a@example.org am -q ../series/*.patch &&
	test "$(git log --oneline | wc -l)" = 4 &&
	cd .. && test "$(layout git)" = "$(layout tree)"
'
test_expect_success 'two definitions of the macro: refused, the definition named' '
	cp -r tree twice-tree &&
	cat tree/include/uapi/linux/stddef.h >>twice-tree/include/uapi/linux/stddef.h &&
	fix_copy twice-tree twice fix --kernel --in-place include/uapi/linux/sqe.h &&
	grep -q "not converted: .cmd. in .struct sqe.: __DECLARE_FLEX_ARRAY() has no C++ form in this tree (include/uapi/linux/stddef.h:6)" "$SCRATCH/err" &&
	grep -q "not converted: .w. in .struct words.: __DECLARE_FLEX_ARRAY() has no C++ form" "$SCRATCH/err" &&
	diff -r twice-tree twice
'
test_expect_success 'a second definition under #if 0 is none: the C++ form is given' '
	cp -r tree dead-tree &&
	{ echo "#if 0" && cat tree/include/uapi/linux/stddef.h && echo "#endif" && cat tree/include/uapi/linux/stddef.h; } \
		>dead-tree/include/uapi/linux/stddef.h &&
	fix_copy dead-tree dead fix --kernel --in-place include/uapi/linux/sqe.h &&
	grep -q "include/uapi/linux/stddef.h:8:1: note: __DECLARE_FLEX_ARRAY() given its C++ form" "$SCRATCH/err" &&
	test "$(grep -c "^#ifdef __cplusplus" dead/include/uapi/linux/stddef.h)" = 1 &&
	test "$(layout dead)" = "$(layout tree)"
'
test_expect_success 'a definition fix cannot end (no newline at the end of the file): refused' '
	cp -r tree eof-tree &&
	printf "%s" "$(cat tree/include/uapi/linux/stddef.h)" >eof-tree/include/uapi/linux/stddef.h &&
	fix_copy eof-tree eof fix --kernel --in-place include/uapi/linux/sqe.h &&
	grep -q "not converted: .cmd. in .struct sqe.: __DECLARE_FLEX_ARRAY() has no C++ form in this tree (include/uapi/linux/stddef.h:1)" "$SCRATCH/err" &&
	diff -r eof-tree eof
'
test_expect_success 'a definition before a last line without a newline: the diff says so, git apply takes it' '
	cp -r tree guard-tree &&
	{ echo "#ifndef _UAPI_STDDEF_H" && cat tree/include/uapi/linux/stddef.h && printf "#endif"; } \
		>guard-tree/include/uapi/linux/stddef.h &&
	fix_copy guard-tree guard fix --kernel include/uapi/linux/sqe.h &&
	! grep -q "BUG" "$SCRATCH/err" &&
	tail -n 4 "$SCRATCH/out" >tail &&
	printf "%s\n" " 	}" "+#endif" " #endif" "\\ No newline at end of file" >want &&
	test_cmp want tail &&
	(cd guard && git init -q && git apply "$SCRATCH/out") &&
	test "$(tail -c 16 guard/include/uapi/linux/stddef.h)" = "$(printf "\t}\n#endif\n#endif")"
'
test_expect_success 'a one-line definition, its comment above: the comment goes under #else with it' '
	cp -r tree one-tree &&
	printf "%s\n" "/* one line */" "#  define __DECLARE_FLEX_ARRAY( T ,N ) struct { struct { } __empty_ ## N; T N[]; }" \
		>one-tree/include/uapi/linux/stddef.h &&
	fix_copy one-tree one fix --kernel --in-place include/uapi/linux/sqe.h &&
	printf "%s\n" "#ifdef __cplusplus" "/* C++ gives an empty struct a byte: the C form would move the array */" \
		"#define __DECLARE_FLEX_ARRAY(T, N) T N[0]" "#else" "/* one line */" \
		"#  define __DECLARE_FLEX_ARRAY( T ,N ) struct { struct { } __empty_ ## N; T N[]; }" "#endif" >want &&
	test_cmp want one/include/uapi/linux/stddef.h &&
	test "$(layout one)" = "$(layout tree)"
'
test_expect_success 'the C-only macro would move the array for C++ (what the refusal says)' '
	cp -r tree moved &&
	sed -i "s/unsigned char cmd\[0\];/__DECLARE_FLEX_ARRAY(unsigned char, cmd);/" moved/include/uapi/linux/sqe.h &&
	test "$(layout moved)" != "$(layout tree)"
'
test_expect_success 'with the C++ form: converted, and C++ sees the same layout' '
	cp -r tree cxx &&
	cat >cxx/include/uapi/linux/stddef.h <<-\EOT &&
	#ifdef __cplusplus
	#define __DECLARE_FLEX_ARRAY(T, member) T member[0]
	#else
	#define __DECLARE_FLEX_ARRAY(TYPE, NAME)	\
		struct { \
			struct { } __empty_ ## NAME; \
			TYPE NAME[]; \
		}
	#endif
	EOT
	(cd cxx && run_flexfix fix --kernel --in-place include/uapi/linux/sqe.h) &&
	grep -q "__DECLARE_FLEX_ARRAY(unsigned char, cmd);" cxx/include/uapi/linux/sqe.h &&
	grep -q "__DECLARE_FLEX_ARRAY(unsigned int, w);" cxx/include/uapi/linux/sqe.h &&
	test "$(layout cxx)" = "$(layout tree)"
'
test_done
