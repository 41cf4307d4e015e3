#include "overflow.h"
typedef unsigned int u32;
struct pkt {
	u32 n;
	u32 words[1];
};
struct pkt *pkt_alloc(u32 n);
u32 pkt_sum(const struct pkt *p);
