// check-name: SARIF with no results is still a valid log
// check-command: flexfix scan --format=sarif $file | grep -c '"results": \[' ; flexfix scan --format=sarif $file >/dev/null
// check-exit-value: 0

struct m { u32 n; u8 d[]; };
// check-output-start
// 1
// check-output-end
