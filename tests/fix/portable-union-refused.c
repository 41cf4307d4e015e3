// check-name: portable mode cannot put a flexible array in a union
// check-fix-command: flexfix fix --no-root --portable $file
// check-error-contains: not converted: 'raw' in 'struct c': a flexible array in a union needs DECLARE_FLEX_ARRAY(), not available in portable mode
// check-fix-wanted

struct c { u32 op; union { u32 w; u8 raw[0]; }; };

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
