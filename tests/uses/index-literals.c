// check-name: integer literals are read whole: 1040 is past 1030, hex and suffixes too
// check-command: flexfix dump uses $file
// check-exit-value: 0

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
// check-output-end
