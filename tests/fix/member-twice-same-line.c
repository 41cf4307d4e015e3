// check-name: a member name twice on one line: in a member struct and after it ('struct { u32 k; char d_name[1]; } in; char d_name[1];', C), only the declaration the scan reported is edited, found by its line and column, not every member of that name on the line (both became '[]': a flexible array before another member; found by fuzz-fix). Declared twice in one record ('char d_name[1]; char d_name[1];', not C), neither is edited
// check-no-compile: bad input on purpose (a member declared twice)
// check-error-contains: note: converted 'd_name' in 'struct dirent2' to a flexible array member
// check-error-contains: note: not converted: 'd_name' in 'struct dirent1': the record declares another member of this name (line 9): not C
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

struct dirent2 {
	u32 ino;
	struct { u32 k; char d_name[1]; } in; char d_name[1];
};

u32 name_len2(struct dirent2 *d, u32 n);
u32 name_len2(struct dirent2 *d, u32 n)
{
	return d->d_name[n] + d->in.k;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/member-twice-same-line.c b/member-twice-same-line.c
// --- a/member-twice-same-line.c
// +++ b/member-twice-same-line.c
// @@ -17,7 +17,7 @@ u32 name_len(struct dirent1 *d, u32 n)
//  
//  struct dirent2 {
//  	u32 ino;
// -	struct { u32 k; char d_name[1]; } in; char d_name[1];
// +	struct { u32 k; char d_name[1]; } in; char d_name[];
//  };
//  
//  u32 name_len2(struct dirent2 *d, u32 n);
// check-fix-end
