// check-name: a size expression after a record with no closing brace is in code flexfix could not read: the struct is not converted
// check-no-compile: bad input on purpose
// check-fix-command: flexfix fix --no-root $file
// check-error-contains: not converted: 'vals' in 'struct msg': an edit would fall after code flexfix could not parse (after-unclosed-refused.c:11: could not parse record: no closing brace)

struct msg {
	u32 n;
	u64 vals[1];
};

struct broken {
	int x;

static struct msg *msg_new(u32 n)
{
	struct msg *m = kzalloc(sizeof(*m) + (n - 1) * sizeof(u64), GFP_KERNEL);
	return m;
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
