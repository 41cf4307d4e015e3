// check-name: a function pointer last is not an array
// check-exit-value: 0

struct ops {
	u32 n;
	int (*probe)(void *dev, const char *name[4]);
};
