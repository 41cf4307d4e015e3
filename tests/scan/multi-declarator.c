// check-name: the array in a multi-declarator line (hpfs_dirent style)
// check-command: flexfix scan --format=json $file
// check-exit-value: 1
// check-output-contains: "line": 12,
// check-output-contains: "column": 15,
// check-output-contains: "member": "name",
// check-output-contains: "element_type": "u8",
// check-output-contains: "size": "1",

struct dirent {
  u16 length;
  u8 namelen, name[1];			/* file name */
  /* more data follows the name */
};
