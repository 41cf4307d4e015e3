/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* qux: an imaginary user-space interface; struct sizes here are ABI. */
#ifndef _UAPI_LINUX_QUX_H
#define _UAPI_LINUX_QUX_H

#include <linux/types.h>

struct qux_query {
	__u32 flags;
	__u32 count;
	__u64 ids[1];
};

struct qux_reply {
	__u32 status;
	__u32 len;
	__u8 data[0];
};

#endif
