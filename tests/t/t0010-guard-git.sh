#!/bin/sh
# guard in a git repository: the default tree is the work tree, git diff /
# --cached / --rev, the baseline written by scan, and git-flexfix.
. ./test-lib.sh
cd "$SCRATCH"
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.org GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.org
export PATH="$TOP/contrib:$PATH"
mkdir bin && ln -s "$TOP/flexfix" bin/flexfix && export PATH="$SCRATCH/bin:$PATH"
git init -q repo && cd repo
cat >l2.h <<'EOT'
#include <linux/types.h>

struct l2_entry {
	int v;
};

struct l2_data {
	unsigned int n;
	rwlock_t lock;
	struct l2_entry tab[0];
};

struct msg {
	u32 count;
	u8 data[1];
};
EOT
git add l2.h && git commit -qm initial

test_expect_success 'git diff of the work tree: the whole file is read from the tree' '
	sed -i "s|\tstruct l2_entry tab\[0\];|&\n\tstruct rcu_head rcu;|" l2.h &&
	git diff >../wt.diff &&
	{ run_flexfix guard ../wt.diff; test $? = 1; } &&
	grep -q "^l2.h:11:18: error: patch adds member .rcu. after zero-length array .tab. in .struct l2_data. \[flexfix-zero-length-not-last\]$" "$SCRATCH/out" &&
	grep -q "^flexfix: 1 problem added, 0 removed$" "$SCRATCH/err"
'

test_expect_success 'git diff --cached through git-flexfix (a pre-commit hook)' '
	git add l2.h &&
	{ git flexfix guard --cached >../out 2>../err; test $? = 1; } &&
	grep -q "^l2.h:11:18: error: patch adds member .rcu." ../out
'

test_expect_success 'a patch not applied yet: the tree holds the pre-image' '
	git stash -q &&
	{ run_flexfix guard ../wt.diff; test $? = 1; } &&
	grep -q "^l2.h:11:18: error: patch adds member .rcu." "$SCRATCH/out" &&
	git stash pop -q
'

test_expect_success '--rev reads the pre-image from git' '
	git commit -qam "add rcu" &&
	git diff HEAD~1 HEAD >../c.diff &&
	git checkout -q HEAD~1 -- l2.h &&
	{ run_flexfix guard --rev HEAD~1 ../c.diff; test $? = 1; } &&
	grep -q "^l2.h:11:18: error" "$SCRATCH/out" &&
	git checkout -q HEAD -- l2.h
'

test_expect_success 'a conversion commit counts what it removes' '
	sed -i "s|u8 data\[1\];|u8 data[];|" l2.h && git commit -qam convert &&
	{ git flexfix guard HEAD~1..HEAD >../out 2>../err; test $? = 0; } &&
	grep -q "^flexfix: 0 problems added, 1 removed (1 one-element array)$" ../err
'

test_expect_success 'git-flexfix: nothing staged passes; a git diff that fails fails (not 0 problems)' '
	{ git flexfix guard --cached >../out 2>../err; test $? = 0; } &&
	grep -q "^flexfix: 0 problems added, 0 removed$" ../err &&
	{ git flexfix guard no-such-rev..HEAD >../out 2>../err; test $? != 0; } &&
	! grep -q "problems added" ../err &&
	{ git diff no-such-rev 2>/dev/null | "$TOP/flexfix" guard >../out 2>../err; test $? = 2; } &&
	grep -q "no diff in the input" ../err
'

test_expect_success 'a finding listed in the baseline does not fail the check' '
	sed -i "s|u8 data\[\];|u8 data[1];|" l2.h && git diff >../back.diff &&
	{ run_flexfix guard ../back.diff; test $? = 1; } &&
	{ run_flexfix scan --write-baseline=../base .; test $? = 1; } &&
	grep -q "^one-element	l2.h	struct msg	data$" ../base &&
	{ run_flexfix guard --baseline=../base ../back.diff; test $? = 0; } &&
	grep -q "1 more accepted by the baseline" "$SCRATCH/err" &&
	git checkout -q -- l2.h
'

test_expect_success 'git flexfix scan lists the files git tracks' '
	echo "struct u { int v[1]; };" >untracked.h &&
	{ git flexfix scan >../out; test $? = 1; } &&
	grep -q "^l2.h:" ../out && ! grep -q untracked ../out
'

test_expect_success 'outside any git repository, guard reads the hunks alone' '
	cd "$SCRATCH" && mkdir -p plain && cd plain &&
	{ GIT_CEILING_DIRECTORIES="$SCRATCH" "$TOP/flexfix" guard ../wt.diff >out 2>err; test $? = 1; } &&
	grep -q "^l2.h:11:18: error" out
'

test_done
