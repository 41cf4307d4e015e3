/* verify: a wire header whose size must stay (the union form), and code
 * after it that prints its own line numbers */
#include <stdio.h>
#include <string.h>

typedef unsigned int u32;
#define DECLARE_FLEX_ARRAY(TYPE, NAME) struct { struct { } __empty_ ## NAME; TYPE NAME[]; }

struct wire_hdr {
	u32 len;
	u32 words[1];
};

_Static_assert(sizeof(struct wire_hdr) == 8, "wire header size");

u32 wire_word(const struct wire_hdr *h, u32 i)
{
	if (i >= h->len)
		fprintf(stderr, "%s:%d: word %u past %u\n", __FILE__, __LINE__, i, h->len);
	return h->words[i];
}

size_t wire_size(void)
{
	return sizeof(struct wire_hdr);
}
