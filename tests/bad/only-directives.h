// check-name: a header of nothing but directives
// check-command: flexfix scan $file
// check-exit-value: 0
#ifndef ONLY_H
#define ONLY_H
#define A 1
#define B(x) ((x) + \
	1)
#endif
// check-output-start
// check-output-end
