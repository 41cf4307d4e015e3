# Sourced by the bench scripts. measure NAME CMD: runs the shell command CMD
# three times under GNU time (its stdout and stderr kept in $out/NAME.out and
# $out/NAME.err, $out a scratch directory of the caller) and prints the
# fastest run's "wall_seconds peak_rss_kb".
measure() {
	best= rss=
	for i in 1 2 3; do
		/usr/bin/time -f '%e %M' -o "$out/t" sh -c "$2; exit 0" >"$out/$1.out" 2>"$out/$1.err"
		read -r w m <"$out/t"
		if [ -z "$best" ] || awk -v a="$w" -v b="$best" 'BEGIN { exit !(a < b) }'; then
			best=$w rss=$m
		fi
	done
	echo "$best $rss"
}

# ratio_table WIDTH BASE_SECONDS "NAME:SECONDS RSS_KB"...: the rows measure
# gave, each with its ratio to BASE_SECONDS (the scan measured in the same run).
ratio_table() {
	w=$1 base=$2
	shift 2
	printf "%-${w}s %8s %8s %9s\n" what "wall s" "RSS MB" "vs scan"
	for row in "$@"; do
		name=${row%%:*}
		set -- ${row#*:}
		printf "%-${w}s %8.2f %8d %8.2fx\n" "$name" "$1" "$(($2 / 1024))" "$(awk -v a="$1" -v b="$base" 'BEGIN { print a / b }')"
	done
}
