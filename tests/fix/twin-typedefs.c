// check-name: one struct defined in two files that never see each other, each with its typedef name and its own user: each definition's typedef names its own struct, both are converted in one run (a second run changes nothing)
// check-fix-command: flexfix fix --no-root --kernel $file twin-typedefs2.inc
// check-fix-wanted

typedef struct _tbl {
	u32 n;
	u32 ent[1];
} TBL;

u32 tbl_at(TBL *t, u32 i);
u32 tbl_at(TBL *t, u32 i)
{
	return t->ent[i];
}






// The fix flexfix must print:
//
// check-fix-start
// diff --git a/twin-typedefs.c b/twin-typedefs.c
// --- a/twin-typedefs.c
// +++ b/twin-typedefs.c
// @@ -4,7 +4,7 @@
//  
//  typedef struct _tbl {
//  	u32 n;
// -	u32 ent[1];
// +	u32 ent[];
//  } TBL;
//  
//  u32 tbl_at(TBL *t, u32 i);
// diff --git a/twin-typedefs2.inc b/twin-typedefs2.inc
// --- a/twin-typedefs2.inc
// +++ b/twin-typedefs2.inc
// @@ -1,7 +1,7 @@
//  /* data for twin-typedefs.c: the same struct defined again (another driver's copy of a firmware header), with its own user */
//  typedef struct _tbl {
//  	u32 n;
// -	u32 ent[1];
// +	u32 ent[];
//  } TBL;
//  
//  u32 tbl_at2(TBL *t, u32 i);
// check-fix-end
