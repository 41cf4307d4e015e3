// check-name: --summary counts per kind per directory
// check-command: cd .. && flexfix scan --summary --depth=1 scan/one-element.c scan/zero-length.c scan/zero-length-not-last.c format/summary.c
// check-exit-value: 1

struct a { u32 n; u8 d[1]; };

// check-output-start
// directory                                zero-length-not-last flexible-not-last one-element zero-length flex-not-at-end    total
// format                                                      0                 0           1           0               0        1
// scan                                                        4                 0           1           2               0        7
// total                                                       4                 0           2           2               0        8
// check-output-end
