// check-name: flexible structs reached through typedef names
// check-exit-value: 1

typedef struct {
	u32 n;
	u32 v[];		/* expect: flexible 'v' */
} vec_t;

struct node { u32 n; u8 data[1]; };	/* expect: one-element 'data' */
typedef struct node node_t;

struct user {
	vec_t a;		/* expect: flex-not-at-end 'a' */
	node_t b;		/* expect: flex-not-at-end 'b' */
	u32 tail;
};
