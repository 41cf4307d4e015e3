#!/bin/sh
# verify on small projects written for this test: a [0] conversion in a
# header two objects include gives identical objects; a [1] conversion with
# its size rewritten to struct_size() changes exactly the function that was
# rewritten; a conversion that forgets a size expression is caught as
# unexpected; the size-keeping union form, which adds lines, leaves the
# code identical (line numbers kept); a patch that does not build is a build
# failure (exit 2).
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
git init -q proj && cd proj
cp -r "$TOP/tests/verify/." .
P=$SCRATCH/proj
# compile_commands.json as CMake or bear would write it
{
	echo '['
	sep=
	for f in log.c ring.c pkt.c util.c note.c wire.c; do
		printf '%s{ "directory": "%s", "file": "%s", "command": "gcc -O2 -I. -c -o %s %s" }\n' \
			"$sep" "$P" "$f" "${f%.c}.o" "$f"
		sep=,
	done
	echo ']'
} >compile_commands.json
git add -A && git commit -qm base

# compile_commands.json of one file in the current directory, with debug information
one_file_commands() {
	printf '[{ "directory": "%s", "file": "%s", "command": "gcc -O2 -g -c -o %s %s" }]\n' \
		"$PWD" "$1" "${1%.c}.o" "$1" >compile_commands.json
}

# PATCH: the difference between the tree and its committed state, then undone
make_patch() { git diff >"$SCRATCH/$1.patch" && git checkout -q .; }

test_expect_success '[0] to [] in a header two objects include: both identical, the others not built twice' '
	sed -i "s/char text\[0\];/char text[];/" log.h && make_patch zero &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/zero.patch"; test $? = 0; } &&
	grep -q "^log.o  *identical$" "$SCRATCH/out" && grep -q "^ring.o  *identical$" "$SCRATCH/out" &&
	! grep -q "^pkt.o" "$SCRATCH/out" && ! grep -q "^util.o" "$SCRATCH/out" &&
	grep -q "^layout: struct log_rec  size 8 -> 8, member offsets unchanged$" "$SCRATCH/out" &&
	grep -q "^flexfix: 2 identical, 0 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

test_expect_success '[1] with struct_size(): exactly the rewritten function changes, as expected' '
	"$TOP/flexfix" fix --kernel pkt.h pkt.c >"$SCRATCH/one.patch" && git apply "$SCRATCH/one.patch" && make_patch one &&
	grep -q "struct_size(p, words, n)" "$SCRATCH/one.patch" &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/one.patch"; test $? = 0; } &&
	grep -q "^pkt.o  *1 symbol changed: pkt_alloc$" "$SCRATCH/out" &&
	grep -q "^layout: struct pkt  size 8 -> 4, member offsets unchanged$" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

test_expect_success 'a conversion that forgets a size expression is unexpected (exit 1)' '
	sed -i "s/u32 words\[1\];/u32 words[];/" pkt.h && make_patch wrong &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/wrong.patch"; test $? = 1; } &&
	grep -q "^pkt.o .*not explained by the patch: pkt_alloc" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 0 changed as expected by the patch, 1 unexpected$" "$SCRATCH/out"
'

test_expect_success '--format=json carries the verdicts (jq)' '
	{ run_flexfix verify --format=json --compile-commands=compile_commands.json "$SCRATCH/wrong.patch"; test $? = 1; } &&
	jq -e ".summary.unexpected == 1 and .objects[0].object == \"pkt.o\" and .objects[0].verdict == \"unexpected\"" "$SCRATCH/out" >/dev/null &&
	jq -e "[.objects[0].symbols[] | select(.symbol == \"pkt_alloc\" and .expected == false)] | length == 1" "$SCRATCH/out" >/dev/null &&
	jq -e ".layouts[0].struct == \"struct pkt\" and .layouts[0].size_before == 8 and .layouts[0].size_after == 4" "$SCRATCH/out" >/dev/null
'

test_expect_success 'the union form: identical code although lines moved (__LINE__ kept), its placeholder no surprise' '
	"$TOP/flexfix" fix --kernel wire.c >"$SCRATCH/wire.patch" && grep -q "^+		u32 word;" "$SCRATCH/wire.patch" &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/wire.patch"; test $? = 0; } &&
	grep -q "^wire.o  *identical$" "$SCRATCH/out" &&
	grep -q "^  .word. is new (the one element the array held, beside it in a union)$" "$SCRATCH/out" &&
	grep -q "^flexfix: 1 identical, 0 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'

