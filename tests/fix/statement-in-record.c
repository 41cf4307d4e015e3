// check-name: a statement where a member should be ('return p->v[0];', a line cut from a function): a statement's keyword, or an operator no declarator holds outside brackets before a bit-field's width ('->', '=', '+'), makes it no member ('could not parse member declaration'); a width's expression ('f : W + 1') is still a member; the one-element array before the statements is still the struct's last member and converted, the statements left as they are (its 'v[0]' was read as a member and converted to 'v[]' inside the statement: found by fuzz-fix's line mutations)
// check-no-compile: bad input on purpose
// check-error-contains: statement-in-record.c:14:2: note: could not parse member declaration; nothing there is converted
// check-error-contains: statement-in-record.c:15:8: note: could not parse member declaration; nothing there is converted
// check-error-contains: statement-in-record.c:16:4: note: could not parse member declaration; nothing there is converted
// check-fix-wanted

#define W 3

struct s {
	u32 n;
	u32 f : W + 1;
	u32 v[1];
	return p->v[0];
	u32 x = 1;
	n + p->v[1];
};

u32 get(struct s *p, u32 i);
u32 get(struct s *p, u32 i)
{
	return p->v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/statement-in-record.c b/statement-in-record.c
// --- a/statement-in-record.c
// +++ b/statement-in-record.c
// @@ -10,7 +10,7 @@
//  struct s {
//  	u32 n;
//  	u32 f : W + 1;
// -	u32 v[1];
// +	u32 v[];
//  	return p->v[0];
//  	u32 x = 1;
//  	n + p->v[1];
// check-fix-end
