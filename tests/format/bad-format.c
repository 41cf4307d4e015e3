// check-name: an unknown output format is a usage error
// check-command: flexfix scan --format=xml $file
// check-exit-value: 2
// check-error-contains: unknown format 'xml'

struct a { u32 n; };