test_expect_success 'i386 REL relocations: an addend moved by the layout is no change (a static array moved down)' '
	mkdir -p "$SCRATCH/rel" && cd "$SCRATCH/rel" && git init -q &&
	printf "static int table[16];\nvoid set(int i, int v)\n{\n\ttable[i] = v;\n}\nint later(int i)\n{\n\treturn table[i + 1];\n}\n" >x.c &&
	git add x.c && git commit -qm base &&
	sed -i "1i static int pad[4];" x.c && sed -i "s/^\ttable\[i\] = v;/&\n\tpad[i \& 3] += v;/" x.c &&
	printf "int padded(int i)\n{\n\treturn pad[i & 3];\n}\n" >>x.c &&
	git diff >"$SCRATCH/rel.patch" && git checkout -q x.c &&
	{ run_flexfix verify --cc="gcc -m32 -O2 -fno-pic -fno-toplevel-reorder" "$SCRATCH/rel.patch"; test $? = 0; } &&
	grep -q "^x.o  *3 symbols changed: set, pad (new), padded (new)$" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out"
'
cd "$P"

test_expect_success 'the same instructions pointing elsewhere: the relocations that differ are shown' '
	mkdir -p "$SCRATCH/reloc" && cd "$SCRATCH/reloc" && git init -q &&
	printf "extern int first, second;\nint pick(void)\n{\n\treturn first;\n}\n" >p.c &&
	git add p.c && git commit -qm base && sed -i "s/return first;/return second;/" p.c &&
	git diff >"$SCRATCH/reloc.patch" && git checkout -q p.c &&
	run_flexfix verify --cc="gcc -O2" "$SCRATCH/reloc.patch" &&
	grep -q "^p.o  *1 symbol changed: pick$" "$SCRATCH/out" &&
	grep -q "^    - +0x[0-9a-f]*: first-4$" "$SCRATCH/out" && grep -q "^    + +0x[0-9a-f]*: second-4$" "$SCRATCH/out"
'
cd "$P"

test_expect_success 'a function that only points into a grown one (its relocation shown), calls one that moved (a displacement the assembler wrote) and stores the address of another (i386: in its bytes, a REL relocation) follows it, on x86_64 and i386' '
	mkdir -p "$SCRATCH/follow2" && cd "$SCRATCH/follow2" && git init -q &&
	cat >f.c <<-\EOT &&
	asm(".pushsection .text.x,\"ax\"\n.Lstart:\n.popsection");
	__attribute__((section(".text.x"), naked)) void a(void)
	{
		asm(".byte 0x90,0x90,0x90,0x90");
	}
	__attribute__((section(".text.x"), naked)) void b(void)
	{
		asm(".byte 0xc3,0x90,0x90,0x90");
	}
	static __attribute__((naked, used)) void early(void)
	{
		asm("ret");
	}
	void mid(void);
	__attribute__((naked)) void mid(void)
	{
		asm(".byte 0x90,0x90,0x90,0x90\nret");
	}
	static __attribute__((naked, used)) void later(void)
	{
		asm("ret");
	}
	void user(void);
	__attribute__((naked)) void user(void)
	{
		asm("call early\ncall .Lstart+12\nmovl $later, %eax\nret");
	}
	EOT
	git add f.c && git commit -qm base &&
	sed -i "s/0x90,0x90,0x90,0x90/&,0x90,0x90,0x90,0x90/" f.c && git diff >"$SCRATCH/follow2.patch" && git checkout -q f.c &&
	for m in -m64 "-m32 -fno-pic"; do
		run_flexfix verify --cc="gcc $m -O2 -fno-toplevel-reorder -falign-functions=1" "$SCRATCH/follow2.patch" &&
		grep -q "^f.o  *3 symbols changed: a, mid, user$" "$SCRATCH/out" &&
		grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" || return 1
	done &&
	run_flexfix verify --cc="gcc -O2 -fno-toplevel-reorder -falign-functions=1" "$SCRATCH/follow2.patch" &&
	grep -q "^    - +0x6: b+2$" "$SCRATCH/out" && grep -q "^    + +0x6: a+8$" "$SCRATCH/out"
