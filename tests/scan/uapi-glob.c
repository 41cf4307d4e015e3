// check-name: --uapi marks more paths as UAPI
// check-command: flexfix scan --uapi='*-glob.c' --format=json $file
// check-exit-value: 1
// check-output-contains: "uapi": true,

struct m { __u32 len; __u8 data[0]; };
