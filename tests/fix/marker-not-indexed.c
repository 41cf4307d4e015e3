// check-name: a misplaced [0] that nothing indexes may be an offset marker: not moved
// check-error-contains: not converted: 'mark' in 'struct pkt': no use indexes it: it may be an offset marker, which moving would break
// check-fix-wanted

struct pkt {
	u32 head;
	u8 mark[0];
	u32 body;
};

// The fix flexfix must print (empty: none):
//
// check-fix-start
// check-fix-end