'
test_expect_success 'only an array bound changed, the layout not: code generation only, said so, expected; a member type changed is not' '
	mkdir -p "$SCRATCH/codegen" && cd "$SCRATCH/codegen" && git init -q &&
	cat >rec.h <<-\EOT &&
	struct rec {
		int n;
		unsigned int w[0];
	};
	extern struct rec glob;
	EOT
	cat >room.c <<-\EOT &&
	#include "rec.h"
	unsigned long rec_room(void);
	unsigned long rec_room(void)
	{
		const struct rec *r = &glob;

		return __builtin_object_size(r->w, 1) + (r->n < 0);
	}
	EOT
	one_file_commands room.c &&
	git add -A && git commit -qm base &&
	sed -i "s/w\[0\];/w[];/" rec.h && git diff >"$SCRATCH/bound.patch" && git checkout -q rec.h &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/bound.patch"; test $? = 0; } &&
	grep -q "^room.o  *1 symbol changed: rec_room; code generation only, around a record whose patch changed only an array.s bound (no member.s offset or type differs, nor any size the function uses): rec_room (struct rec)$" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" &&
	sed -i "s/w\[0\];/w[];/; s/^int n;/unsigned int n;/" rec.h && git diff >"$SCRATCH/type.patch" && git checkout -q rec.h &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/type.patch"; test $? = 1; } &&
	grep -q "^room.o  *1 symbol changed: rec_room; not explained by the patch: rec_room$" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 0 changed as expected by the patch, 1 unexpected$" "$SCRATCH/out"
'
test_expect_success 'a record holding a converted one by value, its layout unchanged (the union form): code generation only in functions naming the holder (by its tag or a typedef name), said so with the member (a local declared with a typedef name and a star is read as such, __func__ is the function name); a holder whose layout changed is not' '
	mkdir -p "$SCRATCH/holder" && cd "$SCRATCH/holder" && git init -q &&
	cat >rec.h <<-\EOT &&
	struct rec {
		int n;
		unsigned int w[1];
	};
	struct box {
		struct rec r;
		int tail;
	};
	extern struct box gbox;
	typedef struct box box_t;
	typedef int tail_t;
	void sink(const tail_t *t);
	void note(const char *s);
	EOT
	cat >room.c <<-\EOT &&
	#include "rec.h"
	unsigned long box_room(void);
	unsigned long box_room(void)
	{
		struct box *b = &gbox;
		const tail_t *t = &b->tail;

		sink(t);
		note(__func__);
		return __builtin_object_size(b->r.w, 1) + (b->tail < 0);
	}
	unsigned long box_room_t(box_t *b);
	unsigned long box_room_t(box_t *b)
	{
		return __builtin_object_size(b->r.w, 1) + (b->tail < 0);
	}
	EOT
	one_file_commands room.c &&
	git add -A && git commit -qm base &&
	sed -i "s/unsigned int w\[1\];/union { unsigned int first_w; struct { struct { } __empty_w; unsigned int w[]; }; };/" rec.h &&
	make_patch union &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/union.patch"; test $? = 0; } &&
	grep -q "^room.o  *2 symbols changed: box_room, box_room_t; code generation only, .*: box_room (struct box, which holds struct rec (r)), box_room_t (typedef box_t, which holds struct rec (r))$" "$SCRATCH/out" &&
	grep -q "^flexfix: 0 identical, 1 changed as expected by the patch, 0 unexpected$" "$SCRATCH/out" &&
	sed -i "s/unsigned int w\[1\];/unsigned int w[];/" rec.h && make_patch shrink &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/shrink.patch"; test $? = 1; } &&
	grep -q "^room.o  *2 symbols changed: box_room, box_room_t; not explained by the patch: box_room, box_room_t$" "$SCRATCH/out"
