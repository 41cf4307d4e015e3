// SPDX-License-Identifier: GPL-2.0
#include <linux/slab.h>
#include "foonet.h"

/* Commands batched for one doorbell: an array of flexible structs. */
struct foonet_batch {
	u32 count;
	struct foonet_cmd cmds[8];
};

static struct foonet_route_table *foonet_alloc_routes(u32 n)
{
	struct foonet_route_table *t;

	t = kzalloc(sizeof(*t) + n * sizeof(t->routes[0]), GFP_KERNEL);
	if (t)
		t->nr_routes = n;
	return t;
}

static struct foonet_cmd *foonet_alloc_cmd(u16 len)
{
	struct foonet_cmd *cmd;

	cmd = kmalloc(sizeof(struct foonet_cmd) + len - 1, GFP_KERNEL);
	if (cmd)
		cmd->len = cpu_to_le16(len);
	return cmd;
}
