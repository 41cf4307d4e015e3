// check-name: a [0] in a UAPI header becomes [] (the size is the same)
// check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
// check-fix-wanted

struct r { __u32 len; __u8 data[0]; };

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/include/uapi/linux/uapi-zero.h b/include/uapi/linux/uapi-zero.h
// --- a/include/uapi/linux/uapi-zero.h
// +++ b/include/uapi/linux/uapi-zero.h
// @@ -2,7 +2,7 @@
//  // check-fix-command: cd ../../.. && flexfix fix --no-root --kernel include/uapi/linux/$file
//  // check-fix-wanted
//  
// -struct r { __u32 len; __u8 data[0]; };
// +struct r { __u32 len; __u8 data[]; };
//  
//  // The fix flexfix must print (empty: none):
//  //
// check-fix-end
