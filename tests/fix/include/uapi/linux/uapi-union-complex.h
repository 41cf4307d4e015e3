// check-name: the UAPI union form (--form=auto) leaves a multi-declarator UAPI [1] for a human
// check-command: cd ../../.. && flexfix fix --kernel --root=. include/uapi/linux/$file
// check-error-contains: not converted: 'ids' in 'struct qc': UAPI header: the struct's size is ABI, and the union form that keeps the size cannot be written: the member is too complex for the union form
// check-output-start
// check-output-end

struct qc {
	__u32 n, ids[1];
};

static inline __u32 qc_id(const struct qc *q, __u32 i)
{
	return q->ids[i];
}
