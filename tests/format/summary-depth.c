// check-name: --summary with a deeper --depth
// check-command: cd .. && flexfix scan --summary --depth=3 scan/include/uapi/linux/uapi-hdr.h scan/one-element.c
// check-exit-value: 1

struct a { u32 n; };

// check-output-start
// directory                                zero-length-not-last flexible-not-last one-element zero-length flex-not-at-end    total
// scan                                                        0                 0           1           0               0        1
// scan/include/uapi                                           0                 0           1           0               0        1
// total                                                       0                 0           2           0               0        2
// check-output-end
