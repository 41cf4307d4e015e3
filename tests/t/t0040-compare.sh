#!/bin/sh
# compare: two small trees written for this test (every class, moves,
# namesakes, anonymous and union members, [0x1]), the same history as three
# git commits read with --rev, JSON checked with jq, bad input.
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org

mkdir -p old/drv/a old/drv/b old/include new/drv/a new/drv/b new/include new/drv/c
cat >old/drv/a/a.h <<'EOT'
struct conv { int n; u8 data[1]; };
struct conv0 { int n; u8 data[0]; };
struct keep { int n; u8 data[1]; };
struct mov { int n; u32 ents[0]; };
struct gone { int n; u8 d[0]; };
struct memgone { int n; u8 d[0]; };
struct chg { int n; u8 d[1]; };
struct misplaced { int n; u8 d[0]; int after; };
struct sizekept { int n; struct item items[1]; };
struct uapi { int n; struct item m[1]; };
struct anon { int n; struct { int k; u8 v[0x1]; } hdr; };
typedef struct { int n; u8 x[0]; } tdef;
struct scalar { int n; u8 one[1]; };
EOT
cat >old/drv/b/b.h <<'EOT'
struct cmd { int id; int len; u8 data[1]; };
EOT
cat >new/drv/a/a.h <<'EOT'
struct conv { int n; u8 data[]; };
struct conv0 { int n; u8 data[] __counted_by(n); };
struct keep { int n; u8 data[1]; };
struct memgone { int n; };
struct chg { int n; u8 d[4]; };
struct misplaced { int n; int after; u8 d[]; };
struct sizekept { int n; union { struct item item; DECLARE_FLEX_ARRAY(struct item, items); }; };
struct uapi { int n; union { struct item m[1]; __DECLARE_FLEX_ARRAY(struct item, m_flex); }; };
struct anon { int n; struct { int k; u8 v[]; } hdr; };
typedef struct { int n; u8 x[1]; } tdef;
struct scalar { int n; u8 one; };
struct fresh { int n; u16 z[0]; };
EOT
cat >new/include/mov.h <<'EOT'

struct mov { int n; u32 ents[]; };
EOT
# drv/b's struct cmd is deleted; drv/c brings another struct of that name
cat >new/drv/b/b.h <<'EOT'
int unrelated;
EOT
cat >new/drv/c/c.h <<'EOT'
struct cmd { u64 tag; u64 addr; u64 flags; u8 data[1]; };
EOT

cat >expect.text <<'EOT'
drv/a/a.h:1:25: converted: 'data' in 'struct conv' ([1] -> [])
drv/a/a.h:2:26: converted: 'data' in 'struct conv0' ([0] -> [] __counted_by(n))
drv/a/a.h:3:25: kept: 'data' in 'struct keep' ([1])
drv/a/a.h:4:25: converted: 'ents' in 'struct mov' ([0] -> []) (new include/mov.h:2)
drv/a/a.h:5:25: removed: 'd' in 'struct gone' ([0], struct gone)
drv/a/a.h:6:28: removed: 'd' in 'struct memgone' ([0], member gone)
drv/a/a.h:7:24: changed: 'd' in 'struct chg' ([1] -> [4]) (new drv/a/a.h:5)
drv/a/a.h:8:30: converted: 'd' in 'struct misplaced' ([0] not last -> []) (new drv/a/a.h:6)
drv/a/a.h:9:38: converted: 'items' in 'struct sizekept' ([1] -> DECLARE_FLEX_ARRAY, size kept by 'item') (new drv/a/a.h:7)
drv/a/a.h:10:34: converted: 'm' in 'struct uapi' ([1] -> DECLARE_FLEX_ARRAY 'm_flex', size kept by 'm') (new drv/a/a.h:8)
drv/a/a.h:11:41: converted: 'hdr.v' in 'struct anon' ([0x1] -> []) (new drv/a/a.h:9)
drv/a/a.h:12:27: new: 'z' in 'struct fresh' ([0])
drv/a/a.h:12:28: changed: 'x' in 'typedef tdef' ([0] -> [1]) (new drv/a/a.h:10)
drv/a/a.h:13:27: changed: 'one' in 'struct scalar' ([1] -> not an array) (new drv/a/a.h:11)
drv/b/b.h:1:34: removed: 'data' in 'struct cmd' ([1], struct gone)
drv/c/c.h:1:47: new: 'data' in 'struct cmd' ([1])

directory remaining-before converted   kept changed removed   new remaining-after
drv/a                   13         7      1       3       2     1               3
drv/b                    1         0      0       0       1     0               0
drv/c                    0         0      0       0       0     1               1
total                   14         7      1       3       3     2               4
EOT

test_expect_success 'two directories: every class, a move, a namesake in another driver' '
	{ run_flexfix compare old new; test $? = 1; } &&
	test_cmp expect.text "$SCRATCH/out" && test ! -s "$SCRATCH/err"
'

