// check-name: one typedef name given to two structs (under #ifdef/#else, the conditions not weighed), used through that name: the use is of neither, and neither is converted (before, the first was converted, and a second run took the use for the other: found by fuzz-fix)
// check-error-contains: note: not converted: 'ent' in 'struct tbl_v1': 'typedef TBL' is defined twice in typedef-two-structs.c (which one a use means is not told apart)
// check-error-contains: note: not converted: 'ent' in 'struct tbl_v2': 'typedef TBL' is defined twice in typedef-two-structs.c (which one a use means is not told apart)
// check-fix-wanted

#ifdef TBL_V1
typedef struct tbl_v1 {
	u32 n;
	u32 ent[1];
} TBL;
#else
typedef struct tbl_v2 {
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
