// check-name: sizeof of the struct through a plain variable declared as the struct is not seen; the [1] stays for a human when nothing shows flexible use
// check-error-contains: not converted: 'v' in 'struct s': no use shows it used as a flexible array
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
