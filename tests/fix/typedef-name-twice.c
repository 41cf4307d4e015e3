// check-name: one typedef name for two structs in one file (a tagged one and an anonymous one, under #ifdef and #else): which one 'TBL *t' means is not told apart; converting the '[0]' alone would let a second run give the '[1]' the use (found by fuzzing): neither is converted, and the note names the typedef
// check-error-contains: note: not converted: 'ent' in 'struct tbl_v1': 'typedef TBL' is defined twice in typedef-name-twice.c (which one a use means is not told apart)
// check-error-contains: note: not converted: 'ent' in 'typedef TBL': 'typedef TBL' is defined twice in typedef-name-twice.c (which one a use means is not told apart)
// check-fix-wanted

#ifdef TBL_V1
typedef struct tbl_v1 {
	u32 n;
	u32 ent[1];
} TBL;
#else
typedef struct {
	u32 n;
	u64 ent[0];
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
