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
