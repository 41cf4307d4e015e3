// check-name: DECLARE_BITMAP is a fixed array
// check-command: flexfix scan --all --format=json $file
// check-exit-value: 1
// check-output-contains: "kind": "fixed-trailing",
// check-output-contains: "member": "bits",
// check-output-contains: "size": "BITS_TO_LONGS(64)",
// check-output-contains: "element_type": "unsigned long",

struct mask {
	u32 n;
	DECLARE_BITMAP(bits, 64);
};
