// check-name: one typedef name given to a named struct and to an anonymous one (under #ifdef/#else), used through that name: the use is of neither, and neither is converted (before, the anonymous one was converted, and a second run took the use for the named one: found by fuzz-fix)
// check-error-contains: note: not converted: 'ent' in 'struct tbl_v1': 'typedef TBL' is defined twice in typedef-tagged-and-anonymous.c (which one a use means is not told apart)
// check-error-contains: note: not converted: 'ent' in 'typedef TBL': 'typedef TBL' is defined twice in typedef-tagged-and-anonymous.c (which one a use means is not told apart)
// check-fix-wanted

#ifdef TBL_V1
typedef struct tbl_v1 {
	u32 n;
	u32 ent[1];
} TBL;
#else
typedef struct {
	u32 n;
	u64 ent[1];
} TBL;
#endif

u64 tbl_at(TBL *t, u32 i);
u64 tbl_at(TBL *t, u32 i)
{
	return t->ent[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
