/* SPDX-License-Identifier: GPL-2.0 */
/* barscsi: an imaginary SCSI host adapter. */
#ifndef BARSCSI_H
#define BARSCSI_H

struct bar_sge {
	__le32 addr_lo;
	__le32 addr_hi;
	__le32 length;
	__le32 flags;
};

struct bar_io_request {
	__le64 lba;
	__le32 byte_count;
	__le16 sge_count;
	u8 reserved[2];
	struct bar_sge sge[1];		/* sge_count entries */
};

struct bar_event {
	u32 code;
	u32 data_len;
	union {
		u8 bytes[1];
		__DECLARE_FLEX_ARRAY(u32, words);
	};
};

typedef struct {
	u16 id;
	u16 count;
	u32 values[0];
} bar_table_t;

#endif
