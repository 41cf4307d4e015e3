#!/bin/sh
# make demo's script: every step introduced and run, in order, and each
# shows what it is for (a finding, the counts, the evidence, a diff and its
# notes, guard's verdict, the checker's warnings).
. ./test-lib.sh
test_expect_success 'examples/demo.sh runs every step' '
	sh "$TOP/examples/demo.sh" >"$SCRATCH/demo" 2>"$SCRATCH/demo.err" && test ! -s "$SCRATCH/demo.err" &&
	test "$(grep -c "^== [1-6]\. " "$SCRATCH/demo")" = 6 &&
	grep -q "^examples/drivers/net/foonet/foonet.h:20:22: error: member .rcu. follows zero-length array .routes." "$SCRATCH/demo" &&
	grep -q "^total  " "$SCRATCH/demo" &&
	grep -q "note: used as flexible: size expression" "$SCRATCH/demo" &&
	grep -q "^+	size = struct_size(req, sge, nseg);$" "$SCRATCH/demo" &&
	grep -q "^flexfix: 4 converted" "$SCRATCH/demo" &&
	grep -q "patch adds one-element array .v." "$SCRATCH/demo" &&
	grep -q "^examples/drivers/net/foonet/foonet_main.c:8:20: warning: member .cmds." "$SCRATCH/demo" &&
	test "$(grep -n "^== 4" "$SCRATCH/demo" | cut -d: -f1)" -lt "$(grep -n "^diff --git" "$SCRATCH/demo" | head -1 | cut -d: -f1)"
'
test_done
