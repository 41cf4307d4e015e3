// check-name: a '[' closed by nothing but a '}' (fuzz-fix's shortest case): reported unparsed, nothing moved below it; before, the [0] moved to the end became part of that dimension on the next run, and the other [0] was converted then
// check-no-compile: bad input on purpose (a dimension that holds a brace)
// check-error-contains: note: not converted: 'value' in 'struct arr': an edit would fall after code flexfix could not parse
// check-fix-wanted

struct arr{
n value[0];
v
ptrs[0];u e[struct arr*a){a->value[a->ptrs[}
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
