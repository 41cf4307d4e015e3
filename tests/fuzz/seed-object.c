// SPDX-License-Identifier: GPL-2.0-only
/*
 * Source of fuzz-elf's seed objects (tests/fuzz/build.sh compiles it 64- and
 * 32-bit, with and without optimisation and per-function sections): what
 * verify compares in a kernel object, in small: functions that call each
 * other, string literals, initialised and zeroed data, relocations to all of
 * them, and structs with fake and flexible arrays in the DWARF.
 */
/* no headers: Debian's gcc builds -m32 objects without the 32-bit libc's */
typedef __SIZE_TYPE__ size_t;

struct s {
	int count;
	short v[1];
};

struct l2t_data {
	unsigned int nentries;
	struct s *rover;
	char tail[0];
};

union u {
	long l;
	struct {
		int n;
		unsigned char bytes[];
	} flex;
};

typedef struct s t;

static char zeroed[64];
static const char *names[] = { "first", "second", "a string long enough to be merged" };
int counter = 3;
struct s one = { 1, { 2 } };
union u uu;

static __attribute__((noinline)) int helper(const struct s *p, int i)
{
	return p->v[i] + counter;
}

int use(t *p, size_t n)
{
	size_t size = sizeof(struct s) + (n - 1) * sizeof(p->v[0]);

	__builtin_memset(zeroed, 0, sizeof(zeroed));
	uu.flex.n = (int)n;
	return helper(p, (int)size) + (int)__builtin_strlen(names[n % 3]) + (int)__builtin_offsetof(struct l2t_data, tail);
}

int use_again(struct l2t_data *d)
{
	return d->nentries ? helper(d->rover, 0) : uu.flex.bytes[0];
}
