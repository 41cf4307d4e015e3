/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * treepath: paths that come from input (a patch's file names, a build
 * record, an #include), kept inside the tree they name a file of.
 */
#ifndef FLEXFIX_TREEPATH_H
#define FLEXFIX_TREEPATH_H

/* Is rel relative, and does no ".." climb above its start? ("a/../b" does not; "../b", "/b" do.) */
int path_stays_inside(const char *rel);

/*
 * Does root/rel stay in root on disk: no symbolic link on the way (or rel
 * itself) that leads out of it, and with no_dir_links no link among rel's
 * directories at all (a copy made with `cp -a` keeps links, and a write
 * through one would land where it points)? 0, or -1 with *why set.
 */
int tree_path_check(const char *root, const char *rel, int no_dir_links, const char **why);

#endif
