// check-name: attributes before, inside and after declarators
// check-command: flexfix dump records $file
#define __unknown
struct __packed s {
	__u8 __attribute__((aligned(2))) a;
	u32 b __aligned(8);
	struct list_head __rcu *c;
	u8 __iomem *d;
	u32 count;
	u64 f ____cacheline_aligned;
	u32 g __unknown;
	u8 __reserved[2];
	u8 __pad;
} __randomize_layout;

struct counted {
	u32 count;
	u32 e[] __counted_by(count);
};

// check-output-start
// struct s 4:1 #0
//   a type '__u8 __attribute__ ( ( aligned ( 2 ) ) )' typename=__u8
//   b type 'u32' typename=u32
//   c type 'struct list_head __rcu' pointer typename=list_head
//   d type 'u8 __iomem' pointer typename=u8
//   count type 'u32' typename=u32
//   f type 'u64' typename=u64
//   g type 'u32' typename=u32
//   __reserved type 'u8' fixed [2] typename=u8
//   __pad type 'u8' typename=u8
// struct counted 16:1 #1
//   count type 'u32' typename=u32
//   e type 'u32' flex [] counted_by=count typename=u32
// check-output-end
