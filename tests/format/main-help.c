// check-name: flexfix --help lists commands and exit codes; unknown commands fail
// check-command: flexfix --help; flexfix nosuch; echo "status $?"
// check-output-contains:   scan     find and classify the trailing arrays of every struct and union
// check-output-contains:   2  usage error, or a file or path that could not be read
// check-output-contains: status 2
// check-error-contains: 'nosuch' is not a flexfix command

struct a { u32 n; };
