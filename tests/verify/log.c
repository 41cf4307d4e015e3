#include <string.h>
#include "log.h"

int log_put(struct log_rec *r, const char *s, unsigned int n)
{
	memcpy(r->text, s, n);
	r->len = n;
	return (int)sizeof(*r);
}
