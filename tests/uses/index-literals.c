// check-name: integer literals are read whole: 1040 is past 1030, hex and suffixes too
// check-command: flexfix dump uses $file; flexfix scan --explain --no-root $file
// check-exit-value: 1

struct big {
	u32 n;
	u8 items[1030];
};

u8 big_read(struct big *b);
u8 big_read(struct big *b)
{
	return b->items[1040] + b->items[0x10] + b->items[1029u] + b->items[011];
}

// check-output-start
// index-literals.c:13:12: index-const 'b->items[1040]' of 'items' in 'struct big' index 1040
// index-literals.c:13:29: index-const 'b->items[0x10]' of 'items' in 'struct big' index 16
// index-literals.c:13:46: index-const 'b->items[1029u]' of 'items' in 'struct big' index 1029
// index-literals.c:13:64: index-const 'b->items[011]' of 'items' in 'struct big' index 9
// index-literals.c:7:5: note: array 'items' of fixed size at the end of 'struct big' [flexfix-fixed-trailing]
// index-literals.c:13:12: note: used as flexible: index past the declared size 'b->items[1040]'
// index-literals.c:13:29: note: index within the declared size 'b->items[0x10]'
// index-literals.c:13:46: note: index within the declared size 'b->items[1029u]'
// index-literals.c:13:64: note: index within the declared size 'b->items[011]'
// index-literals.c:7:5: note: verdict flexible-use; fix: not converted: a fixed-size array used past its size: a human must decide its size
// check-output-end
