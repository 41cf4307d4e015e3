// check-name: a pointer copied from the member and indexed 40 times: the records the alias adds (the list grows while the access is written) are all kept
// check-command: flexfix dump uses $file | wc -l
struct rec { u32 a; };
struct s {
	u32 nr;
	struct rec m[1];
};

u32 many(struct s *p, u32 i);
u32 many(struct s *p, u32 i)
{
	struct rec *q = p->m;
	u32 t = 0;

	t += q[i + 1].a;
	t += q[i + 2].a;
	t += q[i + 3].a;
	t += q[i + 4].a;
	t += q[i + 5].a;
	t += q[i + 6].a;
	t += q[i + 7].a;
	t += q[i + 8].a;
	t += q[i + 9].a;
	t += q[i + 10].a;
	t += q[i + 11].a;
	t += q[i + 12].a;
	t += q[i + 13].a;
	t += q[i + 14].a;
	t += q[i + 15].a;
	t += q[i + 16].a;
	t += q[i + 17].a;
	t += q[i + 18].a;
	t += q[i + 19].a;
	t += q[i + 20].a;
	t += q[i + 21].a;
	t += q[i + 22].a;
	t += q[i + 23].a;
	t += q[i + 24].a;
	t += q[i + 25].a;
	t += q[i + 26].a;
	t += q[i + 27].a;
	t += q[i + 28].a;
	t += q[i + 29].a;
	t += q[i + 30].a;
	t += q[i + 31].a;
	t += q[i + 32].a;
	t += q[i + 33].a;
	t += q[i + 34].a;
	t += q[i + 35].a;
	t += q[i + 36].a;
	t += q[i + 37].a;
	t += q[i + 38].a;
	t += q[i + 39].a;
	t += q[i + 40].a;
	return t;
}

// check-output-start
// 41
// check-output-end
