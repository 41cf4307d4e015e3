# Real kernel code for the corpus tests, fetched at test time: Debian's
# linux-source-6.1 (and linux-source-6.12, the yardstick of compare and
# bench/agreement.sh), extracted once into a cache outside the repository.
# No kernel source is ever copied into the repository.

KERNEL_CACHE=${FLEXFIX_CACHE:-/var/cache/flexfix}
KERNEL_TARBALL=/usr/src/linux-source-6.1.tar.xz
KERNEL=$KERNEL_CACHE/linux-source-6.1
KERNEL_NEW_TARBALL=/usr/src/linux-source-6.12.tar.xz
KERNEL_NEW=$KERNEL_CACHE/linux-source-6.12

# extract TARBALL DIR PACKAGE: DIR (in the cache) holds the tarball's tree.
extract() {
	[ -f "$2/.flexfix-extracted" ] && return 0
	[ -f "$1" ] || { echo "missing $1 (package $3)" >&2; return 1; }
	mkdir -p "$KERNEL_CACHE" && rm -rf "$2" &&
	tar -xJf "$1" -C "$KERNEL_CACHE" &&
	touch "$2/.flexfix-extracted"
}

# kernel_tree: makes sure $KERNEL holds the extracted tree; kernel_tree_new
# the same for $KERNEL_NEW (linux-source-6.12).
kernel_tree() { extract "$KERNEL_TARBALL" "$KERNEL" linux-source-6.1; }
kernel_tree_new() { extract "$KERNEL_NEW_TARBALL" "$KERNEL_NEW" linux-source-6.12; }

# The seeds' "before" states, recreated by edits written for this project
# (each states one fact of a seed commit): 001 split 'u8 namelen, name[1]'
# in struct hpfs_dirent; 002 moved 'l2tab[0]' after 'rcu_head' in struct
# l2t_data as 'l2tab[]'; 004 made 'sge[1]' of struct aac_raw_io2 'sge[]' and
# its two fibsize computations struct_size().
SEED_DIRS="fs/hpfs drivers/net/ethernet/chelsio/cxgb3 drivers/scsi/aacraid"

# kernel_before DIR: copies the seed directories of the tree into DIR and
# undoes the three seeds there; fails if an edit no longer applies.
kernel_before() {
	for d in $SEED_DIRS; do
		mkdir -p "$1/$d" && cp -r "$KERNEL/$d/." "$1/$d/" || return 1
	done
	(
		cd "$1" &&
		perl -0pi -e 's/^(\s*)u8 namelen;[^\n]*\n\s*u8 name\[\];[^\n]*\n/$1u8 namelen, name[1];\t\t\t\/* file name *\/\n/m' fs/hpfs/hpfs.h &&
		grep -q 'u8 namelen, name\[1\];' fs/hpfs/hpfs.h &&
		perl -0pi -e 's/(\n\tstruct rcu_head rcu_head;[^\n]*)\n\tstruct l2t_entry l2tab\[\];/\n\tstruct l2t_entry l2tab[0];$1/' drivers/net/ethernet/chelsio/cxgb3/l2t.h &&
		grep -q 'l2tab\[0\];' drivers/net/ethernet/chelsio/cxgb3/l2t.h &&
		perl -0pi -e 's/(struct sge_ieee1212\tsge)\[\];/$1\[1\];/' drivers/scsi/aacraid/aacraid.h &&
		grep -q 'sge\[1\];' drivers/scsi/aacraid/aacraid.h &&
		perl -0pi -e 's/fibsize = struct_size\((\w+), sge,\n\t\t\t\t +le32_to_cpu\(\1->sgeCnt\)\);/fibsize = sizeof(struct aac_raw_io2) +\n\t\t\t((le32_to_cpu($1->sgeCnt)-1) * sizeof(struct sge_ieee1212));/g' drivers/scsi/aacraid/aachba.c &&
		test "$(grep -c 'sgeCnt)-1) \* sizeof(struct sge_ieee1212)' drivers/scsi/aacraid/aachba.c)" = 2 &&
		perl -pi -e 's/sge = kmalloc_array\(nseg_new, sizeof\(\*sge\), GFP_ATOMIC\);/sge = kmalloc_array(nseg_new, sizeof(struct sge_ieee1212), GFP_ATOMIC);/' drivers/scsi/aacraid/aachba.c
	)
}

# kernel_seed_build SRC OBJ: SRC a hard-linked copy of the tree with the
# seeds undone, OBJ a build directory configured as the seeds need (defconfig
# + HPFS_FS, SCSI_AACRAID, CHELSIO_T3; no special flags) and prepared.
kernel_seed_build() {
	cp -al "$KERNEL" "$1" &&
	for d in $SEED_DIRS; do rm -rf "$1/$d" || return 1; done && kernel_before "$1" &&
	make -s -C "$1" O="$2" defconfig >/dev/null &&
	"$1/scripts/config" --file "$2/.config" -e HPFS_FS -e SCSI_LOWLEVEL -e SCSI_AACRAID -e NET_VENDOR_CHELSIO -e CHELSIO_T3 &&
	make -s -C "$1" O="$2" olddefconfig >/dev/null &&
	grep -q "^CONFIG_SCSI_AACRAID=y" "$2/.config" && grep -q "^CONFIG_CHELSIO_T3=y" "$2/.config" &&
	make -s -C "$1" O="$2" -j"$(nproc)" prepare modules_prepare >/dev/null 2>&1
}
