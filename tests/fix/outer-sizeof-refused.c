// check-name: sizeof() of a struct that ends with the converted one changes too
// check-error-contains: this sizeof() would shrink by one element at outer-sizeof-refused.c:19 (sizeof(struct req), whose type ends with 'struct sgmap')
// check-fix-wanted

struct sgmap {
	u32 count;
	u64 sg[1];
};

struct req {
	u32 op;
	struct sgmap sg;
};

size_t req_bytes(struct req *r);
size_t req_bytes(struct req *r)
{
	r->sg.sg[r->sg.count - 1] = 0;
	return sizeof(struct req) + (r->sg.count - 1) * sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
// check-fix-command: flexfix fix --kernel --no-root --form=rewrite $file
