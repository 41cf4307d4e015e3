// SPDX-License-Identifier: GPL-2.0
#include <linux/slab.h>
#include "barscsi.h"

static int bar_build_io(struct bar_io_request *req, int nseg)
{
	int size;

	size = sizeof(struct bar_io_request) + (nseg - 1) * sizeof(struct bar_sge);
	req->sge_count = cpu_to_le16(nseg);
	return size;
}

static void bar_local_state(void)
{
	struct bar_state {
		int state;
		char trace[1];
	} st = { 0 };

	(void)st;
}
