#!/bin/sh
# make demo: what flexfix is for, on the made-up tree in examples/, one
# step at a time; each step says what it shows before it runs.
cd "$(dirname "$0")/.." || exit 2
FF=./flexfix
step() {
	if [ -t 1 ]; then
		printf '\n\033[1m== %s\033[0m\n$ %s\n' "$1" "$2"
	else
		printf '\n== %s\n$ %s\n' "$1" "$2"
	fi
}

step "1. scan: every trailing array of every struct and union, classified, as compiler warnings" \
	"flexfix scan examples/"
$FF scan examples/
echo "(exit status $?: 1 means findings)"

step "2. the same as counts per directory" "flexfix scan --summary --depth=3 examples/"
$FF scan --summary --depth=3 examples/

step "3. scan --explain: the evidence, how the code uses each array" \
	"flexfix scan --explain --root=examples examples/drivers/scsi"
$FF scan --explain --root=examples examples/drivers/scsi

step "4. fix: the conversion as a patch (stdout), then what was converted or not and why (stderr)" \
	"flexfix fix --kernel --root=examples examples/"
notes=$(mktemp) || exit 2
$FF fix --kernel --root=examples examples/ 2>"$notes"
cat "$notes"
rm -f "$notes"

step "5. guard: a patch that adds a fake flexible array is stopped (CI, pre-commit hooks)" \
	"git diff | flexfix guard --no-tree"
cat <<'PATCH' | $FF guard --no-tree 2>&1
diff --git a/drivers/net/foonet/foonet.h b/drivers/net/foonet/foonet.h
--- a/drivers/net/foonet/foonet.h
+++ b/drivers/net/foonet/foonet.h
@@ -1,3 +1,7 @@
+struct foonet_stats {
+	unsigned int count;
+	unsigned long long v[1];
+};
 struct foonet_a {
 	int x;
 };
PATCH
echo "(exit status $?: 1 means the patch adds findings)"

step "6. check: kbuild's checker, one file with the compiler's options (make C=1 CHECK=flexfix)" \
	"flexfix -D__KERNEL__ -Iexamples/include -c -o foonet_main.o examples/drivers/net/foonet/foonet_main.c"
$FF -D__KERNEL__ -Iexamples/include -c -o foonet_main.o examples/drivers/net/foonet/foonet_main.c

printf '\nNot in this demo yet: levels (what -fstrict-flex-arrays=1/2/3 would bounds-check)\nand __counted_by() suggestions: not built (see the README).\n'
