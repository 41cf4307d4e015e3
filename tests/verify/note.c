#include <string.h>
#include "note.h"

void note_clear(struct note *p)
{
	memset(p, 0, sizeof(struct note));
}

u32 note_at(const struct note *p, u32 i)
{
	return i < p->n ? p->w[i] : 0;
}
