// check-name: UAPI headers are marked; their size is ABI
// check-command: cd ../../.. && flexfix scan include/uapi/linux/$file
// check-exit-value: 1

struct uapi_msg {
	__u32 len;
	__u8 data[1];
};
// check-output-start
// include/uapi/linux/uapi-hdr.h:7:7: warning: one-element array 'data' at the end of 'struct uapi_msg' [flexfix-one-element]
// include/uapi/linux/uapi-hdr.h:5:1: note: 'struct uapi_msg' is in a UAPI header: its size is ABI
// check-output-end
