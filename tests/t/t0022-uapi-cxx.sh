#!/bin/sh
# A UAPI header is compiled by C++ too: fix's __DECLARE_FLEX_ARRAY() for a
# [0] union member or a sole [0] keeps every C++ offset and size when the
# tree's macro has a C++ form, and is refused while it has none (C++ gives
# 'struct { }' a byte, so the array would move). The layouts are clang++'s.
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
layout() {	# DIR: the C++ layout of the structs of DIR's header
	clang++ -w -I"$1/include/uapi" -o layout layout.cc && ./layout
}

test_expect_success 'clang++ is there (the test dependencies install it)' '
	command -v clang++
'
test_expect_success 'with a C-only macro: refused, the definition named' '
	before=$(layout tree) &&
	cp -r tree c-only &&
	(cd c-only && run_flexfix fix --kernel --in-place include/uapi/linux/sqe.h); test $? = 0 &&
	grep -q "not converted: .cmd. in .union <anonymous>.: __DECLARE_FLEX_ARRAY() has no C++ form in this tree (include/uapi/linux/stddef.h:1)" "$SCRATCH/err" &&
	grep -q "not converted: .w. in .struct words.: __DECLARE_FLEX_ARRAY() has no C++ form" "$SCRATCH/err" &&
	cmp tree/include/uapi/linux/sqe.h c-only/include/uapi/linux/sqe.h &&
	test "$(layout c-only)" = "$before"
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
