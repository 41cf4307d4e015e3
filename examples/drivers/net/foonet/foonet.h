/* SPDX-License-Identifier: GPL-2.0 */
/* foonet: an imaginary network adapter, used to show flexfix findings. */
#ifndef FOONET_H
#define FOONET_H

#include <linux/types.h>

#define FOONET_MAX_QUEUES	16

struct foonet_route {
	u32 dst;
	u32 gateway;
	u16 metric;
};

/* Route table: entries follow the header in the same allocation. */
struct foonet_route_table {
	u32 nr_routes;
	spinlock_t lock;		/* protects nr_routes */
	struct foonet_route routes[0];
	struct rcu_head rcu;		/* added later: overlaps routes[0] */
};

/* A command as the firmware reads it. */
struct foonet_cmd {
	__le16 opcode;
	__le16 len;
	u8 payload[1];			/* 'len' bytes */
};

struct foonet_queue_vector {
	u32 irq;
	char name[24];
	u64 rings[0];
#ifdef CONFIG_FOONET_BUSY_POLL
	unsigned int poll_state;
#endif
};

struct foonet_stats {
	u64 packets;
	u64 bytes;
	u64 per_queue[FOONET_MAX_QUEUES];
};

#endif
