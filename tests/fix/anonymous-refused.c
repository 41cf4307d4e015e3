// check-name: a [1] in an anonymous struct with no name to reach it is left alone
// check-error-contains: not converted: 'v' in 'struct <anonymous>': anonymous struct: its uses cannot be named
// check-fix-wanted

static struct {
	u32 n;
	u32 v[1];
} table;

u32 table_at(u32 i);
u32 table_at(u32 i)
{
	return table.v[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
