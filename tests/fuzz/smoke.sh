#!/bin/sh
# make check's short libFuzzer run (30,000 inputs); `make fuzz` runs longer.
exec sh "$(dirname "$0")/build.sh" --smoke
