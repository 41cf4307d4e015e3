// check-name: a multi-declarator line whose type is no token flexfix reads (stray bytes) is not split: no type to write (a fuzzed input made a 4 GB allocation)
// check-no-compile: stray bytes on purpose
// check-fix-command: flexfix fix --no-root $file
// check-error-contains: not converted: 'name' in 'struct dirent': the declaration has no type or name flexfix can read

struct dirent {
	u16 length;
	ÿÿ, name[1];
};

int dirent_at(struct dirent *de, int i);
int dirent_at(struct dirent *de, int i)
{
	return de->name[i];
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
