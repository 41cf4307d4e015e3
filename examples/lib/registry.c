// SPDX-License-Identifier: GPL-2.0
#include <linux/quux.h>

/* A flexible struct embedded before other members. */
struct registry_slot {
	struct quux_msg msg;
	unsigned long stamp;
};

static struct quux_list empty_lists[4];
