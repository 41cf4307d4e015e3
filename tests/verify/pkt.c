#include <stdlib.h>
#include "pkt.h"

struct pkt *pkt_alloc(u32 n)
{
	struct pkt *p = malloc(sizeof(struct pkt) + (n - 1) * sizeof(u32));

	if (p)
		p->n = n;
	return p;
}

u32 pkt_sum(const struct pkt *p)
{
	u32 s = 0;

	for (u32 i = 0; i < p->n; i++)
		s += p->words[i];
	return s;
}
