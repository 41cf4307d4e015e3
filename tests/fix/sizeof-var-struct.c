// check-name: a local object of a struct with a [1] holds its one element: refused, the object named; sizeof() of the object is a size of the struct
// check-error-contains: not converted: 'v' in 'struct s': an object of the struct holds its one element (by value) at sizeof-var-struct.c:10 (struct s one)
// check-fix-wanted

struct s { u32 n; u32 v[1]; };

size_t s_size(void);
size_t s_size(void)
{
	struct s one;

	return sizeof(one);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
