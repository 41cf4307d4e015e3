// check-name: the size of a struct reached through a member pointer ('sizeof(*drm->svm)', 'sizeof(d->fault[0])') is a size of that struct: the union form keeps it, or, where the union cannot be written, the conversion is refused; struct_size(p, m[0].v, n) counts v, not m, and its sizeof(*p) holds m's one element: no evidence for m (and m's elements end with a [0]: refused for that first)
// check-error-contains: note: converted 'buffer' in 'struct svm' to a flexible array member in a union with its one element
// check-error-contains: note: not converted: 'ring' in 'struct fault': this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the element type is defined in the declaration without a tag (it would be defined twice) at size-through-member.c:43 (sizeof(d->fault[0]))
// check-error-contains: note: not converted: 'port' in 'struct counters_msg': its element type ends with a flexible array
// check-fix-wanted

struct svm_buf {
	u32 id;
	u32 nr;
};

struct svm {
	u32 nr;
	struct svm_buf buffer[1];
};

struct fault {
	u32 nr;
	struct {
		u32 inst;
		u64 addr;
	} ring[1];
};

struct drm {
	struct svm *svm;
	struct fault *fault;
	u32 flags;
};

int svm_init(struct drm *drm, u32 i);
int svm_init(struct drm *drm, u32 i)
{
	drm->svm = kzalloc(sizeof(*drm->svm), GFP_KERNEL);
	if (!drm->svm)
		return -1;
	return (int)drm->svm->buffer[i].id;
}

int fault_init(struct drm *d, u32 i);
int fault_init(struct drm *d, u32 i)
{
	d->fault = kzalloc(sizeof(d->fault[0]), GFP_KERNEL);
	if (!d->fault)
		return -1;
	return (int)d->fault->ring[i].inst;
}

struct counters_msg {
	__be64 mask;
	struct {
		__be64 errors;
		__be64 vls[0];
	} port[1];
};

size_t counters_size(struct counters_msg *req, u32 num_vls);
size_t counters_size(struct counters_msg *req, u32 num_vls)
{
	return struct_size(req, port[0].vls, num_vls);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/size-through-member.c b/size-through-member.c
// --- a/size-through-member.c
// +++ b/size-through-member.c
// @@ -11,7 +11,10 @@ struct svm_buf {
//  
//  struct svm {
//  	u32 nr;
// -	struct svm_buf buffer[1];
// +	union {
// +		struct svm_buf first_buffer;
// +		DECLARE_FLEX_ARRAY(struct svm_buf, buffer);
// +	};
//  };
//  
//  struct fault {
// check-fix-end
