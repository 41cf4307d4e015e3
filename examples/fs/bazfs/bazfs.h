/* SPDX-License-Identifier: GPL-2.0 */
/* bazfs: an imaginary on-disk format. */
#ifndef BAZFS_H
#define BAZFS_H

struct bazfs_dirent {
  __le16 rec_len;			/* length of this entry */
  __le32 inode;				/* inode number */
  u8 flags;
  u8 namelen, name[1];			/* file name, not terminated */
  /* padding to 4 bytes follows the name */
};

struct bazfs_super {
	__le32 magic;
	__le32 block_size;
	__le64 blocks;
	DECLARE_BITMAP(features, 64);
};

#endif
