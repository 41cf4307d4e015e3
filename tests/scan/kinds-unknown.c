// check-name: an unknown kind is a usage error
// check-command: flexfix scan --kinds=bogus $file
// check-exit-value: 2
// check-error-contains: unknown kind 'bogus'

struct a { u32 n; };
