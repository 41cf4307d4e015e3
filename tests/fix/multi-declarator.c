// check-name: u8 namelen, name[1]: split, the array on its own line (seed 001)
// check-fix-wanted

struct dirent {
  u16 length;
  u8 namelen, name[1];			/* file name */
  /* padding follows the name */
};

int dirent_dots(struct dirent *de);
int dirent_dots(struct dirent *de)
{
	return de->namelen == 2 && de->name[0] == '.' && de->name[1] == '.';
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/multi-declarator.c b/multi-declarator.c
// --- a/multi-declarator.c
// +++ b/multi-declarator.c
// @@ -3,7 +3,8 @@
//  
//  struct dirent {
//    u16 length;
// -  u8 namelen, name[1];			/* file name */
// +  u8 namelen;
// +  u8 name[];			/* file name */
//    /* padding follows the name */
//  };
//  
// check-fix-end
