#include <string.h>
#include "note.h"

/* a size fix does not see: the struct reaches the macro as a pointer */
#define CLEAR(p) memset((p), 0, sizeof(*(p)))

void note_clear(struct note *p)
{
	memset(p, 0, sizeof(struct note));
}

void note_reset(struct note *p)
{
	CLEAR(p);
}

u32 note_at(const struct note *p, u32 i)
{
	return i < p->n ? p->w[i] : 0;
}
