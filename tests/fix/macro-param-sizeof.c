// check-name: a macro whose body takes sizeof() or ARRAY_SIZE() of a member through its parameter ('sizeof((t)->zz)', 'ARRAY_SIZE(t->ents)') is that size at each call whose argument is a pointer of the struct: '[]' has none (neither would compile), so the [0] and the [1] stay; a macro indexing through its parameter is still a flexible use
// check-error-contains: note: not converted: 'ents' in 'struct tbl': ARRAY_SIZE() of the array would not compile at macro-param-sizeof.c:30 (TBL_CAP(t): ARRAY_SIZE(t->ents))
// check-error-contains: note: not converted: 'zz' in 'struct zlist': a macro takes sizeof() of the zero-length array, which would not compile at macro-param-sizeof.c:35 (Z_BYTES(z): sizeof((z)->zz))
// check-error-contains: note: converted 'vals' in 'struct vlist' to a flexible array member
// check-fix-wanted

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

struct tbl {
	int n;
	int ents[1];
};

struct zlist {
	int n;
	int zz[0];
};

struct vlist {
	int n;
	int vals[1];
};

#define TBL_CAP(t) ARRAY_SIZE(t->ents)
#define Z_BYTES(z) sizeof((z)->zz)
#define V_AT(v, i) ((v)->vals[i])

int tbl_get(struct tbl *t, int i)
{
	return t->ents[i] + (int)TBL_CAP(t);
}

int z_get(struct zlist *z, int i)
{
	return z->zz[i] + (int)Z_BYTES(z);
}

int v_get(struct vlist *v, int i)
{
	return V_AT(v, i);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/macro-param-sizeof.c b/macro-param-sizeof.c
// --- a/macro-param-sizeof.c
// +++ b/macro-param-sizeof.c
// @@ -18,7 +18,7 @@ struct zlist {
//  
//  struct vlist {
//  	int n;
// -	int vals[1];
// +	int vals[];
//  };
//  
//  #define TBL_CAP(t) ARRAY_SIZE(t->ents)
// check-fix-end
