// check-name: --help documents kinds and exit codes
// check-command: flexfix scan --help
// check-output-contains: exit status: 0 no finding of the selected kinds, 1 findings, 2 usage or I/O error
// check-output-contains:   zero-length-not-last   error
// check-output-contains:   flexible               note    a true flexible array member (T m[] or DECLARE_FLEX_ARRAY) (--all)

struct a { u32 n; };
