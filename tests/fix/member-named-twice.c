// check-name: a record that declares a member name twice is not C: neither array is edited, and each says where the other is (before, fix moved one and a second run moved the other: fuzz-fix found it); the same name under '#if' and '#else' is C, and converted
// check-no-compile: bad input on purpose (a member declared twice)
// check-error-contains: member-named-twice.c:12:15: note: not converted: 'tab' in 'struct table': the record declares another member of this name (line 13): not C
// check-error-contains: member-named-twice.c:13:15: note: not converted: 'tab' in 'struct table': the record declares another member of this name (line 12): not C
// check-error-contains: flexfix:       2 not converted: the record declares another member of the same name: not C
// check-error-contains: note: converted 'slots' in 'struct ring' to a flexible array member
// check-fix-wanted

struct entry { u32 v; };
struct table {
	u32 n;
	struct entry tab[0];	/* n entries */
	struct entry tab[0];	/* n entries */
	struct rcu_head rcu;

};

u32 table_get(struct table *t, u32 i);
u32 table_get(struct table *t, u32 i)
{
	return t->tab[i].v;
}

struct ring {
	u32 n;
#ifdef RING_WIDE
	u64 slots[0];
#else
	u32 slots[0];
#endif
};

u32 ring_get(struct ring *r, u32 i);
u32 ring_get(struct ring *r, u32 i)
{
	return r->slots[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-named-twice.c b/member-named-twice.c
// --- a/member-named-twice.c
// +++ b/member-named-twice.c
// @@ -24,9 +24,9 @@ u32 table_get(struct table *t, u32 i)
//  struct ring {
//  	u32 n;
//  #ifdef RING_WIDE
// -	u64 slots[0];
// +	u64 slots[];
//  #else
// -	u32 slots[0];
// +	u32 slots[];
//  #endif
//  };
//  
// check-fix-end
