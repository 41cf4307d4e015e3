// check-name: the union form's placeholder is a name free in the record's whole name space: the members of an anonymous record in it, and, for an anonymous struct, those of the record holding it (C11 6.7.2.1p13); 'item' beside an enclosing 'u32 item;' would not compile ('item_elem' instead)
// check-error-contains: note: converted 'items' in 'struct outer' to a flexible array member in a union with its one element 'item_elem'
// check-error-contains: note: converted 'entries' in 'struct inner_named' to a flexible array member in a union with its one element 'entry_elem'
// check-fix-wanted

struct outer {
	u32 item;
	struct {
		u32 n;
		u32 items[1];
	};
};

u32 outer_at(struct outer *o, u32 i);
u32 outer_at(struct outer *o, u32 i)
{
	return o->items[i] + (u32)sizeof(struct outer);
}

struct inner_named {
	union {
		u32 entry;
		u16 half;
	};
	u32 nr;
	u32 entries[1];
};

u32 inner_at(struct inner_named *p, u32 i);
u32 inner_at(struct inner_named *p, u32 i)
{
	return p->entries[i] + (u32)sizeof(*p);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/placeholder-name-space.c b/placeholder-name-space.c
// --- a/placeholder-name-space.c
// +++ b/placeholder-name-space.c
// @@ -7,7 +7,10 @@ struct outer {
//  	u32 item;
//  	struct {
//  		u32 n;
// -		u32 items[1];
// +		union {
// +			u32 item_elem;
// +			DECLARE_FLEX_ARRAY(u32, items);
// +		};
//  	};
//  };
//  
// @@ -23,7 +26,10 @@ struct inner_named {
//  		u16 half;
//  	};
//  	u32 nr;
// -	u32 entries[1];
// +	union {
// +		u32 entry_elem;
// +		DECLARE_FLEX_ARRAY(u32, entries);
// +	};
//  };
//  
//  u32 inner_at(struct inner_named *p, u32 i);
// check-fix-end
