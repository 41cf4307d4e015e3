// check-name: a struct defined twice in one file, one definition ending with a [1] and one without (under #ifdef/#else): which one a use means is not told apart, so the [1] is not converted (before, converting another struct changed which definition 'struct req' named, and a second run converted more: found by fuzz-fix)
// check-error-contains: note: not converted: 'sg' in 'struct req': 'struct req' is defined twice in twice-in-one-file.c (which one a use means is not told apart)
// check-fix-wanted
#define REQ_V1

#ifdef REQ_V1
struct req {
	u32 count;
	u64 sg[1];
};
#else
struct req {
	u32 op;
	u32 flags;
};
#endif

size_t req_bytes(struct req *r);
size_t req_bytes(struct req *r)
{
	r->sg[r->count - 1] = 0;
	return sizeof(struct req) + (r->count - 1) * sizeof(u64);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
