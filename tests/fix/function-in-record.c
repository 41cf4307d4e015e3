// check-name: a struct without a closing brace of its own, a function after it: the function is no member ('could not parse member declaration'), and nothing of the struct is converted (its '[0]' was moved after the function's lines, and a second run moved more: found by fuzz-fix)
// check-no-compile: bad input on purpose
// check-error-contains: note: not converted: 'v' in 'struct s': an edit would fall after code flexfix could not parse (function-in-record.c:13: could not parse member declaration)
// check-error-contains: function-in-record.c:13:1: note: could not parse member declaration; nothing there is converted
// check-fix-wanted

struct s {
	int n;
	int v[0];
	int w;

int f(struct s *p)
{
	return p->v[0];
}

int g;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
