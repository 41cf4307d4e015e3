// check-name: anonymous struct named by its typedef
// check-command: flexfix scan --format=json $file
// check-exit-value: 1
// check-output-contains: "struct": "struct <anonymous>",
// check-output-contains: "container": "typedef hdr_t",
// check-output-contains: "message": "one-element array 'data' at the end of 'hdr_t' (anonymous struct)",

typedef struct {
	u16 len;
	u8 data[1];
} hdr_t;
