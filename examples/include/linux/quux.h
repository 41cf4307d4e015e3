/* SPDX-License-Identifier: GPL-2.0 */
/* quux: already converted; only 'scan --all' shows these. */
#ifndef _LINUX_QUUX_H
#define _LINUX_QUUX_H

struct quux_list {
	unsigned int count;
	void *items[] __counted_by(count);
};

struct quux_msg {
	u32 type;
	union {
		DECLARE_FLEX_ARRAY(u8, raw);
		DECLARE_FLEX_ARRAY(u32, words);
	};
};

#endif
