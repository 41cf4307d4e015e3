// check-name: --summary with a deeper --depth
// check-command: cd .. && flexfix scan --summary --depth=3 scan/include/uapi/linux/uapi-hdr.h scan/one-element.c
// check-exit-value: 1

struct a { u32 n; };

// check-output-start
// directory                                one-element    total
// scan                                               1        1
// scan/include/uapi                                  1        1
// total                                              2        2
// check-output-end
