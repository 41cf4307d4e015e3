int util_twice(int n);
int util_twice(int n)
{
	n *= 2;
	return n;
}
