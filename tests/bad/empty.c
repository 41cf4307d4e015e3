// check-name: a file with nothing but comments (see also t0001 for a 0-byte file)
// check-command: flexfix scan $file
// check-exit-value: 0
// check-output-start
// check-output-end
