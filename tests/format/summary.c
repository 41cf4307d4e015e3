// check-name: --summary counts per kind per directory
// check-command: cd .. && flexfix scan --summary --depth=1 scan/one-element.c scan/zero-length.c scan/zero-length-not-last.c format/summary.c
// check-exit-value: 1

struct a { u32 n; u8 d[1]; };

// check-output-start
// directory                                zero-length-not-last one-element zero-length    total
// format                                                      0           1           0        1
// scan                                                        4           1           2        7
// total                                                       4           2           2        8
// check-output-end
