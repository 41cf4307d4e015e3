// check-name: a size in a #define body is rewritten in place: a multi-line macro loses its count's '- 1' and keeps its lines and their backslashes, a parameter's count too; 'sizeof(s) - sizeof(e)' becomes offsetof() and a form without a '- 1' struct_size_t(), each on one line (a break would end the macro), a byte array's 'offsetof() + n' too, past 80 columns; 'X - sizeof(s) + sizeof(e)' (in code too) becomes 'X - offsetof(s, m)', '(n - 1)' of a parameter '(n)'; a size it does not know keeps the struct's size (union form)
// check-error-contains: define-size-rewrite.c:22:22: note: size rewritten: '#define DEV_LIST_SZ: sizeof(struct dev_list) + (sizeof(struct dev_ent) * (DEV_MAX_PD + DEV_MAX_LD - 1))': the count's '- 1' dropped
// check-error-contains: note: size rewritten: '#define LOG_BYTES: sizeof(struct log) + ((n) - 1) * sizeof(u64)': the count's '- 1' dropped
// check-error-contains: note: size rewritten: '#define LOG_HEAD: sizeof(struct log) - sizeof(u64)' -> 'offsetof(struct log, recs)'
// check-error-contains: note: size rewritten: '#define LOG_ALL: sizeof(struct log) - sizeof(u64) + (n) * sizeof(u64)' -> 'struct_size_t(struct log, recs, (n))'
// check-error-contains: define-size-rewrite.c:57:9: note: size rewritten: '#define JDESC_HALF: bs - sizeof(struct jdesc) + sizeof(u32)' -> 'bs - offsetof(struct jdesc, blk)'
// check-error-contains: note: size rewritten: 'bs - sizeof(struct jdesc) + sizeof(u32)' -> 'bs - offsetof(struct jdesc, blk)'
// check-error-contains: note: size rewritten: '#define JDESC_TAIL: sizeof(struct jdesc) + (n - 1) * sizeof(u32)': the count's '- 1' dropped
// check-error-contains: note: converted 'ent' in 'struct jpair' to a flexible array member in a union with its one element 'first_ent': the struct's size stays (this sizeof() would shrink by one element at define-size-rewrite.c:89: #define JPAIR_SZ: sizeof(struct jpair))
// check-error-contains: note: size rewritten: '#define MESSAGE_BYTES: sizeof(struct message_with_a_long_name) + (payload_length) - 1' -> 'offsetof(struct message_with_a_long_name, payload) + (payload_length)'
// check-fix-wanted

struct dev_ent { u32 id; u16 flags; u16 pad; };
struct dev_list {
	u32 count;
	u32 reserved[2];
	struct dev_ent list[1];
};

#define DEV_MAX_PD 16
#define DEV_MAX_LD 8
#define DEV_LIST_SZ (sizeof(struct dev_list) +		\
		     (sizeof(struct dev_ent) *		\
		      (DEV_MAX_PD + DEV_MAX_LD - 1)))

u32 dev_id(const struct dev_list *l, u32 i);
u32 dev_id(const struct dev_list *l, u32 i)
{
	return DEV_LIST_SZ > 64 ? l->list[i].id : 0;
}

struct log {
	u32 nr;
	u32 pad;
	u64 recs[1];
};

#define LOG_BYTES(n) (sizeof(struct log) + ((n) - 1) * sizeof(u64))
#define LOG_HEAD (sizeof(struct log) - sizeof(u64))
#define LOG_ALL(n) (sizeof(struct log) - sizeof(u64) + \
		    (n) * sizeof(u64))

u64 log_rec(const struct log *g, u32 i);
u64 log_rec(const struct log *g, u32 i)
{
	return g->recs[i] + LOG_BYTES(i) + LOG_HEAD + LOG_ALL(i);
}

/* X less the header: 'bs - sizeof(struct jdesc) + sizeof(u32)' */
struct jdesc {
	u32 tid;
	u32 len;
	u32 blk[1];
};

#define JDESC_HALF(bs) \
	((bs - sizeof(struct jdesc) + sizeof(u32) - 12) / sizeof(u32))
#define JDESC_TAIL(n) (sizeof(struct jdesc) + (n - 1) * sizeof(u32))

u32 jdesc_blk(const struct jdesc *d, u32 i, u32 bs);
u32 jdesc_blk(const struct jdesc *d, u32 i, u32 bs)
{
	u32 room = bs - sizeof(struct jdesc) + sizeof(u32);

	return d->blk[i] + JDESC_HALF(4096) + JDESC_TAIL(i + 1) + room;
}

/* a byte array's 'sizeof(s) + n - 1': 'offsetof() + n' on the macro's line, past 80 columns */
struct message_with_a_long_name {
	u16 kind;
	u8 payload[1];
};

#define MESSAGE_BYTES(payload_length) (sizeof(struct message_with_a_long_name) + (payload_length) - 1)

