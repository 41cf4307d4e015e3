// check-name: a #define body's own locals ('do { struct s *p = (arg); ... p->m[n] ... } while (0)') name their struct: the accesses through them are the struct's uses, not guesses from the member name; one whose type is another struct is no use
// check-command: flexfix dump uses $file
// check-exit-value: 0

struct seg {
	u32 count;
	u32 table[1];
};

struct other {
	u32 count;
	u32 *table;
};

#define SEG_END(sg, end)					\
	do {							\
		struct seg *p = (sg);				\
		u32 n = p->count;				\
		(end) = &p->table[n];				\
	} while (0)

#define OTHER_END(o, end)					\
	do {							\
		struct other *q = (o);				\
		(end) = &q->table[q->count];			\
	} while (0)

u32 *seg_end(struct seg *s);
u32 *seg_end(struct seg *s)
{
	u32 *end;

	SEG_END(s, end);
	return end;
}

// check-output-start
// define-locals.c:19:15: index-var 'p->table[n]' of 'table' in 'struct seg'
// check-output-end
