// check-name: sizeof()s behind what starts a statement: a label, 'default:', 'case N:', 'else', 'do', and an if/while/switch condition whose body is on the same statement (each read, none left unseen)
// check-command: flexfix dump uses $file
struct pkt {
	u32 len;
	u8 data[1];
};

void *hw_buf(u32 n);
long hw_send(void *p, u32 n);

long pkt_send(struct pkt *p, u32 n, int mode);
long pkt_send(struct pkt *p, u32 n, int mode)
{
	long r = 0;

	if (hw_send(p, sizeof(struct pkt) + n - 1) < 0)
		r = -1;
	while (hw_send(p, n + sizeof(*p) - 1) > 0)
		n--;
	switch (mode) {
	case 1: r = hw_send(p, sizeof(struct pkt) - 1 + n);
		break;
	default: r = hw_send(p, n + sizeof(struct pkt) - 1);
	}
	if (r)
		r = 0;
	else
		r = hw_send(p, sizeof(*p) + n - 1);
	do
		r = hw_send(p, sizeof(*p) + n - 1);
	while (!r);
out:
	hw_send(hw_buf(sizeof(struct pkt) + n - 1), n);
	return r;
}

// check-output-start
// statement-prefixes.c:16:17: size 'sizeof(struct pkt) + n - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:18:20: size 'n + sizeof(*p) - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:21:25: size 'sizeof(struct pkt) - 1 + n' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:23:26: size 'n + sizeof(struct pkt) - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:28:18: size 'sizeof(*p) + n - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:30:18: size 'sizeof(*p) + n - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// statement-prefixes.c:33:17: size 'sizeof(struct pkt) + n - 1' of 'data' in 'struct pkt' form header+n-1 count 'n' pointer 'p'
// check-output-end
