// check-name: --in-place rewrites the file and prints no diff
// check-command: cp $file ../out/in-place-copy.c && flexfix fix --no-root --kernel --in-place ../out/in-place-copy.c && sed -n '/^struct blob/,/^};/p' ../out/in-place-copy.c && rm -f ../out/in-place-copy.c
// check-output-start
// struct blob {
// 	u16 len;
// 	u8 data[];
// };
// check-output-end

struct blob {
	u16 len;
	u8 data[0];
};
