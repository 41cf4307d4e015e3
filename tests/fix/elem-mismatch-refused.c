// check-name: (n - 1) * sizeof(another type) is not the element count: the sizeof() blocks
// check-error-contains: not converted: 'v' in 'struct m': this sizeof() would shrink by one element at elem-mismatch-refused.c:11 (sizeof(struct m))
// check-fix-wanted

struct m { u32 n; u64 v[1]; };

size_t m_bytes(struct m *p);
size_t m_bytes(struct m *p)
{
	p->v[p->n - 1] = 0;
	return sizeof(struct m) + (p->n - 1) * sizeof(u32);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