test_expect_success 'trailing slashes and ./ name the same trees' '
	{ run_flexfix compare ./old/ new//; test $? = 1; } &&
	test_cmp expect.text "$SCRATCH/out"
'

test_expect_success '--summary, --depth, --classes' '
	{ run_flexfix compare --summary --depth=1 old new; test $? = 1; } &&
	cat >expect.summary <<-\EOT &&
	directory remaining-before converted   kept changed removed   new remaining-after
	drv                     14         7      1       3       3     2               4
	total                   14         7      1       3       3     2               4
	EOT
	test_cmp expect.summary "$SCRATCH/out" &&
	{ run_flexfix compare --classes=removed,new old new; test $? = 1; } &&
	test "$(grep -c ": removed: \|: new: " "$SCRATCH/out")" = 5 &&
	! grep -q ": converted: \|: kept: \|: changed: " "$SCRATCH/out"
'

test_expect_success 'JSON carries the same entries and totals' '
	{ run_flexfix compare --format=json old new; test $? = 1; } &&
	jq -e ".old == \"old\" and .new == \"new\" and (.entries | length) == 16" "$SCRATCH/out" &&
	jq -e "[.entries[] | select(.class == \"converted\")] | length == 7" "$SCRATCH/out" &&
	jq -e ".entries[] | select(.record == \"struct mov\") | .moved and .new.path == \"include/mov.h\" and .old.size == \"0\"" "$SCRATCH/out" &&
	jq -e ".entries[] | select(.record == \"struct conv0\") | .new.counted_by == \"n\" and .new.declare_flex_array == false" "$SCRATCH/out" &&
	jq -e ".entries[] | select(.record == \"struct sizekept\") | .new.size_kept_by == \"item\" and .new.declare_flex_array" "$SCRATCH/out" &&
	jq -e ".entries[] | select(.record == \"struct scalar\") | .new.form == \"not an array\"" "$SCRATCH/out" &&
	jq -e "[.entries[] | select(.class == \"removed\") | .gone] == [\"struct\", \"member\", \"struct\"]" "$SCRATCH/out" &&
	jq -e ".totals[-1] | .directory == \"total\" and .remaining_before == 14 and .remaining_after == 4 and .new == 2" "$SCRATCH/out"
'

test_expect_success 'no new fake array: exit 0' '
	{ run_flexfix compare new new; test $? = 0; } &&
	grep -q "^total  *4  *0  *4  *0  *0  *0  *4$" "$SCRATCH/out"
'

test_expect_success 'git revisions: the same ledger, unchanged blobs scanned once' '
	git init -q repo && cp -r old/. repo/ && (cd repo && git add . && git commit -qm one) &&
	(cd repo && echo "/* nothing */" >>drv/a/a.h && git commit -qam two) &&
	rm -r repo/drv && cp -r new/. repo/ && (cd repo && git add -A . && git commit -qm three) &&
	sed "s/ (new / (HEAD /" expect.text >expect.git &&
	{ run_flexfix compare --stats --rev HEAD~2 --rev HEAD repo; test $? = 1; } &&
	test_cmp expect.git "$SCRATCH/out" &&
	grep -q "^flexfix: HEAD~2: 2 files, 2 scanned; HEAD: 4 files, 4 scanned; 14 fake flexible arrays before, 4 after;" "$SCRATCH/err" &&
	{ run_flexfix compare --stats --rev HEAD~2 --rev HEAD~1 repo; test $? = 0; } &&
	grep -q "^flexfix: HEAD~2: 2 files, 2 scanned; HEAD~1: 2 files, 1 scanned;" "$SCRATCH/err" &&
	grep -q "^total  *14  *0  *14  *0  *0  *0  *14$" "$SCRATCH/out" &&
	(cd repo/drv && { run_flexfix compare --rev HEAD~2 --rev HEAD; test $? = 1; }) &&
	test_cmp expect.git "$SCRATCH/out" &&
	{ run_flexfix compare --rev HEAD~2 --rev HEAD repo/drv/a; test $? = 1; } &&
	test_cmp expect.git "$SCRATCH/out" &&
	test -z "$(cd repo && git status --porcelain)"
'

test_expect_success 'bad input is an error, never an empty ledger' '
	mkdir empty &&
	{ run_flexfix compare empty new; test $? = 2; } && grep -q "^flexfix: empty: no .c or .h files$" "$SCRATCH/err" &&
	{ run_flexfix compare old missing; test $? = 2; } && grep -q "^flexfix: missing: No such file or directory$" "$SCRATCH/err" &&
	{ run_flexfix compare --rev HEAD --rev nosuch repo; test $? = 2; } && grep -q "^flexfix: nosuch: " "$SCRATCH/err" &&
	{ run_flexfix compare --rev HEAD --rev HEAD empty; test $? = 2; } && grep -q "^flexfix: empty: " "$SCRATCH/err" &&
	{ run_flexfix compare --rev HEAD old; test $? = 2; } &&
	{ run_flexfix compare old; test $? = 2; } &&
	{ run_flexfix compare --classes=bogus old new; test $? = 2; } && grep -q "unknown class .bogus." "$SCRATCH/err" &&
	{ run_flexfix compare --format=sarif old new; test $? = 2; } &&
	{ run_flexfix compare --depth=2x old new; test $? = 2; }
'

test_done
