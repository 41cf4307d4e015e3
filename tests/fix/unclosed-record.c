// check-name: fix edits nothing of a record it could not parse (no closing brace), nor the code after it
// check-no-compile: bad input on purpose
// check-fix-command: flexfix fix --no-root $file
// check-error-contains: could not parse record: no closing brace

struct s {
	int n;
	int v[0];

int f(struct s *p)
{
	return p->v[0];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
