// check-name: CRLF line endings: lines and columns as for LF
// check-command: flexfix scan $file
// check-exit-value: 1

struct a {
	u32 n;
	u8 d[1];
};
// check-output-start
// crlf.c:7:5: warning: one-element array 'd' at the end of 'struct a' [flexfix-one-element]
// check-output-end
