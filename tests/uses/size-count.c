// check-name: sizes computed from a count: offsetof(s, m) + n, offsetof(s, m[n]), struct_size(p, m, n), flex_array_size(), sizeof(struct s) + n * sizeof(e) (room for elements past the declared one; e named through the member or a struct type, not only as bytes: 'n * sizeof(u32)' may size anything); constants are no evidence
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
struct ent {
	u32 key;
};
struct tab {
	u32 nr;
	struct ent e[1];
};
struct words {
	u32 nr;
	u32 w[1];
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

size_t room(struct tab *t, u32 n);
size_t room(struct tab *t, u32 n)
{
	return sizeof(*t) + n * sizeof(t->e[0]) + sizeof(struct tab) + n * sizeof(struct ent) +
	       sizeof(struct words) + n * sizeof(u32) + sizeof(*t) + 0 * sizeof(t->e[0]);
}



// check-output-start
// size-count.c:28:9: size-count 'offsetof(struct dirent1, d_name)' of 'd_name' in 'struct dirent1'
// size-count.c:34:9: size-count 'offsetof(struct vec, v[i])' of 'v' in 'struct vec'
// size-count.c:34:38: size-changes 'struct_size(p, v, n)' of 'v' in 'struct vec'
// size-count.c:34:38: size-count 'struct_size(p, v, n)' of 'v' in 'struct vec'
// size-count.c:34:61: size-count 'flex_array_size(p, v, n)' of 'v' in 'struct vec'
// size-count.c:41:9: size-count 'sizeof(*t) + n * sizeof(t->e[0])' of 'e' in 'struct tab'
// size-count.c:41:44: size-count 'sizeof(struct tab) + n * sizeof(struct ent)' of 'e' in 'struct tab'
// size-count.c:41:9: size-unknown 'sizeof(*t)' of 'e' in 'struct tab'
// size-count.c:41:44: size-unknown 'sizeof(struct tab)' of 'e' in 'struct tab'
// size-count.c:42:9: size-unknown 'sizeof(struct words)' of 'w' in 'struct words'
// size-count.c:42:50: size-unknown 'sizeof(*t)' of 'e' in 'struct tab'
// size-count.c:7:7: warning: one-element array 'd_name' at the end of 'struct dirent1' [flexfix-one-element]
// size-count.c:28:9: note: used as flexible: a size from a count 'offsetof(struct dirent1, d_name)'
// size-count.c:7:7: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 0 value changes listed
// size-count.c:11:6: warning: one-element array 'v' at the end of 'struct vec' [flexfix-one-element]
// size-count.c:34:9: note: used as flexible: a size from a count 'offsetof(struct vec, v[i])'
// size-count.c:34:38: note: value changes 'struct_size(p, v, n)'
// size-count.c:34:38: note: used as flexible: a size from a count 'struct_size(p, v, n)'
// size-count.c:34:61: note: used as flexible: a size from a count 'flex_array_size(p, v, n)'
// size-count.c:11:6: note: verdict flexible-use; fix: converted, 0 size expressions rewritten, 1 value change listed
// size-count.c:18:13: warning: one-element array 'e' at the end of 'struct tab' [flexfix-one-element]
// size-count.c:41:9: note: used as flexible: a size from a count 'sizeof(*t) + n * sizeof(t->e[0])'
// size-count.c:41:44: note: used as flexible: a size from a count 'sizeof(struct tab) + n * sizeof(struct ent)'
// size-count.c:41:9: note: value changes 'sizeof(*t)'
// size-count.c:41:44: note: value changes 'sizeof(struct tab)'
// size-count.c:42:50: note: value changes 'sizeof(*t)'
// size-count.c:18:13: note: verdict flexible-use; fix: not converted: this sizeof() would shrink by one element, and the union form that keeps the size cannot be written: the union form needs DECLARE_FLEX_ARRAY(), not available in portable mode at size-count.c:41
// size-count.c:22:6: warning: one-element array 'w' at the end of 'struct words' [flexfix-one-element]
// size-count.c:42:9: note: value changes 'sizeof(struct words)'
// size-count.c:22:6: note: verdict unknown; fix: not converted: no use shows it used as a flexible array
// check-output-end
