// check-name: --stats prints counts and times on stderr
// check-command: flexfix scan --stats $file
// check-exit-value: 1
// check-error-contains: flexfix: 1 files (0 skipped)
// check-error-contains: 2 structs/unions, 5 members, 0 unparsed
// check-error-contains: s wall (walk

struct a { u32 n; u8 d[1]; };
struct b { u32 x, y; u8 e[]; };
