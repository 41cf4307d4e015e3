// check-name: --uapi=union leaves a multi-declarator UAPI [1] for a human
// check-command: cd ../../.. && flexfix fix --kernel --uapi=union include/uapi/linux/$file
// check-error-contains: not converted: 'ids' in 'struct qc': UAPI member too complex for the union form
// check-output-start
// check-output-end

struct qc {
	__u32 n, ids[1];
};
