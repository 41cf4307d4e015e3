int before;

struct z {
	int n;
	int v[0];
	int tail;
};