'
test_expect_success '[1] to [] where a function uses no size of the record: code generation only; a size use, a step or a hand-over keeps it unexpected' '
	mkdir -p "$SCRATCH/bound" && cd "$SCRATCH/bound" && git init -q &&
	cat >hdr.h <<-\EOT &&
	struct hdr {
		unsigned char a, b;
		unsigned short n;
		unsigned int m[1];
	};
	struct page {
		unsigned char a, b;
		unsigned short n;
		unsigned int x, y, z, w;
	};
	extern const struct hdr *last;
	void consume(const void *p);
	EOT
	cat >hdr.c <<-\EOT &&
	#include "hdr.h"
	void hdr_build(struct hdr *h, unsigned int v);
	unsigned long hdr_bytes(const struct hdr *h);

	static const unsigned int kinds[] = { 3, 5 };

	void hdr_build(struct hdr *h, unsigned int v)
	{
		struct page *p = (struct page *)h;

		h->a = (unsigned char)kinds[v & 1] + (unsigned char)(sizeof(kinds) / sizeof(kinds[0]));
		h->n = sizeof(*p) - 4;
		__builtin_memset(h->m, 0, h->n);
		p->x = v;
		p->y = 0;
		p->z = v;
		p->w = 0;
	}

	unsigned long hdr_bytes(const struct hdr *h)
	{
		return sizeof(*h) + h->n;
	}
	EOT
	one_file_commands hdr.c &&
	git add -A && git commit -qm base &&
	sed -i "s/m\[1\];/m[];/" hdr.h && git diff >"$SCRATCH/shrink.patch" && git checkout -q hdr.h &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/shrink.patch"; test $? = 1; } &&
	grep -q "^hdr.o  *2 symbols changed: hdr_build, hdr_bytes; code generation only, around a record whose patch changed only an array.s bound (no member.s offset or type differs, nor any size the function uses): hdr_build (struct hdr); not explained by the patch: hdr_bytes$" "$SCRATCH/out" &&
	grep -q "^layout: struct hdr  size 8 -> 4, member offsets unchanged$" "$SCRATCH/out" &&
	for use in "last = h + 1;" "consume(h);" "consume(&h[1]);" "*h = *last;" "h->n = sizeof(struct hdr);" "h->n += (unsigned short)sizeof(struct hdr);"; do
		git checkout -q hdr.c &&
		sed -i "/p->w = 0;/a $use" hdr.c && grep -qF "$use" hdr.c && git commit -qam "$use" &&
		{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/shrink.patch"; test $? = 1; } &&
		grep -q "^hdr.o .*; not explained by the patch: hdr_build, hdr_bytes$" "$SCRATCH/out" || return 1
	done
'
cd "$P"

test_expect_success '--cc compiles the touched .c file alone' '
	{ run_flexfix verify --cc="gcc -O2 -I." "$SCRATCH/one.patch"; test $? = 0; } &&
	grep -q "^pkt.o  *1 symbol changed: pkt_alloc$" "$SCRATCH/out"
'

test_expect_success 'a value change fix lists (--fix-notes, or the list in a mail) is expected; one it does not see is not' '
	"$TOP/flexfix" fix --kernel note.h note.c >"$SCRATCH/note.patch" 2>"$SCRATCH/note.notes" &&
	grep -q "^note.c:9:[0-9]*: note: value changes (one element less): memset(p, 0, sizeof(struct note))$" "$SCRATCH/note.notes" &&
	{ run_flexfix verify --cc="gcc -O2 -I." --objects=note.c "$SCRATCH/note.patch"; test $? = 1; } &&
	grep -q "^note.o .*not explained by the patch: note_clear, note_reset$" "$SCRATCH/out" &&
	{ run_flexfix verify --cc="gcc -O2 -I." --objects=note.c --fix-notes="$SCRATCH/note.notes" "$SCRATCH/note.patch"; test $? = 1; } &&
	grep -q "^note.o .*; value changes the patch lists (one element less): note_clear (note.c:9: memset(p, 0, sizeof(struct note))); not explained by the patch: note_reset$" "$SCRATCH/out" &&
	rm -rf "$SCRATCH/nm" && "$TOP/flexfix" fix --kernel --format-patch="$SCRATCH/nm" note.h note.c 2>/dev/null &&
	{ run_flexfix verify --cc="gcc -O2 -I." --objects=note.c --format=json "$SCRATCH"/nm/0001-*; test $? = 1; } &&
	jq -e "[.objects[0].symbols[] | select(.listed_value_change)] | map(.symbol) == [\"note_clear\"]" "$SCRATCH/out" >/dev/null &&
	jq -e "[.objects[0].symbols[] | select(.expected | not)] | map(.symbol) == [\"note_reset\"]" "$SCRATCH/out" >/dev/null
'

test_expect_success 'fix --verify keeps pkt (expected change) and drops note (a size in a macro it does not read shrinks)' '
	{ run_flexfix fix --kernel --verify --compile-commands=compile_commands.json pkt.h pkt.c note.h note.c; test $? = 0; } &&
	grep -q "^+	u32 words\[\];" "$SCRATCH/out" && ! grep -q "note" "$SCRATCH/out" &&
	grep -q "note: not converted: .w. in .struct note.: verify: the objects changed in ways the conversion does not explain" "$SCRATCH/err" &&
	grep -q "note: converted .words. in .struct pkt." "$SCRATCH/err" &&
	git apply --check "$SCRATCH/out"
'

test_expect_success 'fix --verify --format-patch: the mails say what the builds proved, below the ---' '
	rm -rf "$SCRATCH/mails" &&
	"$TOP/flexfix" fix --kernel --verify --compile-commands=compile_commands.json --format-patch="$SCRATCH/mails" \
		--cover-letter pkt.h pkt.c note.h note.c 2>"$SCRATCH/err" &&
	ls "$SCRATCH/mails" >"$SCRATCH/list" && test "$(wc -l <"$SCRATCH/list")" = 2 &&
	cat "$SCRATCH/mails/0001-"* >"$SCRATCH/mail" &&
	sed -n "/^---$/,/^ [a-z.]* |/p" "$SCRATCH/mail" | tr "\n" " " >"$SCRATCH/notes" &&
	grep -q "Each struct.s conversion was built before and after alone with the project.s compiler and flags (flexfix verify): 0 objects compiled to the same code, 1 changed only where the conversion explains it: pkt.o (1 symbol changed: pkt_alloc)\. 1 struct whose conversion changed code otherwise was left out\." "$SCRATCH/notes" &&
	! sed -n "1,/^---$/p" "$SCRATCH/mail" | grep -q "flexfix verify" &&
	tr "\n" " " <"$SCRATCH/mails/0000-cover-letter.patch" >"$SCRATCH/cover" &&
	grep -q "1 struct whose conversion changed code otherwise was left out" "$SCRATCH/cover" &&
	grep -q "1 other array under the same paths is not converted here: verify: the objects changed in ways the conversion does not explain (1)\." "$SCRATCH/cover"
'

test_expect_success 'the tree is left as it was' '
	git status --porcelain >"$SCRATCH/st" && test ! -s "$SCRATCH/st"
'

test_expect_success 'a patch that does not compile: build failed, exit 2, the others compared, the log kept' '
	sed -i "s/return n;/return n +;/" util.c && echo "/* x */" >>ring.c && make_patch broken &&
	mkdir -p "$SCRATCH/tmp" &&
	{ (export TMPDIR=$SCRATCH/tmp; run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/broken.patch"); test $? = 2; } &&
	grep -q "flexfix: util.o: the compiler failed after the patch: .*error" "$SCRATCH/err" &&
	grep -q "^ring.o  *identical$" "$SCRATCH/out" &&
	log=$(sed -n "s/.*(log: \(.*\))$/\1/p" "$SCRATCH/err") && test -n "$log" && grep -q "error" "$log" &&
	! ls -d "$SCRATCH"/tmp/flexfix-verify.* 2>/dev/null
'

# a compiler that never finishes
printf "#!/bin/sh\nexec sleep 37\n" >"$SCRATCH/slowcc" && chmod +x "$SCRATCH/slowcc"

test_expect_success '--timeout: a compile that runs too long is killed, a build failure (exit 2)' '
	start=$(date +%s) &&
	{ run_flexfix verify --cc="$SCRATCH/slowcc" --timeout=1 "$SCRATCH/one.patch"; test $? = 2; } &&
	test $(($(date +%s) - start)) -lt 20 &&
	grep -q "did not finish within the --timeout" "$SCRATCH/err" && ! pgrep -f "sleep 37" >/dev/null
'

test_expect_success 'SIGTERM: the compilers are stopped, the copy removed, then the signal ends it' '
	mkdir -p "$SCRATCH/tmp2" && for B in $BINS; do
		(TMPDIR=$SCRATCH/tmp2 exec "$B" verify --cc="$SCRATCH/slowcc" "$SCRATCH/one.patch") >/dev/null 2>&1 &
		pid=$! n=0
		until pgrep -f "sleep 37" >/dev/null; do n=$((n + 1)); [ $n -lt 500 ] || exit 1; sleep 0.02; done
		kill -TERM $pid; st=0; wait $pid || st=$?
		test $st = 143 && ! ls -d "$SCRATCH"/tmp2/flexfix-verify.* 2>/dev/null && ! pgrep -f "sleep 37" >/dev/null || exit 1
	done
'

test_expect_success 'a copy left by a killed run (its pid gone) is removed by the next run' '
	mkdir -p "$SCRATCH/tmp3/flexfix-verify.left" && sh -c "echo \$\$" >"$SCRATCH/tmp3/flexfix-verify.left/pid" &&
	mkdir -p "$SCRATCH/tmp3/flexfix-verify.alive" && echo $$ >"$SCRATCH/tmp3/flexfix-verify.alive/pid" &&
	{ (export TMPDIR=$SCRATCH/tmp3; run_flexfix verify --cc="gcc -O2 -I." "$SCRATCH/one.patch"); test $? = 0; } &&
	test ! -e "$SCRATCH/tmp3/flexfix-verify.left" && test -d "$SCRATCH/tmp3/flexfix-verify.alive"
'

test_expect_success 'a patch that does not apply is refused (exit 2)' '
	sed "s/char text/char txet/" "$SCRATCH/zero.patch" >"$SCRATCH/bad.patch" &&
	{ run_flexfix verify --compile-commands=compile_commands.json "$SCRATCH/bad.patch"; test $? = 2; } &&
	grep -q "the patch does not apply" "$SCRATCH/err"
'

test_done
