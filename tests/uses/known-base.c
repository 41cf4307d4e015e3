// check-name: a base whose struct is written (a declared variable, also of a typedef of a struct, or its elements v[i], a cast, container_of()) is that struct: a member of the same name in another struct is not guessed for it; an unknown base (a call returning a typedef name's pointer: not read) still is, and says so
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct crb {
	u32 nr;
	u32 map[1];
};
struct pvt {
	u8 map[8];
	struct list_head node;
	u32 mc;
};

typedef struct pvt pvt_t;
pvt_t *pvt_of(void *x);
void *crb_of(void *x);

u32 other_struct(void *buf, struct list_head *l, u32 i, u32 n);
u32 other_struct(void *buf, struct list_head *l, u32 i, u32 n)
{
	struct pvt *p = pvt_of(buf);
	struct pvt v;
	u32 s = p->map[1];

	s += v.map[2];
	s += ((struct pvt *)buf)->map[3];
	s += container_of(l, struct pvt, node)->map[i];
	s += offsetof(struct pvt, map) + struct_size(p, map, n);
	return s;
}

typedef struct {
	u32 map[4];
	u32 flags;
} word_t;

u32 typedef_and_elements(word_t w, struct crb *arr, struct pvt *pv, u32 i);
u32 typedef_and_elements(word_t w, struct crb *arr, struct pvt *pv, u32 i)
{
	word_t v;

	return v.map[1] + w.map[i] + arr[i].map[0] + pv[i].map[2];
}

u32 unknown_base(void *buf, u32 i);
u32 unknown_base(void *buf, u32 i)
{
	return pvt_of(buf)->map[i] + ((struct crb *)crb_of(buf))->map[i];
}


// check-output-start
// known-base.c:43:38: index-const 'arr[i].map[0]' of 'map' in 'struct crb' index 0
// known-base.c:43:31: size-unknown 'arr[i]' of 'map' in 'struct crb'
// known-base.c:49:22: index-var 'pvt_of(buf)->map[i]' of 'map' in 'struct crb' (guessed from the member name)
// known-base.c:49:60: index-var '((struct crb *)crb_of(buf))->map[i]' of 'map' in 'struct crb'
// known-base.c:7:6: warning: one-element array 'map' at the end of 'struct crb' [flexfix-one-element]
// known-base.c:43:38: note: index within the declared size 'arr[i].map[0]'
// known-base.c:43:31: note: value changes: pointer arithmetic steps by the struct's size 'arr[i]'
// known-base.c:49:22: note: used as flexible: index by a variable (guessed from the member name) 'pvt_of(buf)->map[i]'
// known-base.c:49:60: note: used as flexible: index by a variable '((struct crb *)crb_of(buf))->map[i]'
// known-base.c:7:6: note: verdict flexible-use; fix: not converted: this pointer arithmetic steps by the struct's size, which would shrink by one element, and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at known-base.c:43
// check-output-end
