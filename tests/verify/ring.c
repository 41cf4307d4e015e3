#include "log.h"

unsigned int ring_level(const struct log_rec *r)
{
	return r->level + (unsigned int)r->text[0];
}
