// check-name: a member declared twice on one line ('char d_name[1]; r d_name[1];'): only the declaration the scan reported is edited, found by its line and column, not every member of that name on the line (both became '[]': a flexible array before another member; found by fuzz-fix)
// check-no-compile: bad input on purpose (a member declared twice)
// check-fix-wanted

struct dirent1 {
	u32 ino;
	char d_name[1]; char d_name[1];
};

u32 name_len(struct dirent1 *d, u32 n);
u32 name_len(struct dirent1 *d, u32 n)
{
	return d->d_name[n];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-twice-same-line.c b/member-twice-same-line.c
// --- a/member-twice-same-line.c
// +++ b/member-twice-same-line.c
// @@ -4,7 +4,7 @@
//  
//  struct dirent1 {
//  	u32 ino;
// -	char d_name[1]; char d_name[1];
// +	char d_name[1]; char d_name[];
//  };
//  
//  u32 name_len(struct dirent1 *d, u32 n);
// check-fix-end
