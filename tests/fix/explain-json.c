// check-name: scan --explain --format=json carries the verdict and the evidence as notes
// check-command: flexfix scan --explain --no-root --format=json $file
// check-exit-value: 1
// check-output-contains: "verdict": "fixed-use",
// check-output-contains: "message": "index within the declared size 'p->v[0]'"

struct s { u32 n; u32 v[1]; };

u32 s_first(struct s *p);
u32 s_first(struct s *p)
{
	return p->v[0];
}
