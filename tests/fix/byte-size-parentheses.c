// check-name: a byte array's 'sizeof(s) + n - 1' becomes 'offsetof() + n' with the parentheses that were written around the sum and around n: '2 * (...)', '(...) * 2', a conditional count and a macro's parameter keep their meaning
// check-error-contains: byte-size-parentheses.c:19:11: note: size rewritten: 'sizeof(struct frame) + (n) - 1' -> 'offsetof(struct frame, body) + (n)'
// check-error-contains: byte-size-parentheses.c:20:7: note: size rewritten: 'sizeof(struct frame) + n - 1' -> 'offsetof(struct frame, body) + n'
// check-error-contains: byte-size-parentheses.c:21:6: note: size rewritten: 'sizeof(struct frame) + (n ? 1 : 2) - 1' -> 'offsetof(struct frame, body) + (n ? 1 : 2)'
// check-fix-wanted

struct frame {
	u16 kind;
	u8 body[1];
};

#define FRAME_BYTES(n) (sizeof(struct frame) + (n) - 1)

u32 frame_bytes(const struct frame *f, u32 n);
u32 frame_bytes(const struct frame *f, u32 n)
{
	u32 a, b, c;

	a = 2 * (sizeof(struct frame) + (n) - 1);
	b = (sizeof(struct frame) + n - 1) * 2;
	c = sizeof(struct frame) + (n ? 1 : 2) - 1;
	return f->body[n] + a + b + c + 3 * FRAME_BYTES(n ? 1 : 2);
}

// The fix flexfix must print (empty: none):
//
// check-fix-start
// diff --git a/byte-size-parentheses.c b/byte-size-parentheses.c
// --- a/byte-size-parentheses.c
// +++ b/byte-size-parentheses.c
// @@ -6,19 +6,19 @@
//  
//  struct frame {
//  	u16 kind;
// -	u8 body[1];
// +	u8 body[];
//  };
//  
// -#define FRAME_BYTES(n) (sizeof(struct frame) + (n) - 1)
// +#define FRAME_BYTES(n) (offsetof(struct frame, body) + (n))
//  
//  u32 frame_bytes(const struct frame *f, u32 n);
//  u32 frame_bytes(const struct frame *f, u32 n)
//  {
//  	u32 a, b, c;
//  
// -	a = 2 * (sizeof(struct frame) + (n) - 1);
// -	b = (sizeof(struct frame) + n - 1) * 2;
// -	c = sizeof(struct frame) + (n ? 1 : 2) - 1;
// +	a = 2 * (offsetof(struct frame, body) + (n));
// +	b = (offsetof(struct frame, body) + n) * 2;
// +	c = offsetof(struct frame, body) + (n ? 1 : 2);
//  	return f->body[n] + a + b + c + 3 * FRAME_BYTES(n ? 1 : 2);
//  }
//  
// check-fix-end
