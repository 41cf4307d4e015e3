// check-name: attributes in every position do not hide the member
// check-exit-value: 1

struct a1 {
	u32 n;
	u8 data[0] __aligned(8);	/* expect: zero-length 'data' */
} __packed;

struct __packed a2 {
	u32 n __attribute__((aligned(4)));
	__u8 __attribute__((packed)) bytes[1];	/* expect: one-element 'bytes' */
};

struct a3 {
	u32 n;
	struct list_head __rcu *next;
	u8 tail[1] ____cacheline_aligned;	/* expect: one-element 'tail' */
} ____cacheline_aligned;

struct a4 {
	u32 count;
	u32 v[] __counted_by(count);	/* expect: flexible 'v' */
};

#define __unknown_annotation
struct a5 {
	u32 x __unknown_annotation;
	u8 __reserved[1];	/* expect: one-element '__reserved' */
};
