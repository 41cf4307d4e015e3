// check-name: [0][4] becomes [][4]
// check-fix-wanted

struct grid {
	u32 rows;
	u8 cells[0][4];
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/zero-multidim.c b/zero-multidim.c
// --- a/zero-multidim.c
// +++ b/zero-multidim.c
// @@ -3,7 +3,7 @@
//  
//  struct grid {
//  	u32 rows;
// -	u8 cells[0][4];
// +	u8 cells[][4];
//  };
//  
//  // The fix flexfix must print (empty: none):
// check-fix-end
