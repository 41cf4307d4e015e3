typedef unsigned int u32;
struct note {
	u32 n;
	u32 w[1];
};
void note_clear(struct note *p);
u32 note_at(const struct note *p, u32 i);
void note_reset(struct note *p);
