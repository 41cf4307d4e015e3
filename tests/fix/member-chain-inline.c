// check-name: x->u.in.m and x->data.m resolve member by member, through records written inline under a member's name ('union { ... } data;': the path from the named struct) and typedef names; a member of the same name elsewhere on the path is no use, and a chain whose type leads to no array of the pass is no guess
// check-command: flexfix scan --explain --no-root $file
// check-exit-value: 1

struct inner { u32 n; u32 vals[1]; };
struct vmx_hdr { u64 flags; u64 pa; };
struct ssid { u8 len; u8 ssid[32]; };
struct ie_ssid { u8 id; u8 len; u8 ssid[1]; };

struct state {
	u32 size;
	union {
		struct vmx_hdr vmx;
		u8 pad[120];
	} hdr;
	union {
		u8 vmx[0];
	} data;
};

typedef struct req {
	u32 len;
	struct {
		struct ssid ssid;
	} bss;
	union {
		struct inner in;
		u32 raw[4];
	} u;
} req_t;

struct frame { u32 n; u32 words[1]; };
struct pair {
	union {
		struct frame f;
		u32 raw[2];
	} x, y;
};

struct holder { u32 x; struct state *sp; struct state st; };

u32 cast(void *p, u32 *xp, u32 i);
u32 cast(void *p, u32 *xp, u32 i)
{
	/* a cast or container_of() types the chain's base */
	((struct state *)p)->data.vmx[i] = 3;
	container_of(xp, struct holder, x)->sp->data.vmx[i + 1] = 4;
	return container_of(xp, struct holder, x)->st.hdr.vmx.pa;
}

struct state *get_state(void);
u32 pairs(struct pair *p, u32 i);
u32 pairs(struct pair *p, u32 i)
{
	/* one record written inline under two names: either leads to its members */
	return p->x.f.words[i] + p->y.f.words[i + 1];
}

u32 walk(struct state *s, req_t *r, u32 i);
u32 walk(struct state *s, req_t *r, u32 i)
{
	/* an inline union's member, through its path from the named struct */
	s->data.vmx[i] = 0;
	/* a member of the same name in another inline union is not that array */
	s->hdr.vmx.flags = 1;
	/* through an inline union to a named type, the variable's typedef name */
	r->u.in.vals[i] = 2;
	/* a member whose type leads to no array of the pass: no guess; nor
	 * through a call, hdr's one type being known by its name */
	return r->bss.ssid.ssid[i] + get_state()->hdr.vmx.pa;
}



// check-output-start
// member-chain-inline.c:5:27: warning: one-element array 'vals' at the end of 'struct inner' [flexfix-one-element]
// member-chain-inline.c:67:10: note: used as flexible: index by a variable 'r->u.in.vals[i]'
// member-chain-inline.c:5:27: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// member-chain-inline.c:8:36: warning: one-element array 'ssid' at the end of 'struct ie_ssid' [flexfix-one-element]
// member-chain-inline.c:8:36: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// member-chain-inline.c:17:6: warning: zero-length array 'vmx' at the end of anonymous union in 'struct state' [flexfix-zero-length]
// member-chain-inline.c:46:28: note: used as flexible: index by a variable '((struct state *)p)->data.vmx[i]'
// member-chain-inline.c:47:47: note: used as flexible: index by a variable 'container_of(xp, struct holder, x)->sp->data.vmx[i + 1]'
// member-chain-inline.c:63:10: note: used as flexible: index by a variable 's->data.vmx[i]'
// member-chain-inline.c:17:6: note: verdict flexible-use; fix: not converted: a flexible array in a union needs DECLARE_FLEX_ARRAY(), not available in portable mode
// member-chain-inline.c:32:27: warning: one-element array 'words' at the end of 'struct frame' [flexfix-one-element]
// member-chain-inline.c:56:16: note: used as flexible: index by a variable 'p->x.f.words[i]'
// member-chain-inline.c:56:34: note: used as flexible: index by a variable 'p->y.f.words[i + 1]'
// member-chain-inline.c:32:27: note: verdict flexible-use; fix: not converted: 'struct frame' is embedded before other members at member-chain-inline.c:37 ('x'), and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode
// member-chain-inline.c:37:4: warning: member 'x' of type 'struct frame', which ends with a flexible array, is not at the end of 'struct pair' [flexfix-flex-not-at-end]
// member-chain-inline.c:32:27: note: 'struct frame' ends with flexible array 'words'
// check-output-end