u8 message_byte(const struct message_with_a_long_name *m, u32 i);
u8 message_byte(const struct message_with_a_long_name *m, u32 i)
{
	return m->payload[i] + MESSAGE_BYTES(i);
}

/* not a form the rewrite knows: the struct keeps its size */
struct jpair {
	u32 nr;
	u32 ent[1];
};

#define JPAIR_SZ (2 * \
		  sizeof(struct jpair))

u32 jpair_ent(const struct jpair *p, u32 i);
u32 jpair_ent(const struct jpair *p, u32 i)
{
	return p->ent[i] + JPAIR_SZ;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/define-size-rewrite.c b/define-size-rewrite.c
// --- a/define-size-rewrite.c
// +++ b/define-size-rewrite.c
// @@ -14,14 +14,14 @@ struct dev_ent { u32 id; u16 flags; u16 pad; };
//  struct dev_list {
//  	u32 count;
//  	u32 reserved[2];
// -	struct dev_ent list[1];
// +	struct dev_ent list[];
//  };
//  
//  #define DEV_MAX_PD 16
//  #define DEV_MAX_LD 8
//  #define DEV_LIST_SZ (sizeof(struct dev_list) +		\
//  		     (sizeof(struct dev_ent) *		\
// -		      (DEV_MAX_PD + DEV_MAX_LD - 1)))
// +		      (DEV_MAX_PD + DEV_MAX_LD)))
//  
//  u32 dev_id(const struct dev_list *l, u32 i);
//  u32 dev_id(const struct dev_list *l, u32 i)
// @@ -32,13 +32,12 @@ u32 dev_id(const struct dev_list *l, u32 i)
//  struct log {
//  	u32 nr;
//  	u32 pad;
// -	u64 recs[1];
// +	u64 recs[];
//  };
//  
// -#define LOG_BYTES(n) (sizeof(struct log) + ((n) - 1) * sizeof(u64))
// -#define LOG_HEAD (sizeof(struct log) - sizeof(u64))
// -#define LOG_ALL(n) (sizeof(struct log) - sizeof(u64) + \
// -		    (n) * sizeof(u64))
// +#define LOG_BYTES(n) (sizeof(struct log) + (n) * sizeof(u64))
// +#define LOG_HEAD (offsetof(struct log, recs))
// +#define LOG_ALL(n) struct_size_t(struct log, recs, (n))
//  
//  u64 log_rec(const struct log *g, u32 i);
//  u64 log_rec(const struct log *g, u32 i)
// @@ -50,17 +49,17 @@ u64 log_rec(const struct log *g, u32 i)
//  struct jdesc {
//  	u32 tid;
//  	u32 len;
// -	u32 blk[1];
// +	u32 blk[];
//  };
//  
//  #define JDESC_HALF(bs) \
// -	((bs - sizeof(struct jdesc) + sizeof(u32) - 12) / sizeof(u32))
// -#define JDESC_TAIL(n) (sizeof(struct jdesc) + (n - 1) * sizeof(u32))
// +	((bs - offsetof(struct jdesc, blk) - 12) / sizeof(u32))
// +#define JDESC_TAIL(n) (sizeof(struct jdesc) + (n) * sizeof(u32))
//  
//  u32 jdesc_blk(const struct jdesc *d, u32 i, u32 bs);
//  u32 jdesc_blk(const struct jdesc *d, u32 i, u32 bs)
//  {
// -	u32 room = bs - sizeof(struct jdesc) + sizeof(u32);
// +	u32 room = bs - offsetof(struct jdesc, blk);
//  
//  	return d->blk[i] + JDESC_HALF(4096) + JDESC_TAIL(i + 1) + room;
//  }
// @@ -68,10 +67,10 @@ u32 jdesc_blk(const struct jdesc *d, u32 i, u32 bs)
//  /* a byte array's 'sizeof(s) + n - 1': 'offsetof() + n' on the macro's line, past 80 columns */
//  struct message_with_a_long_name {
//  	u16 kind;
// -	u8 payload[1];
// +	u8 payload[];
//  };
//  
// -#define MESSAGE_BYTES(payload_length) (sizeof(struct message_with_a_long_name) + (payload_length) - 1)
// +#define MESSAGE_BYTES(payload_length) (offsetof(struct message_with_a_long_name, payload) + (payload_length))
//  
//  u8 message_byte(const struct message_with_a_long_name *m, u32 i);
//  u8 message_byte(const struct message_with_a_long_name *m, u32 i)
// @@ -82,7 +81,10 @@ u8 message_byte(const struct message_with_a_long_name *m, u32 i)
//  /* not a form the rewrite knows: the struct keeps its size */
//  struct jpair {
//  	u32 nr;
// -	u32 ent[1];
// +	union {
// +		u32 first_ent;
// +		DECLARE_FLEX_ARRAY(u32, ent);
// +	};
//  };
//  
//  #define JPAIR_SZ (2 * \
// check-fix-end
