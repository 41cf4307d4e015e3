// check-name: offsetof() in place of 'sizeof(struct s) - sizeof(e)' written over two lines: where the line would pass 100 columns with the next term, it breaks after the '+' (the term under the offsetof()); a short one stays on its line
// check-fix-wanted

typedef unsigned int u32;

struct session_set_buffers_packet {
	u32 size;
	u32 num_buffers;
	u32 buffer_info[1];
};

void set_size(struct session_set_buffers_packet *pkt, u32 n, u32 each);
void set_size(struct session_set_buffers_packet *pkt, u32 n, u32 each)
{
	if (each) {
		pkt->size =
				sizeof(struct session_set_buffers_packet) -
				sizeof(u32) + (n * each * pkt->num_buffers);
	} else {
		pkt->size = sizeof(*pkt) - sizeof(u32) +
			n * each;
	}
	pkt->buffer_info[n] = 0;
}







// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/offsetof-wrap.c b/offsetof-wrap.c
// --- a/offsetof-wrap.c
// +++ b/offsetof-wrap.c
// @@ -6,7 +6,7 @@ typedef unsigned int u32;
//  struct session_set_buffers_packet {
//  	u32 size;
//  	u32 num_buffers;
// -	u32 buffer_info[1];
// +	u32 buffer_info[];
//  };
//  
//  void set_size(struct session_set_buffers_packet *pkt, u32 n, u32 each);
// @@ -14,10 +14,10 @@ void set_size(struct session_set_buffers_packet *pkt, u32 n, u32 each)
//  {
//  	if (each) {
//  		pkt->size =
// -				sizeof(struct session_set_buffers_packet) -
// -				sizeof(u32) + (n * each * pkt->num_buffers);
// +				offsetof(struct session_set_buffers_packet, buffer_info) +
// +				(n * each * pkt->num_buffers);
//  	} else {
// -		pkt->size = sizeof(*pkt) - sizeof(u32) +
// +		pkt->size = offsetof(struct session_set_buffers_packet, buffer_info) +
//  			n * each;
//  	}
//  	pkt->buffer_info[n] = 0;
// check-fix-end
