// check-name: a [1] that is not the last declarator of its line is not trailing: nothing to fix
// check-command: flexfix fix --no-root --kernel $file; flexfix scan $file; echo "scan exit $?"
// check-output-start
// scan exit 0
// check-output-end

struct m {
	u32 n;
	u8 a[1], b;
};
