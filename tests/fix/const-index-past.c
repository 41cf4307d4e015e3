// check-name: a constant index past the declared size is evidence of flexible use (seed 001's de->name[1])
// check-fix-wanted

struct name { u8 len; u8 c[1]; };

int name_is_dotdot(struct name *n);
int name_is_dotdot(struct name *n)
{
	return n->len == 2 && n->c[0] == '.' && n->c[1] == '.';
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/const-index-past.c b/const-index-past.c
// --- a/const-index-past.c
// +++ b/const-index-past.c
// @@ -1,7 +1,7 @@
//  // check-name: a constant index past the declared size is evidence of flexible use (seed 001's de->name[1])
//  // check-fix-wanted
//  
// -struct name { u8 len; u8 c[1]; };
// +struct name { u8 len; u8 c[]; };
//  
//  int name_is_dotdot(struct name *n);
//  int name_is_dotdot(struct name *n)
// check-fix-end
