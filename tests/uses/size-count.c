// check-name: sizes computed from a count: offsetof(s, m) + n, offsetof(s, m[n]), struct_size(p, m, n), flex_array_size(); constants are no evidence
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct dirent1 {
	u32 ino;
	char d_name[1];
};
struct vec {
	u32 nr;
	u64 v[1];
};

size_t dirent_len(u32 namlen);
size_t dirent_len(u32 namlen)
{
	return offsetof(struct dirent1, d_name) + namlen + 1;
}

size_t vec_len(struct vec *p, u32 n, u32 i);
size_t vec_len(struct vec *p, u32 n, u32 i)
{
	return offsetof(struct vec, v[i]) + struct_size(p, v, n) + flex_array_size(p, v, n) +
	       offsetof(struct vec, v) + 8 + offsetof(struct vec, v[1]);
}

// check-output-start
// size-count.c:17:9: size-count 'offsetof(struct dirent1, d_name)' of 'd_name' in 'struct dirent1'
// size-count.c:23:9: size-count 'offsetof(struct vec, v[i])' of 'v' in 'struct vec'
// size-count.c:23:38: size-count 'struct_size(p, v, n)' of 'v' in 'struct vec'
// size-count.c:23:61: size-count 'flex_array_size(p, v, n)' of 'v' in 'struct vec'
// size-count.c:7:7: warning: one-element array 'd_name' at the end of 'struct dirent1' [flexfix-one-element]
// size-count.c:17:9: note: used as flexible: a size from a count 'offsetof(struct dirent1, d_name)'
// size-count.c:7:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// size-count.c:11:6: warning: one-element array 'v' at the end of 'struct vec' [flexfix-one-element]
// size-count.c:23:9: note: used as flexible: a size from a count 'offsetof(struct vec, v[i])'
// size-count.c:23:38: note: used as flexible: a size from a count 'struct_size(p, v, n)'
// size-count.c:23:61: note: used as flexible: a size from a count 'flex_array_size(p, v, n)'
// size-count.c:11:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// check-output-end
